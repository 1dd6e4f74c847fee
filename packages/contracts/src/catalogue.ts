// Catalogue: categories and products as the shop reads them, the optional search/sort/paging query, and the shop's messages.
import { z } from 'zod';
import { blankToUndefined, idParam, intLike, pageLike } from './common.ts';
import { CATALOGUE_LIMIT_MAX, SEARCH_MAX_LENGTH, SORT_VALUES } from './catalogue-rules.ts';

export * from './catalogue-rules.ts';

export const categorySchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  product_id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  name: z.string(),
  description: z.string(),
  /** The selling price in rupees (2 decimals): what the shopper pays per unit. */
  price_in_rupee: z.number(),
  /** Percent off the original price, 0-100. */
  discount: z.number().int(),
  rating: z.number().nullable(),
  image: z.string().nullable(),
  stock_quantity: z.number().int(),
  instruction: z.string().nullable(),
  kit_includes: z.string().nullable(),
  quality: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const categoryListSchema = z.array(categorySchema);
export const productListSchema = z.array(productSchema);

/** Optional query of every product list: absent parameters keep the spec's plain answer. */
export const catalogueQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Search must be text' })
      .trim()
      .max(SEARCH_MAX_LENGTH, { error: `Search must be at most ${SEARCH_MAX_LENGTH} characters` })
      .optional(),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(SORT_VALUES, { error: `Sort must be one of ${SORT_VALUES.join(', ')}` }).optional(),
  ),
  page: z.preprocess(blankToUndefined, pageLike().optional()),
  limit: z.preprocess(
    blankToUndefined,
    intLike(`limit must be a whole number from 1 to ${CATALOGUE_LIMIT_MAX}`)
      .pipe(
        z
          .number()
          .min(1, { error: `limit must be a whole number from 1 to ${CATALOGUE_LIMIT_MAX}` })
          .max(CATALOGUE_LIMIT_MAX, { error: `limit must be a whole number from 1 to ${CATALOGUE_LIMIT_MAX}` }),
      )
      .optional(),
  ),
});
export type CatalogueQuery = z.output<typeof catalogueQuery>;

export const productIdParam = idParam('product_id', 'Product id must be a positive whole number');
export const categoryIdParam = idParam('category_id', 'Category id must be a positive whole number');
