// POST /api/admin/consultations/{id}/refund: gives money back to the user; the history row shows it at once and
// every report that counts it (payments, the admin wallet, astrologers' wallets) reloads.
import type { AdminConsultation } from '@app/contracts/admin-consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import type { Interaction } from './types.ts';

export interface RefundRequest {
  consultationId: number;
  /** Rupees; absent refunds all that is left. */
  amount?: number;
  reason: string;
}

export const refundConsultation = ({ consultationId, ...body }: RefundRequest) =>
  api.post<AdminConsultation>(`/api/admin/consultations/${consultationId}/refund`, body);

export function useRefundConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundConsultation,
    onSuccess: async (answer) => {
      queryClient.setQueryData<{ interactions: Interaction[] }>(adminKeys.interactions(), (old) =>
        old && {
          interactions: old.interactions.map((row) =>
            row.consultation_id === answer.consultation_id ? { ...row, refunded_amount: answer.refunded } : row,
          ),
        },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.interactions() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.payments() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.astrologers() }),
      ]);
    },
  });
}
