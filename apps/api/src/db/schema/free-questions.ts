// The free question each person may ask once, the identities that have used it, and the users' saved kundlis.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, paiseTotal, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { astrologers } from './astrologers.ts';

export const freeQuestionStatusEnum = pgEnum('free_question_status', ['open', 'claimed', 'answered']);

/**
 * A user's free question. Open questions wait in the queue; a claim holds one for an astrologer until
 * `answer_due_at`, after which it counts as open again (any astrologer may claim it) without a sweeper.
 */
export const freeQuestions = pgTable(
  'free_questions',
  {
    /** question_id on the wire. */
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    question: varchar('question', { length: 500 }).notNull(),
    /** The profile's birth details when the question was asked. */
    birthName: varchar('birth_name', { length: 100 }).notNull(),
    birthGender: varchar('birth_gender', { length: 10 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    birthTime: time('birth_time').notNull(),
    birthPlace: varchar('birth_place', { length: 100 }).notNull(),
    status: freeQuestionStatusEnum('status').notNull().default('open'),
    claimedBy: integer('claimed_by').references(() => astrologers.id, { onDelete: 'restrict' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    /** How often a claim ran out, was released or was taken back by the admin. */
    timesReturned: integer('times_returned').notNull().default(0),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => astrologers.id, { onDelete: 'restrict' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    feePaise: paiseTotal('fee_paise'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One free question per account, whatever the races.
    uniqueIndex('free_questions_user_key').on(t.userId),
    index('free_questions_queue_idx').on(t.status, t.id),
    index('free_questions_claimed_by_idx')
      .on(t.claimedBy)
      .where(sql`${t.status} = 'claimed'`),
    index('free_questions_answered_by_idx').on(t.answeredBy, t.answeredAt),
    check('free_questions_question_length', sql`char_length(${t.question}) between 10 and 500`),
    check(
      'free_questions_answer_length',
      sql`${t.answer} is null or char_length(${t.answer}) between 20 and 3000`,
    ),
    check(
      'free_questions_shape',
      sql`case ${t.status}
        when 'open' then ${t.claimedBy} is null and ${t.answer} is null and ${t.answeredAt} is null
        when 'claimed' then ${t.claimedBy} is not null and ${t.claimedAt} is not null and ${t.answerDueAt} is not null and ${t.answer} is null
        else ${t.answer} is not null and ${t.answeredBy} is not null and ${t.answeredAt} is not null and ${t.feePaise} is not null
      end`,
    ),
    check('free_questions_fee_nonnegative', sql`${t.feePaise} is null or ${t.feePaise} >= 0`),
  ],
);

/**
 * Every verified e-mail and phone that has used the free question, as an HMAC (not the address itself), so a second
 * account on the same phone or e-mail is refused, and the mark outlives the account that made it.
 */
export const freeQuestionIdentities = pgTable('free_question_identities', {
  identityHash: varchar('identity_hash', { length: 64 }).primaryKey(),
  questionId: integer('question_id')
    .notNull()
    .references(() => freeQuestions.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** A user's own kundli: the birth moment and the gazetteer place it was drawn for. */
export const userKundlis = pgTable(
  'user_kundlis',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    birthTime: time('birth_time').notNull(),
    placeId: varchar('place_id', { length: 40 }).notNull(),
    placeLabel: varchar('place_label', { length: 200 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_kundlis_latitude', sql`${t.latitude} between -90 and 90`),
    check('user_kundlis_longitude', sql`${t.longitude} between -180 and 180`),
  ],
);
