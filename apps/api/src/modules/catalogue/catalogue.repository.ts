// SQL of the catalogue: live products with their category, categories, and the version that keys ETags and the cache.
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Product, SortValue } from '@app/contracts/catalogue';
import type { Db, Tx } from '../../db/client.ts';
import { appSettings, categories, products } from '../../db/schema/index.ts';

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

/**
 * ORDER BY of each sort. `unindexed` adds `+ 0` so no btree matches: the planner then fetches the
 * (few) search matches through the trigram index and sorts them, instead of walking a sort index and
 * testing ILIKE on thousands of rows to fill one page.
 */
function orderBy(sort: SortValue | undefined, unindexed = false): SQL[] {
  const key = <T>(column: T) => (unindexed ? sql`(${column} + 0)` : sql`${column}`);
  const id = key(products.id);
  switch (sort) {
    case 'price-low':
      return [sql`${key(products.pricePaise)} asc`, sql`${id} asc`];
    case 'price-high':
      return [sql`${key(products.pricePaise)} desc`, sql`${id} asc`];
    case 'rating':
      return [sql`${key(products.rating)} desc nulls last`, sql`${id} asc`];
    case 'discount':
      // Spelled as products_discount_idx is, so the planner reads the index in order.
      return [sql`${key(products.discount)} desc nulls last`, sql`${id} asc`];
    case 'newest':
      // Spelled as products_newest_idx is. Timestamps take no `+ 0`; a zero interval hides the column just the same.
      return unindexed
        ? [sql`(${products.createdAt} + interval '0 s') desc`, sql`${id} desc`]
        : [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];
    default:
      return [sql`${id} asc`];
  }
}

export async function listProducts(db: Db | Tx, f: ProductFilter, sortMatchesInMemory = false): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(filterWhere(f))
    .orderBy(...orderBy(f.sort, sortMatchesInMemory))
    .limit(f.limit)
    .offset(f.offset);
  return rows.map(toProduct);
}

/** How many products match, counting no further than `cap` when one is given. */
export async function countProducts(db: Db | Tx, f: Pick<ProductFilter, 'categoryId' | 'q'>, cap?: number): Promise<number> {
  if (cap === undefined) {
    const [row] = await db.select({ n: count() }).from(products).where(filterWhere(f));
    return row?.n ?? 0;
  }
  const matching = db.select({ one: sql`1` }).from(products).where(filterWhere(f)).limit(cap).as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * Runs a search's reads with sequential scans priced out. The planner charges ILIKE like any cheap
 * operator, so for a word in a few percent of 100,000 products it picks a sequential scan that
 * case-folds every description (~400 ms here) over the trigram bitmap scan (~15 ms). Only this
 * transaction is affected; where no index can help (a one-letter search) it still scans.
 */
export async function withTrigramPlans<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      // Also: a search's best plan depends on its words, so each is planned for its own values even when
      // the connection keeps the statement prepared. Both settings end with the transaction.
      await tx.execute(
        sql`select set_config('enable_seqscan', 'off', true), set_config('plan_cache_mode', 'force_custom_plan', true)`,
      );
      return work(tx);
    },
    { accessMode: 'read only' },
  );
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

/** Every live product's id, category and last change, in id order: the sitemap's list of product pages. */
export async function listProductPages(db: Db): Promise<{ productId: number; categoryId: number; updatedAt: Date }[]> {
  return db
    .select({ productId: products.id, categoryId: products.categoryId, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id));
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

/** The key of the app_settings row that a commit-time trigger bumps on every product or category write (migration 0002). */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** One primary-key read: cheap enough to ask on every request, so every process sees another's writes at once. */
export async function catalogueVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CATALOGUE_VERSION_KEY))
    .limit(1);
  return row?.value ?? '0';
}
