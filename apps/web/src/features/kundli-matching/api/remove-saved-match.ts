// DELETE /api/kundli/matches/:id: removes a saved match from the profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { SAVED_MATCHES_KEY } from '../../../components/kundli-match/saved-matches.ts';

export const removeSavedMatch = (id: number) => api.delete<{ message: string }>(`/api/kundli/matches/${id}`);

export function useRemoveSavedMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSavedMatch, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_MATCHES_KEY }) });
}
