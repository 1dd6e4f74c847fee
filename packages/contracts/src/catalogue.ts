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

/** Answer header with the number of matching products when page or limit is sent. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

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
