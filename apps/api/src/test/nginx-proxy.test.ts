// Debian's nginx, configured with the block docs/several-processes.md documents, in front of two real API processes.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { openDatabase, type Database } from '../db/client.ts';
import { onlineAstrologer } from './consult-factories.ts';
import { nginxInstalled, startNginx, type TestNginx } from './nginx.ts';
import { dropRedisKeys, redisAvailable, TEST_REDIS_URL, testRedisPrefix } from './redis.ts';
import { connectSocket } from './sockets.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && nginxInstalled('the proxy test') && (await postgresReachable('the proxy test'));
/** With Redis the processes share their socket events, so a socket hears what either process sends. */
const withRedis = reachable && (await redisAvailable());

/** The client's own loopback address, different from the one nginx uses towards the processes. */
const CLIENT_ADDRESS = '127.0.0.7';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A GET from the client's own address, so the address nginx sees is not the one it connects from. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, localAddress: CLIENT_ADDRESS }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface RequestLine {
  reqId: string;
  req?: { url: string; remoteAddress: string };
}

/** The process's "incoming request" log line for a path. */
/**
 * Waits until some process has logged each path: the log arrives through a pipe, and may trail the
 * answer the client already has.
 */
/** How long a log line may take to appear: polled, so a slow machine waits and a fast one does not. */
const LOG_POLL = { timeout: 10_000, interval: 25 };

async function untilLogged(processes: ServerProcess[], paths: string[]): Promise<void> {
  await expect.poll(() => paths.every((path) => processes.some((p) => logged(p, path))), LOG_POLL).toBe(true);
}

function logged(p: ServerProcess, path: string): RequestLine | undefined {
  return p
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RequestLine)
    .find((line) => line.req?.url === path);
}

describe.skipIf(!reachable)('nginx in front of two processes, configured as documented', () => {
  let database: ScratchDatabase;
  let nginx: TestNginx | null = null;
  let port: number;
  let dir: string;
  let processes: ServerProcess[] = [];
  const redisPrefix = testRedisPrefix();

  beforeAll(async () => {
    // Migrated and with its admin already: this test is about the proxy, not about start-up.
    database = await scratchDatabase(`${inject('postgresTemplate')}_nginx`, inject('postgresTemplate'));
    const env = {
      DATABASE_URL: database.url,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      ...(withRedis && { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: redisPrefix }),
    };
    processes = await Promise.all([startServer({ env }), startServer({ env })]);
    nginx = await startNginx(processes.map((p) => new URL(p.url).host) as [string, string]);
    ({ port, dir } = nginx);
  }, 90_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await database?.drop();
    if (withRedis) await dropRedisKeys(redisPrefix);
  });

  it('spreads requests over both processes and passes the address nginx saw, not the one the client claims', async () => {
    const paths = Array.from({ length: 6 }, (_, i) => `/readyz?probe=${i}`);
    for (const path of paths) {
      const res = await get(port, path, { 'x-forwarded-for': '203.0.113.66' });
      expect(res.status).toBe(200);
    }
    await untilLogged(processes, paths);
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const seen = paths.map((path) => logged(a, path) ?? logged(b, path));
    expect(seen.every((line) => line?.req?.remoteAddress === CLIENT_ADDRESS), JSON.stringify(seen)).toBe(true);
    expect(paths.some((path) => logged(a, path)), 'A answered some').toBe(true);
    expect(paths.some((path) => logged(b, path)), 'B answered some').toBe(true);
  });

  it("answers nginx's request id, the one both logs carry", async () => {
    const path = '/readyz?probe=request-id';
    const res = await get(port, path);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await untilLogged(processes, [path]);
    const line = processes.map((p) => logged(p, path)).find(Boolean);
    expect(line?.reqId).toBe(id);
    // nginx writes its access line when the request is done, a moment after the client has the answer.
    await expect.poll(() => readFileSync(join(dir, 'access.log'), 'utf8'), LOG_POLL).toContain(`rid=${id}`);
  });

  it.skipIf(!withRedis)('passes WebSocket upgrades on /socket.io/: a signed-in socket and a guest hear a broadcast', async () => {
    let db: Database | null = null;
    const sockets: { close(): void }[] = [];
    try {
      db = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
      const astro = await onlineAstrologer({ db: db.db });
      const base = `http://127.0.0.1:${port}`;
      const signedIn = await connectSocket(base, astro.token, { transports: ['websocket'] });
      const guest = await connectSocket(base, null, { transports: ['websocket'] });
      sockets.push(signedIn, guest);
      await expect(connectSocket(base, 'not-a-token', { transports: ['websocket'] })).rejects.toThrow('Please login to continue.');
      const res = await fetch(`${base}/api/consult/availability`, {
        method: 'PUT',
        headers: { accesstoken: astro.token, 'content-type': 'application/json' },
        body: JSON.stringify({ chat: false }),
      });
      expect(res.status).toBe(200);
      for (const s of [signedIn, guest]) {
        expect(await s.next(SOCKET_EVENTS.astrologerStatus)).toEqual({ astro_id: astro.astroId, status: 'offline', call_status: 'offline' });
      }
    } finally {
      for (const s of sockets) s.close();
      await db?.close();
    }
  });

  it('keeps answering through the proxy when one process is killed', async () => {
    await processes[0]!.kill('SIGKILL');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get(port, `/readyz?after-kill=${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
