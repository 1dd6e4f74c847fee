// SQL of gateway payments, webhook events, and the stock taken when an order is paid.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryAddressSql } from '../addresses/addresses.service.ts';
import { addresses, orderLines, orders, paymentEvents, payments, products } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The caller's order with the sum of its lines in paise, and a gateway order already made for this provider and
 * that amount (reused so one order has one checkout to pay), in one round trip. Null when the order is not theirs.
 */
export async function findOrderToPay(db: Db, userId: number, orderId: number, provider: string) {
  const lines = db
    .select({ total: sql<string | number | null>`sum(${orderLines.lineTotalPaise})`.as('lines_total') })
    .from(orderLines)
    .where(eq(orderLines.orderId, orders.id))
    .as('lines');
  const open = db
    .select({ gatewayOrderId: payments.gatewayOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orders.id),
        eq(payments.provider, provider),
        eq(payments.amountPaise, sql`coalesce(${lines.total}, 0)`),
        eq(payments.status, 'created'),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1)
    .as('open');
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      userEmail: orders.userEmail,
      userPhone: orders.userPhone,
      total: lines.total,
      openGatewayOrderId: open.gatewayOrderId,
    })
    .from(orders)
    .innerJoinLateral(lines, sql`true`)
    .leftJoinLateral(open, sql`true`)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  // Both drivers answer a sum as a string.
  return row ? { ...row, amountPaise: Number(row.total ?? 0) } : null;
}

export async function insertPayment(
  db: Db | Tx,
  row: { orderId: number; provider: string; gatewayOrderId: string; amountPaise: number },
): Promise<void> {
  await db.insert(payments).values(row);
}

export async function findPaymentByGatewayOrder(db: Db | Tx, gatewayOrderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
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

export interface SettlementLine {
  productId: number;
  name: string;
  quantity: number;
  lineTotalPaise: number;
}

/**
 * Locks the payment row (the caller holds its order's lock already) and reads, in the same round trip, the order's
 * lines in product id order and the delivery address: the one chosen, else the buyer's default, else their first.
 * `address` is null when the chosen one is not the buyer's, or when they have none.
 */
export async function lockPayment(tx: Tx, gatewayOrderId: string, userId: number, addressId: number | undefined) {
  const chosen = tx
    .select({ id: addresses.id, text: sql<string>`${deliveryAddressSql(sql`${addresses}`)}`.as('delivery_address') })
    .from(addresses)
    .where(addressId === undefined ? eq(addresses.userId, userId) : and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .orderBy(sql`${addresses.isSelected} desc`, asc(addresses.id))
    .limit(1)
    .as('chosen');
  // One row per line (the payment and the address repeated); the lock covers the payment row only.
  const rows = await tx
    .select({
      payment: payments,
      line: {
        productId: orderLines.productId,
        name: orderLines.name,
        quantity: orderLines.quantity,
        lineTotalPaise: orderLines.lineTotalPaise,
      },
      address: { id: chosen.id, text: chosen.text },
    })
    .from(payments)
    .leftJoin(orderLines, eq(orderLines.orderId, payments.orderId))
    .leftJoin(chosen, sql`true`)
    .where(eq(payments.gatewayOrderId, gatewayOrderId))
    .orderBy(asc(orderLines.productId))
    .for('update', { of: payments });
  const [first] = rows;
  if (!first) return null;
  const lines: SettlementLine[] = rows.flatMap((r) => (r.line ? [r.line] : []));
  return { payment: first.payment, lines, address: first.address };
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
    .select({ id: products.id, stock: products.stockQuantity })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update');
}

/** The buyer was charged but the order cannot be filled: it is cancelled and waits for a refund. */
export async function markOrderRefundDue(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'refund_due', deliveryStatus: 'Cancelled' })
    .where(eq(orders.id, orderId));
}

export async function setOrderAddress(tx: Tx, orderId: number, addressId: number, deliveryAddress: string) {
  const deliveryPhone = sql`(select ${addresses.phone} from ${addresses} where ${addresses.id} = ${addressId})`;
  await tx.update(orders).set({ addressId, deliveryAddress, deliveryPhone }).where(eq(orders.id, orderId));
}

export async function setPaymentStatus(
  tx: Tx,
  paymentId: number,
  status: 'captured' | 'refund_due' | 'failed',
  gatewayPaymentId: string,
): Promise<void> {
  await tx.update(payments).set({ status, gatewayPaymentId }).where(eq(payments.id, paymentId));
}
