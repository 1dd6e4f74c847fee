// Redis at start and in flight: an unreachable REDIS_URL stops the server; a lost connection fails open and heals.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { freePort } from '../test/free-port.ts';
import { startServer } from '../test/server-process.ts';
import { dropRedisKeys, redisAvailable, TEST_REDIS_URL, testRedisPrefix } from '../test/redis.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { openRedis, RedisUnavailableError } from './redis.ts';

async function waitFor(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Redis unreachable at start', () => {
  it('refuses with a message naming REDIS_URL and no password', async () => {
    const url = `redis://:hunter2@127.0.0.1:${await freePort()}/0`;
    const error = await openRedis(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnavailableError);
    expect((error as Error).message).toMatch(
      /^Redis is not reachable at REDIS_URL=redis:\/\/127\.0\.0\.1:\d+\/0 \(.*ECONNREFUSED/,
    );
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('stops the real server with that message before it opens the database', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'jk-redis-')), 'data');
    const started = startServer({
      env: { DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
    });
    const output = await started.then(
      () => 'started',
      (error: unknown) => (error as Error).message,
    );
    // startServer rejects with the exit code and everything the server printed.
    expect(output).toMatch(/^server exited with [1-9]/);
    expect(output).toMatch(/Redis is not reachable at REDIS_URL=redis:\/\/127\.0\.0\.1:\d+/);
    expect(output).not.toContain('is running at');
    expect(existsSync(dataDir)).toBe(false);
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });
});

describe.skipIf(!(await redisAvailable()))('Redis lost while serving', () => {
  const prefix = testRedisPrefix();
  const target = new URL(TEST_REDIS_URL);
  /** The app's own log (watchRedis writes to it), one JSON line each. */
  const logLines: string[] = [];
  const logged = () =>
    logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).map((l) => `${l.level >= 40 ? 'warn' : 'info'}: ${l.msg}`);
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  });
  afterAll(async () => {
    await proxy?.close();
    await dropRedisKeys(prefix);
  });
  const t = useTestApp(
    () => {
      const url = new URL(TEST_REDIS_URL);
      url.port = String(proxy.port);
      return { REDIS_URL: url.toString(), REDIS_PREFIX: prefix, RATE_LIMIT_MAX: '3', LOG_LEVEL: 'info' };
    },
    [],
    { write: (line) => void logLines.push(line) },
  );

  const browse = () =>
    t.app.inject({ method: 'GET', url: '/shop/open/all-product', remoteAddress: '203.0.113.9' });

  it('serves every request unlimited while Redis is away, then limits again once reconnected', async () => {
    for (let i = 0; i < 3; i++) expect((await browse()).statusCode).toBe(200);
    expect((await browse()).statusCode).toBe(429);

    await proxy.cut();
    await waitFor(() => t.app.redis!.status !== 'ready');
    for (let i = 0; i < 5; i++) expect((await browse()).statusCode).toBe(200);
    expect(logged()).toContainEqual(
      expect.stringMatching(/^warn: Redis connection lost .*rate limits are not enforced/),
    );

    await proxy.restore();
    await waitFor(() => t.app.redis!.status === 'ready');
    expect(logged().at(-1)).toMatch(/^info: Redis connection restored/);
    // The count made before the cut is still in Redis: the address is over its limit again.
    expect((await browse()).statusCode).toBe(429);
  });
});
