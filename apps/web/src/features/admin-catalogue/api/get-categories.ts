// GET /api/product-category: every category, for the category list and the product forms' selects.
import type { Category } from '@app/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const getCategories = () => api.get<Category[]>('/api/product-category');

export const useCategories = () => useQuery({ queryKey: adminKeys.categories(), queryFn: getCategories });
