// Reads of the money tables that other screens show: a user's balance and statement, an astrologer's earnings, the
// platform's account, the free-question fees, the data export's rows and the balances an account deletion weighs.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { astrologers, bookings, consultationRefunds, consultations, taxInvoices } from '../../db/schema/index.ts';
import { userWalletEntries, userWallets, walletLedger } from '../../db/schema/money.ts';

type Conn = Pick<Tx, 'select'>;

/** The user's balance in paise (0 for a user who never had a wallet); `lock` holds the wallet row until the end. */
export async function userBalance(conn: Conn, userId: number, opts: { lock?: boolean } = {}): Promise<number> {
  const query = conn.select({ balance: userWallets.balancePaise }).from(userWallets).where(eq(userWallets.userId, userId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row?.balance ?? 0;
}

/** One page of the user's statement, newest first, with the astrologer of a charge and the reason of a refund. */
export async function statementPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select({
      id: userWalletEntries.id,
      type: userWalletEntries.entryType,
      amountPaise: userWalletEntries.amountPaise,
      balanceAfterPaise: userWalletEntries.balanceAfterPaise,
      consultationId: userWalletEntries.consultationId,
      minuteIndex: userWalletEntries.minuteIndex,
      note: userWalletEntries.note,
      createdAt: userWalletEntries.createdAt,
      consultationType: consultations.type,
      endReason: consultations.endReason,
      astrologerName: astrologers.name,
      refundReason: consultationRefunds.reason,
      rechargeId: userWalletEntries.rechargeId,
      invoiceId: taxInvoices.id,
      invoiceNumber: taxInvoices.number,
    })
    .from(userWalletEntries)
    .leftJoin(consultations, eq(consultations.id, userWalletEntries.consultationId))
    .leftJoin(bookings, eq(bookings.id, userWalletEntries.bookingId))
    .leftJoin(astrologers, sql`${astrologers.id} = coalesce(${consultations.astrologerId}, ${bookings.astrologerId})`)
    .leftJoin(consultationRefunds, eq(consultationRefunds.id, userWalletEntries.refundId))
    .leftJoin(taxInvoices, eq(taxInvoices.rechargeId, userWalletEntries.rechargeId))
    .where(eq(userWalletEntries.userId, userId))
    .orderBy(desc(userWalletEntries.id))
    .limit(limit)
    .offset(offset);
}

export type StatementRow = Awaited<ReturnType<typeof statementPage>>[number];

export async function countStatement(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userWalletEntries).where(eq(userWalletEntries.userId, userId));
  return Number(row?.n ?? 0);
}

/** Midnight today in India (Asia/Kolkata), by the database's clock. */
const indiaToday = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/**
 * An astrologer's earnings net of refunds taken back from the wallet, today (India) and ever, in paise: consultation
 * minutes, the captured halves of bookings cancelled late and the fees for free questions answered (all in the wallet
 * the payout settles).
 */
export async function astrologerEarnings(db: Db, astrologerId: number) {
  const [row] = await db
    .select({
      today: sql<number>`coalesce(sum(${walletLedger.amountPaise}) filter (where ${walletLedger.createdAt} >= ${indiaToday}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${walletLedger.amountPaise}), 0)`.mapWith(Number),
    })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.account, 'astrologer'),
        eq(walletLedger.astrologerId, astrologerId),
        sql`((${walletLedger.entryType} in ('earning', 'refund') and (${walletLedger.consultationId} is not null or ${walletLedger.bookingId} is not null)) or ${walletLedger.entryType} = 'free_question')`,
      ),
    );
  return row ?? { today: 0, total: 0 };
}

/** The admin wallet: the platform's ledger account. */
export async function platformBalance(db: Conn): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(eq(walletLedger.account, 'platform'));
  return row?.total ?? 0;
}

/** SQL for a report's row: whether the astrologer in `astrologerId` was ever paid a free question's fee. */
export const hasFreeQuestionFees = (astrologerId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${walletLedger} where ${walletLedger.astrologerId} = ${astrologerId} and ${walletLedger.entryType} = 'free_question')`;

/** SQL for a report's row: the free-question fees paid to the astrologer in `astrologerId` (null when none). */
export const freeQuestionFeesSum = (astrologerId: AnyPgColumn): SQL =>
  sql`select sum(${walletLedger.amountPaise}) from ${walletLedger} where ${walletLedger.astrologerId} = ${astrologerId} and ${walletLedger.entryType} = 'free_question'`;

/** The data export: the user's wallet entries, oldest first. */
export async function userEntriesForExport(db: Db, userId: number) {
  return db.select().from(userWalletEntries).where(eq(userWalletEntries.userId, userId)).orderBy(asc(userWalletEntries.id));
}

/** The data export: the astrologer's ledger rows, oldest first. */
export async function astrologerLedgerForExport(db: Db, astrologerId: number) {
  return db.select().from(walletLedger).where(eq(walletLedger.astrologerId, astrologerId)).orderBy(asc(walletLedger.id));
}

/** The astrologer's wallet in paise; `lock` holds the row until the transaction ends. */
export async function astrologerBalance(conn: Conn, astrologerId: number, opts: { lock?: boolean } = {}): Promise<number> {
  const query = conn.select({ wallet: astrologers.walletPaise }).from(astrologers).where(eq(astrologers.id, astrologerId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row?.wallet ?? 0;
}
