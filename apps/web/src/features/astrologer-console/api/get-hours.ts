// GET /api/console/hours: the signed-in astrologer's weekly hours, exceptions (from today, India) and booking prices.
import type { HoursDocument } from '@app/contracts/hours';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export const getHours = (signal?: AbortSignal) => api.get<HoursDocument>('/api/console/hours', { signal });

export function useHours() {
  return useQuery({
    queryKey: CONSOLE_KEYS.hours,
    queryFn: ({ signal }) => getHours(signal),
    // A refusal (not a verified astrologer) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    // The form is edited in place: a refetch on focus would not replace it, and would only cost a request.
    refetchOnWindowFocus: false,
  });
}
