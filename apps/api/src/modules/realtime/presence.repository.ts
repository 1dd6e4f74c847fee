// Astrologers a reconnecting console brings back: available, but shown offline because their console's mark is older
// than the grace period (the console was away longer, or the database could not be written meanwhile).
import { and, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import { astrologerPresence, astrologers } from '../../db/schema/index.ts';

/** Read before the mark: the astrologers among these accounts whom marking them now turns from offline to online. */
export async function astrologersShownOffline(db: Db, clock: DbClock, userIds: readonly number[], graceSeconds: number): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: astrologers.id })
    .from(astrologers)
    .innerJoin(astrologerPresence, sql`${astrologerPresence.astrologerId} = ${astrologers.id}`)
    .where(
      and(
        inArray(astrologers.userId, [...userIds]),
        or(astrologerPresence.chatAvailable, astrologerPresence.callAvailable),
        or(isNull(astrologerPresence.seenAt), lte(astrologerPresence.seenAt, sql`${clock.now()} - make_interval(secs => ${graceSeconds})`)),
      ),
    );
  return rows.map((r) => r.id);
}
