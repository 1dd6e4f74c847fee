// The real Redis for tests: its address, a key prefix of the test file's own, and the clean-up of that prefix.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

/** Whether Redis answers; outside CI a machine without it skips the Redis tests with a warning. */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.quit();
    return true;
  } catch (error) {
    probe.disconnect();
    if (process.env.CI)
      throw new Error(`Redis is not reachable at ${TEST_REDIS_URL}: ${(error as Error).message}`);
    console.warn(`Redis not reachable at ${TEST_REDIS_URL}; skipping the Redis tests.`);
    return false;
  }
}

/** A prefix no other test run uses, so runs in parallel never count each other's requests. */
export function testRedisPrefix(): string {
  return `test:${randomBytes(4).toString('hex')}:`;
}

/** The keys written under `prefix`. */
export async function redisKeys(prefix: string): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    return await redis.keys(`${prefix}*`);
  } finally {
    await redis.quit();
  }
}

/** Deletes every key under `prefix`. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
