// Web Push: notifications to the browsers (devices) that allowed them, encrypted for each one by web-push (RFC 8291,
// aes128gcm) and signed with the server's VAPID key. Sending happens after the change that caused it has committed,
// in the background: a slow or failing push service never delays or fails a request. A push service that says the
// subscription is gone (404, 410) has it deleted; only subscriptions of live sign-in sessions are sent to. Every
// endpoint is checked again before each send (lib/push-endpoint.ts): one that now leads to a private address is
// forgotten, and the request goes to the address that passed the check.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { isLocale, type Locale } from '@app/contracts/i18n';
import type { PushPayload } from '@app/contracts/push';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pushSubscriptions, sessions, users } from '../db/schema/index.ts';
import type { Metrics } from './metrics.ts';
import { checkPushEndpoint, endpointPolicy, PushEndpointRefused, resolveWithDns, type CheckedEndpoint, type ResolveHost } from './push-endpoint.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushOptions {
  /** How urgently the push service should deliver (RFC 8030): 'high' wakes a sleeping phone. */
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** How long the push service keeps it for a device that is offline, seconds. */
  ttlSeconds?: number;
}

export interface Push {
  /** The applicationServerKey browsers subscribe with; null when push is off. */
  readonly publicKey: string | null;
  /**
   * Sends to every live subscription of these accounts, in the background; a payload made per language is worded in
   * each account's own (users.locale, English when it has none).
   */
  notify(userIds: readonly number[], payload: PushPayload | ((locale: Locale) => PushPayload), opts?: PushOptions): void;
  /** Resolves once everything handed to notify() so far has been sent or given up (tests, shutdown). */
  idle(): Promise<void>;
  /** Checks a subscription's endpoint before it is stored; throws PushEndpointRefused (lib/push-endpoint.ts). */
  checkEndpoint(endpoint: string): Promise<void>;
}

/** At most this many requests to push services at once, per process. */
const PARALLEL = 16;
const TIMEOUT_MS = 10_000;

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or outside production a pair generated once into DATA_DIR/vapid.json (kept
 * across restarts and shared by processes on one DATA_DIR); null in production without keys (push off).
 */
export function resolveVapidKeys(config: Config): VapidKeys | null {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (config.NODE_ENV === 'production') return null;
  const file = join(config.DATA_DIR, 'vapid.json');
  const read = (): VapidKeys | null => {
    try {
      const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
      return keys.publicKey && keys.privateKey ? keys : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole under a temporary name, then renamed: another process starting now reads one pair or the other.
  const temporary = `${file}.${randomUUID()}`;
  writeFileSync(temporary, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  renameSync(temporary, file);
  return read();
}

/** Checks that the two keys are a P-256 pair web-push can sign with; throws with the reason otherwise. */
function checkKeys(keys: VapidKeys, subject: string): void {
  webpush.getVapidHeaders('https://push.example.org', subject, keys.publicKey, keys.privateKey, 'aes128gcm');
}

/** POSTs to the checked address, with the endpoint's own name in Host and TLS (SNI and certificate); resolves to the status. */
function post(target: CheckedEndpoint, headers: Record<string, string>, body: Buffer): Promise<number> {
  const { url } = target;
  const https = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(
      {
        host: target.address,
        family: target.family,
        port: url.port || (https ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, host: url.host },
        ...(https && target.hostname !== target.address && { servername: target.hostname }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** resolve: how endpoint host names are resolved (node:dns by default; tests give their own); metrics: where each outcome is counted. */
export function createPush(opts: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  resolve?: ResolveHost;
  metrics?: Pick<Metrics, 'push'>;
}): Push {
  const policy = endpointPolicy(opts.config);
  const resolve = opts.resolve ?? resolveWithDns;
  const keys = resolveVapidKeys(opts.config);
  if (keys) checkKeys(keys, opts.config.VAPID_SUBJECT);
  const vapidDetails = keys && { subject: opts.config.VAPID_SUBJECT, ...keys };
  const queue: (() => Promise<void>)[] = [];
  let running = 0;
  let waiters: (() => void)[] = [];
  let failing = false;

  const settle = () => {
    if (running === 0 && queue.length === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  const pump = () => {
    while (running < PARALLEL && queue.length > 0) {
      const job = queue.shift()!;
      running += 1;
      void job().finally(() => {
        running -= 1;
        pump();
        settle();
      });
    }
  };

  async function sendOne(
    sub: { id: number; endpoint: string; p256dh: string; auth: string },
    body: string,
    o: PushOptions,
  ): Promise<void> {
    let status: number | null = null;
    let target: CheckedEndpoint;
    try {
      target = await checkPushEndpoint(sub.endpoint, policy, resolve);
    } catch (error) {
      if (!(error instanceof PushEndpointRefused) || error.reason === 'unresolved') {
        // A name that does not resolve now may again later: kept, like a push service that is down.
        opts.metrics?.push('failed');
        if (!failing) opts.log.warn({ err: error }, 'A push notification could not be sent');
        failing = true;
        return;
      }
      // It passed when it was stored: its name now leads somewhere this server does not send to (or the allow-list
      // changed). It is forgotten, as the push service itself would forget a subscription that is gone.
      opts.log.warn({ reason: error.reason, detail: error.message }, 'A push subscription was forgotten: its endpoint is refused');
      opts.metrics?.push('gone');
      await opts.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      return;
    }
    try {
      // web-push encrypts and signs (its documented request builder); the request is sent by post() to the checked address.
      const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
        vapidDetails: vapidDetails!,
        TTL: o.ttlSeconds ?? 24 * 60 * 60,
        urgency: o.urgency ?? 'normal',
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      status = await post(target, headers, Buffer.from(request.body));
    } catch (error) {
      opts.metrics?.push('failed');
      if (!failing) opts.log.warn({ err: error }, 'A push notification could not be sent');
      failing = true;
      return;
    }
    opts.metrics?.push(status === 404 || status === 410 ? 'gone' : status >= 200 && status < 300 ? 'sent' : 'failed');
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: it will never receive anything again.
      await opts.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    } else if (status >= 200 && status < 300) {
      failing = false;
      await opts.db.update(pushSubscriptions).set({ lastSentAt: sql`now()` }).where(eq(pushSubscriptions.id, sub.id));
    } else {
      // A push service outage is logged once, not once per notification.
      if (!failing) opts.log.warn({ status, endpoint: new URL(sub.endpoint).origin }, 'A push service refused a notification');
      failing = true;
    }
  }

  async function deliver(userIds: number[], payload: PushPayload | ((locale: Locale) => PushPayload), o: PushOptions) {
    const subs = await opts.db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        locale: users.locale,
      })
      .from(pushSubscriptions)
      .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(inArray(pushSubscriptions.userId, userIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
    // One body per language, made once.
    const bodies = new Map<Locale, string>();
    const bodyFor = (locale: Locale) => {
      let body = bodies.get(locale);
      if (body === undefined) bodies.set(locale, (body = JSON.stringify(typeof payload === 'function' ? payload(locale) : payload)));
      return body;
    };
    for (const sub of subs) {
      const body = bodyFor(isLocale(sub.locale) ? sub.locale : 'en');
      queue.push(() => sendOne(sub, body, o));
    }
    pump();
  }

  return {
    publicKey: keys?.publicKey ?? null,
    notify(userIds, payload, o = {}) {
      if (!vapidDetails || userIds.length === 0) return;
      queue.push(() =>
        deliver([...userIds], payload, o).catch((error: unknown) => {
          opts.log.error({ err: error }, 'Could not read the push subscriptions');
        }),
      );
      pump();
    },
    idle() {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async checkEndpoint(endpoint) {
      await checkPushEndpoint(endpoint, policy, resolve);
    },
  };
}
