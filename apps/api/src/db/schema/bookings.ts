// Booked consultations: a user's booking of an astrologer's slot, its price fixed when it was made and the amount held
// from the wallet for it (docs/decisions/booked-consultations.md). The status is a varchar with a CHECK list, not a
// pg enum, so a new state is one constraint swap. A booking that started links its session from the consultation's
// side (consultations.booking_id).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { astrologers } from './astrologers.ts';
import { createdAt, paise } from './columns.ts';
import { users } from './identity.ts';

export const BOOKING_STATES = [
  'booked',
  'cancelled_by_user',
  'cancelled_by_astrologer',
  /** A suspension or removal of either side gave the whole hold back. */
  'cancelled_by_platform',
  /**
   * Both joined and the session opened. The hold stays held until the session's first minute is charged, when it
   * goes back to the wallet the minutes are charged from (settled_at set); a session that ends with nothing charged
   * settles it by the no-show rules instead.
   */
  'started',
  /** The astrologer did not join in time: the whole hold back to the user. */
  'no_show_astrologer',
  /** The user did not join in time: BOOKING_NO_SHOW_MINUTES of the hold paid to the astrologer, the rest back. */
  'no_show_user',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

const statusList = sql.raw(BOOKING_STATES.map((s) => `'${s}'`).join(', '));

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    lengthMin: smallint('length_min').notNull(),
    /** Rupees per minute in paise, fixed when booked: chat at the astrologer's charge, call and video at their booked price. */
    pricePaise: paise('price_paise').notNull(),
    /** Taken from the wallet when booked: price x length. */
    heldPaise: paise('held_paise').notNull(),
    status: varchar('status', { length: 30 }).notNull().default('booked'),
    /** Of the hold: given back to the user, and paid to the astrologer (a late cancellation), once it is settled. */
    releasedPaise: paise('released_paise').notNull().default(0),
    capturedPaise: paise('captured_paise').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The account that cancelled (the user's or the astrologer's). */
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'restrict' }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    /** When each side pressed Join at the booked time. */
    userJoinedAt: timestamp('user_joined_at', { withTimezone: true }),
    astroJoinedAt: timestamp('astro_joined_at', { withTimezone: true }),
    /** When the hold was settled otherwise than by a cancellation: the session started, or a no-show. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When each reminder was claimed for sending (24 hours and 10 minutes before): once each, across restarts. */
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_astrologer_idx').on(t.astrologerId, t.startsAt),
    index('bookings_user_idx').on(t.userId, t.startsAt),
    // A backstop beside the astrologer's row lock: two held (or started) bookings never start at the same moment.
    uniqueIndex('bookings_booked_start_key')
      .on(t.astrologerId, t.startsAt)
      .where(sql`${t.status} in ('booked', 'started')`),
    // The sweeps for reminders and no-shows read only the bookings still held.
    index('bookings_held_start_idx').on(t.startsAt).where(sql`${t.status} = 'booked'`),
    // The sweep for sessions that ended before their first minute reads only the started bookings still held.
    index('bookings_started_held_idx').on(t.id).where(sql`${t.status} = 'started' and ${t.settledAt} is null`),
    check('bookings_kind', sql`${t.kind} in ('chat', 'call', 'video')`),
    check('bookings_length', sql`${t.lengthMin} in (15, 30, 45)`),
    check('bookings_price', sql`${t.pricePaise} between 0 and 1000000`),
    check('bookings_held', sql`${t.heldPaise} = ${t.pricePaise} * ${t.lengthMin}`),
    check('bookings_status', sql`${t.status} in (${statusList})`),
    check(
      'bookings_settled',
      sql`${t.releasedPaise} >= 0 and ${t.capturedPaise} >= 0 and case
        when ${t.status} = 'booked' or (${t.status} = 'started' and ${t.settledAt} is null) then ${t.releasedPaise} = 0 and ${t.capturedPaise} = 0 and ${t.cancelledAt} is null and ${t.cancelledBy} is null
        when ${t.status} like 'cancelled%' then ${t.releasedPaise} + ${t.capturedPaise} = ${t.heldPaise} and ${t.cancelledAt} is not null
        else ${t.releasedPaise} + ${t.capturedPaise} = ${t.heldPaise} and ${t.settledAt} is not null end`,
    ),
  ],
);
