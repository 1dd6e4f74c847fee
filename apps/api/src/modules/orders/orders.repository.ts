// SQL of shop orders: creation with price snapshots, owner-scoped lookups and the order history.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, orderLines, orders, products, users } from '../../db/schema/index.ts';

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

/** What an order line copies from the catalogue at the time of ordering. */
export async function snapshotProducts(tx: Tx, productIds: number[]) {
  if (productIds.length === 0) return [];
  return tx
    .select({
      productId: products.id,
      categoryId: products.categoryId,
      categoryName: categories.name,
      name: products.name,
      image: products.image,
      pricePaise: products.pricePaise,
      discount: products.discount,
      stock: products.stockQuantity,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, productIds));
}

export async function findContact(tx: Tx, userId: number) {
  const [row] = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row ?? { email: null, phone: null };
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

export async function insertOrder(
  tx: Tx,
  order: { userId: number; totalPaise: number; userEmail: string | null; userPhone: string | null },
  lines: NewLine[],
): Promise<number> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  const orderId = row!.id;
  await tx
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, orderId, lineTotalPaise: l.unitPricePaise * l.quantity })));
  return orderId;
}

/** The caller's order; another user's order is as absent as a missing one. */
export async function findOrder(db: Db | Tx, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

/** Locks the order row: every settlement of one order runs one at a time. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select(orderColumns).from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function readLines(db: Db | Tx, orderId: number) {
  return db
    .select({
      productId: orderLines.productId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      lineTotalPaise: orderLines.lineTotalPaise,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.productId);
}

/** The amount to charge, summed from the order's own lines in paise. */
export async function linesTotal(db: Db | Tx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${orderLines.lineTotalPaise})` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return Number(row?.total ?? 0);
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
      image: orderLines.image,
      name: orderLines.name,
      category: orderLines.categoryName,
      unitPricePaise: orderLines.unitPricePaise,
      quantity: orderLines.quantity,
      discount: orderLines.discount,
      productId: orderLines.productId,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'refund_due'])))
    .orderBy(desc(orders.createdAt), desc(orders.id), orderLines.id);
}
