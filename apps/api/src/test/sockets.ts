// Socket.IO clients for tests: connect to a listening app as an account (or a guest) and record what they hear.
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
  opts: { path?: string; transports?: string[] } = {},
): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: opts.path ?? SOCKET_PATH,
    transports: opts.transports ?? ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
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
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(test));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
