// The waitlist's SQL: joining, the line in order, the offer of a free astrologer's seat to the first in line, the
// round's expiries, and the seat's reservation that a direct request respects (docs/decisions/waitlist.md).
import type { ConsultationType } from '@app/contracts/consultations';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import { astrologers, consultationWaitlist as wl, consultations, userProfiles, users } from '../../db/schema/index.ts';
import { notSuspendedSql } from '../safety/safety.service.ts';

export type EntryRow = typeof wl.$inferSelect;
export const OPEN_STATES = ['waiting', 'offered'] as const;

/**
 * Serialises, per astrologer, everything that hands out their seat: a request, an offer, a join. Each then reads the
 * others' committed rows in its next statement, so an offer and a direct request never both win the same moment.
 */
export async function lockSeat(db: Db | Tx, astrologerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`consult-seat:${astrologerId}`}))`);
}

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/**
 * The place `w` (an alias of consultation_waitlist) may be offered the seat now: it waits, the astrologer takes its
 * type with a live console, and its user has no consultation open elsewhere and is not deleted.
 */
function offerable(w: string, clock: DbClock, graceS: number): SQL {
  const c = (name: string) => column(w, name);
  return sql`${c('status')} = 'waiting'
    and exists (select 1 from astrologer_presence p where p.astrologer_id = ${c('astrologer_id')}
      and p.seen_at > ${clock.now()} - make_interval(secs => ${graceS})
      and case when ${c('type')} = 'chat' then p.chat_available else p.call_available end)
    and not exists (select 1 from consultations uc where uc.user_id = ${c('user_id')} and uc.status in ('requested', 'active'))
    and exists (select 1 from users wu where wu.id = ${c('user_id')} and wu.deleted_at is null)`;
}

/** The astrologer's seat is free: no open session, no open offer, and still bookable. */
function seatFree(astrologerId: SQL): SQL {
  return sql`not exists (select 1 from consultations sc where sc.astrologer_id = ${astrologerId} and sc.status in ('requested', 'active'))
    and not exists (select 1 from consultation_waitlist so where so.astrologer_id = ${astrologerId} and so.status = 'offered')
    and exists (select 1 from astrologers sa where sa.id = ${astrologerId} and sa.is_verified and sa.deleted_at is null)`;
}

/**
 * True (as SQL) while the astrologer's seat is held for someone on their waitlist other than `userId`: the user of
 * the open offer or, with none, the first in line to be offered it, is someone else. A direct request by `userId` is then refused as
 * busy (they can join the list); the user who holds the offer, or is first in line, may request it.
 */
export function seatReservedForAnother(astrologerId: number, userId: number, clock: DbClock, graceS: number): SQL {
  return sql`coalesce(
    (select ro.user_id from consultation_waitlist ro where ro.astrologer_id = ${astrologerId} and ro.status = 'offered'),
    (select rw.user_id from consultation_waitlist rw where rw.astrologer_id = ${astrologerId}
      and ${offerable('rw', clock, graceS)} order by rw.id limit 1),
    ${userId}) <> ${userId}`;
}

/** Open places of an astrologer, in the line's order. */
export async function openPlacesOf(db: Db | Tx, astrologerId: number) {
  return db
    .select({
      entry: wl,
      userName: sql<string>`coalesce(${users.name}, ${userProfiles.name}, '')`,
    })
    .from(wl)
    .innerJoin(users, eq(users.id, wl.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, wl.userId))
    .where(and(eq(wl.astrologerId, astrologerId), inArray(wl.status, OPEN_STATES)))
    .orderBy(asc(wl.id));
}

/** The user's open place, if any. */
export async function openPlaceOf(db: Db | Tx, userId: number): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(wl)
    .where(and(eq(wl.userId, userId), inArray(wl.status, OPEN_STATES)));
  return row ?? null;
}

export async function findEntry(db: Db | Tx, id: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(wl).where(eq(wl.id, id));
  return row ?? null;
}

export async function countOpen(db: Db | Tx, astrologerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(wl)
    .where(and(eq(wl.astrologerId, astrologerId), inArray(wl.status, OPEN_STATES)));
  return row?.n ?? 0;
}

/**
 * Whether the astrologer may be waited for: busy (an open session, or the seat offered to someone), free, or not
 * taking `type` now (offline, availability off); by the engine's clock.
 */
export async function seatState(db: Db | Tx, clock: DbClock, astrologerId: number, type: ConsultationType, graceS: number) {
  const id = sql`${astrologerId}::int`;
  const available = type === 'chat' ? sql.raw('p.chat_available') : sql.raw('p.call_available');
  const [row] = await db
    .select({
      busy: sql<boolean>`(exists (select 1 from consultations c where c.astrologer_id = ${id} and c.status in ('requested', 'active'))
        or exists (select 1 from consultation_waitlist o where o.astrologer_id = ${id} and o.status = 'offered'))`.mapWith(Boolean),
      takes: sql<boolean>`exists (select 1 from astrologer_presence p where p.astrologer_id = ${id} and ${available}
        and p.seen_at > ${clock.now()} - make_interval(secs => ${graceS}))`.mapWith(Boolean),
      queued: sql<boolean>`exists (select 1 from consultation_waitlist q where q.astrologer_id = ${id} and q.status = 'waiting')`.mapWith(Boolean),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function insertEntry(tx: Tx, clock: DbClock, v: { astrologerId: number; userId: number; type: ConsultationType }): Promise<EntryRow> {
  const [row] = await tx
    .insert(wl)
    .values({ ...v, joinedAt: sql`${clock.exact()}` })
    .returning();
  return row!;
}

/** Leaves an open place of the user's; answers the row as it was before (null when it was not open). */
export async function leaveEntry(db: Db, clock: DbClock, id: number, userId: number): Promise<EntryRow | null> {
  const [row] = await db
    .update(wl)
    .set({ status: 'left', closedAt: sql`${clock.exact()}` })
    .where(and(eq(wl.id, id), eq(wl.userId, userId), inArray(wl.status, OPEN_STATES)))
    .returning();
  return row ?? null;
}

/**
 * Offers the astrologer's free seat to the first in line who can take it now, for `offerS` seconds; in the caller's
 * transaction, which holds the seat's lock. Answers the offered place, or null (seat not free, nobody to offer).
 */
export async function offerSeat(tx: Tx, clock: DbClock, astrologerId: number, graceS: number, offerS: number): Promise<EntryRow | null> {
  const now = clock.exact();
  const [row] = await tx
    .update(wl)
    .set({ status: 'offered', offeredAt: sql`${now}`, offerExpiresAt: sql`${now} + make_interval(secs => ${offerS})` })
    .where(
      eq(
        wl.id,
        sql`(select x.id from consultation_waitlist x where x.astrologer_id = ${astrologerId} and ${offerable('x', clock, graceS)}
          and ${seatFree(sql`${astrologerId}::int`)}
          order by x.id limit 1 for update of x skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The round's closing of places: offers past their expiry become expired; places whose astrologer was removed (or
 * unverified), or whose account was deleted, or where either side is suspended, become closed. One conditional statement: of two processes running it,
 * the second finds those rows no longer open, so each place closes once.
 */
export async function closeStalePlaces(db: Db, clock: DbClock): Promise<EntryRow[]> {
  const now = clock.now();
  const expired = sql`(${wl.status} = 'offered' and ${wl.offerExpiresAt} <= ${now})`;
  return db
    .update(wl)
    .set({ status: sql`case when ${expired} then 'expired' else 'closed' end::waitlist_state`, closedAt: sql`${now}` })
    .where(
      and(
        inArray(wl.status, OPEN_STATES),
        sql`(${expired}
          or exists (select 1 from astrologers ga where ga.id = ${wl.astrologerId} and (ga.deleted_at is not null or not ga.is_verified))
          or exists (select 1 from users gu where gu.id = ${wl.userId} and gu.deleted_at is not null)
          or not ${notSuspendedSql(wl.userId)}
          or not ${notSuspendedSql(sql`(select sa.user_id from astrologers sa where sa.id = ${wl.astrologerId})`)})`,
      ),
    )
    .returning();
}

/** Whether any list has someone on it: most rounds find none and stop there (one look at a small partial index). */
export async function anyOpenPlace(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: wl.id }).from(wl).where(inArray(wl.status, OPEN_STATES)).limit(1);
  return row !== undefined;
}

/** Astrologers whose seat is free while someone in their line could take it now: the round offers each. */
export async function seatsToOffer(db: Db, clock: DbClock, graceS: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ astrologerId: wl.astrologerId })
    .from(wl)
    .where(and(eq(wl.status, 'waiting'), sql`${offerable('consultation_waitlist', clock, graceS)}`, seatFree(sql`${wl.astrologerId}`)))
    .limit(limit);
  return rows.map((r) => r.astrologerId);
}

/** Marks the user's open place on this astrologer's list taken by the request just made, in its transaction. */
export async function markTaken(tx: Tx, consultationId: number, userId: number, astrologerId: number, clock: DbClock): Promise<EntryRow | null> {
  const [row] = await tx
    .update(wl)
    .set({ status: 'taken', consultationId, closedAt: sql`${clock.exact()}` })
    .where(and(eq(wl.userId, userId), eq(wl.astrologerId, astrologerId), inArray(wl.status, OPEN_STATES)))
    .returning();
  return row ?? null;
}

/**
 * What the wait is made of: the average length in seconds of the astrologer's last 10 ended sessions that started
 * (null without any), and how long the open session has run (0 before it starts; null when none is open).
 */
export async function astrologerPace(db: Db, clock: DbClock, astrologerId: number) {
  const recent = db
    .select({ seconds: sql<number>`extract(epoch from (${consultations.endedAt} - ${consultations.startedAt}))`.as('seconds') })
    .from(consultations)
    .where(and(eq(consultations.astrologerId, astrologerId), eq(consultations.status, 'ended'), sql`${consultations.startedAt} is not null`))
    .orderBy(desc(consultations.id))
    .limit(10)
    .as('recent');
  const [avg] = await db.select({ seconds: sql<number | null>`avg(${recent.seconds})`.mapWith(Number) }).from(recent);
  const [open] = await db
    .select({ elapsed: sql<number>`greatest(extract(epoch from (${clock.now()} - coalesce(${consultations.startedAt}, ${clock.now()}))), 0)`.mapWith(Number) })
    .from(consultations)
    .where(and(eq(consultations.astrologerId, astrologerId), inArray(consultations.status, ['requested', 'active'])))
    .limit(1);
  const average = avg?.seconds;
  return { averageS: average !== undefined && Number.isFinite(average) && average > 0 ? average : null, openElapsedS: open ? open.elapsed : null };
}

/** The astrologer's name and photo for the wire, and their account (whose console hears the line change). */
export async function astrologerCard(db: Db | Tx, astrologerId: number) {
  const [row] = await db
    .select({ name: astrologers.name, image: astrologers.profileImage, userId: astrologers.userId })
    .from(astrologers)
    .where(eq(astrologers.id, astrologerId));
  return row ?? { name: '', image: '', userId: null };
}
