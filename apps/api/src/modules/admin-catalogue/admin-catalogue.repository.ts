// SQL of the admin catalogue: categories, products, soft removal, and the carts that hold a removed product.
import { and, count, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Product } from '@app/contracts/catalogue';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, categories, orderLines, products } from '../../db/schema/index.ts';

type Conn = Db | Tx;

const productColumns = {
  product_id: products.id,
  category_id: products.categoryId,
  category_name: categories.name,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  discount: products.discount,
  rating: products.rating,
  image: products.image,
  stock_quantity: products.stockQuantity,
  instruction: products.instruction,
  kit_includes: products.kitIncludes,
  quality: products.quality,
};

/** The public catalogue's product shape: rupees with 2 decimals on the wire. */
export async function findLiveProduct(db: Conn, productId: number): Promise<Product | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { pricePaise, rating, ...rest } = row;
  return { ...rest, price_in_rupee: pricePaise / 100, rating: rating === null ? null : Number(rating) };
}

export async function findCategoryByName(db: Conn, name: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

export async function insertCategory(db: Conn, name: string) {
  const [row] = await db
    .insert(categories)
    .values({ name })
    .returning({ category_id: categories.id, category_name: categories.name });
  return row!;
}

/** Locks the category so no product can be added to it while it is being deleted. */
export async function lockCategory(tx: Tx, categoryId: number) {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('update');
  return row ?? null;
}

export async function countLiveProducts(tx: Tx, categoryId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), isNull(products.deletedAt)));
  return row?.n ?? 0;
}

/** Removed products that no order refers to carry nothing worth keeping: they go with their category. */
export async function purgeRemovedUnorderedProducts(tx: Tx, categoryId: number): Promise<void> {
  await tx
    .delete(products)
    .where(
      and(
        eq(products.categoryId, categoryId),
        isNotNull(products.deletedAt),
        notExists(tx.select({ one: sql`1` }).from(orderLines).where(eq(orderLines.productId, products.id))),
      ),
    );
}

export async function countRemainingProducts(tx: Tx, categoryId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function deleteCategory(tx: Tx, categoryId: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, categoryId));
}

/** Shares the category row lock with deleteCategory, so a product never lands in a category being deleted. */
export async function lockCategoryShared(tx: Tx, categoryId: number) {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('share');
  return row ?? null;
}

export type ProductValues = Partial<typeof products.$inferInsert>;

export async function insertProduct(tx: Tx, values: typeof products.$inferInsert): Promise<number> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function lockLiveProduct(tx: Tx, productId: number) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function updateProduct(tx: Tx, productId: number, values: ProductValues): Promise<void> {
  await tx.update(products).set(values).where(eq(products.id, productId));
}

export async function softDeleteProduct(tx: Tx, productId: number, at: Date): Promise<void> {
  await tx.update(products).set({ deletedAt: at }).where(eq(products.id, productId));
  // A removed product can no longer be bought, so it leaves every cart at once.
  await tx.delete(cartLines).where(eq(cartLines.productId, productId));
}
