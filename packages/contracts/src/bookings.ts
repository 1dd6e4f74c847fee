// Booked consultations, second part: a user books a free slot with a hold on the wallet, and either side cancels by
// the rules (docs/decisions/booked-consultations.md). One schema per body, the messages, and the cancellation rule
// both the API and the web compute the refund with.
import './zod-setup.ts';
import { z } from 'zod';
import { idNumber, numberLike } from './common.ts';
import { BOOKING_LENGTHS, type BookingLength } from './hours.ts';

export const BOOKED_KINDS = ['chat', 'call', 'video'] as const;
export type BookedKind = (typeof BOOKED_KINDS)[number];
export const BOOKING_STATUSES = [
  'booked',
  'cancelled_by_user',
  'cancelled_by_astrologer',
  /** A suspension or removal of either side: the whole hold back. */
  'cancelled_by_platform',
  /** Both joined: the hold went back to the wallet and the session bills by the minute. */
  'started',
  /** The astrologer did not join in time: the whole hold back. */
  'no_show_astrologer',
  /** The user did not join in time: some minutes of the hold paid to the astrologer, the rest back. */
  'no_show_user',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A user who cancels at least this long before the start gets the whole hold back; later, half. */
export const FULL_REFUND_HOURS = 24;
/** The share of the hold a late cancellation by the user pays the astrologer, in percent. */
export const LATE_CANCEL_CAPTURE_PERCENT = 50;
export const CANCEL_REASON_MAX = 200;

export const BOOKING_MESSAGES = {
  astroId: 'astro_id must be a positive whole number',
  kind: 'kind must be chat, call or video',
  reason: `The reason can be at most ${200} characters`,
  startsAt: 'starts_at must be an ISO date and time',
  length: 'length must be 15, 30 or 45',
  kindNotOffered: 'This astrologer does not take booked consultations of this kind.',
  slotNotOffered: 'This time is not one of the astrologer\u2019s free slots. Please choose another.',
  slotTaken: 'Someone else has just booked this slot. Please choose another.',
  lowBalance: (rupees: number) => `Insufficient balance. You need ₹${rupees} to hold this booking. Please recharge your wallet.`,
  bookingNotFound: 'Booking not found',
  notBooked: 'This booking is no longer booked, so it cannot be cancelled.',
  bookedSoon: 'The astrologer has a booked consultation starting soon. Please book a slot or try again later.',
  hasBookings: 'Cancel your booked consultations first: the money held for them goes back to the wallet.',
  notOpen: (opensAt: string) => `You can join this booking from ${opensAt} (India time).`,
  notJoinable: 'This booking is no longer booked, so it cannot be joined.',
} as const;
const M = BOOKING_MESSAGES;

/** POST /api/bookings. */
export const bookingBody = z.object({
  astro_id: idNumber(M.astroId),
  kind: z.enum(BOOKED_KINDS, { error: M.kind }),
  starts_at: z.iso.datetime({ offset: true, error: M.startsAt }),
  length: numberLike(M.length).refine((v) => (BOOKING_LENGTHS as readonly number[]).includes(v), { error: M.length }),
});
export type BookingBody = z.input<typeof bookingBody>;

/** POST /api/bookings/:id/cancel: an optional reason. */
export const cancelBookingBody = z
  .object({ reason: z.string().trim().max(CANCEL_REASON_MAX, { error: M.reason }).optional() })
  .optional();

export const booking = z.object({
  booking_id: z.number().int(),
  astro_id: z.number().int(),
  /** The other party: the astrologer for the user, the user for the astrologer. */
  other_name: z.string(),
  kind: z.enum(BOOKED_KINDS),
  starts_at: z.string(),
  length: z.number().int(),
  /** Rupees per minute, fixed when booked. */
  price: z.number(),
  /** Rupees held from the wallet: price x length. */
  held: z.number(),
  status: z.enum(BOOKING_STATUSES),
  /** Of the hold, once cancelled: rupees back to the user, and rupees paid to the astrologer. */
  released: z.number(),
  captured: z.number(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  /** When each side pressed Join. */
  user_joined_at: z.string().nullable(),
  astro_joined_at: z.string().nullable(),
  /** The session, once both joined. */
  consultation_id: z.number().int().nullable(),
  /** From when either side may join: BOOKING_JOIN_EARLY_MIN before the start. */
  join_opens_at: z.string(),
  /** When the hold was settled by a start or a no-show. */
  settled_at: z.string().nullable(),
});
export type Booking = z.infer<typeof booking>;

/** POST /api/bookings/:id/join: the booking, and its session once both sides joined (null while waiting). */
export const joinBookingResponse = z.object({ booking, consultation_id: z.number().int().nullable() });
export type JoinBookingResponse = z.infer<typeof joinBookingResponse>;

/** GET /api/bookings: the user's, upcoming first (soonest first), then the past and the cancelled (latest first). */
export const myBookingsResponse = z.object({ bookings: z.array(booking) });
export type MyBookingsResponse = z.infer<typeof myBookingsResponse>;

/**
 * GET /api/console/bookings: the astrologer's upcoming bookings (and those started whose session is still open), soonest
 * first, how many they have cancelled and how many they missed.
 */
export const consoleBookingsResponse = z.object({
  bookings: z.array(booking),
  cancelled_by_you: z.number().int(),
  /** Bookings the astrologer did not join in time. */
  no_shows: z.number().int(),
});
export type ConsoleBookingsResponse = z.infer<typeof consoleBookingsResponse>;

/**
 * What a user's cancellation gives back, in paise: the whole hold when `now` is at least FULL_REFUND_HOURS before the
 * start, else half of it (a paisa of an odd hold goes to the user). The rest is paid to the astrologer.
 */
export function userCancelRefundPaise(heldPaise: number, startsAtMs: number, nowMs: number): number {
  if (startsAtMs - nowMs >= FULL_REFUND_HOURS * 3_600_000) return heldPaise;
  return heldPaise - Math.floor((heldPaise * LATE_CANCEL_CAPTURE_PERCENT) / 100);
}

/** The hold of a booking, in paise. */
export const heldPaiseOf = (pricePaise: number, length: BookingLength): number => pricePaise * length;

/** A moment as India reads it, `YYYY-MM-DD HH:MM` (India keeps UTC+05:30 all year). */
export function indiaDateTime(ms: number): string {
  return new Date(ms + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
