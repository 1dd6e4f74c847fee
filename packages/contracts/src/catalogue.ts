// Catalogue: categories and products as the shop reads them, the optional search/sort/paging query, and the shop's messages.
import { z } from 'zod';
import { blankToUndefined, idParam, intLike } from './common.ts';

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

/** Sort values the API accepts; the shop offers default, price-low and price-high (storefront.md section 5). */
export const SORT_VALUES = ['default', 'price-low', 'price-high', 'rating', 'discount', 'newest'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const SHOP_SORT_OPTIONS: readonly { value: SortValue; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
];

export const CATALOGUE_LIMIT_MAX = 100;
/** Page size when `page` is sent without `limit`. */
export const CATALOGUE_DEFAULT_PAGE_SIZE = 24;
/** A list asked for without page or limit stops here; X-Total-Count then says how many matched (docs/decisions/catalogue-paging.md). */
export const CATALOGUE_UNPAGED_MAX = 1000;
export const SEARCH_MAX_LENGTH = 100;

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
  page: z.preprocess(blankToUndefined, intLike('page must be a positive whole number').pipe(z.number().min(1, { error: 'page must be a positive whole number' }).max(1_000_000, { error: 'page is too large' })).optional()),
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

/** Answer header of every product list: how many products match, whatever part of them the body holds. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** A search counts its matches no further than this; X-Total-Count-Relation then says `gte`. */
export const CATALOGUE_SEARCH_COUNT_CAP = 1000;
/** Answer header beside X-Total-Count: `eq` when the total is exact, `gte` when a search stopped counting at the cap. */
export const TOTAL_COUNT_RELATION_HEADER = 'x-total-count-relation';
/** Answer header of a paged list: RFC 8288 links with rel first, prev, next and last. */
export const LINK_HEADER = 'link';

export const productIdParam = idParam('product_id', 'Product id must be a positive whole number');
export const categoryIdParam = idParam('category_id', 'Category id must be a positive whole number');

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The struck-through original price: price / (1 - discount/100), 2 decimals; null when there is no discount. */
export function originalPriceRupees(priceInRupee: number, discount: number): number | null {
  if (!(discount > 0) || discount >= 100) return null;
  return Math.round((priceInRupee / (1 - discount / 100)) * 100) / 100;
}

/** Messages of storefront.md section 8 shown by the shop listing and the product page. */
export const SHOP_MESSAGES = {
  loginForCart: 'Please login or signup to access the cart.',
  loginForMyCart: 'Please login or signup to access the My Cart.',
  loginForOrders: 'Please login or signup to access the Orders.',
  loginForShopping: 'Please login or signup to access the shopping page.',
  loginForPage: 'Please login or signup to access this page.',
  alreadyInCartShop: 'Item already in cart. You can update the quantity there!',
  alreadyInCartProduct: 'Item is already in your cart. You can adjust the quantity from the cart.',
  added: 'Item added to cart!',
  addFailed: 'Failed to add item to cart!',
  maxQuantity: 'Maximum quantity reached',
  productLoadFailed: 'Failed to load product details',
  productNotFound: PRODUCT_NOT_FOUND,
  noProducts: 'No products found',
  noProductsHint: 'Try adjusting your search or filter criteria',
  noDescription: 'No description available.',
  outOfStock: 'Out of stock',
  allCategories: 'All Categories',
  allProducts: 'All Products',
} as const;
