// Send limits of /auth/signin (cool-down, hourly cap, per-IP cap) and refusals of malformed bodies.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { IDENTIFIER_WINDOW_MS, SEND_COOLDOWN_MS, SENDS_PER_IDENTIFIER, SENDS_PER_IP } from './otp-limits.ts';
import { requestCode } from '../../test/sign-in.ts';

const t = useTestApp();

describe('send limits', () => {
  it('makes the same address wait out a cool-down, with Retry-After', async () => {
    expect((await requestCode(t.app, { email: 'cool@example.com', user_type: 'user' })).statusCode).toBe(200);
    t.clock.advance(10_000);
    const res = await requestCode(t.app, { email: 'cool@example.com', user_type: 'user' });
    expect(res.statusCode).toBe(429);
    // The test clock keeps running, so the wait is 50 seconds or a little less.
    const wait = /^Please wait (\d+) seconds? before requesting another OTP\.$/.exec(res.json().message)?.[1];
    expect(Number(wait)).toBeGreaterThan(45);
    expect(Number(wait)).toBeLessThanOrEqual(50);
    expect(res.headers['retry-after']).toBe(wait);
    t.clock.advance(SEND_COOLDOWN_MS);
    expect((await requestCode(t.app, { email: 'cool@example.com', user_type: 'user' })).statusCode).toBe(200);
  });

  it('waits OTP_RESEND_COOLDOWN_S instead of the minute when it is set', async () => {
    const quick = await createTestApp({ OTP_RESEND_COOLDOWN_S: '5' });
    try {
      const body = { email: 'quick@example.com', user_type: 'user' };
      expect((await requestCode(quick.app, body)).statusCode).toBe(200);
      const refused = await requestCode(quick.app, body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Please wait [1-5] seconds? before requesting another OTP\.$/);
      quick.clock.advance(5_000);
      expect((await requestCode(quick.app, body)).statusCode).toBe(200);
    } finally {
      await quick.close();
    }
  });

  it('caps sends per address per hour, then lifts by itself', async () => {
    const body = { phone: '9000000001', user_type: 'user' };
    for (let i = 0; i < SENDS_PER_IDENTIFIER; i++) {
      expect((await requestCode(t.app, body)).statusCode).toBe(200);
      t.clock.advance(SEND_COOLDOWN_MS + 1000);
    }
    const capped = await requestCode(t.app, body);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^Too many OTP requests\. Please try again in \d+ minutes\.$/);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(IDENTIFIER_WINDOW_MS);
    expect((await requestCode(t.app, body)).statusCode).toBe(200);
  });

  it('caps sends per address at OTP_SENDS_PER_IDENTIFIER when it is set', async () => {
    const roomy = await createTestApp({ OTP_SENDS_PER_IDENTIFIER: '7' });
    try {
      const body = { email: 'roomy@example.com', user_type: 'user' };
      for (let i = 0; i < 7; i++) {
        expect((await requestCode(roomy.app, body)).statusCode).toBe(200);
        roomy.clock.advance(SEND_COOLDOWN_MS + 1000);
      }
      expect((await requestCode(roomy.app, body)).statusCode).toBe(429);
    } finally {
      await roomy.close();
    }
  });

  it('caps sends from one IP across addresses, without touching other IPs', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < SENDS_PER_IP; i++) {
      const res = await requestCode(t.app, { email: `office-${i}@example.com`, user_type: 'user' }, ip);
      expect(res.statusCode).toBe(200);
    }
    const capped = await requestCode(t.app, { email: 'office-last@example.com', user_type: 'user' }, ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
    const elsewhere = await requestCode(t.app, { email: 'office-last@example.com', user_type: 'user' }, '203.0.113.8');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('malformed bodies get a 4xx with {message, errors}', () => {
  const cases: [string, string, unknown][] = [
    ['signin', '/auth/signin', {}],
    ['signin', '/auth/signin', { email: '', phone: '', user_type: 'user' }],
    ['signin', '/auth/signin', { email: 'not-an-email', user_type: 'user' }],
    ['signin', '/auth/signin', { phone: '12345', user_type: 'user' }],
    ['signin', '/auth/signin', { email: 'a@example.com', user_type: 'wizard' }],
    ['signin', '/auth/signin', { email: ['a@example.com'], user_type: 'user' }],
    ['signin', '/auth/signin', [1, 2]],
    ['submit-otp', '/auth/submit-otp', {}],
    ['submit-otp', '/auth/submit-otp', { username: 'a@example.com', otp: '12ab56' }],
    ['submit-otp', '/auth/submit-otp', { username: 'not an email', otp: '123456' }],
    ['submit-otp', '/auth/submit-otp', { username: { $ne: null }, otp: '123456' }],
    ['verify-token', '/auth/verify-token', {}],
    ['verify-token', '/auth/verify-token', { token: 12 }],
    ['verify-token', '/auth/verify-token', { token: 'x'.repeat(5000) }],
  ];
  for (const [name, url, payload] of cases) {
    it(`${name} ${JSON.stringify(payload).slice(0, 60)}`, async () => {
      const res = await t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: '198.51.100.1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object), code: 'validation' });
    });
  }

  it('names the spec message for a missing identifier and a short code', async () => {
    const none = await requestCode(t.app, { email: '', phone: '', user_type: 'user' });
    expect(none.json().message).toBe(AUTH_MESSAGES.identifierRequired);
    const short = await t.app.inject({ method: 'POST', url: '/auth/submit-otp', payload: { username: 'a@example.com', otp: '123' } });
    expect(short.json().errors).toEqual({ otp: AUTH_MESSAGES.otpFormat });
  });

  it('refuses text that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an outbox query without a readable address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=abc' })).statusCode).toBe(400);
  });
});
