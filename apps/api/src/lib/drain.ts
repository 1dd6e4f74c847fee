// How a process stops (a deploy, a restart, SIGTERM): it drains, so nobody using it loses anything.
//
// 1. It stops listening at once: a new connection is refused, so a proxy sends it to another process (nginx's
//    `proxy_next_upstream error` passes on even a POST that could not connect), and a client retries.
// 2. A request arriving on a connection already open is answered 503 with `Connection: close` (Fastify, while it
//    closes), /readyz included, so a load balancer that polls it takes the process out.
// 3. The sockets' transports are closed (modules/realtime): every Socket.IO client reconnects by itself.
// 4. Requests already running finish, for up to DRAIN_MS; their connections close as soon as they are idle. What is
//    still running then is cut off.
// 5. Only then do the consultation clock, the database and Redis close (the app's onClose hooks).
import type { FastifyInstance } from 'fastify';

/** How long requests already running may take to finish before their connections are cut. */
export const DRAIN_MS = 10_000;
/** How often connections that became idle during the drain are closed. */
const IDLE_SWEEP_MS = 50;

export async function drainAndClose(app: FastifyInstance, drainMs = DRAIN_MS): Promise<void> {
  const server = app.server;
  if (server.listening) server.close();
  // A keep-alive connection would otherwise stay open until its client or the keep-alive timeout closes it.
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => server.closeAllConnections(), drainMs);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}
