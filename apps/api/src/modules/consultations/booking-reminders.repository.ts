// The SQL of booking reminders: claiming a reminder on its booking together with its outbox rows, taking due rows
// for a sender under a lease, and what a sender reads to word one (docs/decisions/booked-consultations.md, Reminders).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import { astrologers, bookingReminderSends, bookings, users, type ReminderChannel, type ReminderMoment } from '../../db/schema/index.ts';

type Conn = Db | Tx;

/** node-postgres and PGlite both answer { rows }; drizzle's declared type differs per driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const minutes = (n: number) => sql`make_interval(mins => ${n}::int)`;

/**
 * Claims the reminders of `moment` due now, at most `limit`: a booking still booked, starting within `leadMin` and not
 * yet started, made before its reminder's moment (a booking made later skips it), and for the day reminder not so late
 * that the soon one is due (`skipWithinMin`). One statement stamps the bookings and writes one outbox row per recipient
 * and channel, so a claim is never without its rows (and a round with nothing due costs one short query). Answers how
 * many bookings were claimed.
 */
export async function claimReminders(
  db: Db,
  clock: DbClock,
  c: { moment: ReminderMoment; leadMin: number; skipWithinMin: number | null; limit: number },
): Promise<number> {
  const column = sql.raw(c.moment === 'day' ? 'reminded_day_at' : 'reminded_soon_at');
  const now = clock.now();
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      with due as (
        select b.id from bookings b
        where b.status = 'booked' and b.${column} is null
          and b.starts_at > ${now} and b.starts_at <= ${now} + ${minutes(c.leadMin)}
          and b.created_at <= b.starts_at - ${minutes(c.leadMin)}
          ${c.skipWithinMin === null ? sql`` : sql`and b.starts_at > ${now} + ${minutes(c.skipWithinMin)}`}
        order by b.starts_at, b.id
        limit ${c.limit}
        for update skip locked
      ), claimed as (
        update bookings set ${column} = ${now} from due
        where bookings.id = due.id and bookings.${column} is null and bookings.status = 'booked'
        returning bookings.id, bookings.user_id, bookings.astrologer_id
      ), rows as (
        -- Both sides, on every channel the account has now: push when a device is subscribed, e-mail, SMS.
        insert into booking_reminder_sends (booking_id, moment, user_id, channel, due_at)
        select c.id, ${c.moment}, u.id, ch.channel, ${now}
        from claimed c
        join astrologers a on a.id = c.astrologer_id
        cross join lateral (values (c.user_id), (a.user_id)) as p(user_id)
        join users u on u.id = p.user_id
        cross join (values ('push'), ('email'), ('sms')) as ch(channel)
        where case ch.channel
          when 'push' then exists (select 1 from push_subscriptions s where s.user_id = u.id)
          when 'email' then u.email is not null
          else u.phone is not null end
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from claimed`),
  );
  return Number(rows[0]?.n ?? 0);
}

export interface TakenSend {
  id: number;
  bookingId: number;
  moment: ReminderMoment;
  userId: number;
  channel: ReminderChannel;
  attempts: number;
  /** The database's clock (the engine's) when it was taken. */
  now: Date;
}

/**
 * Takes up to `limit` outbox rows due now for this sender: each is leased (its due time moved on by `leaseMin`
 * doubled by each earlier attempt) in a committed statement before it is sent, so another process skips it while it
 * is being sent and takes it again only if this one died. Rows tried `maxAttempts` times are left alone.
 */
export async function takeDueSends(db: Db, clock: DbClock, c: { limit: number; leaseMin: number; maxAttempts: number }): Promise<TakenSend[]> {
  const now = clock.now();
  const rows = rowsOf<{ id: number | string; booking_id: number | string; moment: string; user_id: number | string; channel: string; attempts: number | string; now_ms: number | string }>(
    await db.execute(sql`
      with due as (
        select id from booking_reminder_sends
        where sent_at is null and due_at <= ${now} and attempts < ${c.maxAttempts}
        order by due_at, id
        limit ${c.limit}
        for update skip locked
      )
      update booking_reminder_sends s
      set attempts = s.attempts + 1, due_at = ${now} + ${minutes(c.leaseMin)} * power(2, s.attempts)::int
      from due where s.id = due.id
      returning s.id, s.booking_id, s.moment, s.user_id, s.channel, s.attempts, extract(epoch from ${now}) * 1000 as now_ms`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    bookingId: Number(r.booking_id),
    moment: r.moment as ReminderMoment,
    userId: Number(r.user_id),
    channel: r.channel as ReminderChannel,
    attempts: Number(r.attempts),
    now: new Date(Math.round(Number(r.now_ms))),
  }));
}

/** Marks a row sent (or found moot: the booking was cancelled or has begun since the claim). */
export async function markSent(db: Db, clock: DbClock, id: number): Promise<void> {
  await db
    .update(bookingReminderSends)
    .set({ sentAt: sql`${clock.now()}` })
    .where(and(eq(bookingReminderSends.id, id), isNull(bookingReminderSends.sentAt)));
}

const userName = sql<string>`coalesce(${users.name}, (select p.name from user_profiles p where p.user_id = ${bookings.userId} order by p.id limit 1), '')`;

/** A booking with both parties' names and the astrologer's account: what a reminder and a calendar file say. */
export async function bookingForCalendar(conn: Conn, id: number) {
  const [row] = await conn
    .select({
      id: bookings.id,
      kind: bookings.kind,
      startsAt: bookings.startsAt,
      lengthMin: bookings.lengthMin,
      status: bookings.status,
      userId: bookings.userId,
      astroUserId: astrologers.userId,
      astrologerName: astrologers.name,
      userName,
    })
    .from(bookings)
    .innerJoin(astrologers, eq(astrologers.id, bookings.astrologerId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, id));
  return row ?? null;
}
export type CalendarBooking = NonNullable<Awaited<ReturnType<typeof bookingForCalendar>>>;

/** Where a reminder to the account goes and in which language. */
export async function recipient(conn: Conn, userId: number) {
  const [row] = await conn.select({ email: users.email, phone: users.phone, locale: users.locale }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
