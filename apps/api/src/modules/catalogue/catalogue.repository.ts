// SQL of the catalogue: live products with their category, categories, and a cheap version of both.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Product, SortValue } from '@app/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';

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

type ProductRow = { pricePaise: number; rating: number | null } & Omit<Product, 'price_in_rupee' | 'rating'>;

export function toProduct({ pricePaise, rating, ...row }: ProductRow): Product {
  return { ...row, price_in_rupee: pricePaise / 100, rating: rating === null ? null : Number(rating) };
}

export interface ProductFilter {
  categoryId?: number | undefined;
  q?: string | undefined;
  sort?: SortValue | undefined;
  offset: number;
  limit: number;
}

/** LIKE pattern that matches the text literally (no wildcards from the shopper). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(f: Pick<ProductFilter, 'categoryId' | 'q'>): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : undefined;
  return and(
    isNull(products.deletedAt),
    f.categoryId === undefined ? undefined : eq(products.categoryId, f.categoryId),
    q ? or(ilike(products.name, q), ilike(products.description, q)) : undefined,
  );
}

function orderBy(sort: SortValue | undefined): SQL[] {
  switch (sort) {
    case 'price-low':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price-high':
      return [desc(products.pricePaise), asc(products.id)];
    case 'rating':
      return [sql`${products.rating} desc nulls last`, asc(products.id)];
    case 'discount':
      return [desc(products.discount), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [asc(products.id)];
  }
}

export async function listProducts(db: Db, f: ProductFilter): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(filterWhere(f))
    .orderBy(...orderBy(f.sort))
    .limit(f.limit)
    .offset(f.offset);
  return rows.map(toProduct);
}

export async function countProducts(db: Db, f: Pick<ProductFilter, 'categoryId' | 'q'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(filterWhere(f));
  return row?.n ?? 0;
}

export async function findProduct(db: Db, productId: number): Promise<Product | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return row ? toProduct(row) : null;
}

export async function listCategories(db: Db) {
  return db
    .select({ category_id: categories.id, category_name: categories.name })
    .from(categories)
    .orderBy(asc(categories.id));
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  return Boolean(row);
}

/**
 * A fingerprint that changes on every product or category write: counts catch inserts and
 * deletes, max(updated_at) catches edits, and the stock sum catches two stock changes in one millisecond.
 */
export async function catalogueVersion(db: Db): Promise<string> {
  // Both drivers answer { rows }.
  const result = (await db.execute(sql`
    select concat_ws(':',
      (select concat_ws(':', count(*), coalesce(floor(extract(epoch from max(updated_at)) * 1000000)::bigint, 0),
         coalesce(sum(stock_quantity), 0), coalesce(sum(price_paise), 0)) from products),
      (select concat_ws(':', count(*), coalesce(max(id), 0), coalesce(sum(length(name)), 0)) from categories)
    ) as v`)) as unknown as { rows: { v: string }[] };
  return result.rows[0]?.v ?? '0';
}
