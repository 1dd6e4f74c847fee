// Consultations: the astrologer directory, sessions (chat and call) billed per minute, messages, reviews,
// refunds, the socket's events, and every message a user or astrologer sees about them.
import { z } from 'zod';
import { boundedInt, boundedNumber, idLike, idNumber, INT32_MAX, intLike, numberLike, pageLike, RUPEES_MAX } from './common.ts';
import type { ErrorCode } from './errors.ts';
import { savedMatchSummary } from './kundli-matches.ts';
import { accountSuspension, MASK_KINDS } from './safety.ts';
import { LOW_BALANCE_MINUTES } from './tariff.ts';

export { LOW_BALANCE_MINUTES };

export const CONSULTATION_TYPES = ['chat', 'call', 'video'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
/** The types carried by a WebRTC connection between the two browsers: a voice call and a video call. */
export const MEDIA_SESSION_TYPES = ['call', 'video'] as const satisfies readonly ConsultationType[];
export type MediaSessionType = (typeof MEDIA_SESSION_TYPES)[number];
/**
 * Whether a session is a call (voice or video): signalled over the socket, started when it connects, and ended when
 * the astrologer's media reports stop, by one rule for both (docs/decisions/calls.md). Everything else is a chat.
 */
export const isMediaSession = (type: ConsultationType): type is MediaSessionType => type === 'call' || type === 'video';
export const CONSULTATION_STATUSES = ['requested', 'active', 'ended', 'declined', 'cancelled', 'expired'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export const END_REASONS = [
  'user',
  'astro',
  'balance',
  'disconnected',
  'astro_lost',
  'no_reply',
  'astro_suspended',
  'user_suspended',
  'booked_time',
] as const;
export type EndReason = (typeof END_REASONS)[number];
export const ASTRO_STATUSES = ['online', 'busy', 'offline'] as const;
export type AstroStatus = (typeof ASTRO_STATUSES)[number];
export const MESSAGE_SENDERS = ['user', 'astro'] as const;
export const DIRECTORY_SORTS = ['rating', 'price-low', 'price-high', 'experience'] as const;

export const MESSAGE_MAX_CHARS = 2000;
export const VOICE_MAX_BYTES = 2 * 1024 * 1024;
export const VOICE_MAX_SECONDS = 120;
export const REVIEW_MAX_CHARS = 500;

export const CONSULT_MESSAGES = {
  astrologerNotFound: 'Astrologer not found',
  consultationNotFound: 'Consultation not found',
  lowBalance: (minutes: number, rupees: number) =>
    `Insufficient balance. You need at least ₹${rupees} for a ${minutes} minute consultation. Please recharge your wallet.`,
  astrologerUnavailable: 'The astrologer is not available right now. Please try again later.',
  astrologerInSession: 'This astrologer has a consultation requested or running. Delete them after it ends.',
  alreadyOpen: 'You already have a consultation requested or in progress.',
  notRequested: 'This request is no longer waiting for an answer.',
  expired: 'This request has expired.',
  notActive: 'This consultation is not in progress.',
  usersOnly: 'Only users can request a consultation.',
  callOnly: 'This consultation is not a call.',
  videoNotOffered: 'This astrologer does not offer video calls.',
  callNotLive: 'This call is not in progress.',
  signalInvalid: 'That call message is not valid.',
  astrologerActionOnly: 'Only the astrologer can answer this request.',
  userActionOnly: 'Only the user can cancel this request.',
  astrologersOnly: 'Only verified astrologers can do this.',
  textRequired: 'Please type a message.',
  textTooLong: `Messages can be at most ${MESSAGE_MAX_CHARS} characters.`,
  clientIdRequired: 'client_id is required',
  voiceInvalid: 'The voice note must be WebM, Ogg or MP4 audio.',
  voiceTooLarge: 'The voice note must be at most 2 MB.',
  voiceTooLong: `The voice note must be at most ${VOICE_MAX_SECONDS} seconds.`,
  reviewNotAllowed: 'Only a consultation you paid for can be reviewed.',
  reviewExists: 'You have already reviewed this consultation.',
  starsInvalid: 'Please choose from 1 to 5 stars.',
  reviewTooLong: `Reviews can be at most ${REVIEW_MAX_CHARS} characters.`,
  reviewSaved: 'Thank you for your review!',
  lowBalanceWarning: `Your balance is running low: less than ${LOW_BALANCE_MINUTES} minutes remain. Recharge to keep talking.`,
  refundInvalid: 'Enter an amount from ₹0.01 up to what is left to refund.',
  refundReasonRequired: 'Please give a reason for the refund.',
  refundNothing: 'This consultation has nothing left to refund.',
  refunded: 'Refund issued successfully!',
} as const;

/** Why a session ended, as the participants read it. */
export const END_REASON_TEXT: Record<EndReason, string> = {
  user: 'Ended by the user',
  astro: 'Ended by the astrologer',
  balance: 'Ended: wallet balance ran out',
  disconnected: 'Ended: a participant lost connection',
  astro_lost: "Ended: the astrologer's connection was lost. Your last minute was given back.",
  no_reply: 'Ended: the astrologer did not reply. You were not charged.',
  astro_suspended: "Ended: the astrologer's account was suspended. Your last minute was given back.",
  user_suspended: "Ended: the user's account was suspended.",
  booked_time: 'Ended: the booked time is over.',
};

// ---- Directory ----

const csvText = z.string().trim().max(100).optional();

/** The highest price filter, rupees a minute: no astrologer charges more (the admin's form allows up to this). */
export const DIRECTORY_PRICE_MAX = 1_000_000;

export const directoryQuery = z.object({
  q: csvText,
  type: csvText,
  language: csvText,
  gender: z.enum(['Male', 'Female', 'Others']).optional(),
  min_price: boundedNumber(`min_price must be a number from 0 to ${DIRECTORY_PRICE_MAX}`, 0, DIRECTORY_PRICE_MAX).optional(),
  max_price: boundedNumber(`max_price must be a number from 0 to ${DIRECTORY_PRICE_MAX}`, 0, DIRECTORY_PRICE_MAX).optional(),
  sort: z.enum(DIRECTORY_SORTS).default('rating'),
  online: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional(),
  page: pageLike().default(1),
  limit: boundedInt('limit must be from 1 to 100', 1, 100).default(24),
});

export const directoryAstrologer = z.object({
  astro_id: z.number().int(),
  name: z.string(),
  profile_image: z.string(),
  type: z.string(),
  language_known: z.string(),
  expertise: z.string(),
  experience: z.number().int(),
  /** Rupees a minute. */
  charge: z.number(),
  /**
   * Average of the users' reviews (1 to 5 stars), one decimal; null while there are none (shown as new). Never the
   * rating typed into the astrologer's own profile.
   */
  rating: z.number().nullable(),
  /** How many reviews the average is of. */
  reviews_count: z.number().int(),
  /** For chat: busy, online (taking chats with a live console) or offline. */
  status: z.enum(ASTRO_STATUSES),
  /** The same for calls: an astrologer switches chat and call availability separately. */
  call_status: z.enum(ASTRO_STATUSES),
  /**
   * Rupees a minute of a video call (their booked video price, which a live one costs too); null when they offer no
   * video. Video calls follow call_status.
   */
  video_charge: z.number().nullable(),
});
export type DirectoryAstrologer = z.infer<typeof directoryAstrologer>;

export const directoryResponse = z.object({
  astrologers: z.array(directoryAstrologer),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
});

export const reviewItem = z.object({
  stars: z.number().int(),
  text: z.string(),
  user_name: z.string(),
  created_at: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const directoryDetail = directoryAstrologer.extend({
  about: z.string(),
  gender: z.string(),
  reviews: z.array(reviewItem),
});
export type DirectoryDetail = z.infer<typeof directoryDetail>;

/** Broadcast to every socket when an astrologer's status changes. */
export const astrologerStatusEvent = z.object({
  astro_id: idNumber(),
  status: z.enum(ASTRO_STATUSES),
  call_status: z.enum(ASTRO_STATUSES),
});

// ---- Sessions ----

export const availabilityBody = z.object({ chat: z.boolean().optional(), call: z.boolean().optional() });
export const availabilityResponse = z.object({
  chat: z.boolean(),
  call: z.boolean(),
  /** The astrologer's own status across chat and calls: online while taking either. */
  status: z.enum(ASTRO_STATUSES),
});

export const requestConsultationBody = z.object({
  astro_id: idLike('astro_id must be a positive whole number'),
  type: z.enum(CONSULTATION_TYPES, { error: 'type must be chat, call or video' }),
  /** One of the user's saved kundli matches, for the astrologer to read beside the request. */
  match_id: idLike('match_id must be a positive whole number').optional(),
});

export const consultation = z.object({
  consultation_id: z.number().int(),
  type: z.enum(CONSULTATION_TYPES),
  status: z.enum(CONSULTATION_STATUSES),
  astro_id: z.number().int(),
  user_id: z.number().int(),
  astro_name: z.string(),
  astro_image: z.string(),
  user_name: z.string(),
  /** Rupees a minute, fixed when requested. */
  rate: z.number(),
  /** Seconds in one billed minute (60 outside tests). */
  minute_seconds: z.number().int(),
  requested_at: z.string(),
  /**
   * When an unanswered request expires; for an accepted call still connecting, when it gives up (ends
   * 'disconnected' at no cost) if it has not connected; for an accepted chat awaiting the astrologer's first message,
   * when it ends 'no_reply' at no cost.
   */
  accept_by: z.string(),
  accepted_at: z.string().nullable(),
  /**
   * When billing began (minute 0): the astrologer's first message for a chat; for a call, the user's offer and the astrologer's answer
   * passed through the server and the astrologer's side reported its audio connected (docs/decisions/calls.md).
   */
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  end_reason: z.enum(END_REASONS).nullable(),
  billed_minutes: z.number().int(),
  /** Rupees charged so far. */
  amount: z.number(),
  /** Rupees given back: the admin's refunds, and the last minute of a session whose astrologer's side was lost. */
  refunded: z.number(),
  /** The first minutes the platform pays instead of the user (a person's first session); 0 for any other. */
  free_minutes: z.number().int(),
  /** The server's clock when this was sent, so a client can show countdowns without trusting its own. */
  server_time: z.string(),
  reviewed: z.boolean(),
  /** Rupees: a user's balance below this covers fewer than LOW_BALANCE_MINUTES minutes (the warning shows). */
  low_balance_below: z.number(),
  /** Whole rupees the low-balance warning's recharge suggests: TOP_UP_MINUTES more minutes. */
  top_up: z.number(),
});
export type Consultation = z.infer<typeof consultation>;

/** GET /api/consultations/first-session: the minutes free to the caller's next consultation (a guest's first one). */
export const firstSessionOffer = z.object({ free_minutes: z.number().int() });
export type FirstSessionOffer = z.infer<typeof firstSessionOffer>;

export const quoteQuery = z.object({
  astro_id: idLike('astro_id must be a positive whole number'),
  type: z.enum(CONSULTATION_TYPES, { error: 'type must be chat, call or video' }),
});

/**
 * GET /api/consultations/quote: what the request sheet shows before a request is sent, by the server's tariff: the
 * rate, the balance, the free minutes, how long the balance lasts and whether it covers the minimum to start.
 */
export const consultationQuote = z.object({
  astro_id: z.number().int(),
  type: z.enum(CONSULTATION_TYPES),
  /** Rupees a minute. */
  rate: z.number(),
  /** The user's wallet, rupees. */
  balance: z.number(),
  /** Minutes the platform pays at the start (a person's first session). */
  free_minutes: z.number().int(),
  /** Minutes the wallet must cover to start (the free ones count). */
  min_minutes: z.number().int(),
  /** Rupees the wallet must hold to start. */
  needed: z.number(),
  /** Minutes the session could last: the free ones and those the balance buys; null when the minutes cost nothing. */
  minutes_covered: z.number().int().nullable(),
  can_start: z.boolean(),
  /** Whole rupees to add when the balance is short of `needed` (0 when it is not). */
  top_up: z.number().int(),
  /** Seconds a chat's astrologer has to write first before the chat ends at no cost. */
  first_reply_s: z.number().int(),
});
export type ConsultationQuote = z.infer<typeof consultationQuote>;

export const consultationsQuery = z.object({
  page: pageLike().default(1),
  limit: boundedInt('limit must be from 1 to 100', 1, 100).default(20),
});
export const consultationsResponse = z.object({
  consultations: z.array(consultation),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
});

// ---- Messages ----


export const sendMessageBody = z.object({
  text: z
    .string({ error: CONSULT_MESSAGES.textRequired })
    .trim()
    .min(1, { error: CONSULT_MESSAGES.textRequired })
    .max(MESSAGE_MAX_CHARS, { error: CONSULT_MESSAGES.textTooLong }),
  client_id: z
    .string({ error: CONSULT_MESSAGES.clientIdRequired })
    .trim()
    .min(1, { error: CONSULT_MESSAGES.clientIdRequired })
    .max(64, { error: CONSULT_MESSAGES.clientIdRequired }),
});

export const consultationMessage = z.object({
  message_id: z.number().int(),
  consultation_id: z.number().int(),
  sender: z.enum(MESSAGE_SENDERS),
  client_id: z.string().nullable(),
  text: z.string().nullable(),
  /** Where the participants fetch a voice note (authenticated); null for text. */
  voice_url: z.string().nullable(),
  voice_duration_ms: z.number().int().nullable(),
  /**
   * What the safety filter masked in the text before it was stored (contact details: phone, email, upi, link, handle;
   * and abuse); empty when nothing was. The sender is told why; both sides see the masked text.
   */
  masked: z.array(z.enum(MASK_KINDS)),
  created_at: z.string(),
});
export type ConsultationMessage = z.infer<typeof consultationMessage>;

export const messagesQuery = z.object({
  after: boundedInt(`after must be a whole number from 0 to ${INT32_MAX}`, 0, INT32_MAX).default(0),
  limit: boundedInt('limit must be from 1 to 200', 1, 200).default(200),
});
export const messagesResponse = z.object({ messages: z.array(consultationMessage) });

// ---- Reviews and refunds ----

/** POST /api/consultations/:id/review: saved, and what the filter masked in its text. */
export const reviewResponse = z.object({ message: z.string(), masked: z.array(z.enum(MASK_KINDS)) });

export const reviewBody = z.object({
  stars: intLike(CONSULT_MESSAGES.starsInvalid).pipe(
    z.number().int().min(1, { error: CONSULT_MESSAGES.starsInvalid }).max(5, { error: CONSULT_MESSAGES.starsInvalid }),
  ),
  text: z.string().trim().max(REVIEW_MAX_CHARS, { error: CONSULT_MESSAGES.reviewTooLong }).default(''),
});

export const refundBody = z.object({
  /** Rupees, up to 2 decimals; the whole remaining amount when absent. */
  amount: numberLike(CONSULT_MESSAGES.refundInvalid)
    .pipe(z.number().positive({ error: CONSULT_MESSAGES.refundInvalid }).max(RUPEES_MAX, { error: CONSULT_MESSAGES.refundInvalid }))
    .optional(),
  reason: z
    .string({ error: CONSULT_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, { error: CONSULT_MESSAGES.refundReasonRequired })
    .max(500),
});

// ---- Astrologer console ----

export const consoleSummary = z.object({
  astro_id: z.number().int(),
  chat: z.boolean(),
  call: z.boolean(),
  status: z.enum(ASTRO_STATUSES),
  /** Rupees earned from consultations (net of refunds) and free-question fees, today (India time) and ever. */
  earnings_today: z.number(),
  earnings_total: z.number(),
  /** The astrologer's wallet and what it pays out after commission (wallet - wallet x commission / 100). */
  wallet: z.number(),
  commission: z.number(),
  payable: z.number(),
  sessions_today: z.number().int(),
  /**
   * Of the requests of the last 30 days the astrologer had to answer (a user's cancellation aside), the percent not
   * missed: a request left to expire, or a chat accepted and never written to (no_reply), is missed. Null without any.
   */
  response_rate: z.number().int().nullable(),
  /** The requests missed in those 30 days. */
  missed_requests: z.number().int(),
  /** Why the admin suspended the account, while it is: no going online, hidden from the directory. */
  suspension: accountSuspension.nullable(),
});
export type ConsoleSummary = z.infer<typeof consoleSummary>;

/** The user's details an astrologer sees with a request. */
export const requestDetails = z.object({
  consultation: consultation,
  user: z.object({
    name: z.string(),
    date_of_birth: z.string().nullable(),
    time_of_birth: z.string().nullable(),
    place_of_birth: z.string().nullable(),
    gender: z.string().nullable(),
  }),
  /** The saved kundli match the user attached to the request (GET /api/consultations/:id/match draws it). */
  match: savedMatchSummary.omit({ created_at: true }).nullable(),
});
export type RequestDetails = z.infer<typeof requestDetails>;

// ---- Socket.IO ----

/** Socket.IO's path on the API's own port; clients authenticate with `auth: { token }`. */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_EVENTS = {
  consultation: 'consultation',
  message: 'message',
  wallet: 'wallet',
  request: 'request',
  astrologerStatus: 'astrologer_status',
  /** Calls: WebRTC offers, answers and ICE candidates, client -> server -> the other participant. */
  callSignal: 'call_signal',
  /** Calls: the astrologer's "my audio is connected" mark, every few seconds while it is (client -> server). */
  callMedia: 'call_media',
  /** An order's delivery status changed (to its customer). */
  order: 'order',
  /** A user's waitlist place changed: its position, an offer of the session, or its end (waitlist.ts's waitlistEntry). */
  waitlist: 'waitlist',
  /** An astrologer's waitlist changed (to that astrologer's console): someone joined, left, was offered or passed. */
  waitlistLine: 'waitlist_line',
} as const;
export const walletEvent = z.object({ balance: z.number() });

// ---- Calls ----

/** At most this many characters of SDP in one offer or answer. */
export const SDP_MAX_CHARS = 20_000;

export const sessionDescription = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().min(1).max(SDP_MAX_CHARS),
});
export const iceCandidate = z.object({
  candidate: z.string().max(1000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/**
 * What a participant sends with SOCKET_EVENTS.callSignal: exactly one of `ready` (this side's call screen is open and
 * listening: the user answers it with a fresh offer), an SDP description, or an ICE candidate (null: gathering is
 * complete). The user's side makes the offers, the astrologer's side answers. Acknowledged with a SocketAck.
 */
export const callSignalBody = z
  .object({
    consultation_id: idNumber(),
    ready: z.literal(true).optional(),
    description: sessionDescription.optional(),
    candidate: iceCandidate.nullable().optional(),
  })
  .refine((b) => [b.ready, b.description, b.candidate].filter((v) => v !== undefined).length === 1, {
    error: CONSULT_MESSAGES.signalInvalid,
  });
export type CallSignalBody = z.infer<typeof callSignalBody>;

/** What the other participant hears: the same signal, and which side sent it. */
export const callSignalEvent = z.object({
  consultation_id: idNumber(),
  from: z.enum(MESSAGE_SENDERS),
  ready: z.literal(true).optional(),
  description: sessionDescription.optional(),
  candidate: iceCandidate.nullable().optional(),
});
export type CallSignalEvent = z.infer<typeof callSignalEvent>;

/** How often a call's side sends SOCKET_EVENTS.callMedia while its audio is connected (CONSULT_GRACE_S is far longer). */
export const CALL_MEDIA_INTERVAL_MS = 4_000;

/**
 * SOCKET_EVENTS.callMedia: sent by the astrologer's side every few seconds while its RTCPeerConnection is connected;
 * it starts and keeps a call's billing. One from the user's side is acknowledged and decides nothing.
 */
export const callMediaBody = z.object({ consultation_id: idNumber() });

/** The acknowledgement of anything a client sends on the socket; a refusal names its code as an error body does. */
export type SocketAck = { ok: true } | { ok: false; message: string; code: ErrorCode };

/** GET /api/consultations/{id}/ice-servers, for the two participants of a call: RTCConfiguration.iceServers. */
export const iceServersResponse = z.object({
  ice_servers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type IceServersResponse = z.infer<typeof iceServersResponse>;

/** SOCKET_EVENTS.order: to the customer when an order's delivery status changes. */
export const orderStatusEvent = z.object({ order_id: idNumber(), delivery_status: z.string() });
export type OrderStatusEvent = z.infer<typeof orderStatusEvent>;
