// GET /api/astrologers/{astro_id}/slots?length=: the astrologer's free slots over the next 14 days (UTC instants by
// India date) and the per-minute prices of a booked call and video call.
import type { BookingLength, SlotsResponse } from '@app/contracts/hours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isNotFound } from './get-astrologer.ts';

export const slotsPath = (astroId: number, length: BookingLength) => `/api/astrologers/${astroId}/slots?length=${length}`;

export const slotsQuery = (astroId: number, length: BookingLength) =>
  queryOptions({
    queryKey: ['astrologers', 'slots', astroId, length],
    queryFn: ({ signal }) => api.get<SlotsResponse>(slotsPath(astroId, length), { signal }),
    // Slots pass as the clock moves on: read again after a minute.
    staleTime: 60_000,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export function useSlots(astroId: number, length: BookingLength) {
  // Another length keeps the last answer on screen until its own arrives.
  return useQuery({ ...slotsQuery(astroId, length), placeholderData: keepPreviousData });
}
