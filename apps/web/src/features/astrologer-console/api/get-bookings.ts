// GET /api/console/bookings: the astrologer's upcoming bookings (soonest first), how many they cancelled and how many
// they missed; POST /api/bookings/:id/cancel with the astrologer's optional reason (the whole hold back to the user).
import type { Booking, ConsoleBookingsResponse } from '@app/contracts/bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export const getConsoleBookings = (signal?: AbortSignal) => api.get<ConsoleBookingsResponse>('/api/console/bookings', { signal });

export function useConsoleBookings() {
  return useQuery({
    queryKey: CONSOLE_KEYS.bookings,
    queryFn: ({ signal }) => getConsoleBookings(signal),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

export const cancelConsoleBooking = (id: number, reason: string) =>
  api.post<Booking>(`/api/bookings/${id}/cancel`, reason.trim() ? { reason: reason.trim() } : {});

export function useCancelConsoleBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => cancelConsoleBooking(id, reason),
    onSuccess: () => void client.invalidateQueries({ queryKey: CONSOLE_KEYS.bookings }),
  });
}
