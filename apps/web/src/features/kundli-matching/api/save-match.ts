// POST /api/kundli/matches: saves the match of these two people to the user's profile.
import type { KundliMatchRequest, KundliMatchResponse } from '@app/contracts/kundli-match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { SAVED_MATCHES_KEY } from '../../../components/kundli-match/saved-matches.ts';

export const saveMatch = (body: KundliMatchRequest) =>
  api.post<{ id: number; message: string; match: KundliMatchResponse }>('/api/kundli/matches', body);

export function useSaveMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMatch, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_MATCHES_KEY }) });
}
