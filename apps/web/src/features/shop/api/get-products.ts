// GET /shop/open/all-product and /shop/open/product/category/{id}, a page at a time: the server searches, sorts and counts.
import type { Product } from '@app/contracts/catalogue';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { hasNextLink, normaliseSearch, productsPath, readTotal, type ListingState, type ListingTotal } from '../listing.ts';

export interface ProductPage {
  products: Product[];
  total: ListingTotal;
  hasNext: boolean;
}

export async function getProductPage(state: ListingState, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await api.getWithHeaders<Product[]>(productsPath(state, page), { signal });
  return {
    products: data,
    total: readTotal(headers, data.length),
    // A page past the end is empty; stop there even if a lower-bound total still offers a next link.
    hasNext: data.length > 0 && hasNextLink(headers.get('link')),
  };
}

export const productPagesQuery = (state: ListingState) => {
  const listing: ListingState = { ...state, q: normaliseSearch(state.q) };
  return infiniteQueryOptions({
    queryKey: ['shop', 'products', listing.categoryId, listing.q, listing.sort],
    queryFn: ({ pageParam, signal }) => getProductPage(listing, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage, _all: ProductPage[], lastPage: number) => (last.hasNext ? lastPage + 1 : undefined),
    staleTime: 60_000,
  });
};

/** The listing's pages; while a new search, sort or category loads, the previous results stay on screen. */
export function useProductPages(state: ListingState) {
  return useInfiniteQuery({ ...productPagesQuery(state), placeholderData: keepPreviousData });
}
