// One Socket.IO connection per tab, opened with the session token when a page first needs it, and the hooks pages
// use to hear events. Events only hint that something changed: pages read the truth from the API, and read it again
// whenever the socket (re)connects, so nothing is lost while it was down.
//
// The socket comes back after every drop but two: this tab's own logout (closeSocket) and a session the server no
// longer accepts (signed out elsewhere, the account deleted). The client library reconnects by itself after a lost
// connection (a server restarting, the network); when the server closes the socket itself ("io server disconnect":
// a server shutting down, a session cut) it does not, so the socket is reopened here after a short random wait, as
// long as the tab still holds the token it was opened with. A refused handshake is checked with the API: a dead
// session stops the socket for good, anything else (a server that could not check it just then) is tried again.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@app/contracts/consultations';
import { ApiError } from './api.ts';
import { CONSENT_REQUIRED_CODE } from './consent-gate.ts';
import { getToken } from './storage.ts';
import { verifyToken } from './verify-token.ts';

/** connecting: not yet connected once; reconnecting: lost, coming back; offline: closed for good (logout, refused). */
export type SocketState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** The first wait before reconnecting, doubled at each failure up to the most, with ±50% at random. */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 2000;
/** A refused handshake whose session the API still accepts is tried again less often. */
export const REFUSED_RETRY_MAX_MS = 30_000;

let socket: Socket | null = null;
let socketToken: string | null = null;
/** The state while not connected; `connected` is read from the socket itself. */
let phase: Exclude<SocketState, 'connected'> = 'offline';
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
const connectionListeners = new Set<() => void>();

function notifyConnection() {
  for (const listener of connectionListeners) listener();
}

function setPhase(next: typeof phase) {
  phase = next;
  notifyConnection();
}

function clearRetry() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/** The wait before the `attempt`-th reconnection (0 first): exponential, capped, spread at random. */
export function reconnectDelay(attempt: number, maxMs = RECONNECT_MAX_MS, random = Math.random): number {
  const base = Math.min(maxMs, RECONNECT_MIN_MS * 2 ** Math.min(attempt, 16));
  return Math.min(maxMs, Math.round(base * (0.5 + random())));
}

/** Whether `s` is still the tab's socket, for the same token: a later logout or login makes it stale. */
const current = (s: Socket) => socket === s && getToken() === socketToken;

function stop(s: Socket) {
  if (socket !== s) return;
  clearRetry();
  s.disconnect();
  setPhase('offline');
}

function reopenLater(s: Socket, maxMs = RECONNECT_MAX_MS) {
  clearRetry();
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (!current(s)) return stop(s);
    s.connect();
  }, reconnectDelay(failures++, maxMs));
}

/** The server refused the handshake: stop if the session is dead, else try again later. */
async function checkRefusal(s: Socket, error: Error & { data?: { code?: unknown } }) {
  const token = socketToken;
  if (!token || !current(s)) return stop(s);
  // consent_required is about a live session: it connects once the account has acted. Any other refusal
  // (unauthorized) may be a dead session or a server that could not check: the token's check tells which.
  if (error.data?.code === CONSENT_REQUIRED_CODE) return reopenLater(s, REFUSED_RETRY_MAX_MS);
  let dead = false;
  try {
    await verifyToken(token);
  } catch (error) {
    dead = error instanceof ApiError && (error.status === 400 || error.status === 401);
  }
  if (!current(s)) return stop(s);
  if (dead) stop(s);
  else reopenLater(s, REFUSED_RETRY_MAX_MS);
}

function open(token: string | null): Socket {
  // WebSocket only: no long-polling, so several API processes behind a proxy need no sticky sessions.
  const s = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnectionDelay: RECONNECT_MIN_MS,
    reconnectionDelayMax: RECONNECT_MAX_MS,
  });
  s.on('connect', () => {
    if (socket !== s) return;
    clearRetry();
    failures = 0;
    notifyConnection();
  });
  s.on('disconnect', (reason: string) => {
    if (socket !== s || reason === 'io client disconnect') return;
    setPhase('reconnecting');
    // Not coming back by itself: the server closed it.
    if (!s.active) reopenLater(s);
  });
  s.on('connect_error', (error: Error) => {
    if (socket !== s) return;
    setPhase('reconnecting');
    // Active: a failed attempt the client repeats by itself. Otherwise the server refused the handshake.
    if (!s.active) void checkRefusal(s, error);
  });
  return s;
}

/** The tab's socket, opened (or reopened for a new token) on first use; guests get an unauthenticated one. */
export function getSocket(): Socket {
  const token = getToken();
  if (socket && socketToken === token) return socket;
  const previous = socket;
  clearRetry();
  failures = 0;
  socketToken = token;
  phase = 'connecting';
  socket = open(token);
  previous?.disconnect();
  return socket;
}

/** Closes the tab's socket for good (on logout and after the account's deletion). */
export function closeSocket(): void {
  const s = socket;
  clearRetry();
  socket = null;
  socketToken = null;
  s?.disconnect();
  setPhase('offline');
}

/**
 * Tries again at once when the socket is waiting to retry (the account has just given its consent, which the server
 * asked for before it admits the socket); a connected or closed socket is left as it is.
 */
export function reconnectNow(): void {
  const s = socket;
  if (!s || s.connected || !retryTimer) return;
  clearRetry();
  failures = 0;
  s.connect();
}

/** The socket's state now. */
export function socketState(): SocketState {
  if (!socket) return 'offline';
  return socket.connected ? 'connected' : phase;
}

/** Calls `handler` for every `event` while the component is mounted; the latest handler is always the one called. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const s = getSocket();
    const listener = (payload: T) => latest.current(payload);
    s.on(event, listener);
    return () => {
      s.off(event, listener);
    };
  }, [event]);
}

/** The socket's state; re-renders on every change. Opens the socket if it is not open yet. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(
    (onChange) => {
      connectionListeners.add(onChange);
      getSocket();
      return () => connectionListeners.delete(onChange);
    },
    socketState,
    () => 'connecting',
  );
}

/** Whether the socket is connected now; re-renders on every connect and disconnect. */
export function useSocketConnected(): boolean {
  return useSocketState() === 'connected';
}

/** Runs `onConnect` each time the socket connects (first time and after every drop): the moment to catch up. */
export function useOnSocketConnect(onConnect: () => void): void {
  const latest = useRef(onConnect);
  useEffect(() => {
    latest.current = onConnect;
  });
  useEffect(() => {
    const s = getSocket();
    const listener = () => latest.current();
    s.on('connect', listener);
    return () => {
      s.off('connect', listener);
    };
  }, []);
}
