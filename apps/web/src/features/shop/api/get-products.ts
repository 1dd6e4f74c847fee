// GET /shop/open/all-product and /shop/open/product/category/{id}: the products of the listing.
import type { Product } from '@app/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getProducts(categoryId: number | null, signal?: AbortSignal): Promise<Product[]> {
  const path = categoryId === null ? '/shop/open/all-product' : `/shop/open/product/category/${categoryId}`;
  return api.get<Product[]>(path, { signal });
}

export const productsQuery = (categoryId: number | null) =>
  queryOptions({
    queryKey: ['shop', 'products', categoryId],
    queryFn: ({ signal }) => getProducts(categoryId, signal),
    staleTime: 60_000,
  });

export function useProducts(categoryId: number | null) {
  return useQuery(productsQuery(categoryId));
}
