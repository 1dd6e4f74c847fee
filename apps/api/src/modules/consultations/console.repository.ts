// The astrologer console's SQL: the account's astrologer, availability, and sessions by the India day (money reads
// the earnings).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import { astrologerPresence, astrologers, consultations } from '../../db/schema/index.ts';

/** Midnight today in India (Asia/Kolkata), by the database's clock. */
const indiaToday = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/** The verified, not deleted astrologer profile of an account. */
export async function findVerifiedByUser(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ id: astrologers.id, walletPaise: astrologers.walletPaise, commissionBp: astrologers.commissionBp })
    .from(astrologers)
    .where(and(eq(astrologers.userId, userId), eq(astrologers.isVerified, true), sql`${astrologers.deletedAt} is null`));
  return row ?? null;
}

export async function readAvailability(db: Db | Tx, astrologerId: number) {
  const [row] = await db
    .select({ chat: astrologerPresence.chatAvailable, call: astrologerPresence.callAvailable })
    .from(astrologerPresence)
    .where(eq(astrologerPresence.astrologerId, astrologerId));
  return row ?? { chat: false, call: false };
}

/** Switches availability and marks the console seen now (the request itself shows it is there). */
export async function saveAvailability(
  tx: Tx,
  clock: DbClock,
  astrologerId: number,
  set: { chat?: boolean | undefined; call?: boolean | undefined },
) {
  const change = {
    ...(set.chat !== undefined && { chatAvailable: set.chat }),
    ...(set.call !== undefined && { callAvailable: set.call }),
    seenAt: clock.now(),
  };
  await tx
    .insert(astrologerPresence)
    .values({ astrologerId, chatAvailable: set.chat ?? false, callAvailable: set.call ?? false, seenAt: clock.now() })
    .onConflictDoUpdate({ target: astrologerPresence.astrologerId, set: change });
}

/** Sessions the astrologer has started today (India). */
export async function sessionsToday(db: Db, astrologerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(consultations)
    .where(and(eq(consultations.astrologerId, astrologerId), sql`${consultations.startedAt} >= ${indiaToday}`));
  return row?.n ?? 0;
}

/**
 * The astrologer's answers over the last 30 days, by the database's clock: the requests they had to answer (all but
 * those the user cancelled or that are still open) and those missed (left to expire, or a chat accepted and never
 * written to: no_reply).
 */
export async function responseCounts(db: Db, clock: DbClock, astrologerId: number): Promise<{ asked: number; missed: number }> {
  const [row] = await db
    .select({
      asked: sql<number>`count(*) filter (where ${consultations.status} not in ('cancelled', 'requested', 'active'))`.mapWith(Number),
      missed: sql<number>`count(*) filter (where ${consultations.status} = 'expired' or ${consultations.endReason} = 'no_reply')`.mapWith(Number),
    })
    .from(consultations)
    .where(and(eq(consultations.astrologerId, astrologerId), sql`${consultations.requestedAt} > ${clock.now()} - interval '30 days'`));
  return { asked: row?.asked ?? 0, missed: row?.missed ?? 0 };
}
