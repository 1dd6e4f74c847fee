// The money tables: users' prepaid wallets and their entries, and the ledger of astrologers' wallets and the
// platform's account. Only modules/money reads or writes them; the astrologer's balance itself stays a column of
// astrologers (docs/decisions/money.md). Not re-exported by index.ts, so the rest of the code cannot reach them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, paiseTotal, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { astrologers, payouts } from './astrologers.ts';

/** One row per user who has ever had money in the wallet; the balance can never go below zero. */
export const userWallets = pgTable(
  'user_wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balancePaise: paiseTotal('balance_paise').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_wallets_balance_nonnegative', sql`${t.balancePaise} >= 0`)],
);

export const userWalletEntryEnum = pgEnum('user_wallet_entry', [
  'recharge',
  'consultation',
  'refund',
  'adjustment',
  // A booking's hold leaves the wallet when it is booked; what is not paid to the astrologer comes back as a release.
  'booking_hold',
  'booking_release',
]);

/**
 * Append-only: every paisa that moves in or out of a user's wallet. The wallet's balance is the sum of its rows;
 * `balance_after_paise` is the balance this row left, for statements.
 */
export const userWalletEntries = pgTable(
  'user_wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    entryType: userWalletEntryEnum('entry_type').notNull(),
    /** Signed: credits positive, debits negative. */
    amountPaise: paiseTotal('amount_paise').notNull(),
    balanceAfterPaise: paiseTotal('balance_after_paise').notNull(),
    rechargeId: integer('recharge_id'),
    consultationId: integer('consultation_id'),
    /** The minute of the consultation a charge pays for, from 0. */
    minuteIndex: integer('minute_index'),
    refundId: integer('refund_id'),
    /** The booking a hold or a release belongs to. */
    bookingId: integer('booking_id'),
    note: varchar('note', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_wallet_entries_user_idx').on(t.userId, t.id),
    index('user_wallet_entries_consultation_idx').on(t.consultationId),
    // At most one charge per minute of a session, and one credit per recharge, whatever the races.
    uniqueIndex('user_wallet_entries_minute_key')
      .on(t.consultationId, t.minuteIndex)
      .where(sql`${t.entryType} = 'consultation'`),
    uniqueIndex('user_wallet_entries_recharge_key').on(t.rechargeId).where(sql`${t.rechargeId} is not null`),
    check('user_wallet_entries_nonzero', sql`${t.amountPaise} <> 0`),
    check('user_wallet_entries_balance_nonnegative', sql`${t.balanceAfterPaise} >= 0`),
    check(
      'user_wallet_entries_charge_shape',
      sql`(${t.entryType} = 'consultation') = (${t.consultationId} is not null and ${t.minuteIndex} is not null and ${t.amountPaise} < 0)`,
    ),
    check('user_wallet_entries_recharge_shape', sql`(${t.entryType} = 'recharge') = (${t.rechargeId} is not null)`),
    // Compared as text: the migration that adds the enum's values cannot use them in the same transaction.
    check(
      'user_wallet_entries_booking_shape',
      sql`(${t.entryType}::text in ('booking_hold', 'booking_release')) = (${t.bookingId} is not null)
        and (${t.entryType}::text <> 'booking_hold' or ${t.amountPaise} < 0)
        and (${t.entryType}::text <> 'booking_release' or ${t.amountPaise} > 0)`,
    ),
    // One hold per booking (the only negative row a booking has, by the shape above).
    uniqueIndex('user_wallet_entries_booking_hold_key').on(t.bookingId).where(sql`${t.bookingId} is not null and ${t.amountPaise} < 0`),
    index('user_wallet_entries_booking_idx').on(t.bookingId),
  ],
);

export const ledgerAccountEnum = pgEnum('ledger_account', ['astrologer', 'platform']);
export const ledgerEntryEnum = pgEnum('ledger_entry', [
  'earning',
  'payout',
  'commission',
  'refund',
  'free_question',
  'promotion',
]);

/** Every change to a wallet, so each balance is explained by its entries. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    account: ledgerAccountEnum('account').notNull(),
    astrologerId: integer('astrologer_id').references(() => astrologers.id, { onDelete: 'restrict' }),
    entryType: ledgerEntryEnum('entry_type').notNull(),
    /** Signed: credits positive, debits negative. */
    amountPaise: paiseTotal('amount_paise').notNull(),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    paidChatId: integer('paid_chat_id'),
    /** The consultation an earning (one minute) or a refund belongs to. */
    consultationId: integer('consultation_id'),
    minuteIndex: integer('minute_index'),
    refundId: integer('refund_id'),
    /** The free question a fee pays for: the platform's debit and the astrologer's credit. */
    freeQuestionId: integer('free_question_id'),
    /** The booking whose captured hold an earning is (a late cancellation by the user). */
    bookingId: integer('booking_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // A free question's fee is paid once: one astrologer credit and one platform debit.
    uniqueIndex('wallet_ledger_free_question_key')
      .on(t.freeQuestionId, t.account)
      .where(sql`${t.freeQuestionId} is not null`),
    check(
      'wallet_ledger_free_question_shape',
      sql`(${t.entryType}::text = 'free_question') = (${t.freeQuestionId} is not null)`,
    ),
    index('wallet_ledger_astrologer_idx').on(t.astrologerId, t.createdAt),
    index('wallet_ledger_consultation_idx').on(t.consultationId),
    // An astrologer earns each minute of a session at most once, and the platform pays a free minute at most once.
    uniqueIndex('wallet_ledger_minute_key')
      .on(t.consultationId, t.minuteIndex, t.account)
      .where(sql`${t.minuteIndex} is not null`),
    index('wallet_ledger_account_idx').on(t.account),
    // A booking's hold is captured at most once.
    uniqueIndex('wallet_ledger_booking_key').on(t.bookingId, t.account).where(sql`${t.bookingId} is not null`),
    check('wallet_ledger_owner', sql`(${t.account} = 'astrologer') = (${t.astrologerId} is not null)`),
  ],
);
