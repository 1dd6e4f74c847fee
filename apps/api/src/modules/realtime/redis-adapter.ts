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
  // Like the shared connection, nothing waits for Redis: while it is away a publish fails at once and the event is
  // lost (clients catch up from the API when their socket reconnects); ioredis resubscribes by itself on reconnect.
  const pub = redis.duplicate({ lazyConnect: true });
  const sub = redis.duplicate({ lazyConnect: true, commandTimeout: undefined });
  // The adapter publishes without handling a failure; an unhandled rejection must not take the process down.
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) => publish(channel, message).catch(() => 0);
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
