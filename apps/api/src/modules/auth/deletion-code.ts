// The one-time code that confirms deleting an account: sign-in's codes, limits and delivery, with a purpose of its own.
import { isLocale, type Locale } from '@app/contracts/i18n';
import { ACCOUNT_MESSAGES } from '@app/contracts/account';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { OtpDelivery } from '../../lib/otp-delivery.ts';
import { generateCode, safeEqual } from '../../lib/tokens.ts';
import * as authRepo from './auth.repository.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, assertMaySend } from './otp-limits.ts';
import { codeHash, otpSecret } from './otp-secret.ts';
import type { ErrorCode } from '@app/contracts/errors';

const PURPOSE = 'delete_account' as const;

export interface CodeTarget {
  to: string;
  channel: 'email' | 'sms';
  /** Shown on the screen: enough to recognise, not enough to read the address. */
  masked: string;
  /** The account's language, which the message is worded in. */
  locale: Locale;
}

function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••${email.slice(at)}`;
}

const maskPhone = (phone: string) => `+91 •••••• ${phone.slice(-4)}`;

/** The account's own e-mail, else its phone: never an address from the request. */
export function codeTarget(account: { email: string | null; phone: string | null; locale?: string | null }): CodeTarget {
  const locale: Locale = isLocale(account.locale) ? account.locale : 'en';
  if (account.email) return { to: account.email, channel: 'email', masked: maskEmail(account.email), locale };
  if (account.phone) return { to: account.phone, channel: 'sms', masked: maskPhone(account.phone), locale };
  throw new Error('an account without an e-mail or phone cannot receive a code');
}

/** Sends a fresh deletion code within the sign-in limits (the same cool-down and caps per address and per IP). */
export async function sendDeletionCode(
  ctx: AppContext,
  delivery: OtpDelivery,
  log: { error(obj: object, msg: string): void },
  target: CodeTarget,
  ip: string,
): Promise<void> {
  if (!delivery.supports(target.channel)) throw new AppError('bad_gateway', ACCOUNT_MESSAGES.codeSendFailed, { code: 'otp_send_failed' });
  const secret = await otpSecret(ctx.config, ctx.db);
  const now = ctx.now();
  const code = generateCode();
  const codeId = await ctx.db.transaction(async (tx) => {
    await authRepo.lockForSend(tx, target.to, ip);
    await assertMaySend(tx, target.to, ip, now, ctx.config);
    return authRepo.insertCode(tx, {
      identifier: target.to,
      channel: target.channel,
      codeHash: codeHash(secret, target.to, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      purpose: PURPOSE,
    });
  });
  try {
    await delivery.send({ to: target.to, channel: target.channel, code, purpose: PURPOSE, locale: target.locale }, now);
  } catch (err) {
    log.error({ err, channel: target.channel }, 'account deletion code could not be delivered');
    await authRepo.killCode(ctx.db, codeId, now);
    throw new AppError('bad_gateway', ACCOUNT_MESSAGES.codeSendFailed, { code: 'otp_send_failed' });
  }
}

export type CodeCheck = { ok: true } | { ok: false; code: ErrorCode; message: string };

/**
 * Checks the code inside the caller's transaction: a wrong code counts a try (kept, as the caller commits a failed
 * check), the right one uses up every open deletion code of the account. Sign-in codes are never read here.
 */
export async function checkDeletionCode(
  tx: Tx,
  secret: string,
  identifiers: string[],
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const row = await authRepo.newestOpenCode(tx, identifiers, PURPOSE);
  if (!row) return { ok: false, code: 'otp_invalid', message: ACCOUNT_MESSAGES.codeInvalid };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'otp_expired', message: ACCOUNT_MESSAGES.codeExpired };
  if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, code: 'otp_too_many_attempts', message: ACCOUNT_MESSAGES.codeTooManyAttempts };
  if (!safeEqual(codeHash(secret, row.identifier, code), row.codeHash)) {
    const attempts = await authRepo.recordWrongAttempt(tx, row.id);
    return attempts >= OTP_MAX_ATTEMPTS
      ? { ok: false, code: 'otp_too_many_attempts', message: ACCOUNT_MESSAGES.codeTooManyAttempts }
      : { ok: false, code: 'otp_invalid', message: ACCOUNT_MESSAGES.codeInvalid };
  }
  await authRepo.consumeCodes(tx, identifiers, now, PURPOSE);
  return { ok: true };
}

export const deletionSecret = (ctx: AppContext) => otpSecret(ctx.config, ctx.db);

/** A refused check: the code's field carries the message, as on the sign-in form. */
export const codeRefused = (refusal: { code: ErrorCode; message: string }) =>
  badRequest(refusal.code, refusal.message, { code: refusal.message });
