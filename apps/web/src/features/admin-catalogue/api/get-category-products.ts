// GET /api/product/category/{category_id}: the products of one category, for Category & Products.
import type { Product } from '@app/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export async function getCategoryProducts(categoryId: number): Promise<Product[]> {
  try {
    return await api.get<Product[]>(`/api/product/category/${categoryId}`);
  } catch (error) {
    // A category without products may be answered with 404; to the admin that is simply an empty list.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const useCategoryProducts = (categoryId: number | null) =>
  useQuery({
    queryKey: adminKeys.productsOfCategory(categoryId ?? 0),
    queryFn: () => getCategoryProducts(categoryId ?? 0),
    enabled: categoryId !== null,
  });
