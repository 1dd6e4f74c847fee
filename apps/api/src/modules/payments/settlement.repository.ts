// The statements that settle an order: stock taken under a guard, the order paid or cancelled, the payment recorded.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { liveAccountRow } from '../../plugins/live-account.ts';
import { deliveryAddressSql } from '../addresses/addresses.service.ts';
import { orderInvoiceCtes, type InvoiceSettings } from '../invoices/invoices.service.ts';

/**
 * The writes of a settlement, for a statement that has defined `claim` (one row: order_id, payment_id, user_id,
 * address_id, delivery_address) and `lines` (product_id, quantity); the address's mobile is copied beside its text.
 * Takes the stock of every line that has enough
 * (the guard); if every line had it, the order is paid, its payment captured and the paid products leave the buyer's
 * cart; if not, the order is cancelled and its payment waits for a refund. Every write reads `taken`, so it runs after
 * the stock update, as the lock order (order, payment, products) wants.
 *
 * The stock update must not share its statement with a lock taken on the same product rows: its snapshot predates the
 * wait for the row, so it walks the row's update chain from an older version, and PostgreSQL can then queue it behind
 * the settlements waiting on the row it holds (a deadlock, seen under load with add-to-cart's key-share locks). So a
 * transaction locks several products in a statement before this one, and one product is locked by the update alone.
 */
function settlementWrites(gatewayPaymentId: string, paidAt: Date): SQL {
  return sql`
    taken as (
      update products p set stock_quantity = p.stock_quantity - l.quantity, updated_at = now()
      from lines l
      where p.id = l.product_id and p.stock_quantity >= l.quantity
      returning p.id
    ),
    ok as (select (select count(*) from taken) = (select count(*) from lines) as ok),
    paid as (
      update orders o
      set status = 'paid', address_id = c.address_id, delivery_address = c.delivery_address,
          delivery_phone = (select a.phone from addresses a where a.id = c.address_id),
          paid_at = ${paidAt.toISOString()}::timestamptz, updated_at = now()
      from claim c
      where o.id = c.order_id and (select ok from ok)
    ),
    cancelled as (
      update orders o set status = 'refund_due', delivery_status = 'Cancelled', updated_at = now()
      from claim c
      where o.id = c.order_id and not (select ok from ok)
    ),
    captured as (
      update payments p
      set status = case when (select ok from ok) then 'captured'::payment_status else 'refund_due'::payment_status end,
          gateway_payment_id = ${gatewayPaymentId}::text, updated_at = now()
      from claim c
      where p.id = c.payment_id
    ),
    emptied as (
      delete from cart_lines
      where cart_id = (select k.id from carts k join claim c on k.user_id = c.user_id)
        and product_id in (select id from taken) and (select ok from ok)
    )`;
}

export interface ConfirmedPayment {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  orderId: number;
  userId: number;
  addressId: number;
  paidAt: Date;
  invoice: InvoiceSettings;
}

/**
 * Settles the browser's confirmation of a one-product order in one statement, which is atomic without a transaction
 * (docs/decisions/database-round-trips.md). It acts only on the case it can decide alone: the caller's pending
 * order, paid by this gateway order for the amount of its one line, to one of the caller's addresses. It locks the
 * order first (FOR UPDATE re-reads a row another settlement changed meanwhile and drops it if no longer pending), then
 * takes the stock with the guard: paid, or refunded when the product sold out. Null when it did nothing: everything
 * else (settled orders, several products, refusals) is decided by the settlement's transaction. A paid order's tax
 * invoice is issued by the same statement (invoice-issue.ts), after the stock is taken.
 */
export async function settleOneProduct(db: Db, input: ConfirmedPayment) {
  const result = await db.execute(sql`
    with live as materialized (${liveAccountRow(input.userId)}),
    claim as materialized (
      select o.id as order_id, p.id as payment_id, o.user_id, a.id as address_id,
        ${deliveryAddressSql(sql`a`)} as delivery_address, l.product_id, l.quantity, l.name
      from payments p
      join orders o on o.id = p.order_id
      join order_lines l on l.order_id = o.id
      join addresses a on a.id = ${input.addressId}::int and a.user_id = o.user_id
      where p.gateway_order_id = ${input.gatewayOrderId}::text
        and o.id = ${input.orderId}::int and o.user_id = ${input.userId}::int
        and o.status in ('pending_payment', 'payment_failed')
        and p.currency = 'INR' and p.amount_paise = l.line_total_paise
        and (p.gateway_payment_id is null or p.gateway_payment_id = ${input.gatewayPaymentId}::text)
        and not exists (select 1 from order_lines m where m.order_id = o.id and m.id <> l.id)
        and exists (select 1 from live)
      for update of o
    ),
    lines as (select product_id, quantity from claim),
    ${settlementWrites(input.gatewayPaymentId, input.paidAt)},
    inv_src as (
      select c.order_id, null::int as recharge_id, c.user_id, c.delivery_address as address_text, a.state::text as state_text
      from (select distinct order_id, user_id, address_id, delivery_address from claim) c
      join addresses a on a.id = c.address_id
      where (select ok from ok)
    ),
    ${orderInvoiceCtes(input.invoice, input.paidAt)}
    select c.order_id, c.name, (select ok from ok) as paid from claim c`);
  // node-postgres and PGlite both answer { rows }; drizzle's declared type differs per driver.
  const [row] = (result as unknown as { rows: { order_id: number | string; name: string; paid: boolean }[] }).rows;
  return row ? { orderId: Number(row.order_id), productName: row.name, paid: row.paid } : null;
}

/**
 * Settles an order whose order, payment and products the transaction has locked and whose stock it has checked: one
 * statement with the same writes. Answers the products whose stock was taken; fewer than the lines means a broken
 * lock order, and the caller must roll back.
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
  const lines = sql.join(
    input.lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with claim (order_id, payment_id, user_id, address_id, delivery_address) as (
      values (${input.orderId}::int, ${input.paymentId}::int, ${input.userId}::int, ${input.addressId}::int, ${input.deliveryAddress}::text)
    ),
    lines (product_id, quantity) as (values ${lines}),
    ${settlementWrites(input.gatewayPaymentId, input.paidAt)}
    select coalesce(json_agg(id), '[]') as taken from taken`);
  // node-postgres and PGlite both answer { rows } and parse json; drizzle's declared type differs per driver.
  const [row] = (result as unknown as { rows: { taken: (number | string)[] }[] }).rows;
  return row!.taken.map(Number);
}
