// The SQL of booked consultations: the held time of an astrologer, a booking's insert and cancellation, and the lists
// each side reads. Money moves through modules/money, never here.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookedKind } from '@app/contracts/bookings';
import type { Db, Tx } from '../../db/client.ts';
import { accountBlocks, astrologerBookingPrices, astrologers, bookings, consultations, userProfiles, users, type BookingState } from '../../db/schema/index.ts';
import type { HeldTime } from './booking-slots.ts';

type Conn = Db | Tx;

const endsAt = sql`(${bookings.startsAt} + ${bookings.lengthMin} * interval '1 minute')`;
/** A started booking whose hold is still held: its session has not charged a minute yet. */
const startedHeld = sql`(${bookings.status} = 'started' and ${bookings.settledAt} is null)`;

/** The astrologer's booked time that ends after `from`, by start (held times never overlap). */
export async function heldTimes(conn: Conn, astrologerId: number, from: Date): Promise<HeldTime[]> {
  const rows = await conn
    .select({ start: bookings.startsAt, length: bookings.lengthMin })
    .from(bookings)
    .where(and(eq(bookings.astrologerId, astrologerId), eq(bookings.status, 'booked'), sql`${endsAt} > ${from.toISOString()}::timestamptz`))
    .orderBy(asc(bookings.startsAt));
  return rows.map((r) => ({ start: r.start.getTime(), end: r.start.getTime() + r.length * 60_000 }));
}

/** The per-minute price (paise) of a booked call or video call, or null when the astrologer does not offer it. */
export async function bookedPrice(conn: Conn, astrologerId: number, kind: Exclude<BookedKind, 'chat'>): Promise<number | null> {
  const [row] = await conn
    .select({ paise: astrologerBookingPrices.perMinutePaise })
    .from(astrologerBookingPrices)
    .where(and(eq(astrologerBookingPrices.astrologerId, astrologerId), eq(astrologerBookingPrices.kind, kind)));
  return row?.paise ?? null;
}

export async function insertBooking(tx: Tx, values: typeof bookings.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
  return row!.id;
}

/**
 * A booking with its astrologer's account, its row held until the transaction ends. `skipLocked` (the sweeps) passes
 * over a row another transaction holds, and takes only a booking still booked.
 */
export async function lockBooking(tx: Tx, id: number, skipLocked = false) {
  const query = tx
    .select({ b: bookings, astroUserId: astrologers.userId })
    .from(bookings)
    .innerJoin(astrologers, eq(astrologers.id, bookings.astrologerId))
    .where(skipLocked ? and(eq(bookings.id, id), eq(bookings.status, 'booked')) : eq(bookings.id, id));
  const [row] = await (skipLocked ? query.for('update', { of: bookings, skipLocked: true }) : query.for('update', { of: bookings }));
  return row ?? null;
}
export type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

/** Records a side's press of Join (the first one only). */
export async function markJoined(tx: Tx, id: number, side: 'user' | 'astro', at: Date): Promise<typeof bookings.$inferSelect> {
  const column = side === 'user' ? bookings.userJoinedAt : bookings.astroJoinedAt;
  const first = sql`coalesce(${column}, ${at.toISOString()}::timestamptz)`;
  const [row] = await tx
    .update(bookings)
    .set(side === 'user' ? { userJoinedAt: first } : { astroJoinedAt: first })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** A booked booking settled otherwise than by a cancellation: it started, or one side did not show. */
export async function markSettled(
  tx: Tx,
  id: number,
  s: { status: 'started' | 'no_show_astrologer' | 'no_show_user'; releasedPaise: number; capturedPaise: number; at: Date },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: s.status, releasedPaise: s.releasedPaise, capturedPaise: s.capturedPaise, settledAt: s.at })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')));
}

/** Both joined: the booking's session opened, its hold still held until the first minute is charged. */
export async function markStarted(tx: Tx, id: number): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'started' })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')));
}

/** A started booking's hold still held, with its session: the row held until the transaction ends. */
export async function lockStartedHeld(tx: Tx, id: number) {
  const [row] = await tx
    .select({ b: bookings, session: consultations })
    .from(bookings)
    .innerJoin(consultations, eq(consultations.bookingId, bookings.id))
    .where(and(eq(bookings.id, id), startedHeld))
    .for('update', { of: bookings });
  return row ?? null;
}

/**
 * Settles a started booking's hold: released to the wallet its first minute is charged from (status stays started),
 * or by the no-show rules when its session ended with nothing charged. A cancellation by the platform records when.
 */
export async function settleStarted(
  tx: Tx,
  id: number,
  s: { status: 'started' | 'no_show_astrologer' | 'no_show_user' | 'cancelled_by_platform'; releasedPaise: number; capturedPaise: number; at: Date },
): Promise<void> {
  await tx
    .update(bookings)
    .set({
      status: s.status,
      releasedPaise: s.releasedPaise,
      capturedPaise: s.capturedPaise,
      settledAt: s.at,
      ...(s.status === 'cancelled_by_platform' ? { cancelledAt: s.at } : {}),
    })
    .where(and(eq(bookings.id, id), startedHeld));
}

/**
 * Started bookings still holding money whose session is over with nothing charged (a call that never connected, a
 * chat whose astrologer never wrote, a side that left first), oldest first. Read through the partial index on them.
 */
export async function unbilledStarted(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(consultations, eq(consultations.bookingId, bookings.id))
    .where(and(startedHeld, sql`${consultations.status} not in ('requested', 'active')`, eq(consultations.billedMinutes, 0)))
    .orderBy(asc(bookings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The session a started booking opened, if any. */
export async function sessionOfBooking(conn: Conn, bookingId: number): Promise<number | null> {
  const [row] = await conn.select({ id: consultations.id }).from(consultations).where(eq(consultations.bookingId, bookingId));
  return row?.id ?? null;
}

/**
 * Booked bookings past a no-show deadline by the engine's clock `now`: the astrologer not joined `astroMin` after the
 * start, or the astrologer joined and the user not `userMin` after it. Read through the partial index on booked starts.
 */
export async function dueNoShows(db: Db, now: SQL, astroMin: number, userMin: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        sql`${bookings.startsAt} <= ${now} - ${Math.min(astroMin, userMin)} * interval '1 minute'`,
        sql`((${bookings.astroJoinedAt} is null and ${bookings.startsAt} <= ${now} - ${astroMin} * interval '1 minute')
          or (${bookings.astroJoinedAt} is not null and ${bookings.userJoinedAt} is null
            and ${bookings.startsAt} <= ${now} - ${userMin} * interval '1 minute'))`,
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The booked bookings of an account as the user or as the astrologer, in id order (the order they are locked in). */
export async function bookedIdsOf(conn: Conn, accountId: number): Promise<number[]> {
  const rows = await conn
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(astrologers, eq(astrologers.id, bookings.astrologerId))
    .where(and(eq(bookings.status, 'booked'), sql`(${bookings.userId} = ${accountId} or ${astrologers.userId} = ${accountId})`))
    .orderBy(asc(bookings.id));
  return rows.map((r) => r.id);
}

/** The astrologer's booked bookings, in id order (the order they are locked in). */
export async function bookedIdsOfAstrologer(conn: Conn, astrologerId: number): Promise<number[]> {
  const rows = await conn
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'booked'), eq(bookings.astrologerId, astrologerId)))
    .orderBy(asc(bookings.id));
  return rows.map((r) => r.id);
}

/**
 * Booked bookings between a user and an astrologer of whom one has blocked the other, in id order. Read from the
 * blocks (few) through the bookings' user index.
 */
export async function bookedBetweenBlocked(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(accountBlocks)
    .innerJoin(bookings, sql`${bookings.userId} in (${accountBlocks.blockerId}, ${accountBlocks.blockedId})`)
    .innerJoin(astrologers, eq(astrologers.id, bookings.astrologerId))
    .where(
      and(
        eq(bookings.status, 'booked'),
        sql`${astrologers.userId} = case when ${bookings.userId} = ${accountBlocks.blockerId} then ${accountBlocks.blockedId} else ${accountBlocks.blockerId} end`,
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(limit);
  return [...new Set(rows.map((r) => r.id))];
}

export async function markCancelled(
  tx: Tx,
  id: number,
  c: { status: Exclude<BookingState, 'booked'>; releasedPaise: number; capturedPaise: number; by: number | null; reason: string | null; at: Date },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: c.status, releasedPaise: c.releasedPaise, capturedPaise: c.capturedPaise, cancelledBy: c.by, cancelReason: c.reason, cancelledAt: c.at })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')));
}

const listColumns = {
  b: bookings,
  astrologerName: astrologers.name,
  userName: sql<string>`coalesce(${users.name}, ${userProfiles.name}, '')`,
  consultationId: consultations.id,
};

function listQuery(db: Conn) {
  return db
    .select(listColumns)
    .from(bookings)
    .innerJoin(astrologers, eq(astrologers.id, bookings.astrologerId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, bookings.userId))
    .leftJoin(consultations, eq(consultations.bookingId, bookings.id));
}
export type BookingRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

/** The user's bookings: the upcoming booked ones (and a started one still open) soonest first, then the rest latest first. */
export async function userBookings(db: Conn, userId: number, now: Date, limit = 200): Promise<BookingRow[]> {
  const upcoming = sql`((${bookings.status} = 'booked' and ${endsAt} > ${now.toISOString()}::timestamptz)
    or (${bookings.status} = 'started' and ${consultations.status} in ('requested', 'active')))`;
  return listQuery(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(upcoming), sql`case when ${upcoming} then ${bookings.startsAt} end asc`, desc(bookings.startsAt), desc(bookings.id))
    .limit(limit);
}

/**
 * The astrologer's booked consultations that have not ended, and the started ones whose session is still open (the way
 * back into the room), soonest first.
 */
export async function astrologerUpcoming(db: Conn, astrologerId: number, now: Date, limit = 200): Promise<BookingRow[]> {
  return listQuery(db)
    .where(
      and(
        eq(bookings.astrologerId, astrologerId),
        sql`((${bookings.status} = 'booked' and ${endsAt} > ${now.toISOString()}::timestamptz)
          or (${bookings.status} = 'started' and ${consultations.status} in ('requested', 'active')))`,
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
}

/** How many of the astrologer's bookings ended in `status` (their cancellations, their no-shows). */
export async function astrologerCount(db: Conn, astrologerId: number, status: BookingState): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.astrologerId, astrologerId), eq(bookings.status, status)));
  return Number(row?.n ?? 0);
}

/** Whether one of the astrologer's booked consultations runs at some moment of [now, now + minutes); `now` the engine's. */
export async function bookedWithin(conn: Conn, astrologerId: number, now: SQL, minutes: number): Promise<boolean> {
  const [row] = await conn
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.astrologerId, astrologerId),
        eq(bookings.status, 'booked'),
        sql`${bookings.startsAt} < ${now} + ${minutes} * interval '1 minute'`,
        sql`${endsAt} > ${now}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the account has a booking still holding money (booked, or started and not charged yet), as the user or as the astrologer. */
export async function hasBooked(conn: Conn, userId: number, astrologerId: number | null): Promise<boolean> {
  const [row] = await conn
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        sql`(${bookings.status} = 'booked' or ${startedHeld})`,
        astrologerId === null ? eq(bookings.userId, userId) : sql`(${bookings.userId} = ${userId} or ${bookings.astrologerId} = ${astrologerId})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Every booking of the account as the user, for the data export. */
export async function bookingsForExport(db: Conn, userId: number): Promise<BookingRow[]> {
  return listQuery(db).where(eq(bookings.userId, userId)).orderBy(asc(bookings.id));
}

export async function listById(db: Conn, id: number): Promise<BookingRow[]> {
  return listQuery(db).where(eq(bookings.id, id));
}

/** An account's deletion blanks the reasons written on its bookings (a person's own words), as the user or as the one who cancelled. */
export async function eraseCancelReasons(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(bookings)
    .set({ cancelReason: null })
    .where(sql`(${bookings.userId} = ${userId} or ${bookings.cancelledBy} = ${userId}) and ${bookings.cancelReason} is not null`);
}
