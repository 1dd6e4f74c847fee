// Socket.IO clients for tests: connect to a listening app as an account (or a guest) and record what they hear; one
// that gives up at the first drop, and one that comes back after every drop as the web's client does.
import { SOCKET_PATH } from '@app/contracts/consultations';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export interface TestSocket {
  socket: Socket;
  /** Every event heard so far, in order. */
  heard: { event: string; payload: unknown }[];
  /** Resolves with the first payload of `event` (already heard or still to come) that passes `match`. */
  next<T = unknown>(event: string, match?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** The base URL of an app listening on an ephemeral port (listens first if it is not yet). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** Opens a socket and waits for it to connect; rejects with the server's refusal. */
export function connectSocket(
  baseUrl: string,
  token: string | null,
  opts: { path?: string; transports?: string[]; auth?: Record<string, unknown> } = {},
): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: opts.path ?? SOCKET_PATH,
    transports: opts.transports ?? ['websocket'],
    auth: opts.auth ?? (token ? { token } : {}),
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
  const test = recording(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(test));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** Records what `socket` hears. */
function recording(socket: Socket): TestSocket {
  const heard: TestSocket['heard'] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event: string, payload: unknown) => {
    heard.push({ event, payload });
    for (const w of [...waiters]) w();
  });
  const test: TestSocket = {
    socket,
    heard,
    next<T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = heard.find((h) => h.event === event && match(h.payload as T));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.payload as T);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${event}' event within ${timeoutMs} ms (heard: ${heard.map((h) => h.event).join(', ')})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => socket.disconnect(),
  };
  return test;
}

export interface ReconnectingSocket extends TestSocket {
  /** The reason of every disconnection, in order. */
  reasons: string[];
  /** How many times it connected. */
  connects: number;
  /** Resolves at its next connection (at once when `connects` has passed `after`). */
  connected(after?: number, timeoutMs?: number): Promise<void>;
}

/**
 * A socket that comes back after every drop, as apps/web/src/lib/socket.ts does: the client library reconnects by
 * itself after a lost transport, and after the server closed the socket itself ("io server disconnect") or refused a
 * handshake it is opened again after a short wait. Only `close()` (a logout) stops it.
 */
export function reconnectingSocket(baseUrl: string, token: string | null): ReconnectingSocket {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnectionDelay: 500,
    reconnectionDelayMax: 3_000,
    forceNew: true,
    timeout: 5_000,
  });
  let closed = false;
  const reopenLater = () => {
    setTimeout(() => {
      if (!closed && !socket.connected && !socket.active) socket.connect();
    }, 500 + Math.random() * 1_000);
  };
  const reasons: string[] = [];
  let connects = 0;
  const onConnect = new Set<() => void>();
  socket.on('connect', () => {
    connects++;
    for (const f of [...onConnect]) f();
  });
  socket.on('disconnect', (reason) => {
    reasons.push(reason);
    if (!socket.active) reopenLater();
  });
  socket.on('connect_error', () => {
    if (!socket.active) reopenLater();
  });
  const { heard, next } = recording(socket);
  return {
    socket,
    heard,
    next,
    reasons,
    get connects() {
      return connects;
    },
    connected(after = connects, timeoutMs = 30_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (connects <= after) return;
          onConnect.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          onConnect.delete(check);
          reject(new Error(`not connected again within ${timeoutMs} ms (disconnections: ${reasons.join(', ')})`));
        }, timeoutMs);
        onConnect.add(check);
        check();
      });
    },
    close() {
      closed = true;
      socket.disconnect();
    },
  };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
