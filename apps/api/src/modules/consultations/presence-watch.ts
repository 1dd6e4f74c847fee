// Astrologers whose console went quiet: nothing happens when a mark grows old, so each clock round looks for marks
// that crossed the grace period since its last look and tells everyone the new status. Another process may say the
// same; the event is the status, so hearing it twice changes nothing.
import { sql } from 'drizzle-orm';
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { astrologerPresence } from '../../db/schema/index.ts';
import { readNow } from './consultations.repository.ts';
import { astrologerStatusEvent } from './status.ts';

export function watchPresence(ctx: Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime'>) {
  /** The database time of the last look; null before the first. */
  let since: Date | null = null;
  return async function look(): Promise<void> {
    const grace = ctx.config.CONSULT_GRACE_S;
    const now = await readNow(ctx.db, ctx.dbClock);
    const from = since ?? new Date(now.getTime() - ctx.config.CONSULT_TICK_MS);
    since = now;
    const gone = await ctx.db
      .select({ astroId: astrologerPresence.astrologerId })
      .from(astrologerPresence)
      .where(
        sql`(${astrologerPresence.chatAvailable} or ${astrologerPresence.callAvailable})
          and ${astrologerPresence.seenAt} + make_interval(secs => ${grace}) > ${from.toISOString()}::timestamptz
          and ${astrologerPresence.seenAt} + make_interval(secs => ${grace}) <= ${now.toISOString()}::timestamptz`,
      );
    // Rare (a console closing), so one read each; busy stays busy until the session ends and says so itself.
    for (const { astroId } of gone) {
      ctx.realtime.toEveryone(SOCKET_EVENTS.astrologerStatus, await astrologerStatusEvent(ctx.db, ctx.dbClock, astroId, grace));
    }
  };
}
