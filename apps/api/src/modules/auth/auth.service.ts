// Sign-in with one-time codes: codes are sent to anyone alike, checked once, and traded for a session; the first right
// code of an e-mail or phone makes its account, whose consent is recorded then or right after.
import { deleteSessionSubscriptions } from '../push/push.service.ts';
import {
  AUTH_MESSAGES,
  parseIdentifier,
  type Identifier,
  type ConsentResponse,
  type SigninRequest,
  type SigninResponse,
  type SubmitOtpRequest,
  type SubmitOtpResponse,
  type VerifyTokenResponse,
} from '@app/contracts/auth';
import type { AppContext } from '../../app-context.ts';
import type { Locale } from '@app/contracts/i18n';
import { CHANNELS } from '../../lib/channels.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import type { OtpDelivery } from '../../lib/otp-delivery.ts';
import { generateCode, safeEqual } from '../../lib/tokens.ts';
import { findSessionUser, hasConsented } from '../../plugins/auth.ts';
import * as repo from './auth.repository.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, assertMaySend } from './otp-limits.ts';
import { codeHash, otpSecret } from './otp-secret.ts';
import { createSession, revokeSession } from './session.repository.ts';
import type { ErrorCode } from '@app/contracts/errors';

export interface AuthDeps {
  ctx: AppContext;
  delivery: OtpDelivery;
  log: { error(obj: object, msg: string): void };
}

/** The code is bound to the identifier it was sent to, so a hash cannot be reused for another account. */
/** Consent given at the code step: both flags true, or neither sent (it is then asked right after, on its own). */
function consentOfCodeStep(body: SubmitOtpRequest): boolean {
  if (body.age_confirmed === undefined && body.privacy_consent === undefined) return false;
  const errors: Record<string, string> = {};
  if (body.age_confirmed !== true) errors.age_confirmed = AUTH_MESSAGES.ageRequired;
  if (body.privacy_consent !== true) errors.privacy_consent = AUTH_MESSAGES.privacyConsentRequired;
  const first = errors.age_confirmed ?? errors.privacy_consent;
  if (first) throw badRequest('validation', first, errors);
  return true;
}


/**
 * Sends a code to any e-mail or phone and answers the same whether an account has it or not: the same work (no
 * account is read or made here), the same status and the same body. The kind and name asked for travel with the
 * code, and make the account when the code is entered for an e-mail or phone that has none.
 */
export async function signin(deps: AuthDeps, body: SigninRequest, ip: string, locale: Locale = 'en'): Promise<SigninResponse> {
  const { ctx, delivery } = deps;
  const id: Identifier = body.email !== undefined ? { kind: 'email', value: body.email } : { kind: 'phone', value: body.phone! };
  const channel = id.kind === 'email' ? 'email' : 'sms';
  if (!delivery.supports(channel)) {
    throw badRequest('phone_unavailable', AUTH_MESSAGES.phoneUnavailable, { phone: AUTH_MESSAGES.phoneUnavailable });
  }
  const secret = await otpSecret(ctx.config, ctx.db);
  const now = ctx.now();
  const code = generateCode();
  const codeId = await ctx.db.transaction(async (tx) => {
    await repo.lockForSend(tx, id.value, ip);
    await assertMaySend(tx, id.value, ip, now, ctx.config);
    return repo.insertCode(tx, {
      identifier: id.value,
      channel,
      codeHash: codeHash(secret, id.value, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      // The role comes from user_type only for a new account, and never makes an admin.
      userType: body.user_type === 'astro' ? 'astro' : 'user',
      name: body.name ?? null,
    });
  });
  try {
    await delivery.send({ to: id.value, channel, code, locale }, now);
  } catch (err) {
    deps.log.error({ err, channel }, 'one-time code could not be delivered');
    await repo.killCode(ctx.db, codeId, now);
    throw new AppError('bad_gateway', AUTH_MESSAGES.otpSendFailed, { code: 'otp_send_failed' });
  }
  return { message: AUTH_MESSAGES.otpSent, is_astrologer: body.user_type === 'astro' };
}

type CheckResult =
  | { ok: true; account: repo.AccountRow; created: boolean; recorded: boolean }
  | { ok: false; code: ErrorCode; message: string };

/**
 * Checks the code; a right one for an e-mail or phone without an account makes the account (the code proved it is
 * the caller's), and records the consent sent with it. The answer tells whether consent is still to be given.
 */
export async function submitOtp(ctx: AppContext, body: SubmitOtpRequest, locale: Locale): Promise<SubmitOtpResponse> {
  const id = parseIdentifier(body.username);
  if ('error' in id) throw badRequest('validation', id.error, { username: id.error });
  const consent = consentOfCodeStep(body);
  const existing = await repo.findUserByIdentifier(ctx.db, id);
  // A code is looked for among every identifier of the account, or the one typed when there is no account yet.
  const identifiers = existing ? [existing.email, existing.phone].filter((v): v is string => v !== null) : [id.value];
  const secret = await otpSecret(ctx.config, ctx.db);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx): Promise<CheckResult> => {
    const row = await repo.newestOpenCode(tx, identifiers);
    if (!row) return { ok: false, code: 'otp_invalid', message: AUTH_MESSAGES.otpInvalid };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'otp_expired', message: AUTH_MESSAGES.otpExpired };
    // A code that has had its five wrong tries stays dead, even for the right digits.
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, code: 'otp_too_many_attempts', message: AUTH_MESSAGES.otpTooManyAttempts };
    if (!safeEqual(codeHash(secret, row.identifier, body.otp), row.codeHash)) {
      const attempts = await repo.recordWrongAttempt(tx, row.id);
      return attempts >= OTP_MAX_ATTEMPTS
        ? { ok: false, code: 'otp_too_many_attempts', message: AUTH_MESSAGES.otpTooManyAttempts }
        : { ok: false, code: 'otp_invalid', message: AUTH_MESSAGES.otpInvalid };
    }
    await repo.consumeCodes(tx, identifiers, now);
    let account = existing;
    let created = false;
    if (!account) {
      account = await repo.insertUser(tx, {
        ...(id.kind === 'email' ? { email: id.value } : { phone: id.value }),
        ...(row.name === null ? {} : { name: row.name }),
        role: row.userType === 'astro' ? 'astro' : 'user',
        locale,
        ...(consent ? { ageConfirmedAt: now, privacyConsentAt: now } : {}),
      });
      created = account !== undefined;
      // Another request made it meanwhile (the deletion form of another account cannot: its identifiers differ).
      account ??= await repo.findUserByIdentifier(tx, id);
      if (!account) return { ok: false, code: 'registration_failed', message: AUTH_MESSAGES.registrationFailed };
    }
    const recorded = consent && !hasConsented(account) ? await repo.recordConsent(tx, account.id, now) : undefined;
    return { ok: true, account: recorded ?? account, created, recorded: recorded !== undefined };
  });
  if (!result.ok) throw badRequest(result.code, result.message, { otp: result.message });
  const { account, created } = result;
  // The account's other sessions held by this process were refused for want of consent: forgotten at once here (the
  // database tells the other processes).
  if (result.recorded) ctx.changes.changed(CHANNELS.session);
  const astro = await repo.astrologerStatus(ctx.db, account.id);
  // The admin removed this astrologer: the account stays for the money history, but signs in no more.
  if (astro.removed) throw forbidden('account_removed', AUTH_MESSAGES.accountRemoved);
  const accessToken = await createSession(ctx.db, account.id, now);
  return {
    accessToken,
    // The account's language follows it to this device; an account without one keeps the language it signed in in.
    locale: account.locale === 'en' || account.locale === 'hi' ? account.locale : await repo.adoptLocale(ctx.db, account.id, locale),
    user_id: account.id,
    name: account.name ?? null,
    role: account.role,
    is_astrologer: account.role === 'astro',
    is_astroprofile_exist: astro.exists,
    is_verified_astrologer: astro.exists && astro.verified,
    is_new_user: created,
    consent_required: !hasConsented(account),
  };
}

/** POST /api/account/consent: records the account's consent once (a second call keeps the first times). */
export async function giveConsent(ctx: AppContext, userId: number): Promise<ConsentResponse> {
  const now = ctx.now();
  const account = (await repo.recordConsent(ctx.db, userId, now)) ?? (await repo.findUserById(ctx.db, userId));
  if (!account?.ageConfirmedAt || !account.privacyConsentAt) throw badRequest('registration_failed', AUTH_MESSAGES.registrationFailed);
  // This process forgets the sessions it holds at once (the database tells the others).
  ctx.changes.changed(CHANNELS.session);
  return {
    message: AUTH_MESSAGES.consentRecorded,
    age_confirmed_at: account.ageConfirmedAt.toISOString(),
    privacy_consent_at: account.privacyConsentAt.toISOString(),
  };
}

export async function verifyToken(ctx: AppContext, token: string): Promise<VerifyTokenResponse> {
  const user = await findSessionUser(ctx.db, token, ctx.now());
  if (!user) throw badRequest('token_invalid', AUTH_MESSAGES.tokenInvalid, { token: AUTH_MESSAGES.tokenInvalid });
  return { user_id: user.id, role: user.role, is_admin: user.role === 'admin' };
}

/** Revokes one session; this process refuses it from its very next request, others once the notification arrives. */
export async function logout(ctx: AppContext, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.now());
  // This device's notifications stop with its session.
  await deleteSessionSubscriptions(ctx.db, sessionId);
  ctx.changes.changed(CHANNELS.session);
}

// What other modules use of sign-in: an account by id, the one-time-code key (free questions key their identity
// hashes with it) and the account deletion's confirmation code, which is a sign-in code with a purpose of its own.
export { findUserById } from './auth.repository.ts';
export { otpSecret } from './otp-secret.ts';
export { checkDeletionCode, codeRefused, codeTarget, deletionSecret, sendDeletionCode, type CodeCheck, type CodeTarget } from './deletion-code.ts';
