// GET /api/bookings (the user's bookings, upcoming first) and POST /api/bookings/{id}/cancel (the hold back by the rule).
import type { Booking, MyBookingsResponse } from '@app/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const myBookingsQuery = () =>
  queryOptions({
    queryKey: ['bookings', 'mine'],
    queryFn: ({ signal }) => api.get<MyBookingsResponse>('/api/bookings', { signal }),
  });

export const useMyBookings = () => useQuery(myBookingsQuery());

export const cancelBooking = (id: number) => api.post<Booking>(`/api/bookings/${id}/cancel`, {});
