// A booking as the API answers it, for component tests: booked, 30 minutes of a ₹20/min call a day ahead, joinable
// 5 minutes before its start; `over` changes what a test is about.
import type { Booking } from '@app/contracts/bookings';

let serial = 0;

export function createBooking(over: Partial<Booking> = {}): Booking {
  const startsAt = over.starts_at ?? new Date(Date.now() + 24 * 3_600_000).toISOString();
  return {
    booking_id: (serial += 1),
    astro_id: 3,
    other_name: 'Asha Verma',
    kind: 'call',
    starts_at: startsAt,
    length: 30,
    price: 20,
    held: 600,
    status: 'booked',
    released: 0,
    captured: 0,
    cancelled_at: null,
    created_at: '2026-11-29T05:00:00.000Z',
    user_joined_at: null,
    astro_joined_at: null,
    consultation_id: null,
    join_opens_at: new Date(Date.parse(startsAt) - 5 * 60_000).toISOString(),
    settled_at: null,
    ...over,
  };
}
