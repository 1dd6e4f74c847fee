// Who is connected, kept in the database so every process sees it: each process marks the accounts that have a live
// socket on it every few seconds, and a mark older than CONSULT_GRACE_S means that account is gone.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import { astrologerPresence, astrologers, consultations } from '../../db/schema/index.ts';

/**
 * Marks these accounts as connected now: an astrologer's console presence, and each participant's side of their
 * open consultations. One round trip per table; no-op for an empty list.
 */
export async function touchPresence(db: Db, clock: DbClock, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...userIds];
  const now = clock.now();
  await db.execute(sql`
    insert into ${astrologerPresence} (astrologer_id, seen_at)
    select ${astrologers.id}, ${now} from ${astrologers} where ${inArray(astrologers.userId, ids)}
    on conflict (astrologer_id) do update set seen_at = ${now}`);
  await db.execute(sql`
    update ${consultations} set
      user_seen_at = case when ${inArray(consultations.userId, ids)} then ${now} else user_seen_at end,
      astro_seen_at = case when astrologer_id in (select ${astrologers.id} from ${astrologers} where ${inArray(astrologers.userId, ids)}) then ${now} else astro_seen_at end
    where status in ('requested', 'active')
      and (${inArray(consultations.userId, ids)}
        or astrologer_id in (select ${astrologers.id} from ${astrologers} where ${inArray(astrologers.userId, ids)}))`);
}
