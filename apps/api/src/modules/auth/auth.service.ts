// Sign-in with one-time codes: accounts are made on first sign-in, codes are sent, checked once, and traded for a session.
import { deleteSessionSubscriptions } from '../push/push.repository.ts';
import {
  AUTH_MESSAGES,
  parseIdentifier,
  type Identifier,
  type SigninRequest,
  type SigninResponse,
  type SubmitOtpResponse,
  type VerifyTokenResponse,
} from '@app/contracts/auth';
import type { AppContext } from '../../app-context.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import type { OtpDelivery } from '../../lib/otp-delivery.ts';
import { generateCode, hmacHex, safeEqual } from '../../lib/tokens.ts';
import { findSessionUser } from '../../plugins/auth.ts';
import * as repo from './auth.repository.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, assertMaySend } from './otp-limits.ts';
import { otpSecret } from './otp-secret.ts';
import { createSession, revokeSession } from './session.repository.ts';

export interface AuthDeps {
  ctx: AppContext;
  delivery: OtpDelivery;
  log: { error(obj: object, msg: string): void };
}

/** The code is bound to the identifier it was sent to, so a hash cannot be reused for another account. */
export const codeHash = (secret: string, identifier: string, code: string) => hmacHex(secret, `${identifier}:${code}`);

/** A new account is a sign-up: the person must confirm being 18 or over and accept the privacy policy. */
function assertSignupConsent(body: SigninRequest): void {
  const errors: Record<string, string> = {};
  if (body.age_confirmed !== true) errors.age_confirmed = AUTH_MESSAGES.ageRequired;
  if (body.privacy_consent !== true) errors.privacy_consent = AUTH_MESSAGES.privacyConsentRequired;
  const first = errors.age_confirmed ?? errors.privacy_consent;
  if (first) throw badRequest(first, errors);
}

async function findOrCreateAccount(ctx: AppContext, id: Identifier, body: SigninRequest, now: Date) {
  const existing = await repo.findUserByIdentifier(ctx.db, id);
  if (existing) return { account: existing, created: false };
  assertSignupConsent(body);
  // The role comes from user_type only for a new account, and never makes an admin.
  const role = body.user_type === 'astro' ? 'astro' : 'user';
  const inserted = await repo.insertUser(ctx.db, {
    ...(id.kind === 'email' ? { email: id.value } : { phone: id.value }),
    ...(body.name === undefined ? {} : { name: body.name }),
    role,
    ageConfirmedAt: now,
    privacyConsentAt: now,
  });
  if (inserted) return { account: inserted, created: true };
  // Another request created it meanwhile.
  const raced = await repo.findUserByIdentifier(ctx.db, id);
  if (!raced) throw badRequest(AUTH_MESSAGES.registrationFailed);
  return { account: raced, created: false };
}

export async function signin(deps: AuthDeps, body: SigninRequest, ip: string): Promise<SigninResponse> {
  const { ctx, delivery } = deps;
  const id: Identifier = body.email !== undefined ? { kind: 'email', value: body.email } : { kind: 'phone', value: body.phone! };
  const channel = id.kind === 'email' ? 'email' : 'sms';
  if (!delivery.supports(channel)) {
    throw badRequest(AUTH_MESSAGES.phoneUnavailable, { phone: AUTH_MESSAGES.phoneUnavailable });
  }
  const secret = await otpSecret(ctx.config, ctx.db);
  const now = ctx.now();
  // A sign-up without consent is refused before a code is made or counted.
  if (!(await repo.findUserByIdentifier(ctx.db, id))) assertSignupConsent(body);
  const code = generateCode();
  // Limits are checked before an account is made, so a refused send leaves nothing behind.
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
    });
  });
  const { account, created } = await findOrCreateAccount(ctx, id, body, now);
  try {
    await delivery.send({ to: id.value, channel, code }, now);
  } catch (err) {
    deps.log.error({ err, channel }, 'one-time code could not be delivered');
    await repo.killCode(ctx.db, codeId, now);
    throw new AppError('bad_gateway', AUTH_MESSAGES.otpSendFailed);
  }
  return { message: AUTH_MESSAGES.otpSent, is_astrologer: account.role === 'astro', is_new_user: created };
}

type CheckResult = { ok: true; userId: number } | { ok: false; message: string };

export async function submitOtp(ctx: AppContext, username: string, otp: string): Promise<SubmitOtpResponse> {
  const id = parseIdentifier(username);
  if ('error' in id) throw badRequest(id.error, { username: id.error });
  const account = await repo.findUserByIdentifier(ctx.db, id);
  // An unknown account answers like a wrong code, so the route does not reveal who has signed up.
  if (!account) throw badRequest(AUTH_MESSAGES.otpInvalid, { otp: AUTH_MESSAGES.otpInvalid });
  const identifiers = [account.email, account.phone].filter((v): v is string => v !== null);
  const secret = await otpSecret(ctx.config, ctx.db);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx): Promise<CheckResult> => {
    const row = await repo.newestOpenCode(tx, identifiers);
    if (!row) return { ok: false, message: AUTH_MESSAGES.otpInvalid };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, message: AUTH_MESSAGES.otpExpired };
    // A code that has had its five wrong tries stays dead, even for the right digits.
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, message: AUTH_MESSAGES.otpTooManyAttempts };
    if (!safeEqual(codeHash(secret, row.identifier, otp), row.codeHash)) {
      const attempts = await repo.recordWrongAttempt(tx, row.id);
      return { ok: false, message: attempts >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.otpTooManyAttempts : AUTH_MESSAGES.otpInvalid };
    }
    await repo.consumeCodes(tx, identifiers, now);
    return { ok: true, userId: account.id };
  });
  if (!result.ok) throw badRequest(result.message, { otp: result.message });
  const astro = await repo.astrologerStatus(ctx.db, account.id);
  // The admin removed this astrologer: the account stays for the money history, but signs in no more.
  if (astro.removed) throw forbidden(AUTH_MESSAGES.accountRemoved);
  const accessToken = await createSession(ctx.db, result.userId, now);
  return {
    accessToken,
    user_id: account.id,
    role: account.role,
    is_astrologer: account.role === 'astro',
    is_astroprofile_exist: astro.exists,
    is_verified_astrologer: astro.exists && astro.verified,
  };
}

export async function verifyToken(ctx: AppContext, token: string): Promise<VerifyTokenResponse> {
  const user = await findSessionUser(ctx.db, token, ctx.now());
  if (!user) throw badRequest(AUTH_MESSAGES.tokenInvalid, { token: AUTH_MESSAGES.tokenInvalid });
  return { user_id: user.id, role: user.role, is_admin: user.role === 'admin' };
}

/** Revokes one session; this process refuses it from its very next request, others once the notification arrives. */
export async function logout(ctx: AppContext, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.now());
  // This device's notifications stop with its session.
  await deleteSessionSubscriptions(ctx.db, sessionId);
  ctx.changes.changed(CHANNELS.session);
}
