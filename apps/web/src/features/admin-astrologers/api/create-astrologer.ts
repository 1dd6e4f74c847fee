// POST /admin/astrologer: the second step, the astrologer's profile for the account just created.
import type { AdminAstrologerForm } from '@app/contracts/admin-astrologers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const createAstrologer = (body: AdminAstrologerForm) =>
  api.post<{ message: string; token_no: string }>('/admin/astrologer', body);

export function useCreateAstrologer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAstrologer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.astrologers() }),
  });
}
