// POST /admin/product-category: adds a category.
import type { CreateCategoryRequest } from '@app/contracts/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const createCategory = (body: CreateCategoryRequest) => api.post<unknown>('/admin/product-category', body);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
  });
}
