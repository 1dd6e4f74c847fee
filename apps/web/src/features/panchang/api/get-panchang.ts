// GET /api/panchang?date=&place_id=: a day's panchang at a place; without them, today at New Delhi (the server's today).
import type { PanchangResponse } from '@app/contracts/panchang';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** What the page's address asks for: absent parts are the server's defaults. */
export interface PanchangAsk {
  date?: string;
  place?: string;
}

/** The day and place the page's address asks for (?date=, ?place=); absent parts are the server's today and New Delhi. */
export function readPanchangAsk(search: URLSearchParams): PanchangAsk {
  return { date: search.get('date') || undefined, place: search.get('place') || undefined };
}

export function panchangPath({ date, place }: PanchangAsk): string {
  const search = new URLSearchParams();
  if (date) search.set('date', date);
  if (place) search.set('place_id', place);
  const query = search.toString();
  return query ? `/api/panchang?${query}` : '/api/panchang';
}

export const panchangQuery = (ask: PanchangAsk) =>
  queryOptions({
    queryKey: ['panchang', ask.date ?? 'today', ask.place ?? 'default'],
    queryFn: ({ signal }) => api.get<PanchangResponse>(panchangPath(ask), { signal }),
    // A named day never changes; "today" changes at midnight, when a visitor reloads the page.
    staleTime: Infinity,
  });

/** Keeps the day on screen while the next one loads, so stepping through days does not flash. */
export function usePanchang(ask: PanchangAsk) {
  return useQuery({ ...panchangQuery(ask), placeholderData: keepPreviousData, retry: false });
}
