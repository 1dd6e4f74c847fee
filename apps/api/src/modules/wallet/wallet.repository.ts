// SQL of wallet recharges: starting one, and the second payments of paid recharges the admin must give back (money
// reads the statement; payments settles a recharge).
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  users,
  walletRechargeExtraPayments,
  walletRecharges,
} from '../../db/schema/index.ts';

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
