// PUT /admin/edit-product/{product_id}: changes a product; every product list refreshes afterwards.
import type { EditProductRequest } from '@app/contracts/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const editProduct = ({ productId, ...body }: EditProductRequest & { productId: number }) =>
  api.put<unknown>(`/admin/edit-product/${productId}`, { product_id: productId, ...body });

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
  });
}
