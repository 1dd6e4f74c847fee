// Test helpers: sign in through the real routes, reading the code from GET /dev/outbox.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface OutboxEntry {
  to: string;
  channel: 'email' | 'sms';
  code: string | null;
  created_at: string;
}

let ipCounter = 0;
/** A fresh client address per call, so per-IP limits only matter in the tests about them. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** The age and privacy consent a sign-up gives with its code; a test about an account without it sends {}. */
export const SIGNUP_CONSENT = { age_confirmed: true, privacy_consent: true } as const;

export async function requestCode(app: FastifyInstance, body: Record<string, unknown>, ip = freshIp()) {
  return app.inject({ method: 'POST', url: '/auth/signin', payload: body, remoteAddress: ip });
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  const [newest] = res.json<OutboxEntry[]>();
  expect(newest?.code).toMatch(/^\d{6}$/);
  return newest!.code!;
}

/** Enters a code; a new account gives its consent with it unless `extra` says otherwise ({} for none). */
export async function submitCode(app: FastifyInstance, username: string, otp: string, extra: Record<string, unknown> = SIGNUP_CONSENT) {
  return app.inject({ method: 'POST', url: '/auth/submit-otp', payload: { username, otp, ...extra } });
}

export interface SignedIn {
  accessToken: string;
  user_id: number;
  role: string;
  is_astrologer: boolean;
  is_astroprofile_exist: boolean;
  is_verified_astrologer: boolean;
  is_new_user: boolean;
  consent_required: boolean;
}

/** Full sign-in: send, read the outbox, submit (with the sign-up's consent unless `extra` says otherwise). */
export async function signIn(app: FastifyInstance, body: Record<string, unknown>, username: string, extra?: Record<string, unknown>) {
  const sent = await requestCode(app, body);
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await submitCode(app, username, await latestCode(app, username), extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SignedIn>();
}
