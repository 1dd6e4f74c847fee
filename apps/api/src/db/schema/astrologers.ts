// Astrologer profiles, their payouts, and their consultations with users.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, paise, paiseTotal, updatedAt } from './columns.ts';
import { users } from './identity.ts';

export const astrologers = pgTable(
  'astrologers',
  {
    /** astro_id on the wire. */
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenNo: varchar('token_no', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    profileImage: text('profile_image').notNull(),
    about: text('about').notNull(),
    experience: integer('experience').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    languageKnown: varchar('language_known', { length: 200 }).notNull(),
    /** Comma-and-space separated list of the astrologer types. */
    type: varchar('type', { length: 400 }).notNull(),
    expertise: varchar('expertise', { length: 400 }).notNull(),
    skills: varchar('skills', { length: 400 }),
    /** Rupees per minute, in paise. */
    chargePaise: paise('charge_paise').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 10 }).notNull(),
    quality: integer('quality').notNull().default(0),
    /** Percent with two decimals, as basis points (12.5% = 1250). */
    commissionBp: integer('commission_bp').notNull().default(0),
    walletPaise: paiseTotal('wallet_paise').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Set when the admin deletes the astrologer: the row stays so payouts, ledger and consultations keep their history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('astrologers_user_id_key').on(t.userId),
    uniqueIndex('astrologers_token_no_key').on(t.tokenNo),
    index('astrologers_verified_idx').on(t.isVerified, t.id),
    check('astrologers_experience_range', sql`${t.experience} between 0 and 100`),
    check('astrologers_rating_range', sql`${t.rating} between 0 and 5`),
    check('astrologers_charge_nonnegative', sql`${t.chargePaise} >= 0`),
    check('astrologers_commission_range', sql`${t.commissionBp} between 0 and 10000`),
    check('astrologers_wallet_nonnegative', sql`${t.walletPaise} >= 0`),
    check('astrologers_gender', sql`${t.gender} in ('Male', 'Female', 'Others')`),
  ],
);

/** A settlement of an astrologer's wallet: what was paid out and what the platform kept. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'restrict' }),
    walletBeforePaise: paiseTotal('wallet_before_paise').notNull(),
    commissionBp: integer('commission_bp').notNull(),
    payablePaise: paiseTotal('payable_paise').notNull(),
    platformPaise: paiseTotal('platform_paise').notNull(),
    settledBy: integer('settled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_astrologer_idx').on(t.astrologerId, t.createdAt),
    check('payouts_split', sql`${t.payablePaise} + ${t.platformPaise} = ${t.walletBeforePaise}`),
  ],
);

export const interactionTypeEnum = pgEnum('interaction_type', ['Call', 'chat']);
export const consultationStatusEnum = pgEnum('consultation_status', ['Completed', 'Cancelled', 'Pending']);

/** A chat or call between a user and an astrologer. */
export const interactions = pgTable(
  'interactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    interactionType: interactionTypeEnum('interaction_type').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    paidAmountPaise: paise('paid_amount_paise').notNull(),
    paymentStatus: consultationStatusEnum('payment_status').notNull(),
    /** The consultation this row reports (null for rows from before consultations were kept). */
    consultationId: integer('consultation_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('interactions_created_at_idx').on(t.createdAt),
    uniqueIndex('interactions_consultation_key').on(t.consultationId),
    index('interactions_astrologer_idx').on(t.astrologerId),
    check('interactions_duration_nonnegative', sql`${t.durationSeconds} >= 0`),
    check('interactions_paid_nonnegative', sql`${t.paidAmountPaise} >= 0`),
  ],
);

/** A paid chat session: what the user paid for time with an astrologer. */
export const paidChats = pgTable(
  'paid_chats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    paidAmountPaise: paise('paid_amount_paise').notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull(),
    /** The consultation this payment is for (null for rows from before consultations were kept). */
    consultationId: integer('consultation_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('paid_chats_astrologer_idx').on(t.astrologerId, t.updatedAt),
    uniqueIndex('paid_chats_consultation_key').on(t.consultationId),
    check('paid_chats_amount_nonnegative', sql`${t.paidAmountPaise} >= 0`),
    check('paid_chats_status', sql`${t.paymentStatus} in ('pending', 'success', 'failed')`),
  ],
);
