// POST /api/verify-astrologer: approves an astrologer, or changes a verified one's commission.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const verifyAstrologer = (body: { astro_id: number; commission: string }) =>
  api.post<unknown>('/api/verify-astrologer', body);

export function useVerifyAstrologer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAstrologer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.astrologers() }),
  });
}
