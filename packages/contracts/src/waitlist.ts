// The waitlist of a busy astrologer: a user joins it instead of meeting a disabled Chat button, is told their place
// and the wait, and is offered the session when the astrologer is free (docs/decisions/waitlist.md).
import { z } from 'zod';
import { CONSULTATION_TYPES } from './consultations.ts';

export const WAITLIST_MESSAGES = {
  astrologerFree: 'This astrologer is free now. Please start your consultation directly.',
  astrologerUnavailable: 'This astrologer is not taking this kind of consultation right now.',
  alreadyOn: 'You are already on a waitlist. Leave it before joining another.',
  full: "This astrologer's waitlist is full. Please try again later or choose another astrologer.",
  notFound: 'Waitlist place not found',
  notOffered: 'It is not your turn yet.',
  offerExpired: 'Your turn has passed. Join the waitlist again if you still want to consult.',
} as const;

/**
 * waiting: in the line; offered: the astrologer is free and held for this user until offer_expires_at; taken: the
 * offer became a request; left: the user left; expired: the offer was not taken in time; closed: the astrologer went
 * away (removed) or the account did.
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'taken', 'left', 'expired', 'closed'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** POST /api/astrologers/:id/waitlist */
export const joinWaitlistBody = z.object({
  type: z.enum(CONSULTATION_TYPES, { error: 'type must be chat, call or video' }),
});

/** A user's place, as GET /api/waitlist/mine and the `waitlist` socket event give it. */
export const waitlistEntry = z.object({
  entry_id: z.number().int(),
  astro_id: z.number().int(),
  astro_name: z.string(),
  astro_image: z.string(),
  type: z.enum(CONSULTATION_TYPES),
  status: z.enum(WAITLIST_STATES),
  /** 1-based among the astrologer's waiting and offered places, by joining order; null once the place is closed. */
  position: z.number().int().nullable(),
  /** Minutes until the astrologer is likely free for this user: 0 when offered; null once the place is closed. */
  estimated_wait_minutes: z.number().int().nullable(),
  joined_at: z.string(),
  offered_at: z.string().nullable(),
  /** Until when an offer may be taken (the server's clock); null unless offered. */
  offer_expires_at: z.string().nullable(),
  /** The request the offer became, once taken. */
  consultation_id: z.number().int().nullable(),
  /** The server's clock when this was read, so a countdown follows the server. */
  server_time: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/** GET /api/waitlist/mine: the caller's open place (waiting or offered), or null. */
export const myWaitlistResponse = z.object({ entry: waitlistEntry.nullable() });
export type MyWaitlist = z.infer<typeof myWaitlistResponse>;

/** One person waiting, as the astrologer's console lists them (first name only). */
export const consoleWaitlistItem = z.object({
  entry_id: z.number().int(),
  first_name: z.string(),
  type: z.enum(CONSULTATION_TYPES),
  status: z.enum(['waiting', 'offered']),
  position: z.number().int(),
  joined_at: z.string(),
  offer_expires_at: z.string().nullable(),
});
export type ConsoleWaitlistItem = z.infer<typeof consoleWaitlistItem>;
