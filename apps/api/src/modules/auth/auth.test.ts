// Sign-up and login with one-time codes through the real routes: accounts, roles, codes and sessions.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { astrologers, otpCodes, users } from '../../db/schema/index.ts';
import { hmacHex } from '../../lib/tokens.ts';
import { useTestApp } from '../../test/app.ts';
import { TEST_ADMIN } from '../../test/constants.ts';
import { adminAccount } from '../../test/factories.ts';
import { latestCode, requestCode, signIn, submitCode } from '../../test/sign-in.ts';

const t = useTestApp();

const verify = (token: string) => t.app.inject({ method: 'POST', url: '/auth/verify-token', payload: { token } });

describe('sign-up and login', () => {
  it('registers a user by e-mail, then logs in again as the same account', async () => {
    const sent = await requestCode(t.app, { email: ' Asha.Rao@Example.COM ', phone: '', user_type: 'user', name: 'Asha Rao' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.otpSent, is_astrologer: false });
    // The sign-in made nothing: the account is made by its first right code.
    expect(await t.db.select().from(users).where(eq(users.email, 'asha.rao@example.com'))).toEqual([]);
    const code = await latestCode(t.app, 'asha.rao@example.com');
    const res = await submitCode(t.app, 'ASHA.RAO@example.com', code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ is_astrologer: false, is_astroprofile_exist: false, is_verified_astrologer: false, role: 'user', is_new_user: true, consent_required: false });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user_id));
    expect(row).toMatchObject({ email: 'asha.rao@example.com', name: 'Asha Rao', role: 'user' });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await verify(body.accessToken)).json()).toMatchObject({ user_id: body.user_id, role: 'user', is_admin: false });

    t.clock.advance(61_000);
    const again = await signIn(t.app, { email: 'asha.rao@example.com', user_type: 'user' }, 'asha.rao@example.com');
    expect(again).toMatchObject({ user_id: body.user_id, is_new_user: false, consent_required: false });
  });

  it('registers an astrologer by phone; the role stays astro whatever user_type later says', async () => {
    const sent = await requestCode(t.app, { email: '', phone: '+91 98765-43210', user_type: 'astro', name: 'Pandit Joshi' });
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.otpSent, is_astrologer: true });
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=9876543210' });
    expect(outbox.json()[0]).toMatchObject({ to: '9876543210', channel: 'sms' });
    expect(outbox.json()[0].created_at).toEqual(expect.any(String));
    const res = await submitCode(t.app, '9876543210', await latestCode(t.app, '9876543210'));
    expect(res.json()).toMatchObject({ is_astrologer: true, is_astroprofile_exist: false, role: 'astro', is_new_user: true });

    t.clock.advance(61_000);
    // The sign-in repeats the kind asked for; the code step tells the kind of the account, once the code is right.
    const asUser = await requestCode(t.app, { phone: '9876543210', user_type: 'user' });
    expect(asUser.json()).toEqual({ message: AUTH_MESSAGES.otpSent, is_astrologer: false });
    const entered = await submitCode(t.app, '9876543210', await latestCode(t.app, '9876543210'));
    // The client shows 'You are not a User...' from this flag.
    expect(entered.json()).toMatchObject({ is_astrologer: true, role: 'astro', is_new_user: false });
  });

  it('lets the admin sign in through the same routes; user_type cannot change its role', async () => {
    const session = await signIn(t.app, { email: TEST_ADMIN.ADMIN_EMAIL, user_type: 'astro' }, TEST_ADMIN.ADMIN_EMAIL);
    expect(session).toMatchObject({ user_id: 1, role: 'admin', is_astrologer: false });
    expect((await verify(session.accessToken)).json()).toEqual({ user_id: 1, role: 'admin', is_admin: true });
    const [admin] = await t.db.select().from(users).where(eq(users.id, 1));
    expect(admin?.role).toBe('admin');
  });

  it('never makes an admin from the request', async () => {
    const res = await requestCode(t.app, { email: 'sneaky@example.com', user_type: 'admin' });
    expect(res.statusCode).toBe(400);
    const rows = await t.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(rows).toEqual([]);
  });
});

describe('codes', () => {
  it('are stored only as an HMAC', async () => {
    await requestCode(t.app, { email: 'hash@example.com', user_type: 'user' });
    const code = await latestCode(t.app, 'hash@example.com');
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.identifier, 'hash@example.com'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toBe(hmacHex(t.config.OTP_SECRET!, `hash@example.com:${code}`));
  });

  it('die after five wrong tries, even for the right code', async () => {
    await requestCode(t.app, { email: 'wrong@example.com', user_type: 'user' });
    const code = await latestCode(t.app, 'wrong@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await submitCode(t.app, 'wrong@example.com', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(i < 5 ? AUTH_MESSAGES.otpInvalid : AUTH_MESSAGES.otpTooManyAttempts);
    }
    const right = await submitCode(t.app, 'wrong@example.com', code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ code: 'otp_too_many_attempts', message: AUTH_MESSAGES.otpTooManyAttempts, errors: { otp: AUTH_MESSAGES.otpTooManyAttempts } });

    // Not a lock-out: a new code works after the cool-down.
    t.clock.advance(61_000);
    await signIn(t.app, { email: 'wrong@example.com', user_type: 'user' }, 'wrong@example.com');
  });

  it('expire after ten minutes', async () => {
    await requestCode(t.app, { email: 'late@example.com', user_type: 'user' });
    const code = await latestCode(t.app, 'late@example.com');
    t.clock.advance(11 * 60_000);
    const res = await submitCode(t.app, 'late@example.com', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('work once', async () => {
    await requestCode(t.app, { phone: '9123456780', user_type: 'user' });
    const code = await latestCode(t.app, '9123456780');
    expect((await submitCode(t.app, '9123456780', code)).statusCode).toBe(200);
    const reuse = await submitCode(t.app, '9123456780', code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });

  it('answer an e-mail or phone with no code like a wrong code', async () => {
    const res = await submitCode(t.app, 'nobody@example.com', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });
});

describe('sessions', () => {
  it('refuses forged tokens', async () => {
    const forged = 'A'.repeat(43);
    expect((await verify(forged)).statusCode).toBe(400);
    expect((await verify(forged)).json().message).toBe(AUTH_MESSAGES.tokenInvalid);
    const res = await t.app.inject({ method: 'GET', url: '/api/profile/1', headers: { accesstoken: forged } });
    expect(res.statusCode).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const s = await signIn(t.app, { email: 'bye@example.com', user_type: 'user' }, 'bye@example.com');
    const headers = { authorization: `Bearer ${s.accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/${s.user_id}`, headers })).statusCode).toBe(404);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/${s.user_id}`, headers })).statusCode).toBe(401);
    expect((await verify(s.accessToken)).statusCode).toBe(400);
  });

  it('keeps an astrologer out of admin routes', async () => {
    const s = await signIn(t.app, { email: 'astro-admin@example.com', user_type: 'astro' }, 'astro-admin@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/product-category',
      headers: { accesstoken: s.accessToken },
      payload: { category_name: 'Gems' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a removed astrologer', () => {
  it('cannot sign in again, and their profile is gone from the lookup', async () => {
    const email = 'removed-astro@example.com';
    const first = await signIn(t.app, { email, user_type: 'astro', name: 'Ravi Sharma' }, email);
    const [astro] = await t.db
      .insert(astrologers)
      .values({
        userId: first.user_id,
        tokenNo: `JKT${first.user_id}`,
        name: 'Ravi Sharma',
        about: 'Vedic astrologer with long practice.',
        experience: 5,
        languageKnown: 'Hindi',
        type: 'Vedic',
        expertise: 'Career',
        chargePaise: 2000,
        gender: 'Male',
        dob: '1980-01-01',
        profileImage: '/uploads/x.webp',
      })
      .returning({ id: astrologers.id });
    const admin = await adminAccount(t.db);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/astrologer/${astro!.id}`, headers: admin.headers });
    expect(removed.statusCode, removed.body).toBe(200);

    t.clock.advance(2 * 60_000); // past the resend cool-down
    expect((await requestCode(t.app, { email, user_type: 'astro' })).statusCode).toBe(200);
    const res = await submitCode(t.app, email, await latestCode(t.app, email));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.accountRemoved });
    const lookup = await t.app.inject({ method: 'GET', url: `/api/astrologer/${first.user_id}`, headers: admin.headers });
    expect(lookup.statusCode).toBe(404);
  });
});
