// The hours an astrologer publishes for booked consultations, in India time: the weekly ranges, the dates whose hours
// differ (an exception without ranges is a day off), and the per-minute price of a booked call or video call. They go
// with the astrologer's row (docs/decisions/booked-consultations.md).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { astrologers } from './astrologers.ts';
import { createdAt, paise } from './columns.ts';

/** Minutes from midnight India time: start included, end excluded, 1440 the end of the day. */
const rangeChecks = (name: string, t: { startMin: AnyPgColumn; endMin: AnyPgColumn }) =>
  check(name, sql`0 <= ${t.startMin} and ${t.startMin} < ${t.endMin} and ${t.endMin} <= 1440`);

/** One range of a weekday's regular hours (weekday 0 Sunday .. 6 Saturday, India time); several a day. */
export const astrologerWeeklyHours = pgTable(
  'astrologer_weekly_hours',
  {
    id: serial('id').primaryKey(),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMin: smallint('start_min').notNull(),
    endMin: smallint('end_min').notNull(),
  },
  (t) => [
    uniqueIndex('astrologer_weekly_hours_key').on(t.astrologerId, t.weekday, t.startMin),
    check('astrologer_weekly_hours_weekday', sql`${t.weekday} between 0 and 6`),
    rangeChecks('astrologer_weekly_hours_range', t),
  ],
);

/** A date (India) whose hours are not the week's: its ranges below, none for a day off. */
export const astrologerHourExceptions = pgTable(
  'astrologer_hour_exceptions',
  {
    id: serial('id').primaryKey(),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('astrologer_hour_exceptions_key').on(t.astrologerId, t.day)],
);

/** One range of an exception's hours. */
export const astrologerExceptionRanges = pgTable(
  'astrologer_exception_ranges',
  {
    id: serial('id').primaryKey(),
    exceptionId: integer('exception_id')
      .notNull()
      .references(() => astrologerHourExceptions.id, { onDelete: 'cascade' }),
    startMin: smallint('start_min').notNull(),
    endMin: smallint('end_min').notNull(),
  },
  (t) => [index('astrologer_exception_ranges_exception_idx').on(t.exceptionId), rangeChecks('astrologer_exception_ranges_range', t)],
);

/** The per-minute price of a booked consultation of one kind; no row, that kind is not offered. Chat stays astrologers.charge. */
export const astrologerBookingPrices = pgTable(
  'astrologer_booking_prices',
  {
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Rupees per minute, in paise. */
    perMinutePaise: paise('per_minute_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.astrologerId, t.kind], name: 'astrologer_booking_prices_pkey' }),
    check('astrologer_booking_prices_kind', sql`${t.kind} in ('call', 'video')`),
    check('astrologer_booking_prices_range', sql`${t.perMinutePaise} between 0 and 1000000`),
  ],
);
