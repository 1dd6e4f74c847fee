// SQL of shop orders: creation with price snapshots, the settlement's order lock and the order history.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, carts, categories, orderLines, orders, payments, products, taxInvoices } from '../../db/schema/index.ts';
import { liveAccountRow } from '../../plugins/live-account.ts';

export interface OrderRow {
  id: number;
  userId: number;
  status: 'pending_payment' | 'paid' | 'payment_failed' | 'refund_due';
  deliveryStatus: 'Pending' | 'Shipped' | 'Delivered' | 'Cancelled';
  totalPaise: number;
  addressId: number | null;
  userEmail: string | null;
  userPhone: string | null;
}

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  deliveryStatus: orders.deliveryStatus,
  totalPaise: orders.totalPaise,
  addressId: orders.addressId,
  userEmail: orders.userEmail,
  userPhone: orders.userPhone,
};

/** The caller's cart lines of products still in the catalogue, oldest line first, with what an order line copies. */
export async function readCartForOrder(db: Db, userId: number) {
  return db
    .select({
      productId: products.id,
      categoryId: products.categoryId,
      // Left join: a line without its category is refused as unavailable rather than silently dropped.
      categoryName: categories.name,
      name: products.name,
      image: products.image,
      pricePaise: products.pricePaise,
      discount: products.discount,
      stock: products.stockQuantity,
      quantity: cartLines.quantity,
    })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(carts.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(cartLines.id));
}

export interface NewLine {
  productId: number;
  categoryId: number;
  categoryName: string;
  name: string;
  image: string | null;
  unitPricePaise: number;
  discount: number;
  quantity: number;
}

/**
 * Inserts the order, with the buyer's e-mail and phone copied from users, and its lines in one statement: it is
 * atomic on its own, so no transaction (and no BEGIN/COMMIT round trips) is needed.
 */
/** The new order's id; null when the account is deleted (live-account.ts), which writes nothing. */
export async function insertOrder(db: Db, userId: number, totalPaise: number, lines: NewLine[]): Promise<number | null> {
  const values = sql.join(
    lines.map(
      (l, i) =>
        sql`(${i}::int, ${l.productId}::int, ${l.categoryId}::int, ${l.categoryName}::text, ${l.name}::text, ${l.image}::text, ${l.unitPricePaise}::int, ${l.discount}::int, ${l.quantity}::int, ${l.unitPricePaise * l.quantity}::bigint)`,
    ),
    sql`, `,
  );
  // Line ids follow the cart's order (v.n), which the order history lists the lines by.
  const result = await db.execute(sql`
    with live as materialized (${liveAccountRow(userId)}),
    o as (
      insert into orders (user_id, total_paise, user_email, user_phone)
      select u.id, ${totalPaise}, u.email, u.phone from users u where u.id = ${userId} and exists (select 1 from live)
      returning id
    ), l as (
      insert into order_lines (order_id, product_id, category_id, category_name, name, image, unit_price_paise, discount, quantity, line_total_paise)
      select o.id, v.product_id, v.category_id, v.category_name, v.name, v.image, v.unit_price_paise, v.discount, v.quantity, v.line_total_paise
      from o cross join (values ${values})
        as v (n, product_id, category_id, category_name, name, image, unit_price_paise, discount, quantity, line_total_paise)
      order by v.n
    )
    select id from o`);
  // node-postgres and PGlite both answer { rows }; drizzle's declared type differs per driver.
  const row = (result as unknown as { rows: { id: number | string }[] }).rows[0];
  return row ? Number(row.id) : null;
}

/**
 * Locks the order paid by this gateway order, found through its payment in the same statement; null when no
 * payment has that gateway order id. Every settlement of one order runs one at a time.
 */
export async function lockOrderOfPayment(tx: Tx, gatewayOrderId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select(orderColumns)
    .from(orders)
    .where(inArray(orders.id, tx.select({ id: payments.orderId }).from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId))))
    .for('update');
  return row ?? null;
}

/** Orders the buyer paid for (refunds included), one item per line, newest order first. */
export async function history(db: Db, userId: number) {
  return db
    .select({
      orderId: orders.id,
      createdAt: orders.createdAt,
      deliveryStatus: orders.deliveryStatus,
      status: orders.status,
      userEmail: orders.userEmail,
      userPhone: orders.userPhone,
      address: orders.deliveryAddress,
      deliveryPhone: orders.deliveryPhone,
      image: orderLines.image,
      name: orderLines.name,
      category: orderLines.categoryName,
      unitPricePaise: orderLines.unitPricePaise,
      quantity: orderLines.quantity,
      discount: orderLines.discount,
      productId: orderLines.productId,
      invoiceId: taxInvoices.id,
      invoiceNumber: taxInvoices.number,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(taxInvoices, eq(taxInvoices.orderId, orders.id))
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'refund_due'])))
    .orderBy(desc(orders.createdAt), desc(orders.id), orderLines.id);
}
