// SQL of wallet recharges and of the user's statement: the ledger rows with what each one paid for.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  astrologers,
  consultationRefunds,
  consultations,
  taxInvoices,
  userWalletEntries,
  users,
  walletRechargeExtraPayments,
  walletRecharges,
} from '../../db/schema/index.ts';

export type RechargeRow = typeof walletRecharges.$inferSelect;

export async function findContact(db: Db, userId: number) {
  const [row] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function insertRecharge(
  db: Db | Tx,
  row: {
    userId: number;
    amountPaise: number;
    gstBp: number;
    taxPaise: number;
    totalPaise: number;
    provider: string;
    gatewayOrderId: string;
  },
): Promise<number> {
  const [inserted] = await db.insert(walletRecharges).values(row).returning({ id: walletRecharges.id });
  return inserted!.id;
}

export async function findRechargeByGatewayOrder(db: Db | Tx, gatewayOrderId: string): Promise<RechargeRow | null> {
  const [row] = await db.select().from(walletRecharges).where(eq(walletRecharges.gatewayOrderId, gatewayOrderId));
  return row ?? null;
}

/** Locks the recharge of this gateway order (the caller's own when `userId` is given) until the transaction ends. */
export async function lockRecharge(tx: Tx, gatewayOrderId: string, userId?: number): Promise<RechargeRow | null> {
  const byOrder = eq(walletRecharges.gatewayOrderId, gatewayOrderId);
  const [row] = await tx
    .select()
    .from(walletRecharges)
    .where(userId === undefined ? byOrder : and(byOrder, eq(walletRecharges.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function markRechargePaid(tx: Tx, rechargeId: number, gatewayPaymentId: string, paidAt: Date): Promise<void> {
  await tx
    .update(walletRecharges)
    .set({ status: 'paid', gatewayPaymentId, paidAt })
    .where(eq(walletRecharges.id, rechargeId));
}

/** Records a second payment of a paid recharge for a refund; false when this gateway payment is already recorded. */
export async function recordExtraPayment(
  tx: Tx,
  row: {
    rechargeId: number;
    userId: number;
    gatewayPaymentId: string;
    amountPaise: number;
    source: 'confirm' | 'webhook';
    createdAt: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(walletRechargeExtraPayments)
    .values(row)
    .onConflictDoNothing({ target: walletRechargeExtraPayments.gatewayPaymentId })
    .returning({ id: walletRechargeExtraPayments.id });
  return inserted.length > 0;
}

/** One page of the payments to give back, newest first, with the user and the gateway order. */
export async function extraPaymentsPage(db: Db, limit: number, offset: number) {
  return db
    .select({
      id: walletRechargeExtraPayments.id,
      rechargeId: walletRechargeExtraPayments.rechargeId,
      userId: walletRechargeExtraPayments.userId,
      userName: users.name,
      userEmail: users.email,
      userPhone: users.phone,
      gatewayOrderId: walletRecharges.gatewayOrderId,
      gatewayPaymentId: walletRechargeExtraPayments.gatewayPaymentId,
      provider: walletRecharges.provider,
      amountPaise: walletRechargeExtraPayments.amountPaise,
      source: walletRechargeExtraPayments.source,
      createdAt: walletRechargeExtraPayments.createdAt,
    })
    .from(walletRechargeExtraPayments)
    .innerJoin(walletRecharges, eq(walletRecharges.id, walletRechargeExtraPayments.rechargeId))
    .innerJoin(users, eq(users.id, walletRechargeExtraPayments.userId))
    .orderBy(desc(walletRechargeExtraPayments.createdAt), desc(walletRechargeExtraPayments.id))
    .limit(limit)
    .offset(offset);
}

export async function countExtraPayments(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(walletRechargeExtraPayments);
  return Number(row?.n ?? 0);
}

/** One page of the user's ledger, newest first, with the astrologer of a charge and the reason of a refund. */
export async function entriesPage(db: Db, userId: number, limit: number, offset: number) {
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
      astrologerName: astrologers.name,
      refundReason: consultationRefunds.reason,
      rechargeId: userWalletEntries.rechargeId,
      invoiceId: taxInvoices.id,
      invoiceNumber: taxInvoices.number,
    })
    .from(userWalletEntries)
    .leftJoin(consultations, eq(consultations.id, userWalletEntries.consultationId))
    .leftJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .leftJoin(consultationRefunds, eq(consultationRefunds.id, userWalletEntries.refundId))
    .leftJoin(taxInvoices, eq(taxInvoices.rechargeId, userWalletEntries.rechargeId))
    .where(eq(userWalletEntries.userId, userId))
    .orderBy(desc(userWalletEntries.id))
    .limit(limit)
    .offset(offset);
}

export type EntryRow = Awaited<ReturnType<typeof entriesPage>>[number];

export async function countEntries(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userWalletEntries).where(eq(userWalletEntries.userId, userId));
  return Number(row?.n ?? 0);
}
