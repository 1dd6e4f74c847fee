// Accounts, sessions, one-time codes and the development outbox.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const roleEnum = pgEnum('role', ['user', 'astro', 'admin']);
export const channelEnum = pgEnum('otp_channel', ['email', 'sms']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 10 }),
    name: varchar('name', { length: 100 }),
    role: roleEnum('role').notNull().default('user'),
    /**
     * The language the account reads (en, hi): its pages on every device, and its notices, e-mails and SMS. Null until
     * the person first signs in or chooses (the language of the sign-in is kept then).
     */
    locale: varchar('locale', { length: 5 }),
    /** When the person confirmed being 18 or over, and consented to the privacy policy, at sign-up. */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    /**
     * Set when the person deleted the account: the row stays (orders, invoices, consultations and ledgers point at
     * it) but its e-mail, phone and name are gone, so the same e-mail or phone can register again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    check(
      'users_identity_present',
      sql`${t.email} is not null or ${t.phone} is not null or ${t.deletedAt} is not null`,
    ),
    check(
      'users_deleted_anonymous',
      sql`${t.deletedAt} is null or (${t.email} is null and ${t.phone} is null and ${t.name} is null)`,
    ),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_locale_known', sql`${t.locale} in ('en', 'hi')`),
    check('users_phone_digits', sql`${t.phone} ~ '^[0-9]{10}$'`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 of the 256-bit token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    /** Normalised e-mail (lower case) or 10-digit phone. */
    identifier: varchar('identifier', { length: 254 }).notNull(),
    channel: channelEnum('channel').notNull(),
    /** What the code is for: a sign-in code cannot delete the account, nor a deletion code sign in. */
    purpose: varchar('purpose', { length: 20 }).notNull().default('signin'),
    /**
     * A sign-in code's user_type and name as the sign-in asked: the account is made from them when the code is
     * entered and its e-mail or phone has none yet (a sign-in makes no account, so it tells nobody whether one exists).
     */
    userType: varchar('user_type', { length: 5 }),
    name: varchar('name', { length: 100 }),
    /** HMAC of the code with a server secret: a database reader cannot recover it. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_identifier_idx').on(t.identifier, t.createdAt),
    index('otp_codes_ip_idx').on(t.ip, t.createdAt),
    check('otp_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
    check('otp_codes_purpose', sql`${t.purpose} in ('signin', 'delete_account')`),
    check('otp_codes_user_type', sql`${t.userType} in ('user', 'astro')`),
  ],
);

/** Messages kept by the `outbox` delivery driver (development and tests only). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    channel: channelEnum('channel').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: varchar('code', { length: 6 }),
    /** Files the message carried (a booking's .ics), so the outbox shows what the e-mail would have attached. */
    attachments: jsonb('attachments').$type<{ filename: string; content_type: string; content: string }[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.createdAt)],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 10 }).notNull(),
    placeOfBirth: varchar('place_of_birth', { length: 100 }).notNull(),
    timeOfBirth: time('time_of_birth').notNull(),
    profileImage: text('profile_image').notNull(),
    /**
     * The place of birth as picked from the gazetteer: its id, coordinates and IANA time zone, so a chart is drawn from
     * the profile without guessing the place from its text. Null for a place typed before the picker existed.
     */
    birthPlaceId: varchar('birth_place_id', { length: 40 }),
    birthLatitude: doublePrecision('birth_latitude'),
    birthLongitude: doublePrecision('birth_longitude'),
    birthTimeZone: varchar('birth_time_zone', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_profiles_user_id_key').on(t.userId),
    check('user_profiles_birth_latitude', sql`${t.birthLatitude} between -90 and 90`),
    check('user_profiles_birth_longitude', sql`${t.birthLongitude} between -180 and 180`),
    // The coordinates and the zone describe one place: all three are kept, or none.
    check(
      'user_profiles_birth_place_whole',
      sql`(${t.birthLatitude} is null) = (${t.birthLongitude} is null) and (${t.birthLatitude} is null) = (${t.birthTimeZone} is null)`,
    ),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    contactNumber: varchar('contact_number', { length: 10 }).notNull(),
    message: text('message').notNull(),
    ip: varchar('ip', { length: 64 }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Small server-generated values that must be the same for every process on one database (e.g. the derived OTP secret). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** One row per deleted account: when, and what kind of account, but never whose. The admin reads it; nobody edits it. */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: serial('id').primaryKey(),
    role: roleEnum('role').notNull(),
    /** The wallet balance the person acknowledged giving up, in paise (0 when none). */
    forfeitedPaise: integer('forfeited_paise').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_deletions_deleted_at_idx').on(t.deletedAt),
    check('account_deletions_forfeit', sql`${t.forfeitedPaise} >= 0`),
  ],
);
