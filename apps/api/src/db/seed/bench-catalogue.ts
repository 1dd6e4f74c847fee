// A large catalogue for benchmarks: categories and products made inside the database in one statement each.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

export interface BenchCatalogueOptions {
  products: number;
  categories: number;
}

export interface BenchCatalogue {
  categoryIds: number[];
  /** Products inserted (0 when the bench catalogue was already there). */
  products: number;
}

/** Category names start with this; a second run finds them and adds nothing. */
export const BENCH_CATEGORY_PREFIX = 'Bench category';

// Word lists that give realistic search terms: each word is in hundreds or thousands of products, a full name in few.
const ADJECTIVES = ['Sacred', 'Energised', 'Natural', 'Certified', 'Vedic', 'Pure', 'Blessed', 'Handcrafted', 'Original', 'Premium', 'Antique', 'Tested'];
const MATERIALS = ['Copper', 'Silver', 'Brass', 'Crystal', 'Sandalwood', 'Rudraksha', 'Tulsi', 'Sphatik', 'Panchdhatu', 'Quartz', 'Amethyst', 'Tiger Eye', 'Pyrite', 'Rose Quartz', 'Onyx', 'Coral', 'Pearl'];
const ITEMS = ['Yantra', 'Mala', 'Bracelet', 'Pendant', 'Ring', 'Idol', 'Diya', 'Pyramid', 'Tortoise', 'Kavach', 'Gemstone', 'Locket', 'Bowl', 'Anklet', 'Shivling'];
const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const USES = ['wealth and success', 'health and calm', 'career growth', 'a happy marriage', 'protection from the evil eye', 'focus in studies', 'peace at home'];

const textArray = (words: string[]) => sql`array[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]`;

/**
 * Inserts `categories` categories and `products` products spread evenly over them, in one transaction
 * and two statements (generate_series on the server, no rows sent over the wire): about a second per
 * 100,000 products on PostgreSQL. The catalogue-version trigger fires once, at commit.
 */
export async function seedBenchCatalogue(db: Db, opts: BenchCatalogueOptions): Promise<BenchCatalogue> {
  const n = Math.max(0, Math.floor(opts.products));
  const c = Math.max(1, Math.floor(opts.categories));
  const result = await db.transaction(async (tx) => {
    const existing = (await tx.execute(sql`
      select id from categories where name like ${`${BENCH_CATEGORY_PREFIX} %`} order by id`)) as unknown as { rows: { id: number }[] };
    if (existing.rows.length > 0) return { categoryIds: existing.rows.map((r) => r.id), products: 0 };

    const inserted = (await tx.execute(sql`
      insert into categories (name)
      select ${BENCH_CATEGORY_PREFIX} || ' ' || lpad(g::text, 3, '0') from generate_series(1, ${c}::int) g
      returning id`)) as unknown as { rows: { id: number }[] };
    const categoryIds = inserted.rows.map((r) => Number(r.id)).sort((a, b) => a - b);

    // Multipliers coprime with the list lengths spread the words, so neighbouring ids differ.
    await tx.execute(sql`
      insert into products (category_id, name, description, price_paise, discount, rating, quality, image,
                            stock_quantity, instruction, kit_includes, created_at, updated_at)
      select
        (${sql`array[${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)}]::int[]`})[(g % ${c}::int) + 1],
        a[(g * 7 % cardinality(a)) + 1] || ' ' || m[(g * 11 % cardinality(m)) + 1] || ' ' || i[(g * 13 % cardinality(i)) + 1] || ' No. ' || g,
        'Energised for ' || p[(g * 5 % cardinality(p)) + 1] || ', worn or kept for ' || u[(g * 3 % cardinality(u)) + 1]
          || '. Batch ' || (g % 997) || ', made of ' || lower(m[(g * 19 % cardinality(m)) + 1]) || '.',
        5000 + (g * 7919 % 500000),
        g * 13 % 61,
        case when g % 10 = 0 then null else ((g * 37 % 51) / 10.0) end,
        g % 6,
        null,
        g * 11 % 100,
        case when g % 3 = 0 then 'Keep it in a clean place facing east.' end,
        case when g % 4 = 0 then 'Certificate, Pouch' end,
        now() - make_interval(secs => g),
        now()
      from generate_series(1, ${n}::int) g,
        (select ${textArray(ADJECTIVES)} a, ${textArray(MATERIALS)} m, ${textArray(ITEMS)} i,
                ${textArray(PLANETS)} p, ${textArray(USES)} u) w`);
    return { categoryIds, products: n };
  });
  // PGlite runs no autovacuum: without fresh statistics the planner would guess at 100,000 new rows.
  if (result.products > 0) await db.execute(sql`analyze products, categories`);
  return result;
}
