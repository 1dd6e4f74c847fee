// GET /api/places?q=: places whose names start with the typed text, from the gazetteer the server ships.
import { PLACE_QUERY_MIN, type Place } from '@app/contracts/kundli';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const placesKey = (q: string) => ['places', q.trim().toLowerCase()] as const;

export const searchPlaces = (q: string, signal?: AbortSignal) =>
  api.get<{ places: Place[] }>(`/api/places?q=${encodeURIComponent(q.trim())}`, { signal });

/** Searches once the text has PLACE_QUERY_MIN letters; keeps the last answer on screen while the next one loads. */
export function usePlaces(q: string) {
  const enabled = q.trim().length >= PLACE_QUERY_MIN;
  return useQuery({
    queryKey: placesKey(q),
    queryFn: ({ signal }) => searchPlaces(q, signal),
    enabled,
    // The gazetteer changes only with a release.
    staleTime: Infinity,
    placeholderData: enabled ? keepPreviousData : undefined,
  });
}
