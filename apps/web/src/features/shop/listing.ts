// The shop listing's state (search, sort, category) as URL query parameters, and how it is asked of the
// server: the product list's query string, and the total and next page read from the answer's headers.

import { CATALOGUE_DEFAULT_PAGE_SIZE, SEARCH_MAX_LENGTH, SHOP_SORT_OPTIONS, type SortValue } from '@app/contracts/catalogue-rules';
import { tNow } from '../../lib/i18n.tsx';

export { SHOP_SORT_OPTIONS, type SortValue };

/** Products per request; "Load more" asks for the next page of the same size. The server's default page size,
 * which the render's hints ask for in the shop page's HTML when the server could not render it. */
export const SHOP_PAGE_SIZE = CATALOGUE_DEFAULT_PAGE_SIZE;
/** The search box waits this long after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListingState {
  q: string;
  sort: SortValue;
  /** null is "All Categories". */
  categoryId: number | null;
}

/** Only the sorts the shop offers are read from the URL; anything else is the default. */
function isSort(value: string): value is SortValue {
  return SHOP_SORT_OPTIONS.some((option) => option.value === value);
}

export function readListingState(params: URLSearchParams): ListingState {
  const sort = params.get('sort') ?? 'default';
  const category = Number(params.get('category'));
  return {
    q: normaliseSearch(params.get('q') ?? ''),
    sort: isSort(sort) ? sort : 'default',
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
  };
}

/** The query string for a state; defaults are left out so the plain /shopping stays plain. */
export function writeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.categoryId !== null) params.set('category', String(state.categoryId));
  if (state.sort !== 'default') params.set('sort', state.sort);
  return params;
}

/** The search as the server takes it: trimmed, at most SEARCH_MAX_LENGTH characters ('' is no search). */
export function normaliseSearch(q: string): string {
  return q.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** GET path of one page of the listing: all products or one category, with q, sort, page and limit. */
export function productsPath(state: ListingState, page: number, limit = SHOP_PAGE_SIZE): string {
  const base = state.categoryId === null ? '/shop/open/all-product' : `/shop/open/product/category/${state.categoryId}`;
  const params = new URLSearchParams();
  const q = normaliseSearch(state.q);
  if (q) params.set('q', q);
  if (state.sort !== 'default') params.set('sort', state.sort);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `${base}?${params.toString()}`;
}

export interface ListingTotal {
  count: number;
  /** The server stopped counting (a search past its cap): there are at least `count`. */
  atLeast: boolean;
}

/** X-Total-Count and X-Total-Count-Relation; without them, the products received are the total. */
export function readTotal(headers: Headers, received: number): ListingTotal {
  const count = Number(headers.get('x-total-count'));
  if (headers.get('x-total-count') === null || !Number.isInteger(count) || count < 0) return { count: received, atLeast: false };
  return { count, atLeast: headers.get('x-total-count-relation') === 'gte' };
}

/** Whether an RFC 8288 Link header has a rel="next" link. */
export function hasNextLink(link: string | null): boolean {
  if (!link) return false;
  return link.split(/,(?=\s*<)/).some((part) => /;\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/i.test(part));
}

/** The header's count line: "1 product found", "24 products found", "1000+ products found". */
export function foundText(total: ListingTotal): string {
  const number = `${total.count}${total.atLeast ? '+' : ''}`;
  return tNow('shop:auto.found', { count: total.atLeast ? 2 : total.count, number });
}
