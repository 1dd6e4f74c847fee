// The maskings written down per account, and the flags raised on them (db/schema/safety.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import { safetyEvents, safetyFlags } from '../../db/schema/index.ts';
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
