// SQL of wallet recharges and of the user's statement: the ledger rows with what each one paid for.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  astrologers,
  consultationRefunds,
  consultations,
  taxInvoices,
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
