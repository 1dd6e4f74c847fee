// Trust and safety: every masking of a contact detail or of abuse in what an account wrote, the flags raised for the
// admin when an account keeps trying, the blocks between accounts and the reports of consultations
// (docs/decisions/safety.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { consultations } from './consultations.ts';
import { users } from './identity.ts';

/** One masking: who wrote it, what kind was masked, and where (a chat message, a free question, its answer, a review). */
export const safetyEvents = pgTable(
  'safety_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    source: varchar('source', { length: 10 }).notNull(),
    /** The message, question or review's id. */
    sourceId: integer('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('safety_events_account_idx').on(t.accountId, t.createdAt),
    check('safety_events_kind', sql`${t.kind} in ('phone', 'email', 'upi', 'link', 'handle', 'abuse')`),
    check('safety_events_source', sql`${t.source} in ('chat', 'question', 'answer', 'review')`),
  ],
);

/** An account flagged for the admin: SAFETY_STRIKES maskings within 24 hours. One open flag per account. */
export const safetyFlags = pgTable(
  'safety_flags',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The maskings counted in the 24 hours before the flag. */
    strikes: integer('strikes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('safety_flags_open_key').on(t.accountId).where(sql`${t.resolvedAt} is null`)],
);

/**
 * One account blocking another: a user an astrologer, or an astrologer a user. Neither is matched with the other
 * again: the astrologer leaves the user's directory, and a request or a waitlist place between them is refused.
 */
export const accountBlocks = pgTable(
  'account_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('account_blocks_blocked_idx').on(t.blockedId),
    check('account_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A participant's report of a consultation, for the admin's moderation queue. One per reporter and consultation. */
export const consultationReports = pgTable(
  'consultation_reports',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other participant. */
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** harassment | fear_selling | explicit | off_platform | other */
    reason: varchar('reason', { length: 20 }).notNull(),
    /** The reporter's own words, optional. */
    text: text('text').notNull().default(''),
    /** The last message of the consultation when the report was made: the transcript is read around it. */
    lastMessageId: integer('last_message_id'),
    /** open | dismissed | actioned */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('consultation_reports_reporter_key').on(t.consultationId, t.reporterId),
    index('consultation_reports_open_idx').on(t.status, t.id),
    check('consultation_reports_reason', sql`${t.reason} in ('harassment', 'fear_selling', 'explicit', 'off_platform', 'other')`),
    check('consultation_reports_status', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);

/**
 * What the admin did in the moderation queue, and every look at a report's transcript: written once, never changed
 * (a trigger refuses UPDATE and DELETE, migration 0018), and shown in the queue.
 */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    /** view_report | dismiss_report | resolve_flag | warn | refund | suspend | reinstate */
    action: varchar('action', { length: 20 }).notNull(),
    reportId: integer('report_id').references(() => consultationReports.id),
    flagId: integer('flag_id').references(() => safetyFlags.id),
    /** The account warned, suspended or reinstated. */
    accountId: integer('account_id').references(() => users.id),
    /** The admin's note with an action. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('moderation_audit_report_idx').on(t.reportId),
    check(
      'moderation_audit_action',
      sql`${t.action} in ('view_report', 'dismiss_report', 'resolve_flag', 'warn', 'refund', 'suspend', 'reinstate')`,
    ),
  ],
);

/**
 * An account the admin suspended: while it is (lifted_at null), an astrologer is out of the directory and cannot go
 * online, and neither kind can start a consultation; its live sessions were ended when it began. One open per account.
 */
export const accountSuspensions = pgTable(
  'account_suspensions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** harassment | fear_selling | explicit | off_platform | other */
    reason: varchar('reason', { length: 20 }).notNull(),
    /** The admin's words to the account. */
    note: text('note').notNull().default(''),
    suspendedBy: integer('suspended_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('account_suspensions_open_key').on(t.accountId).where(sql`${t.liftedAt} is null`),
    check('account_suspensions_reason', sql`${t.reason} in ('harassment', 'fear_selling', 'explicit', 'off_platform', 'other')`),
  ],
);
