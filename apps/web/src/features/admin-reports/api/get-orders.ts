// POST /api/order/get-all-orders: one page of shop orders, as product-line rows grouped by order_history_id.
import { ADMIN_PAGE_SIZE } from '@app/contracts/admin-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import type { AdminOrdersPage } from './types.ts';

export const getOrders = (page: number) =>
  api.post<AdminOrdersPage>('/api/order/get-all-orders', { page, limit: ADMIN_PAGE_SIZE });

export const useOrders = (page: number) =>
  useQuery({ queryKey: adminKeys.ordersPage(page), queryFn: () => getOrders(page), placeholderData: keepPreviousData });
