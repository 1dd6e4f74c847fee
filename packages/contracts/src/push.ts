// Web Push: the server's VAPID public key, a browser's subscription, and what a notification carries.
import { z } from 'zod';

export const PUSH_MESSAGES = {
  subscriptionInvalid: 'This push subscription is not valid.',
  endpointRequired: 'endpoint is required',
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  // Shown in the app when the browser refuses or cannot do push.
  permissionDenied: 'Notifications are blocked for this site. Allow them in your browser settings to turn them on.',
  unsupported: 'This browser cannot show notifications. You will still see them here while the app is open.',
} as const;

export const PUSH_KINDS = ['request', 'accepted', 'ended', 'order', 'free_question'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** GET /api/push/key (public): the applicationServerKey for PushManager.subscribe, base64url. */
export const pushKeyResponse = z.object({ public_key: z.string() });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MESSAGES.subscriptionInvalid });

/** A push service on this machine (a stand-in or a relay), reachable over plain HTTP; only outside production. */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** POST /api/push/subscriptions (signed in): PushSubscription.toJSON() of this browser. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: PUSH_MESSAGES.subscriptionInvalid })
    .max(2048, { error: PUSH_MESSAGES.subscriptionInvalid })
    .refine((url) => url.startsWith('https:') || (URL.canParse(url) && LOOPBACK_HOSTS.includes(new URL(url).hostname)), {
      error: PUSH_MESSAGES.subscriptionInvalid,
    }),
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
