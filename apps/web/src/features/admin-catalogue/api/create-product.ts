// POST /admin/product: adds a product to the catalogue.
import type { CreateProductRequest } from '@app/contracts/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const createProduct = (body: CreateProductRequest) => api.post<unknown>('/admin/product', body);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
  });
}
