// GET /shop/open/product/{product_id}: one product for the detail page; a 404 means "Product not found".
import type { Product } from '@app/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';

export const getProduct = (productId: string, signal?: AbortSignal) =>
  api.get<Product>(`/shop/open/product/${encodeURIComponent(productId)}`, { signal });

export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: ['shop', 'product', productId],
    queryFn: ({ signal }) => getProduct(productId, signal),
    staleTime: 60_000,
  });

export function useProduct(productId: string) {
  return useQuery(productQuery(productId));
}

/** Whether a failed product load means "no such product" rather than "could not load". */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
