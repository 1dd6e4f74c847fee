// Wallet recharges and consultations (chat and call sessions)
// with their messages, reviews and refunds, and each astrologer's availability.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
import { astrologers } from './astrologers.ts';
import { kundliMatches } from './kundli-matches.ts';
import { bookings } from './bookings.ts';

export const rechargeStatusEnum = pgEnum('recharge_status', ['created', 'paid', 'failed']);

/** A wallet top-up paid through the payment gateway: `amount` is credited, `amount + tax` is charged. */
export const walletRecharges = pgTable(
  'wallet_recharges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: paiseTotal('amount_paise').notNull(),
    /** GST in basis points at the time of the recharge (18% = 1800). */
    gstBp: integer('gst_bp').notNull(),
    taxPaise: paiseTotal('tax_paise').notNull(),
    totalPaise: paiseTotal('total_paise').notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }).notNull(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }),
    status: rechargeStatusEnum('status').notNull().default('created'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallet_recharges_gateway_order_key').on(t.gatewayOrderId),
    uniqueIndex('wallet_recharges_gateway_payment_key').on(t.gatewayPaymentId),
    index('wallet_recharges_user_idx').on(t.userId, t.createdAt),
    check('wallet_recharges_amount_positive', sql`${t.amountPaise} > 0`),
    check('wallet_recharges_total', sql`${t.totalPaise} = ${t.amountPaise} + ${t.taxPaise}`),
  ],
);

/**
 * A second, different gateway payment of a recharge already paid (the user paid one checkout twice): the money was
 * taken but is never credited to the wallet, so it is kept here for the admin to give back. One row per payment.
 */
export const walletRechargeExtraPayments = pgTable(
  'wallet_recharge_extra_payments',
  {
    id: serial('id').primaryKey(),
    rechargeId: integer('recharge_id')
      .notNull()
      .references(() => walletRecharges.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }).notNull(),
    /** What the gateway took: the webhook's amount, or the recharge's total with tax for the browser's confirm. */
    amountPaise: paiseTotal('amount_paise').notNull(),
    /** confirm | webhook: which of them told us about the payment first. */
    source: varchar('source', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Exactly once per gateway payment, whatever the races and redeliveries.
    uniqueIndex('wallet_recharge_extra_payments_payment_key').on(t.gatewayPaymentId),
    index('wallet_recharge_extra_payments_recharge_idx').on(t.rechargeId),
    check('wallet_recharge_extra_payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('wallet_recharge_extra_payments_source', sql`${t.source} in ('confirm', 'webhook')`),
  ],
);

export const consultationTypeEnum = pgEnum('consultation_type', ['chat', 'call', 'video']);
export const consultationStateEnum = pgEnum('consultation_state', [
  'requested',
  'active',
  'ended',
  'declined',
  'cancelled',
  'expired',
]);

/** One chat or call between a user and an astrologer, from the request to its end. */
export const consultations = pgTable(
  'consultations',
  {
    /** consultation_id on the wire. */
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'restrict' }),
    type: consultationTypeEnum('type').notNull(),
    status: consultationStateEnum('status').notNull().default('requested'),
    /** The astrologer's charge a minute when the session was requested, in paise. */
    ratePaise: paise('rate_paise').notNull(),
    /** The length of one billed minute in seconds (CONSULT_MINUTE_S when requested). */
    minuteSeconds: integer('minute_seconds').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** A request not accepted by then expires. */
    acceptBy: timestamp('accept_by', { withTimezone: true }).notNull(),
    /**
     * When the astrologer accepted. A chat starts billing at the astrologer's first message, a call once connected
     * (docs/decisions/fair-meter.md, calls.md).
     */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When billing began (minute 0). Null for an accepted call still connecting, or a chat awaiting its first reply. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the next minute is due: started_at + billed_minutes x minute_seconds, while active. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * user | astro | balance | disconnected (the user's side was lost) | astro_lost (the astrologer's side was lost:
     * the last started minute is given back) | no_reply (a chat's astrologer sent nothing in time: nothing charged) |
     * astro_suspended (the admin suspended the astrologer: the last started minute is given back) | user_suspended.
     */
    endReason: varchar('end_reason', { length: 20 }),
    billedMinutes: integer('billed_minutes').notNull().default(0),
    /**
     * The first minutes the platform pays instead of the user (a person's first session, FIRST_SESSION_FREE_MINUTES),
     * decided at the request and taken back to 0 when billing starts if the person's mark is already used.
     */
    freeMinutes: integer('free_minutes').notNull().default(0),
    amountPaise: paiseTotal('amount_paise').notNull().default(0),
    refundedPaise: paiseTotal('refunded_paise').notNull().default(0),
    /** The last time each participant was seen connected (a live socket), while the session is open. */
    userSeenAt: timestamp('user_seen_at', { withTimezone: true }),
    astroSeenAt: timestamp('astro_seen_at', { withTimezone: true }),
    /**
     * Calls only: the last time each side reported its audio connection up. The astrologer's mark starts the billing
     * and, older than CONSULT_GRACE_S, ends a started call; the user's is kept as a record and decides nothing.
     */
    userMediaAt: timestamp('user_media_at', { withTimezone: true }),
    astroMediaAt: timestamp('astro_media_at', { withTimezone: true }),
    /** Calls only: when the server last passed an offer from the user's side, and an answer from the astrologer's. */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * A saved kundli match the user attached to the request, shown to the astrologer beside it; gone (null) when the
     * user deletes the saved match.
     */
    matchId: integer('match_id').references(() => kundliMatches.id, { onDelete: 'set null' }),
    /** The booking this session is the start of, if it was booked; one session per booking. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    /** A booked session's length: it ends when this many minutes are billed ('booked_time'). Null: no limit. */
    maxMinutes: integer('max_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open session per user and per astrologer: two requests at the same moment cannot both win.
    uniqueIndex('consultations_open_user_key')
      .on(t.userId)
      .where(sql`${t.status} in ('requested', 'active')`),
    uniqueIndex('consultations_open_astrologer_key')
      .on(t.astrologerId)
      .where(sql`${t.status} in ('requested', 'active')`),
    index('consultations_due_idx').on(t.nextChargeAt).where(sql`${t.status} = 'active'`),
    index('consultations_accept_by_idx').on(t.acceptBy).where(sql`${t.status} = 'requested'`),
    index('consultations_user_idx').on(t.userId, t.id),
    index('consultations_astrologer_idx').on(t.astrologerId, t.id),
    // A saved match's deletion clears it from its consultations without reading them all.
    index('consultations_match_idx').on(t.matchId).where(sql`${t.matchId} is not null`),
    uniqueIndex('consultations_booking_key').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    check('consultations_max_minutes', sql`${t.maxMinutes} is null or ${t.maxMinutes} > 0`),
    check('consultations_rate_nonnegative', sql`${t.ratePaise} >= 0`),
    check('consultations_minute_positive', sql`${t.minuteSeconds} > 0`),
    check('consultations_free_minutes', sql`${t.freeMinutes} >= 0`),
    // The user pays the minutes past the free ones.
    check('consultations_amount', sql`${t.amountPaise} = greatest(${t.billedMinutes} - ${t.freeMinutes}, 0)::bigint * ${t.ratePaise}`),
    check('consultations_refund_range', sql`${t.refundedPaise} between 0 and ${t.amountPaise}`),
    check(
      'consultations_end_reason',
      sql`${t.endReason} is null or ${t.endReason} in ('user', 'astro', 'balance', 'disconnected', 'astro_lost', 'no_reply', 'astro_suspended', 'user_suspended', 'booked_time')`,
    ),
    // Active means accepted and not ended: billing (started_at with next_charge_at), or not yet (neither): a call
    // still connecting, a chat awaiting the astrologer's first message.
    check(
      'consultations_active_shape',
      sql`(${t.status} = 'active') = (${t.acceptedAt} is not null and ${t.endedAt} is null and (
        (${t.startedAt} is not null and ${t.nextChargeAt} is not null)
        or (${t.startedAt} is null and ${t.nextChargeAt} is null)))`,
    ),
  ],
);

/** A text message or a voice note in a consultation. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    /** message_id on the wire. */
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    /** user | astro */
    sender: varchar('sender', { length: 5 }).notNull(),
    /** The sender's own id for the message, so a resend is not a second message. */
    clientId: varchar('client_id', { length: 64 }),
    text: text('text'),
    /** Private storage key of a voice note. */
    voiceKey: text('voice_key'),
    voiceMime: varchar('voice_mime', { length: 60 }),
    voiceBytes: integer('voice_bytes'),
    voiceDurationMs: integer('voice_duration_ms'),
    /** What the safety filter masked in the text (phone, email, upi, link, handle, abuse); empty when nothing. */
    masked: text('masked').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_messages_consultation_idx').on(t.consultationId, t.id),
    uniqueIndex('consultation_messages_client_key').on(t.consultationId, t.sender, t.clientId),
    check('consultation_messages_sender', sql`${t.sender} in ('user', 'astro')`),
    check('consultation_messages_one_body', sql`(${t.text} is null) <> (${t.voiceKey} is null)`),
  ],
);

/** The user's one review of a consultation that cost at least a minute. */
export const consultationReviews = pgTable(
  'consultation_reviews',
  {
    consultationId: integer('consultation_id')
      .primaryKey()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    text: varchar('text', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_reviews_astrologer_idx').on(t.astrologerId, t.createdAt),
    check('consultation_reviews_stars', sql`${t.stars} between 1 and 5`),
  ],
);

/** Money the admin gave back to the user for a consultation, and whose wallet it came out of. */
export const consultationRefunds = pgTable(
  'consultation_refunds',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'restrict' }),
    amountPaise: paiseTotal('amount_paise').notNull(),
    /** Taken back from the astrologer's wallet. */
    fromAstrologerPaise: paiseTotal('from_astrologer_paise').notNull(),
    /** Borne by the platform: what had already been paid out to the astrologer. */
    fromPlatformPaise: paiseTotal('from_platform_paise').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_refunds_consultation_idx').on(t.consultationId),
    check('consultation_refunds_positive', sql`${t.amountPaise} > 0`),
    check(
      'consultation_refunds_split',
      sql`${t.fromAstrologerPaise} >= 0 and ${t.fromPlatformPaise} >= 0 and ${t.fromAstrologerPaise} + ${t.fromPlatformPaise} = ${t.amountPaise}`,
    ),
  ],
);

/** Whether an astrologer takes requests, and when one of their consoles was last connected. */
export const astrologerPresence = pgTable('astrologer_presence', {
  astrologerId: integer('astrologer_id')
    .primaryKey()
    .references(() => astrologers.id, { onDelete: 'cascade' }),
  chatAvailable: boolean('chat_available').notNull().default(false),
  callAvailable: boolean('call_available').notNull().default(false),
  /** Refreshed while a socket of the astrologer is connected; older than CONSULT_GRACE_S means gone. */
  seenAt: timestamp('seen_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * Every verified e-mail and phone whose person has had a first session on the house, as an HMAC (not the address
 * itself): the free minutes are given once per person, across a second account and the deletion of the first.
 */
export const firstSessionIdentities = pgTable('first_session_identities', {
  identityHash: varchar('identity_hash', { length: 64 }).primaryKey(),
  consultationId: integer('consultation_id')
    .notNull()
    .references(() => consultations.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
});

export const waitlistStateEnum = pgEnum('waitlist_state', ['waiting', 'offered', 'taken', 'left', 'expired', 'closed']);

/**
 * A user waiting for a busy astrologer, in the order they joined. When the astrologer is free the first waiting user
 * is offered the session until `offer_expires_at`; taking it makes the request (`consultation_id`). Kept in the
 * database so that restarts and several processes lose nobody's place.
 */
export const consultationWaitlist = pgTable(
  'consultation_waitlist',
  {
    id: serial('id').primaryKey(),
    astrologerId: integer('astrologer_id')
      .notNull()
      .references(() => astrologers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: consultationTypeEnum('type').notNull(),
    status: waitlistStateEnum('status').notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** When the entry left the list: taken, left, expired or closed (the astrologer went away or was deleted). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The request made when the offer was taken. */
    consultationId: integer('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One list at a time for a user; at most one open offer per astrologer.
    uniqueIndex('consultation_waitlist_user_key')
      .on(t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    uniqueIndex('consultation_waitlist_offer_key')
      .on(t.astrologerId)
      .where(sql`${t.status} = 'offered'`),
    index('consultation_waitlist_astrologer_idx')
      .on(t.astrologerId, t.id)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('consultation_waitlist_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    check(
      'consultation_waitlist_offer_shape',
      sql`(${t.status} = 'offered') = (${t.offeredAt} is not null and ${t.offerExpiresAt} is not null and ${t.closedAt} is null)`,
    ),
  ],
);
