// Socket.IO on the API's own port: signed-in sockets join `user:<id>` and `session:<id>` and hear what the services send
// them through ctx.realtime; guests hear only broadcasts. With REDIS_URL every process's sockets hear every process's
// events through the Redis adapter. A heartbeat marks who is connected here (presence) and drops sockets whose session
// ended; a logout closes its session's sockets on every process at once. A process that stops closes its sockets'
// transports, so every client reconnects by itself (docs/decisions/realtime.md).
import { SOCKET_EVENTS, SOCKET_PATH, type SocketAck } from '@app/contracts/consultations';
import { ERROR_CATALOGUE, type ErrorCode } from '@app/contracts/errors';
import type { FastifyPluginAsync } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../../app-context.ts';
import { consentRequired, createSessionCache, type SessionUser } from '../../plugins/auth.ts';
import { ackOf, astrologerStatusEvent, markMedia, relaySignal, touchPresence } from '../consultations/consultations.service.ts';
import { astrologersShownOffline } from './presence.repository.ts';
import { openRedisAdapter, type RedisAdapterLinks } from './redis-adapter.ts';
import { validSessionIds } from './sessions.repository.ts';
import { inSpan } from '../../lib/spans.ts';

const REFUSED = ERROR_CATALOGUE.unauthorized;
const HEARTBEAT_MAX_MS = 5_000;
/** How long a logout waits for the other processes to confirm its sockets are closed. */
const PEERS_WAIT_MS = 2_000;

interface SocketData {
  user: SessionUser | null;
}

/** What the processes ask one another through the adapter. */
interface BetweenProcesses {
  disconnectSessions: (sessionIds: number[], done: (closed: boolean) => void) => void;
}

const room = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** How often connected accounts are marked: often enough that a live socket never looks gone. */
export function heartbeatMs(graceSeconds: number): number {
  return Math.max(200, Math.min(HEARTBEAT_MAX_MS, Math.floor((graceSeconds * 1000) / 3)));
}

/** The handshake's token: null for a guest (none sent), undefined for something that cannot be a token. */
function readHandshakeToken(socket: Socket): string | null | undefined {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const token = auth?.token;
  if (token === undefined || token === null || token === '') return null;
  if (typeof token !== 'string') return undefined;
  const trimmed = token.trim();
  return trimmed && trimmed !== 'null' && trimmed !== 'undefined' ? trimmed : null;
}

/** A refused handshake: the client reads `data.code` as it reads an error body's `code`. */
function handshakeRefusal(code: ErrorCode, message: string): Error & { data: { code: ErrorCode } } {
  const data: { code: ErrorCode } = { code };
  return Object.assign(new Error(message), { data });
}

/** An account without a recorded consent gets no socket, as the API's 403 refuses its requests. */
function consentRefusal(): Error & { data: { code: ErrorCode } } {
  const refusal = consentRequired();
  return handshakeRefusal(refusal.code, refusal.message);
}

const realtimeModule: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { config } = ctx;
  const sessions = createSessionCache(ctx.db, ctx.changes);
  const links: RedisAdapterLinks | null = ctx.redis ? await openRedisAdapter(ctx.redis, config.REDIS_PREFIX, app.log) : null;

  type Inbound = Record<string, (payload: unknown, ack?: (answer: SocketAck) => void) => void>;
  const io = new Server<Inbound, Record<string, (payload: unknown) => void>, BetweenProcesses, SocketData>(
    app.server,
    {
      path: SOCKET_PATH,
      serveClient: false,
      // The largest thing a client sends is a call's SDP offer (CallSignalBody caps it at 20 000 characters).
      maxHttpBufferSize: 64 * 1024,
      cors: {
        origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
        methods: ['GET', 'POST'],
      },
      ...(links && { adapter: links.adapter }),
    },
  );

  /** Signed-in sockets on this process, by account. */
  const connected = new Map<number, Set<Socket>>();
  // Guests' sockets too: every connection this process holds.
  ctx.metrics.watchSockets(() => io.of('/').sockets.size);

  // A database outage is logged once, not at every beat; the marks simply age until it answers again.
  let failing = false;
  const reportOnce = (error: unknown, message: string) => {
    if (!failing) app.log.error({ err: error }, message);
    failing = true;
  };
  const grace = config.CONSULT_GRACE_S;
  const markPresent = async (userIds: number[]) => {
    try {
      // An available astrologer whose mark had aged past the grace was shown offline: marked again, they are online
      // again, and every directory and console hears it (nothing else would tell them).
      const revived = await astrologersShownOffline(ctx.db, ctx.dbClock, userIds, grace);
      await touchPresence(ctx.db, ctx.dbClock, userIds);
      failing = false;
      for (const astroId of revived) {
        ctx.realtime.toEveryone(SOCKET_EVENTS.astrologerStatus, await astrologerStatusEvent(ctx.db, ctx.dbClock, astroId, grace));
      }
    } catch (error) {
      reportOnce(error, 'Could not mark connected accounts as present');
    }
  };

  /**
   * A socket just joined its rooms. Its handshake read the session from this process's cache, which may not have
   * heard of a logout made elsewhere a moment ago; read from the database after joining, so that a logout either
   * finds this socket in its session's room or is seen here.
   */
  const admitted = async (socket: Socket, user: SessionUser) => {
    try {
      const valid = await validSessionIds(ctx.db, [user.sessionId], ctx.now());
      if (!valid.has(user.sessionId)) {
        socket.disconnect(true);
        return;
      }
    } catch (error) {
      // The heartbeat checks again.
      reportOnce(error, 'Could not re-check socket sessions');
    }
    await markPresent([user.id]);
  };

  io.use((socket, next) => {
    const token = readHandshakeToken(socket);
    socket.data.user = null;
    if (token === undefined) return next(handshakeRefusal('unauthorized', REFUSED));
    if (token === null) return next();
    sessions.find(token, ctx.now()).then(
      (user) => {
        if (!user) return next(handshakeRefusal('unauthorized', REFUSED));
        if (!user.consented) return next(consentRefusal());
        socket.data.user = user;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Socket authentication failed');
        next(handshakeRefusal('unauthorized', REFUSED));
      },
    );
  });

  /** What a client sends: the handler's answer goes back through the acknowledgement, refusals included. */
  const inbound = (socket: Socket, event: string, handle: (user: SessionUser, payload: unknown) => Promise<SocketAck>) => {
    socket.on(event, (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: SocketAck) => void) : () => {};
      const user = socket.data.user as SessionUser | null;
      if (!user) return reply({ ok: false, message: REFUSED, code: 'unauthorized' });
      inSpan(`socket ${event}`, { 'socket.event': event, 'enduser.id': user.id }, () => handle(user, payload)).then(reply, (error: unknown) => {
        const refusal = ackOf(error);
        if (!refusal) app.log.error({ err: error, event }, 'Socket event failed');
        reply(refusal ?? { ok: false, message: ERROR_CATALOGUE.internal_error, code: 'internal_error' });
      });
    });
  };

  io.on('connection', (socket) => {
    inbound(socket, SOCKET_EVENTS.callSignal, (user, payload) => relaySignal(ctx, user, payload));
    inbound(socket, SOCKET_EVENTS.callMedia, (user, payload) => markMedia(ctx, user, payload));
    const user = socket.data.user;
    if (!user) return;
    void socket.join([room(user.id), sessionRoom(user.sessionId)]);
    let held = connected.get(user.id);
    if (!held) connected.set(user.id, (held = new Set()));
    held.add(socket);
    socket.on('disconnect', () => {
      const set = connected.get(user.id);
      set?.delete(socket);
      if (set?.size === 0) connected.delete(user.id);
    });
    void admitted(socket, user);
  });

  /** Closes this process's sockets of these sessions. */
  const closeSessions = (sessionIds: readonly number[]) => {
    io.local.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  };
  io.on('disconnectSessions', (sessionIds, done) => {
    if (Array.isArray(sessionIds) && sessionIds.every((id) => Number.isInteger(id))) closeSessions(sessionIds);
    if (typeof done === 'function') done(true);
  });

  let beating = false;
  const heartbeat = async () => {
    if (beating || connected.size === 0) return;
    beating = true;
    try {
      // Sessions first: an account that logged out is not marked present, and its sockets are dropped. Only the
      // sockets asked about: one that connected while the query ran (many do, after another process stopped) was
      // checked as it was admitted.
      const checked = [...connected.values()].flatMap((set) => [...set]);
      let valid: Set<number> | null = null;
      try {
        valid = await validSessionIds(ctx.db, [...new Set(checked.map((s) => s.data.user!.sessionId))], ctx.now());
      } catch (error) {
        reportOnce(error, 'Could not re-check socket sessions');
      }
      if (valid) {
        for (const s of checked) if (s.connected && !valid.has(s.data.user!.sessionId)) s.disconnect(true);
      }
      if (connected.size > 0) await markPresent([...connected.keys()]);
    } finally {
      beating = false;
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void heartbeat(), heartbeatMs(config.CONSULT_GRACE_S));
    timer.unref();
  });

  ctx.realtime.attach({
    toUsers(userIds, event, payload) {
      io.to(userIds.map(room)).emit(event, payload);
    },
    toEveryone(event, payload) {
      io.emit(event, payload);
    },
    disconnectUsers(userIds) {
      // Through the adapter, so the sockets on other processes close too.
      io.in(userIds.map(room)).disconnectSockets(true);
    },
    async disconnectSessions(sessionIds) {
      closeSessions(sessionIds);
      if (!links) return;
      // Every other process closes its own and says so; the logout answers after them, so no process still holds a
      // socket of the session. One that does not answer in time drops them at its next heartbeat.
      const peers = io.serverSideEmitWithAck('disconnectSessions', [...sessionIds]);
      const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), PEERS_WAIT_MS).unref());
      const outcome = await Promise.race([peers, late]).catch((error: unknown) => error);
      if (outcome === 'late' || outcome instanceof Error) {
        app.log.warn({ err: outcome, sessionIds }, 'Not every process confirmed closing the sockets of a session');
      }
    },
  });

  // A stopping process (a deploy, a restart) closes its sockets before the HTTP server stops (an open WebSocket would
  // keep it waiting) and so before the database closes. It closes their transports rather than the sockets: a client
  // then sees "transport close" and reconnects by itself, to this process once it is back or to another behind the
  // proxy, where a server-side disconnect ("io server disconnect") would leave it disconnected for good. The events
  // of requests still finishing here go on reaching sockets on other processes through the adapter until it closes.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    // Marked once more as they go, so the participants have the whole grace period to be back: a restart shorter than
    // CONSULT_GRACE_S loses no one.
    if (connected.size > 0) await markPresent([...connected.keys()]);
    // Also refuses new WebSocket upgrades (503) from here on.
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    ctx.realtime.attach(null);
    await io.of('/').adapter.close();
    await links?.close();
  });
};

export default realtimeModule;
