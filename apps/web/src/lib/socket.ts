// One Socket.IO connection per tab, opened with the session token when a page first needs it, and the hooks pages
// use to hear events. Events only hint that something changed: pages read the truth from the API, and read it again
// whenever the socket (re)connects, so nothing is lost while it was down.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@app/contracts/consultations';
import { getToken } from './storage.ts';

let socket: Socket | null = null;
let socketToken: string | null = null;
const connectionListeners = new Set<() => void>();

function notifyConnection() {
  for (const listener of connectionListeners) listener();
}

/** The tab's socket, opened (or reopened for a new token) on first use; guests get an unauthenticated one. */
export function getSocket(): Socket {
  const token = getToken();
  if (socket && socketToken === token) return socket;
  socket?.disconnect();
  socketToken = token;
  // WebSocket only: no long-polling, so several API processes behind a proxy need no sticky sessions.
  socket = io({ path: SOCKET_PATH, transports: ['websocket'], auth: token ? { token } : {} });
  socket.on('connect', notifyConnection);
  socket.on('disconnect', notifyConnection);
  return socket;
}

/** Closes the tab's socket (on logout). */
export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
  notifyConnection();
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

/** Whether the socket is connected now; re-renders on every connect and disconnect. */
export function useSocketConnected(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      connectionListeners.add(onChange);
      getSocket();
      return () => connectionListeners.delete(onChange);
    },
    () => socket?.connected ?? false,
    () => false,
  );
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
