// The catalogue's constants, headers and messages, without zod: the shop's screens import these and load no schema code.

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

/** Answer header of every product list: how many products match, whatever part of them the body holds. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** A search counts its matches no further than this; X-Total-Count-Relation then says `gte`. */
export const CATALOGUE_SEARCH_COUNT_CAP = 1000;
/** Answer header beside X-Total-Count: `eq` when the total is exact, `gte` when a search stopped counting at the cap. */
export const TOTAL_COUNT_RELATION_HEADER = 'x-total-count-relation';
/** Answer header of a paged list: RFC 8288 links with rel first, prev, next and last. */
export const LINK_HEADER = 'link';

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
