// Sessions and roles: every route declares who may call it, and this hook enforces it before the body is read.
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { createCache } from '../lib/cache.ts';
import type { ChangeFeeds } from '../lib/change-feed.ts';
import { CHANNELS } from '../lib/channels.ts';
import { AUTH_MESSAGES, CONSENT_REQUIRED_CODE } from '@app/contracts/auth';
import { AppError, asError, forbidden, unauthorized } from '../lib/errors.ts';
import { hashToken } from '../lib/tokens.ts';

export type Role = 'user' | 'astro' | 'admin';
/** 'public' admits anyone; a list admits only signed-in accounts with one of those roles. */
export type Access = 'public' | readonly Role[];

/** The 401 of a token whose session is gone: expired, signed out, or its account deleted. */
export const SESSION_EXPIRED = ERROR_CATALOGUE.session_expired;

export const ANY_ACCOUNT: readonly Role[] = ['user', 'astro', 'admin'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];

export interface SessionUser {
  id: number;
  role: Role;
  sessionId: number;
  /** The account's 18+ and privacy consent is recorded (the admin's own account needs none). */
  consented: boolean;
}

/** The account's 18+ and privacy consent is recorded; the admin's own account needs none. */
export const hasConsented = (account: {
  role: string;
  ageConfirmedAt: Date | null;
  privacyConsentAt: Date | null;
}): boolean => account.role === 'admin' || (account.ageConfirmedAt !== null && account.privacyConsentAt !== null);

/** The 403 of an account without a recorded consent, on every route but those marked `withoutConsent`. */
export const consentRequired = () =>
  new AppError('forbidden', AUTH_MESSAGES.consentRequired, { code: CONSENT_REQUIRED_CODE });

export interface RouteAccess {
  method: string;
  url: string;
  roles: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with the roles it admits (the access-control tests walk it). */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    roles?: Access;
    /** A signed-in route an account may use before it has given its consent (consent, sign-out, deletion). */
    withoutConsent?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account, set on protected routes (and on public ones when a valid token is sent). */
    user: SessionUser | null;
  }
}

/** The token from the `accessToken` header (some clients call it `token`), or from `Authorization: Bearer`. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers['accesstoken'] ?? request.headers['token'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct && direct !== 'null' && direct !== 'undefined') return direct.trim();
  const auth = request.headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null;
  return null;
}

interface SessionRow extends SessionUser {
  expiresAt: Date;
}

async function readSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      ageConfirmedAt: users.ageConfirmedAt,
      privacyConsentAt: users.privacyConsentAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const { ageConfirmedAt, privacyConsentAt, ...session } = row;
  return { ...session, consented: hasConsented({ role: row.role, ageConfirmedAt, privacyConsentAt }) };
}

const toUser = ({ id, role, sessionId, consented }: SessionRow): SessionUser => ({ id, role, sessionId, consented });

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (token.length > 200) return null;
  const row = await readSession(db, hashToken(token), now);
  return row && toUser(row);
}

/** About 200 bytes each: a few megabytes at most. */
const SESSION_CACHE_MAX = 20_000;

/**
 * Valid sessions this process has already looked up, so a signed-in request costs no round trip for
 * its token. Only what the database said was valid is kept (a made-up token is never remembered);
 * expiry is checked on every use, and every revocation, deletion or role change, from any process,
 * empties it through the database's notification (and at once for changes announced here).
 */
export function createSessionCache(db: Db, changes: ChangeFeeds) {
  const held = createCache<string, SessionRow>({
    follows: [{ feed: changes.feed(CHANNELS.session) }],
    max: SESSION_CACHE_MAX,
  });
  return {
    async find(token: string, now: Date): Promise<SessionUser | null> {
      if (token.length > 200) return null;
      const tokenHash = hashToken(token);
      // Only what the database said was valid is kept: a made-up token is asked about every time.
      const read = () => held.fetch(tokenHash, async () => (await readSession(db, tokenHash, now)) ?? undefined);
      let row = await read();
      if (row && row.expiresAt <= now) {
        held.delete(tokenHash);
        row = await read();
      }
      return row ? toUser(row) : null;
    },
  };
}

/** Routes registered by plugins we do not own, and what they admit. */
const EXTERNAL_PUBLIC = [/^\/docs(\/|$)/];

export default fp(async function auth(
  app: FastifyInstance,
  opts: { db: Db; changes: ChangeFeeds; now: () => Date },
) {
  app.decorateRequest('user', null);
  const cache = createSessionCache(opts.db, opts.changes);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);

  app.addHook('onRoute', (route) => {
    route.config ??= {} as NonNullable<typeof route.config>;
    if (!route.config.roles) {
      if (!EXTERNAL_PUBLIC.some((re) => re.test(route.url))) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no roles (config.roles)`);
      }
      route.config.roles = 'public';
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, roles: route.config.roles });
  });

  /** Who is asking, for a route open to `roles`: refused here when they may not. */
  async function identify(request: FastifyRequest, roles: NonNullable<FastifyRequest['routeOptions']['config']['roles']>, token: string | null) {
    if (roles === 'public') {
      if (token) request.user = await cache.find(token, opts.now());
      return;
    }
    if (!token) throw unauthorized('unauthorized', ERROR_CATALOGUE.unauthorized);
    const user = await cache.find(token, opts.now());
    if (!user) throw unauthorized('session_expired', SESSION_EXPIRED);
    if (!roles.includes(user.role)) throw forbidden('forbidden', ERROR_CATALOGUE.forbidden);
    if (!user.consented && !request.routeOptions.config.withoutConsent) throw consentRequired();
    request.user = user;
  }
  // Callback style, so that a guest on a public route (most requests) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const roles = request.routeOptions.config.roles;
    const token = roles ? readToken(request) : null;
    // The 404 handler and other unrouted requests, and guests on public routes.
    if (!roles || (roles === 'public' && !token)) return done();
    identify(request, roles, token).then(
      () => done(),
      (error: unknown) => done(asError(error)),
    );
  });
});

/** The signed-in account of a protected route; the guard has already refused guests. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('unauthorized', ERROR_CATALOGUE.unauthorized);
  return request.user;
}
