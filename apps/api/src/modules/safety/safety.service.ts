// Trust and safety: a text an account wrote is filtered (contact details and abuse masked, not refused) and, when
// something was masked, the masking is written down against the account in the caller's transaction; SAFETY_STRIKES
// of them within 24 hours flag the account for the admin. A participant reports a consultation; accounts block each
// other, and are not matched again (docs/decisions/safety.md).
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { SAFETY_MESSAGES, SUSPENDED_MESSAGE, type AccountSuspension, type BlockedAccount, type ReportReason } from '@app/contracts/safety';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import * as repo from './safety.repository.ts';
import type { Filtered } from './text-filter.ts';

export { filterText, type Filtered, type MaskKind } from './text-filter.ts';
export type { SafetySource } from './safety.repository.ts';

type Ctx = Pick<AppContext, 'dbClock' | 'config'>;

/** Writes down what `filtered` masked in what the account wrote, and flags the account once it keeps trying. */
export async function recordMasking(
  ctx: Ctx,
  tx: Tx,
  accountId: number,
  filtered: Filtered,
  source: repo.SafetySource,
  sourceId: number | null,
): Promise<void> {
  if (filtered.masked.length === 0) return;
  await repo.insertEvents(tx, ctx.dbClock, accountId, filtered.masked, source, sourceId);
  const strikes = await repo.countRecent(tx, ctx.dbClock, accountId);
  if (strikes >= ctx.config.SAFETY_STRIKES) await repo.raiseFlag(tx, ctx.dbClock, accountId, strikes);
}

/** The consultation's other participant, for a participant; not found for anyone else. */
async function otherParticipant(ctx: Pick<AppContext, 'db'>, caller: SessionUser, consultationId: number) {
  const p = await repo.participantsOf(ctx.db, consultationId);
  const other = p && (p.userId === caller.id ? p.astroUserId : p.astroUserId === caller.id ? p.userId : null);
  if (!p || other === null || other === undefined) throw notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);
  return { other, lastMessageId: p.lastMessageId };
}

/**
 * A participant reports the consultation for the admin's queue, once, with a reason, their words, and where the
 * transcript stood; blocking the other side at the same time when they ask.
 */
export async function reportConsultation(
  ctx: Pick<AppContext, 'db' | 'dbClock'>,
  caller: SessionUser,
  consultationId: number,
  body: { reason: ReportReason; text: string; block: boolean },
): Promise<{ message: string; report_id: number }> {
  const { other, lastMessageId } = await otherParticipant(ctx, caller, consultationId);
  const id = await ctx.db.transaction(async (tx) => {
    const made = await repo.insertReport(tx, ctx.dbClock, {
      consultationId,
      reporterId: caller.id,
      reportedId: other,
      reason: body.reason,
      text: body.text,
      lastMessageId,
    });
    if (made !== null && body.block) await repo.insertBlock(tx, caller.id, other);
    return made;
  });
  if (id === null) throw conflict('report_exists', SAFETY_MESSAGES.reportExists);
  return { message: SAFETY_MESSAGES.reported, report_id: id };
}

/** Blocks the consultation's other participant: the user its astrologer, or the astrologer its user. */
export async function blockFromConsultation(ctx: Pick<AppContext, 'db'>, caller: SessionUser, consultationId: number) {
  const { other } = await otherParticipant(ctx, caller, consultationId);
  await repo.insertBlock(ctx.db, caller.id, other);
  return { message: SAFETY_MESSAGES.blocked };
}

/** A user blocks an astrologer from their page, without a consultation between them. */
export async function blockAstrologer(ctx: Pick<AppContext, 'db'>, caller: SessionUser, astroId: number) {
  const account = await repo.astrologerAccount(ctx.db, astroId);
  if (account === null) throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
  await repo.insertBlock(ctx.db, caller.id, account);
  return { message: SAFETY_MESSAGES.blocked };
}

export async function unblock(ctx: Pick<AppContext, 'db'>, caller: SessionUser, accountId: number) {
  if (!(await repo.deleteBlock(ctx.db, caller.id, accountId))) throw notFound('block_not_found', SAFETY_MESSAGES.blockNotFound);
  return { message: SAFETY_MESSAGES.unblocked };
}

export async function listBlocks(ctx: Pick<AppContext, 'db'>, caller: SessionUser): Promise<BlockedAccount[]> {
  const rows = await repo.blocksOf(ctx.db, caller.id);
  return rows.map((r) => ({ account_id: r.accountId, name: r.name, astro_id: r.astroId, blocked_at: r.createdAt.toISOString() }));
}

/** Whether either account blocked the other: a request or a waitlist place between them is refused. */
export const blockedBetween = repo.blockedBetween;
/** The astrologers a user's directory leaves out: those the user blocked, and those who blocked the user. */
export const astrologersBlockedWith = repo.astrologersBlockedWith;

/** The account's suspension as the account is shown it, or null when it is not suspended. */
export async function suspensionOf(db: Db | Tx, accountId: number): Promise<AccountSuspension | null> {
  const row = await repo.openSuspension(db, accountId);
  return row && { reason: row.reason as AccountSuspension['reason'], note: row.note, since: row.since.toISOString() };
}

/** Whether any of the accounts is suspended: no consultation starts between them. */
export const anySuspended = repo.anySuspended;

/** SQL true while the account is not suspended: the directory leaves a suspended astrologer out. */
export const notSuspendedSql = repo.notSuspendedSql;

/** The 403 a suspended account gets for what its suspension stops. */
export const accountSuspended = () => forbidden('account_suspended', SUSPENDED_MESSAGE);

/** Refuses a suspended account (403 account_suspended). */
export async function refuseSuspended(db: Db | Tx, accountId: number): Promise<void> {
  if (await repo.anySuspended(db, [accountId])) throw accountSuspended();
}
