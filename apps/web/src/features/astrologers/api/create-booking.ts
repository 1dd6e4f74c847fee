// POST /api/bookings {astro_id, kind, starts_at, length}: books one of the astrologer's free slots, holding price x
// length from the wallet; 402 low_balance (with needed_paise) when the wallet is short, 409 slot_taken when someone
// was first. GET /api/wallet?limit=1 gives the sheet the balance.
import type { Booking, BookingBody } from '@app/contracts/bookings';
import type { WalletResponse } from '@app/contracts/wallet';
import { api } from '../../../lib/api.ts';

export const createBooking = (body: BookingBody) => api.post<Booking>('/api/bookings', body);

export const getBalance = async (signal?: AbortSignal): Promise<number> =>
  (await api.get<WalletResponse>('/api/wallet?limit=1', { signal })).balance;
