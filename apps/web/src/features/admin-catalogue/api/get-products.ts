// GET /api/all-product: the whole catalogue, for the product list.
import type { Product } from '@app/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const getProducts = () => api.get<Product[]>('/api/all-product');

export const useProducts = (enabled = true) => useQuery({ queryKey: adminKeys.products(), queryFn: getProducts, enabled });
