// SQL of gateway payments, webhook events, and the stock taken when an order is paid.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, orders, paymentEvents, payments, products } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** A gateway order already made for this order and amount, reused so one order has one checkout to pay. */
export async function findOpenPayment(db: Db, orderId: number, provider: string, amountPaise: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        eq(payments.amountPaise, amountPaise),
        eq(payments.status, 'created'),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(
  db: Db,
  row: { orderId: number; provider: string; gatewayOrderId: string; amountPaise: number },
): Promise<void> {
  await db.insert(payments).values(row);
}

export async function findPaymentByGatewayOrder(db: Db | Tx, gatewayOrderId: string, lock = false) {
  const query = db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Records a webhook event; false when it was already recorded (a redelivery). */
export async function recordEvent(tx: Tx, eventId: string, type: string, payload: unknown): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ eventId, type, payload })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/**
 * Locks the products in id order, so two orders sharing products never wait on each other in a cycle.
 * NO KEY UPDATE, not UPDATE: a plain FOR UPDATE also blocks the key-share locks that the foreign-key checks of
 * cart-line and order-line inserts take, and those arrive in cart order, not id order, so on PostgreSQL a
 * settlement and another shopper's add-to-cart could deadlock (one of them answered 500). Settlements still
 * queue behind each other, since NO KEY UPDATE conflicts with itself.
 */
export async function lockProducts(tx: Tx, productIds: number[]) {
  if (productIds.length === 0) return [];
  return tx
    .select({ id: products.id, name: products.name, stock: products.stockQuantity })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update');
}

/** Takes stock only if enough is left; false means nothing was taken. */
export async function takeStock(tx: Tx, productId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function markOrderPaid(
  tx: Tx,
  orderId: number,
  values: { addressId: number | null; deliveryAddress: string | null; paidAt: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'paid', ...values })
    .where(eq(orders.id, orderId));
}

/** The buyer was charged but the order cannot be filled: it is cancelled and waits for a refund. */
export async function markOrderRefundDue(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'refund_due', deliveryStatus: 'Cancelled' })
    .where(eq(orders.id, orderId));
}

export async function setOrderAddress(tx: Tx, orderId: number, addressId: number, deliveryAddress: string) {
  await tx.update(orders).set({ addressId, deliveryAddress }).where(eq(orders.id, orderId));
}

export async function setPaymentStatus(
  tx: Tx,
  paymentId: number,
  status: 'captured' | 'refund_due' | 'failed',
  gatewayPaymentId: string,
): Promise<void> {
  await tx.update(payments).set({ status, gatewayPaymentId }).where(eq(payments.id, paymentId));
}

/** The buyer's default address (else their first), for a payment settled by the webhook alone. */
export async function defaultAddressId(tx: Tx, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(sql`${addresses.isSelected} desc`, asc(addresses.id))
    .limit(1);
  return row?.id ?? null;
}
