// Socket.IO on the API's own port: signed-in sockets join `user:<id>` and hear what the services send them through
// ctx.realtime; guests hear only broadcasts. With REDIS_URL every process's sockets hear every process's events
// through the Redis adapter. A heartbeat marks who is connected here (presence) and drops sockets whose session ended.
import { SOCKET_EVENTS, SOCKET_PATH, type SocketAck } from '@app/contracts/consultations';
import type { FastifyPluginAsync } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../../app-context.ts';
import { createSessionCache, type SessionUser } from '../../plugins/auth.ts';
import { ackOf, markMedia, relaySignal } from '../consultations/calls.service.ts';
import { touchPresence } from '../consultations/presence.repository.ts';
import { openRedisAdapter, type RedisAdapterLinks } from './redis-adapter.ts';
import { validSessionIds } from './sessions.repository.ts';

const REFUSED = 'Please login to continue.';
const HEARTBEAT_MAX_MS = 5_000;

interface SocketData {
  user: SessionUser | null;
}

const room = (userId: number) => `user:${userId}`;

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

const realtimeModule: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { config } = ctx;
  const sessions = createSessionCache(ctx.db, ctx.changes);
  const links: RedisAdapterLinks | null = ctx.redis ? await openRedisAdapter(ctx.redis, config.REDIS_PREFIX, app.log) : null;

  type Inbound = Record<string, (payload: unknown, ack?: (answer: SocketAck) => void) => void>;
  const io = new Server<Inbound, Record<string, (payload: unknown) => void>, Record<string, never>, SocketData>(
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

  // A database outage is logged once, not at every beat; the marks simply age until it answers again.
  let failing = false;
  const reportOnce = (error: unknown, message: string) => {
    if (!failing) app.log.error({ err: error }, message);
    failing = true;
  };
  const markPresent = async (userIds: number[]) => {
    try {
      await touchPresence(ctx.db, userIds);
      failing = false;
    } catch (error) {
      reportOnce(error, 'Could not mark connected accounts as present');
    }
  };

  io.use((socket, next) => {
    const token = readHandshakeToken(socket);
    socket.data.user = null;
    if (token === undefined) return next(new Error(REFUSED));
    if (token === null) return next();
    sessions.find(token, ctx.now()).then(
      (user) => {
        if (!user) return next(new Error(REFUSED));
        socket.data.user = user;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Socket authentication failed');
        next(new Error(REFUSED));
      },
    );
  });

  /** What a client sends: the handler's answer goes back through the acknowledgement, refusals included. */
  const inbound = (socket: Socket, event: string, handle: (user: SessionUser, payload: unknown) => Promise<SocketAck>) => {
    socket.on(event, (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: SocketAck) => void) : () => {};
      const user = socket.data.user as SessionUser | null;
      if (!user) return reply({ ok: false, message: REFUSED });
      handle(user, payload).then(reply, (error: unknown) => {
        const refusal = ackOf(error);
        if (!refusal) app.log.error({ err: error, event }, 'Socket event failed');
        reply(refusal ?? { ok: false, message: 'Something went wrong. Please try again.' });
      });
    });
  };

  io.on('connection', (socket) => {
    inbound(socket, SOCKET_EVENTS.callSignal, (user, payload) => relaySignal(ctx, user, payload));
    inbound(socket, SOCKET_EVENTS.callMedia, (user, payload) => markMedia(ctx, user, payload));
    const user = socket.data.user;
    if (!user) return;
    void socket.join(room(user.id));
    let held = connected.get(user.id);
    if (!held) connected.set(user.id, (held = new Set()));
    held.add(socket);
    socket.on('disconnect', () => {
      const set = connected.get(user.id);
      set?.delete(socket);
      if (set?.size === 0) connected.delete(user.id);
    });
    void markPresent([user.id]);
  });

  let beating = false;
  const heartbeat = async () => {
    if (beating || connected.size === 0) return;
    beating = true;
    try {
      // Sessions first: an account that logged out is not marked present, and its sockets are dropped.
      const sessionIds = new Set<number>();
      for (const set of connected.values()) for (const s of set) sessionIds.add(s.data.user!.sessionId);
      let valid: Set<number> | null = null;
      try {
        valid = await validSessionIds(ctx.db, [...sessionIds], ctx.now());
      } catch (error) {
        reportOnce(error, 'Could not re-check socket sessions');
      }
      if (valid) {
        for (const set of connected.values()) {
          for (const s of set) if (!valid.has(s.data.user!.sessionId)) s.disconnect(true);
        }
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
  });

  // Sockets are closed before the HTTP server stops (an open WebSocket would keep it waiting) and so before the
  // database closes; the adapter's Redis links go last.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    ctx.realtime.attach(null);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await links?.close();
  });
};

export default realtimeModule;
