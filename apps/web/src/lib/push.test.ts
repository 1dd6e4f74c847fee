// This browser's push subscription against stand-ins for the browser's push objects (jsdom has none): permission is
// asked only by turnOnPush (a click), the subscription reaches the server, and turning off (logout) removes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushState, turnOffPush, turnOnPush } from './push.ts';

const KEY = 'BMYPh0dDlb4TE-hZjuXiWz9n0T0Cq5ws8VPMUR0g9nXfcNvjUOc7Nib5vdLZvuFxjSzYcUJhyMkyzQA5fXvkDhI';
const SUBSCRIPTION = { endpoint: 'https://push.example.org/abc', keys: { p256dh: 'p', auth: 'a' } };

let permission: NotificationPermission;
/** What the user answers the browser's prompt. */
let answer: NotificationPermission;
const requestPermission = vi.fn(async () => (permission = answer));
let subscribed: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null;
const subscribe = vi.fn(async () => {
  subscribed = { endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION, unsubscribe: vi.fn(async () => true) };
  return subscribed;
});
const pushManager = { getSubscription: async () => subscribed, subscribe };
const calls: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  permission = 'default';
  answer = 'granted';
  subscribed = null;
  calls.length = 0;
  localStorage.setItem('token', 't');
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/api/push/key')) return Response.json({ public_key: KEY });
    return init?.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ message: 'ok' }, { status: 201 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  requestPermission.mockClear();
  subscribe.mockClear();
  localStorage.clear();
});

describe('push', () => {
  it('reads the state without asking for permission', async () => {
    expect(await pushState()).toBe('off');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("turns on: asks, subscribes with the server's key, and gives the subscription to the server", async () => {
    expect(await turnOnPush()).toBe('on');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/api/push/subscriptions', body: SUBSCRIPTION });
  });

  it('stays off when the user blocks notifications', async () => {
    answer = 'denied';
    expect(await turnOnPush()).toBe('denied');
    expect(subscribe).not.toHaveBeenCalled();
    expect(await pushState()).toBe('denied');
  });

  it('turns off: unsubscribes this browser and removes it from the server', async () => {
    await turnOnPush();
    const sub = subscribed!;
    expect(await turnOffPush()).toBe('off');
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint: SUBSCRIPTION.endpoint },
    });
  });

  it('says so when the browser cannot do push', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    expect(await pushState()).toBe('unsupported');
  });
});
