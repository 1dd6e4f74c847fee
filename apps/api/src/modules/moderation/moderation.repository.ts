// The admin's moderation queue: open reports and flags with the accounts they name, a report's transcript around its
// moment, closing a report or a flag, and the audit log, which is only ever inserted into (db/schema/safety.ts).
import { and, asc, desc, eq, gte, isNull, lte, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationAction } from '@app/contracts/safety';
import type { Db, Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import {
  accountSuspensions,
  astrologers,
  consultationMessages,
  consultationReports,
  moderationAudit,
  safetyFlags,
  users,
} from '../../db/schema/index.ts';

/** An account's name as the queue shows it: the astrologer's, the profile's, or the account's own. */
function party(u: { id: AnyColumn; role: AnyColumn; name: AnyColumn }) {
  return {
    id: sql<number>`${u.id}`.mapWith(Number),
    role: sql<string>`${u.role}`,
    name: sql<string>`coalesce((select a.name from astrologers a where a.user_id = ${u.id}), (select p.name from user_profiles p where p.user_id = ${u.id}), ${u.name}, '')`,
  };
}

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

function reportsQuery(db: Db | Tx) {
  return db
    .select({
      r: consultationReports,
      reporter: party(reporter),
      reported: party(reported),
      against: sql<number>`(select count(*) from consultation_reports x where x.reported_id = ${consultationReports.reportedId})`.mapWith(Number),
    })
    .from(consultationReports)
    .innerJoin(reporter, eq(reporter.id, consultationReports.reporterId))
    .innerJoin(reported, eq(reported.id, consultationReports.reportedId));
}

export type ReportRow = Awaited<ReturnType<typeof openReports>>[number];

export const openReports = (db: Db | Tx) => reportsQuery(db).where(eq(consultationReports.status, 'open')).orderBy(asc(consultationReports.id));

export async function findReport(db: Db | Tx, id: number) {
  const [row] = await reportsQuery(db).where(eq(consultationReports.id, id));
  return row ?? null;
}

export async function openFlags(db: Db | Tx) {
  const flagged = alias(users, 'flagged');
  return db
    .select({
      f: safetyFlags,
      account: party(flagged),
      kinds: sql<Record<string, number> | null>`(select json_object_agg(k.kind, k.n) from (select e.kind, count(*)::int as n from safety_events e
        where e.account_id = ${safetyFlags.accountId} and e.created_at <= ${safetyFlags.createdAt}
          and e.created_at > ${safetyFlags.createdAt} - interval '24 hours' group by e.kind) k)`,
    })
    .from(safetyFlags)
    .innerJoin(flagged, eq(flagged.id, safetyFlags.accountId))
    .where(isNull(safetyFlags.resolvedAt))
    .orderBy(asc(safetyFlags.id));
}

/** The consultation's messages from `before` messages ahead of the reported moment to `after` past it, in order. */
export async function transcriptAround(db: Db | Tx, consultationId: number, lastMessageId: number | null, before = 40, after = 10) {
  if (lastMessageId === null) return [];
  const [from] = await db
    .select({ id: sql<number | null>`min(t.id)` })
    .from(
      db
        .select({ id: consultationMessages.id })
        .from(consultationMessages)
        .where(and(eq(consultationMessages.consultationId, consultationId), lte(consultationMessages.id, lastMessageId)))
        .orderBy(desc(consultationMessages.id))
        .limit(before)
        .as('t'),
    );
  return db
    .select()
    .from(consultationMessages)
    .where(and(eq(consultationMessages.consultationId, consultationId), gte(consultationMessages.id, from?.id ?? lastMessageId)))
    .orderBy(asc(consultationMessages.id))
    .limit(before + after);
}

/** Closes the open report (only one about `about`, when given); false when there is none to close. */
export async function closeReport(tx: Tx, id: number, status: 'dismissed' | 'actioned', about?: number): Promise<boolean> {
  const rows = await tx
    .update(consultationReports)
    .set({ status })
    .where(
      and(
        eq(consultationReports.id, id),
        eq(consultationReports.status, 'open'),
        about === undefined ? undefined : eq(consultationReports.reportedId, about),
      ),
    )
    .returning({ id: consultationReports.id });
  return rows.length > 0;
}

/** Resolves the open flag (only one on `about`, when given); false when there is none to resolve. */
export async function resolveFlag(tx: Tx, clock: DbClock, id: number, about?: number): Promise<boolean> {
  const rows = await tx
    .update(safetyFlags)
    .set({ resolvedAt: sql`${clock.now()}` })
    .where(and(eq(safetyFlags.id, id), isNull(safetyFlags.resolvedAt), about === undefined ? undefined : eq(safetyFlags.accountId, about)))
    .returning({ id: safetyFlags.id });
  return rows.length > 0;
}

export async function flagExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: safetyFlags.id }).from(safetyFlags).where(eq(safetyFlags.id, id));
  return row !== undefined;
}

export async function audit(
  db: Db | Tx,
  clock: DbClock,
  v: { adminId: number; action: ModerationAction; reportId?: number | undefined; flagId?: number | undefined; accountId?: number; note?: string },
): Promise<void> {
  await db.insert(moderationAudit).values({ ...v, createdAt: sql`${clock.now()}` });
}

/** The audit log, newest first: all of it (up to `limit`), or a report's. */
export async function auditLog(db: Db | Tx, opts: { reportId?: number; limit?: number } = {}) {
  return db
    .select({ a: moderationAudit, admin: sql<string>`coalesce(${users.name}, ${users.email}, ${users.phone}, '')` })
    .from(moderationAudit)
    .innerJoin(users, eq(users.id, moderationAudit.adminId))
    .where(opts.reportId === undefined ? undefined : eq(moderationAudit.reportId, opts.reportId))
    .orderBy(desc(moderationAudit.id))
    .limit(opts.limit ?? 50);
}

const accountFields = { id: users.id, role: users.role, email: users.email, phone: users.phone, locale: users.locale };

/** The live account's role and where to tell it; null when there is none. */
export async function findAccount(db: Db | Tx, accountId: number) {
  const [account] = await db.select(accountFields).from(users).where(and(eq(users.id, accountId), isNull(users.deletedAt)));
  return account ?? null;
}

/**
 * Holds the account's row FOR NO KEY UPDATE, and the astrologer's row too when it is one. A consultation request
 * holds the user's row the same way and the astrologer's FOR SHARE, so it either commits before this, and is seen,
 * or waits for it and then sees the suspension. Foreign-key checks (FOR KEY SHARE: the minute clock's charges, the
 * live-account guard) do not wait for it. Null when there is no live account.
 */
export async function lockAccount(tx: Tx, accountId: number) {
  const [account] = await tx
    .select(accountFields)
    .from(users)
    .where(and(eq(users.id, accountId), isNull(users.deletedAt)))
    .for('no key update');
  if (!account) return null;
  if (account.role === 'astro') {
    await tx.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, accountId)).for('no key update');
  }
  return account;
}

/** The account's astrologer id, when it is an astrologer's. */
export async function astrologerIdOf(db: Db | Tx, accountId: number): Promise<number | null> {
  const [row] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, accountId));
  return row?.id ?? null;
}

/** Suspends the account; false when it already is (one open suspension per account). */
export async function insertSuspension(
  tx: Tx,
  clock: DbClock,
  v: { accountId: number; reason: string; note: string; suspendedBy: number },
): Promise<boolean> {
  const rows = await tx
    .insert(accountSuspensions)
    .values({ ...v, createdAt: sql`${clock.now()}` })
    .onConflictDoNothing({ target: accountSuspensions.accountId, where: sql`${accountSuspensions.liftedAt} is null` })
    .returning({ id: accountSuspensions.id });
  return rows.length > 0;
}

/** Lifts the account's suspension; false when it is not suspended. */
export async function liftSuspension(tx: Tx, clock: DbClock, accountId: number, adminId: number): Promise<boolean> {
  const rows = await tx
    .update(accountSuspensions)
    .set({ liftedAt: sql`${clock.now()}`, liftedBy: adminId })
    .where(and(eq(accountSuspensions.accountId, accountId), isNull(accountSuspensions.liftedAt)))
    .returning({ id: accountSuspensions.id });
  return rows.length > 0;
}

/** The accounts suspended now, the latest first. */
export async function suspendedAccounts(db: Db | Tx) {
  const suspended = alias(users, 'suspended');
  return db
    .select({ s: accountSuspensions, account: party(suspended) })
    .from(accountSuspensions)
    .innerJoin(suspended, eq(suspended.id, accountSuspensions.accountId))
    .where(and(isNull(accountSuspensions.liftedAt), isNull(suspended.deletedAt)))
    .orderBy(desc(accountSuspensions.id));
}

/** The user of the reported consultation: a refund from the queue goes to them, for their own report only. */
export async function reportConsultationUser(db: Db | Tx, reportId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: sql<number>`(select c.user_id from consultations c where c.id = ${consultationReports.consultationId})`.mapWith(Number) })
    .from(consultationReports)
    .where(eq(consultationReports.id, reportId));
  return row?.userId ?? null;
}
