// GET /api/kundli/matches: the signed-in user's saved matches, newest first (the matching page, and the request sheet that
// attaches one); 403 for an account that is not a user's.
import type { SavedMatchSummary } from '@app/contracts/kundli-matches';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';

export const SAVED_MATCHES_KEY = ['kundli', 'matches'] as const;

export const getSavedMatches = (signal?: AbortSignal) => api.get<{ matches: SavedMatchSummary[] }>('/api/kundli/matches', { signal });

export function useSavedMatches(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_MATCHES_KEY,
    queryFn: ({ signal }) => getSavedMatches(signal),
    enabled,
    // A refusal (401, 403) is the answer for this session, not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
