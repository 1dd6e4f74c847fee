// GET /shop/open/product-category: the categories of the sidebar.
import type { Category } from '@app/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getCategories = (signal?: AbortSignal) => api.get<Category[]>('/shop/open/product-category', { signal });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['shop', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}
