// DELETE /admin/delete-category/{category_id}: removes an empty category (the server refuses one with products).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const deleteCategory = (categoryId: number) => api.delete<unknown>(`/admin/delete-category/${categoryId}`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
  });
}
