// This browser's Web Push subscription: whether notifications can be on, turning them on (only ever from a click:
// the permission prompt comes from the user's own action) and off, and forgetting them on logout.
import { PUSH_MESSAGES, type pushKeyResponse } from '@app/contracts/push';
import type { z } from 'zod';
import { api, ApiError, apiFetch } from './api.ts';

export type PushState = 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

export const PUSH_STATE_TEXT: Partial<Record<PushState, string>> = {
  unsupported: PUSH_MESSAGES.unsupported,
  denied: PUSH_MESSAGES.permissionDenied,
};

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The server's applicationServerKey; null when the server has push off. */
async function serverKey(): Promise<Uint8Array | null> {
  try {
    const { public_key } = await api.get<z.infer<typeof pushKeyResponse>>('/api/push/key');
    const base64 = public_key.replace(/-/g, '+').replace(/_/g, '/');
    const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(raw, (c) => c.charCodeAt(0));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where this browser stands, without asking anything. */
export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if ((await serverKey()) === null) return 'unavailable';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/** Asks for permission (call it from a click), subscribes this browser and gives the subscription to the server. */
export async function turnOnPush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const key = await serverKey();
  if (!key) return 'unavailable';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key as BufferSource }));
  await api.post('/api/push/subscriptions', subscription.toJSON());
  return 'on';
}

/** Unsubscribes this browser and tells the server (before logout, while the session still holds). */
export async function turnOffPush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    await apiFetch('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(() => {});
    await subscription.unsubscribe();
  }
  return 'off';
}
