// Web Push: the server's VAPID public key, a browser's subscription, and what a notification carries.
import './zod-setup.ts';
import { z } from 'zod';

export const PUSH_MESSAGES = {
  subscriptionInvalid: 'This push subscription is not valid.',
  // A subscription's endpoint the server will not send to (see docs/security.md, push endpoints).
  endpointIpAddress: 'This push subscription names its push service by an IP address; only a push service named by its host name is accepted.',
  endpointNotListed: 'This push subscription uses a push service this server does not send to.',
  endpointPrivate: 'This push subscription points into a private or reserved network; this server sends only to push services on the internet.',
  endpointUnresolved: 'The push service of this subscription could not be found. Please try again later.',
  endpointRequired: 'endpoint is required',
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  // Shown in the app when the browser refuses or cannot do push.
  permissionDenied: 'Notifications are blocked for this site. Allow them in your browser settings to turn them on.',
  unsupported: 'This browser cannot show notifications. You will still see them here while the app is open.',
} as const;

export const PUSH_KINDS = ['request', 'accepted', 'ended', 'order', 'free_question', 'approved', 'waitlist', 'moderation', 'booking'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** GET /api/push/key (public): the applicationServerKey for PushManager.subscribe, base64url. */
export const pushKeyResponse = z.object({ public_key: z.string() });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MESSAGES.subscriptionInvalid });

/**
 * POST /api/push/subscriptions (signed in): PushSubscription.toJSON() of this browser. The endpoint is an https
 * address; the server also checks where it leads (plain http reaches only a test stand-in on the server's machine).
 */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: PUSH_MESSAGES.subscriptionInvalid })
    .max(2048, { error: PUSH_MESSAGES.subscriptionInvalid }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url.min(80, { error: PUSH_MESSAGES.subscriptionInvalid }).max(120, { error: PUSH_MESSAGES.subscriptionInvalid }),
      auth: base64url.min(16, { error: PUSH_MESSAGES.subscriptionInvalid }).max(32, { error: PUSH_MESSAGES.subscriptionInvalid }),
    },
    { error: PUSH_MESSAGES.subscriptionInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions (signed in): forgets this browser's subscription. */
export const pushUnsubscribeBody = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpointRequired }).min(1, { error: PUSH_MESSAGES.endpointRequired }).max(2048),
});

/** The (encrypted) payload the service worker receives and shows as a notification. */
export const pushPayload = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where a tap on the notification opens, a path on this site. */
  url: z.string(),
  /** Notifications with one tag replace each other (one per consultation or order). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
