// An astrologer's status as users see it: busy while holding an open session (or their seat offered to someone on
// their waitlist), online while available with a live console, offline otherwise. One SQL expression, so the
// directory, the console and the request rule agree.
import { sql, type SQL } from 'drizzle-orm';
import type { AstroStatus, ConsultationType } from '@app/contracts/consultations';
import type { Db, Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import type { astrologers } from '../../db/schema/index.ts';
import { astrologerPresence, consultationWaitlist, consultations } from '../../db/schema/index.ts';

/**
 * The status of the astrologer whose id is `astrologerId` (a column or a value), for `kind` of session.
 * `graceSeconds` is CONSULT_GRACE_S: a console not seen for longer (by the engine's `clock`) has gone.
 */
export function astrologerStatusSql(
  astrologerId: SQL | typeof astrologers.id,
  graceSeconds: number,
  clock: DbClock,
  kind: ConsultationType = 'chat',
): SQL<AstroStatus> {
  const available = kind === 'chat' ? astrologerPresence.chatAvailable : astrologerPresence.callAvailable;
  return sql<AstroStatus>`case
    when exists (select 1 from ${consultations} where ${consultations.astrologerId} = ${astrologerId}
      and ${consultations.status} in ('requested', 'active'))
      or exists (select 1 from ${consultationWaitlist} where ${consultationWaitlist.astrologerId} = ${astrologerId}
      and ${consultationWaitlist.status} = 'offered') then 'busy'
    when exists (select 1 from ${astrologerPresence} where ${astrologerPresence.astrologerId} = ${astrologerId}
      and ${available} and ${astrologerPresence.seenAt} > ${clock.now()} - make_interval(secs => ${graceSeconds})) then 'online'
    else 'offline' end`;
}

export async function astrologerStatus(
  db: Db | Tx,
  clock: DbClock,
  astrologerId: number,
  graceSeconds: number,
  kind: ConsultationType = 'chat',
): Promise<AstroStatus> {
  const [row] = await db.select({ status: astrologerStatusSql(sql`${astrologerId}`, graceSeconds, clock, kind) }).from(sql`(select 1) as one`);
  return row?.status ?? 'offline';
}

/** SOCKET_EVENTS.astrologerStatus for one astrologer: the chat and call statuses, read together. */
export async function astrologerStatusEvent(db: Db | Tx, clock: DbClock, astrologerId: number, graceSeconds: number) {
  const id = sql`${astrologerId}`;
  const [row] = await db
    .select({
      status: astrologerStatusSql(id, graceSeconds, clock, 'chat'),
      callStatus: astrologerStatusSql(id, graceSeconds, clock, 'call'),
    })
    .from(sql`(select 1) as one`);
  return { astro_id: astrologerId, status: row?.status ?? 'offline', call_status: row?.callStatus ?? 'offline' } as const;
}

/** The astrologer's own status across both kinds (the console's): busy, online for chat or calls, or offline. */
export function overallStatus(e: { status: AstroStatus; call_status: AstroStatus }): AstroStatus {
  if (e.status === 'busy' || e.call_status === 'busy') return 'busy';
  return e.status === 'online' || e.call_status === 'online' ? 'online' : 'offline';
}
