// The shop listing's state (search, sort, category) as URL query parameters, and the client-side
// search and sort over the loaded products. Keeping the state in the URL means a search can be
// shared and reloaded, and the same parameters can later be sent to the server unchanged.

import { SHOP_SORT_OPTIONS, type SortValue } from '@app/contracts/catalogue';

export { SHOP_SORT_OPTIONS, type SortValue };

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
    q: params.get('q') ?? '',
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

interface Searchable {
  name: string;
  description?: string | null;
  price_in_rupee: number;
}

/** Case-insensitive substring match on name or description, then the chosen order. */
export function applyListing<T extends Searchable>(products: readonly T[], q: string, sort: SortValue): T[] {
  const needle = q.trim().toLowerCase();
  const found = needle
    ? products.filter(
        (p) => p.name.toLowerCase().includes(needle) || (p.description ?? '').toLowerCase().includes(needle),
      )
    : [...products];
  // Array.prototype.sort is stable, so equal prices keep the server's order.
  if (sort === 'price-low') found.sort((a, b) => a.price_in_rupee - b.price_in_rupee);
  if (sort === 'price-high') found.sort((a, b) => b.price_in_rupee - a.price_in_rupee);
  return found;
}
