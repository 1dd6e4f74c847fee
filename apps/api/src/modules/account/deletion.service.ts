// Deleting one's own account: what the screen shows first, the confirming code, and the deletion in one transaction,
// after which every session of the account is refused by every process and its sockets are closed.
import {
  ACCOUNT_ERASED,
  ACCOUNT_KEPT,
  ACCOUNT_MESSAGES,
  type DeleteAccountBody,
  type DeletionBlockReason,
  type DeletionCodeResponse,
  type DeletionInfo,
} from '@app/contracts/account';
import { BOOKING_MESSAGES } from '@app/contracts/bookings';
import { paiseToRupees } from '@app/contracts/common';
import type { AppContext } from '../../app-context.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import type { OtpDelivery } from '../../lib/otp-delivery.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import {
  checkDeletionCode,
  codeRefused,
  codeTarget,
  deletionSecret,
  findUserById,
  sendDeletionCode,
  type CodeCheck,
} from '../auth/auth.service.ts';
import { eraseCancelReasons } from '../consultations/consultations.service.ts';
import * as money from '../money/money.service.ts';
import * as repo from './deletion.repository.ts';
import { ERROR_CATALOGUE } from '@app/contracts/errors';

export interface DeletionDeps {
  ctx: AppContext;
  delivery: OtpDelivery;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Why the account cannot go now, with the message to show; null when it can. */
function blockOf(state: repo.DeletionState): { reason: DeletionBlockReason; message: string } | null {
  const astro = state.astrologer;
  // An astrologer's running session keeps crediting the wallet, so it is named first.
  if (astro?.openSession) return { reason: 'astrologer_session', message: ACCOUNT_MESSAGES.astrologerSession };
  if (astro && astro.walletPaise > 0) return { reason: 'astrologer_unsettled', message: ACCOUNT_MESSAGES.astrologerUnsettled(astro.walletPaise) };
  if (state.openAsUser) return { reason: 'active_consultation', message: ACCOUNT_MESSAGES.activeConsultation };
  // A booking's hold is the user's money waiting on the booking: it is settled by cancelling it, by the rules.
  if (state.hasBookings) return { reason: 'booked_consultations', message: BOOKING_MESSAGES.hasBookings };
  return null;
}

async function liveAccount(ctx: AppContext, userId: number) {
  const account = await findUserById(ctx.db, userId);
  // A deleted account has no sessions, so a caller here is live; this guards a race with its own deletion.
  if (!account || account.deletedAt) throw unauthorized('unauthorized', ERROR_CATALOGUE.unauthorized);
  return account;
}

export async function deletionInfo(ctx: AppContext, caller: SessionUser): Promise<DeletionInfo> {
  const account = await liveAccount(ctx, caller.id);
  const state = await repo.deletionState(ctx.db, caller.id, false);
  const block = blockOf(state);
  const target = codeTarget(account);
  return {
    erased: [...ACCOUNT_ERASED],
    kept: [...ACCOUNT_KEPT],
    wallet_balance: paiseToRupees(state.astrologer ? state.astrologer.walletPaise + state.balancePaise : state.balancePaise),
    balance_acknowledgement_required: state.balancePaise > 0,
    blocked: block?.reason ?? null,
    blocked_message: block?.message ?? null,
    code_channel: target.channel,
    code_destination: target.masked,
  };
}

export async function requestDeletionCode(deps: DeletionDeps, caller: SessionUser, ip: string): Promise<DeletionCodeResponse> {
  const account = await liveAccount(deps.ctx, caller.id);
  const target = codeTarget(account);
  await sendDeletionCode(deps.ctx, deps.delivery, deps.log, target, ip);
  return { message: ACCOUNT_MESSAGES.codeSent, code_channel: target.channel, code_destination: target.masked };
}

interface Erased {
  voiceKeys: string[];
  images: string[];
}

type Outcome = { ok: true; erased: Erased } | Extract<CodeCheck, { ok: false }>;

const uploadName = (url: string | null | undefined) => (url ? /\/uploads\/([a-z0-9][a-z0-9._-]*)$/i.exec(url)?.[1] : undefined);

/** DELETE /api/account: everything in one transaction; files and notices after it commits. */
export async function deleteAccount(deps: DeletionDeps, caller: SessionUser, body: DeleteAccountBody): Promise<void> {
  const { ctx } = deps;
  const secret = await deletionSecret(ctx);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const account = await repo.lockAccount(tx, caller.id);
    if (!account || account.deletedAt) throw unauthorized('unauthorized', ERROR_CATALOGUE.unauthorized);
    const state = await repo.deletionState(tx, account.id, true);
    const block = blockOf(state);
    if (block) throw conflict(block.reason, block.message, { account: block.message });
    if (state.balancePaise > 0 && body.acknowledge_balance !== true) {
      const message = ACCOUNT_MESSAGES.balanceAcknowledgement(state.balancePaise);
      throw badRequest('balance_acknowledgement_required', message, { acknowledge_balance: message });
    }
    const identifiers = [account.email, account.phone].filter((v): v is string => v !== null);
    const checked = await checkDeletionCode(tx, secret, identifiers, body.code, now);
    // A wrong code commits its counted try and nothing else.
    if (!checked.ok) return checked;

    // The ledger explains the empty wallet: one adjustment taking it to zero.
    await money.forfeitBalance(tx, account.id, state.balancePaise, repo.ERASED.forfeitNote);
    const voiceKeys = await repo.voiceKeysOf(tx, account.id);
    const images = [await repo.profileImageOf(tx, account.id), state.astrologer?.profileImage].map(uploadName).filter((n): n is string => !!n);
    await repo.blankConsultations(tx, account.id);
    await eraseCancelReasons(tx, account.id);
    await repo.eraseFreeQuestions(tx, account.id);
    await repo.detachPurchases(tx, account.id, identifiers);
    await repo.eraseOwnRows(tx, account.id, identifiers);
    if (state.astrologer) await repo.anonymiseAstrologer(tx, state.astrologer.id, now);
    await repo.markDeleted(tx, account.id, account.role, state.balancePaise, now);
    return { ok: true, erased: { voiceKeys, images } };
  });
  if (!outcome.ok) throw codeRefused(outcome);

  // Other processes hear the sessions' deletion from the database; this one forgets them before answering.
  ctx.changes.changed(CHANNELS.session);
  ctx.changes.changed(CHANNELS.cart, caller.id);
  ctx.changes.changed(CHANNELS.order, caller.id);
  ctx.realtime.disconnectUsers([caller.id]);
  await removeFiles(deps, outcome.erased);
}

/** The files go once the rows no longer point at them; a failure is logged, never undoes the deletion. */
async function removeFiles(deps: DeletionDeps, erased: Erased): Promise<void> {
  const { storage, db } = deps.ctx;
  for (const key of erased.voiceKeys) {
    await storage.deletePrivate(key).catch((err: unknown) => deps.log.warn({ err, key }, 'a deleted account\'s voice note stayed in storage'));
  }
  try {
    for (const name of await repo.unusedImages(db, erased.images)) await storage.deletePublic(name);
  } catch (err) {
    deps.log.warn({ err }, 'a deleted account\'s image stayed in storage');
  }
}
