// Business rules of astrologer administration: approval, deletion, wallet settlement and admin-created accounts and profiles.
import { ADMIN_ACCOUNT_MESSAGES, normalisePhone, type CreateUserRequest } from '@app/contracts/admin-accounts';
import {
  ASTROLOGER_FORM_MESSAGES,
  type AdminAstrologerRequest,
  type AdminAstrologerRow,
} from '@app/contracts/admin-astrologers';
import { paiseToRupees } from '@app/contracts/common';
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { translator } from '../../lib/i18n.ts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import { noticeAddress, type NoticeDelivery } from '../../lib/notice-delivery.ts';
import { findUserById } from '../auth/auth.service.ts';
import { cancelBookingsOf, holdAstrologerBookings } from '../consultations/consultations.service.ts';
import { approvedNotice } from '../push/push.service.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { astrologerColumns } from '../profiles/profiles.service.ts';
import { constraintName, isUniqueViolation, retryConflicts } from '../../db/db-errors.ts';
import * as repo from './admin-astrologers.repository.ts';
import { bpToPercent, percentToBp, splitWallet } from '../money/money.service.ts';

export function toRow(a: repo.AstrologerListRow): AdminAstrologerRow {
  return {
    id: a.id,
    astro_id: a.id,
    user_id: a.userId,
    name: a.name,
    token_no: a.tokenNo,
    phone: a.phone,
    email: a.email,
    charge: paiseToRupees(a.chargePaise),
    rating: Number(a.rating),
    experience: a.experience,
    language_known: a.languageKnown,
    skills: a.skills,
    expertise: a.expertise,
    type: a.type,
    about: a.about,
    gender: a.gender,
    dob: a.dob,
    profile_image: a.profileImage,
    wallet: paiseToRupees(a.walletPaise),
    commission: bpToPercent(a.commissionBp),
    is_verified: a.isVerified,
    payable_amount: paiseToRupees(splitWallet(a.walletPaise, a.commissionBp).payablePaise),
  };
}

export async function listAstrologers(ctx: AppContext): Promise<AdminAstrologerRow[]> {
  return (await repo.listAstrologers(ctx.db)).map(toRow);
}

export interface ApprovalDeps {
  notices: NoticeDelivery;
  /** The approval's e-mail or SMS, sent after the commit without holding up the admin's request. */
  background: BackgroundWork;
}

/**
 * Approves an astrologer, or changes a verified one's commission. A first approval is told to the astrologer once it
 * has committed: a push, and an e-mail (or SMS without one) in their language with the console's address, in the
 * background; a failure to tell is logged, never the approval's.
 */
export async function verifyAstrologer(ctx: AppContext, deps: ApprovalDeps, astroId: number, commission: number): Promise<void> {
  const approved = await ctx.db.transaction(async (tx) => {
    const astro = await repo.lockAstrologer(tx, astroId);
    if (!astro) throw notFound('astrologer_not_found', ASTROLOGER_FORM_MESSAGES.astrologerNotFound);
    await repo.setVerified(tx, astroId, percentToBp(commission), ctx.now());
    return astro.isVerified ? null : astro;
  });
  if (!approved) return;
  ctx.push.notify([approved.userId], approvedNotice());
  deps.background.run('Could not tell the astrologer of the approval by e-mail or SMS', { astro_id: astroId }, async () => {
    const address = noticeAddress(await findUserById(ctx.db, approved.userId));
    if (!address) return;
    const { locale, ...to } = address;
    const t = translator(locale, 'notices');
    const link = ctx.config.PUBLIC_URL ? new URL('/astrologer/console', ctx.config.PUBLIC_URL).href : '/astrologer/console';
    await deps.notices.send({ ...to, subject: t('approval.subject'), text: t('approval.text', { name: approved.name, link }) }, ctx.now());
  });
}

/** Soft deletion (docs/decisions/astrologer-deletion.md): refused while the wallet still owes the astrologer money. */
export async function deleteAstrologer(ctx: AppContext, astroId: number): Promise<void> {
  // Their booked consultations' rows before the astrologer's (as a join or a cancellation takes the booking's first);
  // PostgreSQL's deadlock victim (a booking made at that very moment) runs again.
  await retryConflicts(() => ctx.db.transaction(async (tx) => {
    await holdAstrologerBookings(tx, astroId);
    const astro = await repo.lockAstrologer(tx, astroId);
    if (!astro) throw notFound('astrologer_not_found', ASTROLOGER_FORM_MESSAGES.astrologerNotFound);
    if (astro.walletPaise > 0) throw conflict('wallet_not_settled', ASTROLOGER_FORM_MESSAGES.walletNotSettled);
    // A running session keeps crediting the wallet (even one just paid out): it must end first. A request inserted
    // meanwhile holds this row shared, so it is either seen here or refused once this deletion commits.
    if (await repo.hasOpenConsultation(tx, astroId)) throw conflict('astrologer_in_session', CONSULT_MESSAGES.astrologerInSession);
    // Their booked consultations will not happen: the platform cancels them, the whole hold back to each user.
    await cancelBookingsOf(tx, astro.userId, ctx.now());
    await repo.softDeleteAstrologer(tx, astroId, astro.userId, ctx.now());
  }));
  // Their sessions were revoked: this process stops honouring them before the notification arrives.
  ctx.changes.changed(CHANNELS.session);
}

/**
 * Pays out wallet - wallet x commission / 100 and books the platform's share. The row lock makes a second,
 * simultaneous settlement wait and then find an empty wallet, so the money is paid once.
 */
export async function settleWallet(ctx: AppContext, astroId: number, adminId: number) {
  return ctx.db.transaction(async (tx) => {
    const astro = await repo.lockAstrologer(tx, astroId);
    if (!astro) throw notFound('astrologer_not_found', ASTROLOGER_FORM_MESSAGES.astrologerNotFound);
    if (astro.walletPaise <= 0) throw conflict('nothing_to_settle', ASTROLOGER_FORM_MESSAGES.nothingToSettle);
    const split = splitWallet(astro.walletPaise, astro.commissionBp);
    await repo.recordSettlement(tx, {
      astrologerId: astroId,
      walletBeforePaise: astro.walletPaise,
      commissionBp: astro.commissionBp,
      ...split,
      settledBy: adminId,
      at: ctx.now(),
    });
    return {
      payable_amount: paiseToRupees(split.payablePaise),
      platform_amount: paiseToRupees(split.platformPaise),
    };
  });
}

function takenError(
  existing: { email: string | null; phone: string | null }[],
  email: string,
  phone: string,
) {
  const errors: Record<string, string> = {};
  if (existing.some((u) => u.email === email)) errors.email = ADMIN_ACCOUNT_MESSAGES.emailTaken;
  if (existing.some((u) => u.phone === phone)) errors.phone = ADMIN_ACCOUNT_MESSAGES.phoneTaken;
  return errors.email || !errors.phone
    ? conflict('email_taken', ADMIN_ACCOUNT_MESSAGES.emailTaken, errors)
    : conflict('phone_taken', errors.phone, errors);
}

/** POST /api/create-user: an astrologer account (no profile yet) with a unique e-mail and phone. */
export async function createAstroUser(ctx: AppContext, input: CreateUserRequest) {
  const phone = normalisePhone(input.phone);
  const existing = await repo.findUsersByEmailOrPhone(ctx.db, input.email, phone);
  if (existing.length > 0) throw takenError(existing, input.email, phone);
  try {
    return await repo.insertAstroUser(ctx.db, { email: input.email, phone });
  } catch (error) {
    // Lost a race with another request for the same e-mail or phone.
    if (isUniqueViolation(error)) {
      const field = constraintName(error) === 'users_phone_key' ? 'phone' : 'email';
      const message =
        field === 'phone' ? ADMIN_ACCOUNT_MESSAGES.phoneTaken : ADMIN_ACCOUNT_MESSAGES.emailTaken;
      throw conflict(field === 'phone' ? 'phone_taken' : 'email_taken', message, { [field]: message });
    }
    throw error;
  }
}

/** The profile values shared by the admin form and a bulk row. */
export function profileValues(input: Omit<AdminAstrologerRequest, 'user_id' | 'profile_image'>) {
  return {
    ...astrologerColumns(input),
    quality: input.quality ?? 0,
    commissionBp: percentToBp(input.commission),
    // The admin creates and prices the astrologer in one go: that is the approval.
    isVerified: true,
  };
}

/** POST /admin/astrologer: the profile of an astrologer account the admin created. */
export async function createProfile(
  ctx: AppContext,
  input: AdminAstrologerRequest,
): Promise<{ token_no: string }> {
  return ctx.db.transaction(async (tx) => {
    const user = await repo.findUserWithProfile(tx, input.user_id);
    if (!user)
      throw badRequest('user_not_found', ASTROLOGER_FORM_MESSAGES.userNotFound, {
        user_id: ASTROLOGER_FORM_MESSAGES.userNotFound,
      });
    if (user.role !== 'astro')
      throw badRequest('user_not_astro', ASTROLOGER_FORM_MESSAGES.userNotAstro, {
        user_id: ASTROLOGER_FORM_MESSAGES.userNotAstro,
      });
    if (user.astrologerId !== null)
      throw conflict('astrologer_profile_exists', ASTROLOGER_FORM_MESSAGES.profileExists, {
        user_id: ASTROLOGER_FORM_MESSAGES.profileExists,
      });
    const { tokenNo } = await repo.insertAstrologer(tx, {
      ...profileValues(input),
      userId: user.id,
      profileImage: input.profile_image,
    });
    return { token_no: tokenNo };
  });
}
