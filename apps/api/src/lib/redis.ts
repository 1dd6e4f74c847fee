// The one Redis connection a process shares: rate-limit counters now, the realtime fan-out later.
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Redis connection, or null when REDIS_URL is unset (everything stays in memory). */
    redis: Redis | null;
  }
}

/** REDIS_URL is set but Redis does not answer: the server prints the message alone and stops. */
export class RedisUnavailableError extends Error {}

/** Where connection changes are reported: the server's logger. */
export interface RedisLog {
  warn: (message: string) => void;
  info: (message: string) => void;
}

/** The address without its password, fit for a log line. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  parsed.username = '';
  return parsed.toString();
}

/**
 * Connects to REDIS_URL and resolves once Redis answers; rejects with a message naming REDIS_URL when it
 * does not, so a misconfigured process stops at start instead of running with limits nobody shares.
 */
export async function openRedis(url: string): Promise<Redis> {
  // Loaded only when used: the client costs about 80 ms of start-up that a one-process start does not need.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    // A request never waits for Redis: while the connection is down commands fail at once, and slow ones
    // give up after half a second; the rate limiter then lets the request through (skipOnError).
    enableOfflineQueue: false,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  // Without a listener ioredis prints every failed reconnect; watchRedis reports the changes instead.
  let firstError: Error | undefined;
  redis.on('error', (error: Error) => {
    firstError ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = (firstError ?? (error as Error)).message;
    throw new RedisUnavailableError(`Redis is not reachable at REDIS_URL=${redisAddress(url)} (${reason}).`);
  }
  return redis;
}

/** Logs when the connection drops and when ioredis has reconnected by itself (its default back-off). */
export function watchRedis(redis: Redis, log: RedisLog): void {
  let up = redis.status === 'ready';
  const lost = (reason: string) => {
    if (!up) return;
    up = false;
    log.warn(`Redis connection lost (${reason}): rate limits are not enforced until it reconnects`);
  };
  redis.on('error', (error: Error) => lost(error.message));
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', () => {
    if (up) return;
    up = true;
    log.info('Redis connection restored: rate limits are shared again');
  });
}

/** Closes the connection for good (no reconnect), waiting for replies already on the way. */
export async function closeRedis(redis: Redis | null | undefined): Promise<void> {
  if (!redis) return;
  // A close asked for is not a lost connection.
  redis.removeAllListeners('close');
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
