// A new account confirms being 18 or over and accepts the privacy policy at the code step, or right after with
// POST /api/account/consent; until then it may give consent, read public pages, sign out and delete itself, and every
// other signed-in route (and the socket) refuses it with 403 {message, code: "consent_required"}.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CONSENT_REQUIRED_CODE } from '@app/contracts/auth';
import { users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount } from '../../test/factories.ts';
import { latestCode, requestCode, signIn, submitCode } from '../../test/sign-in.ts';
import { connectSocket, listening, type TestSocket } from '../../test/sockets.ts';

const t = useTestApp();
const NO_CONSENT = {};
const GATED = { message: AUTH_MESSAGES.consentRequired, errors: {}, code: CONSENT_REQUIRED_CODE };

const consent = (accesstoken: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/account/consent', headers: { accesstoken }, payload: payload as object });
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('consent at the code step', () => {
  it('records both, from form values as the clients send them', async () => {
    const email = 'consented@example.com';
    await requestCode(t.app, { email, phone: '', user_type: 'astro', name: 'Meera Iyer' });
    const res = await submitCode(t.app, email, await latestCode(t.app, email), { age_confirmed: 'on', privacy_consent: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ role: 'astro', is_new_user: true, consent_required: false });
    const row = await rowOf(res.json().user_id);
    expect(row.ageConfirmedAt).toBeInstanceOf(Date);
    expect(row.privacyConsentAt).toEqual(row.ageConfirmedAt);
    expect(row.name).toBe('Meera Iyer');
  });

  it('refuses one without the other before the code is spent, in their words', async () => {
    const email = 'half@example.com';
    await requestCode(t.app, { email, user_type: 'user' });
    const code = await latestCode(t.app, email);
    const ageOnly = await submitCode(t.app, email, code, { age_confirmed: true, privacy_consent: false });
    expect(ageOnly.statusCode).toBe(400);
    expect(ageOnly.json()).toEqual({ code: 'validation', message: AUTH_MESSAGES.privacyConsentRequired, errors: { privacy_consent: AUTH_MESSAGES.privacyConsentRequired } });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const both = await submitCode(t.app, email, code);
    expect(both.json()).toMatchObject({ is_new_user: true, consent_required: false });
  });

  it('does not ask an existing account that gave it, nor the admin', async () => {
    const me = await createAccount(t.db);
    expect(await signIn(t.app, { email: me.email, user_type: 'user' }, me.email, NO_CONSENT)).toMatchObject({ consent_required: false });
    const admin = await signIn(t.app, { email: 'admin@example.com', user_type: 'user' }, 'admin@example.com', NO_CONSENT);
    expect(admin).toMatchObject({ role: 'admin', consent_required: false });
    const gated = await t.app.inject({ method: 'GET', url: '/api/get-all-profile', headers: { accesstoken: admin.accessToken } });
    expect(gated.statusCode).toBe(200);
  });
});

describe('an account without consent', () => {
  let socket: TestSocket | undefined;
  afterEach(() => socket?.close());

  it('is refused everywhere but consent, public pages, sign-out and deletion, until it gives consent', async () => {
    const email = 'later@example.com';
    const session = await signIn(t.app, { email, user_type: 'user' }, email, NO_CONSENT);
    expect(session).toMatchObject({ is_new_user: true, consent_required: true });
    const headers = { accesstoken: session.accessToken };
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    for (const [method, url, payload] of [
      ['GET', `/api/profile/${session.user_id}`],
      ['POST', '/api/profile', { name: 'Later' }],
      ['GET', '/api/cart'],
      ['GET', '/api/wallet'],
      ['POST', '/api/wallet/recharge', { amount: 100 }],
      ['GET', '/api/consultations'],
      ['GET', '/api/account/export'],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual(GATED);
    }
    // Public pages, and the deletion's own routes, answer as for anyone.
    expect((await call('GET', '/api/all-product')).statusCode).toBe(200);
    expect((await call('GET', '/api/account/deletion')).statusCode).toBe(200);
    t.clock.advance(61_000); // past the sign-in code's resend cool-down
    expect((await call('POST', '/api/account/deletion/code')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/account', { otp: '000000' })).json()).not.toMatchObject({ code: CONSENT_REQUIRED_CODE });

    const given = await consent(session.accessToken, { age_confirmed: true, privacy_consent: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ message: AUTH_MESSAGES.consentRecorded });
    const row = await rowOf(session.user_id);
    expect(given.json().age_confirmed_at).toBe(row.ageConfirmedAt!.toISOString());
    expect(given.json().privacy_consent_at).toBe(row.privacyConsentAt!.toISOString());
    // The same session goes on, now let in: no profile yet is a 404, not a refusal.
    expect((await call('GET', `/api/profile/${session.user_id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/wallet')).statusCode).toBe(200);

    // A second consent keeps the first times.
    t.clock.advance(60_000);
    const again = await consent(session.accessToken, { age_confirmed: true, privacy_consent: true });
    expect(again.json().age_confirmed_at).toBe(row.ageConfirmedAt!.toISOString());
  });

  it('refuses a consent without both boxes, in their words', async () => {
    const me = await createAccount(t.db, { consented: false });
    const none = await consent(me.token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ age_confirmed: AUTH_MESSAGES.ageRequired, privacy_consent: AUTH_MESSAGES.privacyConsentRequired });
    const privacyOnly = await consent(me.token, { age_confirmed: false, privacy_consent: true });
    expect(privacyOnly.statusCode).toBe(400);
    expect(privacyOnly.json().message).toBe(AUTH_MESSAGES.ageRequired);
    expect((await rowOf(me.id)).privacyConsentAt).toBeNull();
  });

  it('may sign out', async () => {
    const me = await createAccount(t.db, { consented: false });
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: me.headers });
    expect(out.statusCode).toBe(200);
    expect((await consent(me.token, { age_confirmed: true, privacy_consent: true })).statusCode).toBe(401);
  });

  it('gets no socket until it gives consent', async () => {
    const me = await createAccount(t.db, { consented: false });
    const base = await listening(t.app);
    const refused = await connectSocket(base, me.token).then(
      () => null,
      (error: Error & { data?: unknown }) => error,
    );
    expect(refused?.message).toBe(AUTH_MESSAGES.consentRequired);
    expect(refused?.data).toEqual({ code: CONSENT_REQUIRED_CODE });
    expect((await consent(me.token, { age_confirmed: true, privacy_consent: true })).statusCode).toBe(200);
    socket = await connectSocket(base, me.token);
    expect(socket.socket.connected).toBe(true);
  });
});
