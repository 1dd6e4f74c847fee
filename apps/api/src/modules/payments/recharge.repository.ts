// SQL of a recharge's settlement: the recharge of a gateway order, locked while it is settled, marked paid, and a
// second payment of a paid recharge kept for a refund.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { walletRechargeExtraPayments, walletRecharges } from '../../db/schema/index.ts';

export type RechargeRow = typeof walletRecharges.$inferSelect;

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
