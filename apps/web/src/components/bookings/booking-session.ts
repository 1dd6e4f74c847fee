// A booking as the join screens read it, the join call, and how a booking's time reads on a clock: what the user's
// "My bookings" and the astrologer's console share (docs/decisions/booked-consultations.md, "Joining").
import type { Booking, JoinBookingResponse } from '@app/contracts/bookings';
import { api } from '../../lib/api.ts';

export const joinBooking = (id: number) => api.post<JoinBookingResponse>(`/api/bookings/${id}/join`, {});

/** From when either side may join: the server's join_opens_at (its BOOKING_JOIN_EARLY_MIN before the start). */
export const joinOpensAt = (b: Booking): number => Date.parse(b.join_opens_at);

export const INDIA_ZONE = 'Asia/Kolkata';

/** The browser's time zone, India's when it names none. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || INDIA_ZONE;
export const isIndiaZone = (zone: string) => zone === INDIA_ZONE || zone === 'Asia/Calcutta';

/** "Sat, 12 Dec, 7:30 pm IST": the day and time on `zone`'s clock, the zone's short name when `named`. */
export function bookingTime(iso: string | number, zone: string, locale: string, named: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    ...(named && { timeZoneName: 'short' }),
  }).format(new Date(iso));
}

/** "7:25 pm" on the same day of `zone` as `now`, else with its day: when joining opens. */
export function openingTime(at: number, now: number, zone: string, locale: string, named: boolean): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  if (day.format(at) !== day.format(now)) return bookingTime(at, zone, locale, named);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone, ...(named && { timeZoneName: 'short' }) }).format(at);
}
