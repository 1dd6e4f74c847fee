// GET /api/order-history: the signed-in shopper's paid order lines, newest first.
import type { OrderHistoryItem } from '@app/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isLoggedIn } from '../../../lib/storage.ts';

export const ORDER_HISTORY_KEY = ['orders', 'history'] as const;

export const getOrderHistory = (signal?: AbortSignal) => api.get<OrderHistoryItem[]>('/api/order-history', { signal });

export const orderHistoryQuery = () =>
  queryOptions({ queryKey: ORDER_HISTORY_KEY, queryFn: ({ signal }) => getOrderHistory(signal) });

export function useOrderHistory() {
  return useQuery({ ...orderHistoryQuery(), enabled: isLoggedIn() });
}
