// Demo catalogue rows: the five categories and 24 products with their generated images.
import type { categories, products } from '../schema/index.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './catalogue-data.ts';
import { seedTax } from './catalogue-tax.ts';
import { DAY, HOUR, before } from './seed-time.ts';

export type CategoryRow = typeof categories.$inferInsert & { id: number; name: string };
export type ProductRow = typeof products.$inferInsert & { id: number; name: string; pricePaise: number };

export function buildCatalogue(now: Date, images: (string | null)[]): { categories: CategoryRow[]; products: ProductRow[] } {
  const categoryRows: CategoryRow[] = SEED_CATEGORIES.map((c, i) => ({
    id: i + 1,
    name: c.name,
    createdAt: before(now, (180 - i) * DAY),
  }));
  const productRows: ProductRow[] = SEED_PRODUCTS.map((p, i) => ({
    id: i + 1,
    categoryId: p.category + 1,
    name: p.name,
    description: p.description,
    pricePaise: p.pricePaise,
    discount: p.discount,
    rating: p.rating,
    quality: p.quality,
    image: images[i] ?? null,
    stockQuantity: p.stock,
    instruction: p.instruction,
    kitIncludes: p.kitIncludes,
    ...seedTax(p.category, p.name),
    createdAt: before(now, 175 * DAY - i * HOUR),
  }));
  return { categories: categoryRows, products: productRows };
}
