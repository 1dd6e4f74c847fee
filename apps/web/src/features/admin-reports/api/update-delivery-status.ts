// PUT /api/update-delivery-status: sets an order's delivery status; the order list reloads afterwards.
import type { DeliveryStatus } from '@app/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const updateDeliveryStatus = (body: { order_history_id: number; new_status: DeliveryStatus }) =>
  api.put<unknown>('/api/update-delivery-status', body);

export function useUpdateDeliveryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}
