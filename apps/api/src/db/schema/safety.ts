// Trust and safety: every masking of a contact detail or of abuse in what an account wrote, and the flags raised for
// the admin when an account keeps trying (docs/decisions/safety.md). Rows go with the account (ON DELETE CASCADE).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
