// Socket.IO on the API's own port: signed-in sockets join `user:<id>` and hear what the services send them through
// ctx.realtime; guests hear only broadcasts. With REDIS_URL every process's sockets hear every process's events
// through the Redis adapter. A heartbeat marks who is connected here (presence) and drops sockets whose session ended.
import { SOCKET_PATH } from '@app/contracts/consultations';
import type { FastifyPluginAsync } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../../app-context.ts';
import { createSessionCache, type SessionUser } from '../../plugins/auth.ts';
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

function readHandshakeToken(socket: Socket): string | null {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const token = auth?.token;
  if (typeof token !== 'string') return null;
  const trimmed = token.trim();
  return trimmed && trimmed !== 'null' && trimmed !== 'undefined' ? trimmed : null;
}

const realtimeModule: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { config } = ctx;
  const sessions = createSessionCache(ctx.db, ctx.changes);
  let links: RedisAdapterLinks | null = null;

  const io = new Server<Record<string, never>, Record<string, (payload: unknown) => void>, Record<string, never>, SocketData>(
    app.server,
    {
      path: SOCKET_PATH,
      serveClient: false,
      cors: {
        origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
        methods: ['GET', 'POST'],
      },
      ...(ctx.redis && (links = await openRedisAdapter(ctx.redis, config.REDIS_PREFIX, app.log))
        ? { adapter: links.adapter }
        : {}),
    },
  );

  /** Signed-in sockets on this process, by account. */
  const connected = new Map<number, Set<Socket>>();

  let presenceFailing = false;
  const markPresent = async (userIds: number[]) => {
    try {
      await touchPresence(ctx.db, userIds);
      presenceFailing = false;
    } catch (error) {
      // Logged once per outage; the marks simply age until the database answers again.
      if (!presenceFailing) app.log.error({ err: error }, 'Could not mark connected accounts as present');
      presenceFailing = true;
    }
  };

  io.use((socket, next) => {
    const token = readHandshakeToken(socket);
    socket.data.user = null;
    if (!token) return next();
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

  io.on('connection', (socket) => {
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
        if (!presenceFailing) app.log.error({ err: error }, 'Could not re-check socket sessions');
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
