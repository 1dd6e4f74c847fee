// The admin's moderation queue: open reports and flags with the accounts they name, a report's transcript around its
// moment, closing a report or a flag, and the audit log, which is only ever inserted into (db/schema/safety.ts).
import { and, asc, desc, eq, gte, isNull, lte, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import { consultationMessages, consultationReports, moderationAudit, safetyFlags, users } from '../../db/schema/index.ts';

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

export async function closeReport(tx: Tx, id: number, status: 'dismissed' | 'actioned'): Promise<boolean> {
  const rows = await tx
    .update(consultationReports)
    .set({ status })
    .where(and(eq(consultationReports.id, id), eq(consultationReports.status, 'open')))
    .returning({ id: consultationReports.id });
  return rows.length > 0;
}

export async function resolveFlag(tx: Tx, clock: DbClock, id: number): Promise<boolean> {
  const rows = await tx
    .update(safetyFlags)
    .set({ resolvedAt: sql`${clock.now()}` })
    .where(and(eq(safetyFlags.id, id), isNull(safetyFlags.resolvedAt)))
    .returning({ id: safetyFlags.id });
  return rows.length > 0;
}

export async function flagExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: safetyFlags.id }).from(safetyFlags).where(eq(safetyFlags.id, id));
  return row !== undefined;
}

export type AuditAction = 'view_report' | 'dismiss_report' | 'resolve_flag';

export async function audit(
  db: Db | Tx,
  clock: DbClock,
  v: { adminId: number; action: AuditAction; reportId?: number; flagId?: number; note?: string },
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
