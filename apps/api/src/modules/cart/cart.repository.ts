// SQL of carts: one cart per user, one line per product (the unique index makes parallel adds one line).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, carts, products } from '../../db/schema/index.ts';

export interface CartLineRow {
  productId: number;
  categoryId: number;
  name: string;
  image: string | null;
  pricePaise: number;
  discount: number;
  quantity: number;
  stock: number;
}

/** The caller's lines of products still in the catalogue, oldest line first. */
export async function readLines(db: Db | Tx, userId: number): Promise<CartLineRow[]> {
  return db
    .select({
      productId: products.id,
      categoryId: products.categoryId,
      name: products.name,
      image: products.image,
      pricePaise: products.pricePaise,
      discount: products.discount,
      quantity: cartLines.quantity,
      stock: products.stockQuantity,
    })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(carts.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(cartLines.id));
}

/** The user's cart id, creating the cart on first use (safe under parallel first adds). */
export async function ensureCart(tx: Tx, userId: number): Promise<number> {
  const [found] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (found) return found.id;
  await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row!.id;
}

export async function findProducts(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: products.id, categoryId: products.categoryId, name: products.name, stock: products.stockQuantity })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
}

/** Sets these quantities in one statement, adding lines that are not there yet. */
export async function upsertLines(tx: Tx, cartId: number, lines: { productId: number; quantity: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(cartLines)
    .values(lines.map((l) => ({ cartId, productId: l.productId, quantity: l.quantity })))
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId],
      set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
    });
}

export async function removeLines(tx: Db | Tx, cartId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, productIds)));
}

/** Removes these products from the user's cart (after they were paid for). */
export async function removeUserLines(tx: Db | Tx, userId: number, productIds: number[]): Promise<void> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (cart) await removeLines(tx, cart.id, productIds);
}
