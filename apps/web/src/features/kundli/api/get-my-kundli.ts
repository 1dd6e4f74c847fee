// GET /api/kundli/mine: the signed-in user's saved chart, null when none, and with none saved the chart the profile's
// birth details draw (when its place was picked from the list); 403 for an account that is not a user's.
import type { Kundli } from '@app/contracts/kundli';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';

export const MY_KUNDLI_KEY = ['kundli', 'mine'] as const;

export const getMyKundli = (signal?: AbortSignal) =>
  api.get<{ kundli: Kundli | null; from_profile?: Kundli | null }>('/api/kundli/mine', { signal });

export function useMyKundli(enabled: boolean) {
  return useQuery({
    queryKey: MY_KUNDLI_KEY,
    queryFn: ({ signal }) => getMyKundli(signal),
    enabled,
    staleTime: 5 * 60_000,
    // A refusal (401, 403) is the answer for this session, not a hiccup to retry.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
