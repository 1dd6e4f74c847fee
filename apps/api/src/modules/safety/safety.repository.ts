// The maskings written down per account and the flags raised on them, the blocks between accounts, and the reports of
// consultations (db/schema/safety.ts).
import { and, desc, eq, gt, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import {
  accountBlocks,
  accountSuspensions,
  astrologers,
  consultationReports,
  consultations,
  safetyEvents,
  safetyFlags,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import type { MaskKind } from './contact-details.ts';

export type SafetySource = 'chat' | 'question' | 'answer' | 'review';

export async function insertEvents(tx: Tx, clock: DbClock, accountId: number, kinds: readonly MaskKind[], source: SafetySource, sourceId: number | null) {
  await tx.insert(safetyEvents).values(kinds.map((kind) => ({ accountId, kind, source, sourceId, createdAt: sql`${clock.now()}` })));
}

/** Maskings of the account in the 24 hours up to now. */
export async function countRecent(tx: Tx, clock: DbClock, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(safetyEvents)
    .where(and(eq(safetyEvents.accountId, accountId), gt(safetyEvents.createdAt, sql`${clock.now()} - interval '24 hours'`)));
  return row?.n ?? 0;
}

/** Flags the account unless a flag of it is open; answers whether this raised one. */
export async function raiseFlag(tx: Tx, clock: DbClock, accountId: number, strikes: number): Promise<boolean> {
  const rows = await tx
    .insert(safetyFlags)
    .values({ accountId, strikes, createdAt: sql`${clock.now()}` })
    .onConflictDoNothing({ target: safetyFlags.accountId, where: sql`${safetyFlags.resolvedAt} is null` })
    .returning({ id: safetyFlags.id });
  return rows.length > 0;
}

/** The consultation's two accounts and its last message, or null when there is no such consultation. */
export async function participantsOf(db: Db | Tx, consultationId: number) {
  const [row] = await db
    .select({
      userId: consultations.userId,
      astroUserId: astrologers.userId,
      lastMessageId: sql<number | null>`(select max(m.id) from consultation_messages m where m.consultation_id = ${consultations.id})`,
    })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .where(eq(consultations.id, consultationId));
  return row ?? null;
}

export async function insertReport(
  db: Db | Tx,
  clock: DbClock,
  v: { consultationId: number; reporterId: number; reportedId: number; reason: string; text: string; lastMessageId: number | null },
): Promise<number | null> {
  const [row] = await db
    .insert(consultationReports)
    .values({ ...v, createdAt: sql`${clock.now()}` })
    .onConflictDoNothing({ target: [consultationReports.consultationId, consultationReports.reporterId] })
    .returning({ id: consultationReports.id });
  return row?.id ?? null;
}

export async function insertBlock(db: Db | Tx, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(accountBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Db | Tx, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(accountBlocks)
    .where(and(eq(accountBlocks.blockerId, blockerId), eq(accountBlocks.blockedId, blockedId)))
    .returning({ id: accountBlocks.blockedId });
  return rows.length > 0;
}

/** The accounts the caller blocked, newest first, with the name to show and the astrologer's id when they are one. */
export async function blocksOf(db: Db | Tx, blockerId: number) {
  return db
    .select({
      accountId: accountBlocks.blockedId,
      name: sql<string>`coalesce(${astrologers.name}, ${userProfiles.name}, ${users.name}, '')`,
      astroId: astrologers.id,
      createdAt: accountBlocks.createdAt,
    })
    .from(accountBlocks)
    .innerJoin(users, eq(users.id, accountBlocks.blockedId))
    .leftJoin(astrologers, eq(astrologers.userId, accountBlocks.blockedId))
    .leftJoin(userProfiles, eq(userProfiles.userId, accountBlocks.blockedId))
    .where(eq(accountBlocks.blockerId, blockerId))
    .orderBy(desc(accountBlocks.createdAt));
}

/** Whether either account blocked the other. */
export async function blockedBetween(db: Db | Tx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accountBlocks)
    .where(
      or(
        and(eq(accountBlocks.blockerId, a), eq(accountBlocks.blockedId, b)),
        and(eq(accountBlocks.blockerId, b), eq(accountBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The astrologers (directory ids) a user blocked or was blocked by. */
export async function astrologersBlockedWith(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: astrologers.id })
    .from(astrologers)
    .innerJoin(
      accountBlocks,
      or(
        and(eq(accountBlocks.blockerId, userId), eq(accountBlocks.blockedId, astrologers.userId)),
        and(eq(accountBlocks.blockedId, userId), eq(accountBlocks.blockerId, astrologers.userId)),
      ),
    );
  return rows.map((r) => r.id);
}

/** The account of a verified astrologer still listed, by directory id. */
export async function astrologerAccount(db: Db | Tx, astroId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: astrologers.userId })
    .from(astrologers)
    .where(and(eq(astrologers.id, astroId), sql`${astrologers.deletedAt} is null`));
  return row?.userId ?? null;
}

/** The account's suspension while it lasts, or null. */
export async function openSuspension(db: Db | Tx, accountId: number) {
  const [row] = await db
    .select({ reason: accountSuspensions.reason, note: accountSuspensions.note, since: accountSuspensions.createdAt })
    .from(accountSuspensions)
    .where(and(eq(accountSuspensions.accountId, accountId), isNull(accountSuspensions.liftedAt)));
  return row ?? null;
}

/** Whether any of the accounts is suspended. */
export async function anySuspended(db: Db | Tx, accountIds: number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: accountSuspensions.id })
    .from(accountSuspensions)
    .where(and(inArray(accountSuspensions.accountId, accountIds), isNull(accountSuspensions.liftedAt)))
    .limit(1);
  return row !== undefined;
}

/** SQL true while the account in `accountId` is not suspended, for a query's WHERE. */
export const notSuspendedSql = (accountId: AnyColumn | SQL): SQL =>
  sql`not exists (select 1 from ${accountSuspensions} s where s.account_id = ${accountId} and s.lifted_at is null)`;
