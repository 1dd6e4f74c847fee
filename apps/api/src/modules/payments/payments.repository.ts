// SQL of gateway payments, webhook events, and the stock taken when an order is paid.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Address } from '@app/contracts/addresses';
import type { Db, Tx } from '../../db/client.ts';
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
  db: Db,
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
    .select({
      id: addresses.id,
      street: addresses.street,
      city: addresses.city,
      state: addresses.state,
      postalCode: addresses.postalCode,
      country: addresses.country,
      addressType: addresses.addressType,
      addressName: addresses.addressName,
      isSelected: addresses.isSelected,
    })
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
      address: {
        address_id: chosen.id,
        street: chosen.street,
        city: chosen.city,
        state: chosen.state,
        postal_code: chosen.postalCode,
        country: chosen.country,
        address_type: chosen.addressType,
        address_name: chosen.addressName,
        is_selected: chosen.isSelected,
      },
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
  const address = first.address ? ({ ...first.address, address_type: first.address.address_type as Address['address_type'] } satisfies Address) : null;
  return { payment: first.payment, lines, address };
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

/**
 * Settles the order in one statement: takes the stock of every line that has enough (the guard), and if every line
 * had it marks the order paid and its payment captured and removes the paid products from the buyer's cart; if not,
 * the order is cancelled and its payment waits for a refund. Answers the products whose stock was taken; fewer than
 * the lines means the order was not paid. With one line the statement decides everything, so it can carry the
 * COMMIT; with several, stock taken from only some lines is a broken lock order and the caller must roll back.
 *
 * The stock update must not share its statement with a lock taken on the same rows: its snapshot predates the
 * wait for the row, so it walks the row's update chain from an older version, and PostgreSQL can then queue it
 * behind the settlements waiting on the row it holds (a deadlock, seen under load with add-to-cart's key-share
 * locks). So several products are locked by lockProducts in a statement before this one, and a single product
 * is locked by this update alone, which waits for the row holding nothing else of it.
 */
export async function payOrder(
  tx: Tx,
  input: {
    orderId: number;
    paymentId: number;
    gatewayPaymentId: string;
    userId: number;
    lines: { productId: number; quantity: number }[];
    addressId: number | null;
    deliveryAddress: string | null;
    paidAt: Date;
  },
): Promise<number[]> {
  if (input.lines.length === 0) throw new Error(`order ${input.orderId} has no lines`);
  const values = sql.join(
    input.lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  // The later writes read `taken`, so they run after the stock update, as the lock order wants.
  const result = await tx.execute(sql`
    with v (id, q) as (values ${values}),
    taken as (
      update products p set stock_quantity = p.stock_quantity - v.q, updated_at = now()
      from v
      where p.id = v.id and p.stock_quantity >= v.q
      returning p.id
    ),
    ok as (select count(*) = ${input.lines.length} as ok from taken),
    paid as (
      update orders
      set status = 'paid', address_id = ${input.addressId}, delivery_address = ${input.deliveryAddress},
          paid_at = ${input.paidAt.toISOString()}::timestamptz, updated_at = now()
      where id = ${input.orderId} and (select ok from ok)
    ),
    cancelled as (
      update orders set status = 'refund_due', delivery_status = 'Cancelled', updated_at = now()
      where id = ${input.orderId} and not (select ok from ok)
    ),
    captured as (
      update payments
      set status = case when (select ok from ok) then 'captured'::payment_status else 'refund_due'::payment_status end,
          gateway_payment_id = ${input.gatewayPaymentId}, updated_at = now()
      where id = ${input.paymentId}
    ),
    emptied as (
      delete from cart_lines
      where cart_id = (select id from carts where user_id = ${input.userId})
        and product_id in (select id from taken) and (select ok from ok)
    )
    select coalesce(json_agg(id), '[]') as taken from taken`);
  // node-postgres and PGlite both answer { rows } and parse json; drizzle's declared type differs per driver.
  const [row] = (result as unknown as { rows: { taken: (number | string)[] }[] }).rows;
  return row!.taken.map(Number);
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
