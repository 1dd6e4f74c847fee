// Send limits for one-time codes: a cool-down and an hourly cap per e-mail or phone, a generous cap per IP.
import { OTP_RESEND_COOLDOWN_SECONDS, otpCooldownMessage, otpTooManySendsMessage } from '@app/contracts/auth';
import type { Tx } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { sendsForIdentifier, sendsFromIp } from './auth.repository.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const SEND_COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1000;
/** Codes one e-mail or phone may be sent in an hour (OTP_SENDS_PER_IDENTIFIER). */
export const SENDS_PER_IDENTIFIER = 5;
export const IDENTIFIER_WINDOW_MS = 60 * 60 * 1000;
/** Generous, so an office or a mobile carrier behind one address is not stopped (OTP_SENDS_PER_IP). */
export const SENDS_PER_IP = 30;
export const IP_WINDOW_MS = 10 * 60 * 1000;

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Throws a 429 (with Retry-After) when another code may not be sent yet. Every limit is a sliding
 * window over recent sends, so it lifts by itself: a stranger cannot lock an account out for good.
 * The caller holds the advisory locks of lockForSend, so parallel sends cannot both pass.
 */
export interface SendLimits {
  OTP_SENDS_PER_IP: number;
  OTP_SENDS_PER_IDENTIFIER: number;
  OTP_RESEND_COOLDOWN_S?: number | undefined;
}

export async function assertMaySend(tx: Tx, identifier: string, ip: string, now: Date, limits: SendLimits): Promise<void> {
  const cooldownMs = limits.OTP_RESEND_COOLDOWN_S === undefined ? SEND_COOLDOWN_MS : limits.OTP_RESEND_COOLDOWN_S * 1000;
  const mine = await sendsForIdentifier(tx, identifier, new Date(now.getTime() - IDENTIFIER_WINDOW_MS));
  if (mine.newest && now.getTime() - mine.newest.getTime() < cooldownMs) {
    const wait = secondsUntil(mine.newest.getTime() + cooldownMs, now);
    throw tooManyRequests('otp_cooldown', otpCooldownMessage(wait), wait);
  }
  if (mine.count >= limits.OTP_SENDS_PER_IDENTIFIER && mine.oldest) {
    const wait = secondsUntil(mine.oldest.getTime() + IDENTIFIER_WINDOW_MS, now);
    throw tooManyRequests('otp_too_many_sends', otpTooManySendsMessage(Math.ceil(wait / 60)), wait);
  }
  const fromIp = await sendsFromIp(tx, ip, new Date(now.getTime() - IP_WINDOW_MS));
  if (fromIp.count >= limits.OTP_SENDS_PER_IP && fromIp.oldest) {
    const wait = secondsUntil(fromIp.oldest.getTime() + IP_WINDOW_MS, now);
    throw tooManyRequests('otp_too_many_sends', otpTooManySendsMessage(Math.ceil(wait / 60)), wait);
  }
}
