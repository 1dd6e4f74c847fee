// DELETE /api/astrologer/{astro_id}: removes an astrologer profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const deleteAstrologer = (astroId: number) => api.delete<unknown>(`/api/astrologer/${astroId}`);

export function useDeleteAstrologer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAstrologer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.astrologers() }),
  });
}
