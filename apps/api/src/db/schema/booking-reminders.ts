// The reminders of booked consultations, as a transactional outbox: the sweep that claims a reminder on the booking
// (bookings.reminded_day_at / reminded_soon_at) writes one row here per recipient and channel in the same statement,
// and a sender drains them; a process that dies after the claim leaves its rows for the next round
// (docs/decisions/booked-consultations.md, Reminders). No address or text is kept: both are read when it is sent.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';

export const REMINDER_MOMENTS = ['day', 'soon'] as const;
export type ReminderMoment = (typeof REMINDER_MOMENTS)[number];
export const REMINDER_CHANNELS = ['push', 'email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const bookingReminderSends = pgTable(
  'booking_reminder_sends',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    moment: varchar('moment', { length: 4 }).notNull(),
    /** The account it goes to (the booking's user or astrologer); a deleted account's rows go with it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 5 }).notNull(),
    /** When a sender may take it: now when written, then past the lease of the sender that took it last. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_reminder_sends_key').on(t.bookingId, t.moment, t.userId, t.channel),
    index('booking_reminder_sends_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null`),
    index('booking_reminder_sends_user_idx').on(t.userId),
    check('booking_reminder_sends_moment', sql`${t.moment} in ('day', 'soon')`),
    check('booking_reminder_sends_channel', sql`${t.channel} in ('push', 'email', 'sms')`),
  ],
);
