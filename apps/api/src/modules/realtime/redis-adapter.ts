// The Redis adapter: every process publishes its events on Redis and hears the others', so a socket on any process
// receives what a service on any process sent. Two connections of its own (a subscriber cannot run commands).
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';

export interface RedisAdapterLinks {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

interface Log {
  error(obj: unknown, message: string): void;
}

export async function openRedisAdapter(redis: Redis, prefix: string, log: Log): Promise<RedisAdapterLinks> {
  // Unlike the shared connection, these queue while reconnecting: a subscription must survive a Redis restart.
  const options = { lazyConnect: true, enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null };
  const pub = redis.duplicate(options);
  const sub = redis.duplicate(options);
  let reported = false;
  const onError = (error: Error) => {
    if (!reported) log.error({ err: error }, 'The realtime Redis connection failed');
    reported = true;
  };
  pub.on('error', onError);
  sub.on('error', onError);
  pub.on('ready', () => (reported = false));
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}socket.io` }),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
