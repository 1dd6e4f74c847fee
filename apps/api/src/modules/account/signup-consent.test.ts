// Sign-up asks for the confirmation of age 18 or over and consent to the privacy policy, and records when.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { otpCodes, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount } from '../../test/factories.ts';
import { requestCode } from '../../test/sign-in.ts';

const t = useTestApp();
const NO_CONSENT = { age_confirmed: undefined, privacy_consent: undefined };

describe('consent at sign-up', () => {
  it('refuses a new account without both, in their words, and keeps nothing', async () => {
    const email = 'no-consent@example.com';
    const none = await requestCode(t.app, { email, user_type: 'user', ...NO_CONSENT });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: AUTH_MESSAGES.ageRequired,
      errors: { age_confirmed: AUTH_MESSAGES.ageRequired, privacy_consent: AUTH_MESSAGES.privacyConsentRequired },
    });
    const ageOnly = await requestCode(t.app, { email, user_type: 'user', age_confirmed: true, privacy_consent: false });
    expect(ageOnly.json()).toEqual({ message: AUTH_MESSAGES.privacyConsentRequired, errors: { privacy_consent: AUTH_MESSAGES.privacyConsentRequired } });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.identifier, email))).toEqual([]);
  });

  it('records when both were given, from form values as the clients send them', async () => {
    const sent = await requestCode(t.app, { email: 'consented@example.com', phone: '', user_type: 'astro', age_confirmed: 'on', privacy_consent: 'true' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().is_new_user).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'consented@example.com'));
    expect(row!.ageConfirmedAt).toBeInstanceOf(Date);
    expect(row!.privacyConsentAt).toEqual(row!.ageConfirmedAt);
  });

  it('does not ask an existing account again', async () => {
    const me = await createAccount(t.db);
    const sent = await requestCode(t.app, { email: me.email, user_type: 'user', ...NO_CONSENT });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().is_new_user).toBe(false);
  });
});
