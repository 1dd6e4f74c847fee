// DELETE /admin/remove-product/{product_id}: takes a product out of the catalogue (past orders keep their snapshot).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const deleteProduct = (productId: number) => api.delete<unknown>(`/admin/remove-product/${productId}`);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
  });
}
