// POST /auth/signin tells nobody whether an e-mail or phone has an account: with one and without, it answers with the
// same status, the same body bytes and the same headers, and sends a code in both cases.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { otpCodes, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount } from '../../test/factories.ts';
import { latestCode, requestCode, submitCode } from '../../test/sign-in.ts';

const t = useTestApp();

/** Headers that differ between any two answers (the time and the request's own id). */
const VARYING = new Set(['date', 'x-request-id']);
const stableHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name.toLowerCase())));

let n = 0;
const fresh = () => {
  n += 1;
  return { email: `nobody-${n}@example.com`, phone: `70000${String(n).padStart(5, '0')}` };
};

describe('POST /auth/signin for an account and for no account', () => {
  for (const channel of ['email', 'phone'] as const) {
    for (const userType of ['user', 'astro'] as const) {
      for (const role of ['user', 'astro'] as const) {
        it(`answers alike by ${channel} with user_type ${userType}, for an existing ${role} and for nobody`, async () => {
          const existing = await createAccount(t.db, { role });
          const nobody = fresh();
          const body = (id: { email: string; phone: string }) =>
            channel === 'email' ? { email: id.email, phone: '', user_type: userType } : { phone: id.phone, user_type: userType };
          const known = await requestCode(t.app, body(existing));
          const unknown = await requestCode(t.app, body(nobody));

          expect(known.statusCode).toBe(200);
          expect(unknown.statusCode).toBe(known.statusCode);
          expect(unknown.body).toBe(known.body);
          expect(stableHeaders(unknown.headers)).toEqual(stableHeaders(known.headers));
          expect(known.json()).toEqual({ message: AUTH_MESSAGES.otpSent, is_astrologer: userType === 'astro' });

          // A code went to both, and the sign-in made no account.
          expect(await latestCode(t.app, channel === 'email' ? existing.email : existing.phone)).toMatch(/^\d{6}$/);
          expect(await latestCode(t.app, channel === 'email' ? nobody.email : nobody.phone)).toMatch(/^\d{6}$/);
          const column = channel === 'email' ? users.email : users.phone;
          expect(await t.db.select().from(users).where(eq(column, channel === 'email' ? nobody.email : nobody.phone))).toEqual([]);
        });
      }
    }
  }

  it("sends a code to a new e-mail for the seed's own body, and the code makes the account of the kind asked", async () => {
    const email = 'seed-body@example.com';
    const sent = await requestCode(t.app, { email, phone: '', user_type: 'astro' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [code] = await t.db.select().from(otpCodes).where(eq(otpCodes.identifier, email));
    expect(code).toMatchObject({ userType: 'astro', name: null });
    const entered = await submitCode(t.app, email, await latestCode(t.app, email));
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({ role: 'astro', is_astrologer: true, is_new_user: true });
  });

  it('refuses a resend within the cool-down alike, for an account and for nobody', async () => {
    const existing = await createAccount(t.db);
    const known = await requestCode(t.app, { email: existing.email, user_type: 'user' }, '10.9.0.1');
    const again = await requestCode(t.app, { email: existing.email, user_type: 'user' }, '10.9.0.1');
    const unknownFirst = await requestCode(t.app, { email: 'cooldown-nobody@example.com', user_type: 'user' }, '10.9.0.2');
    const unknownAgain = await requestCode(t.app, { email: 'cooldown-nobody@example.com', user_type: 'user' }, '10.9.0.2');
    expect(known.body).toBe(unknownFirst.body);
    // The resend cool-down holds for both, in the same words.
    expect(again.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.body).toBe(again.body);
  });
});
