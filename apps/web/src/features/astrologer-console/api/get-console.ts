// GET /api/consult/console: availability, status and earnings of the signed-in astrologer (403 for anyone else).
import type { ConsoleSummary } from '@app/contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export const getConsole = (signal?: AbortSignal) => api.get<ConsoleSummary>('/api/consult/console', { signal });

export function useConsoleSummary(enabled: boolean) {
  return useQuery({
    queryKey: CONSOLE_KEYS.summary,
    queryFn: ({ signal }) => getConsole(signal),
    enabled,
    // A refusal (not an astrologer, not verified, signed out) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
