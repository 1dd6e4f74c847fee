// A rolling restart, as a deploy does it: two processes on PostgreSQL and Redis behind nginx configured as
// docs/several-processes.md says, 100 chats going on through it, and the processes stopped (SIGTERM) and started again
// one after the other: stop A, start A, stop B, start B. Both sides of every chat hold a socket that reconnects as the
// web's does and send messages all along, sending again with the same client_id whatever was not acknowledged.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Consultation, ConsultationMessage } from '@app/contracts/consultations';
import { openDatabase, type Database } from '../db/client.ts';
import { fundedUser, onlineAstrologer } from './consult-factories.ts';
import type { TestAccount } from './factories.ts';
import { freePort } from './free-port.ts';
import { auditLedger } from './ledger-audit.ts';
import { nginxInstalled, startNginx, type TestNginx } from './nginx.ts';
import { call } from './process-client.ts';
import { dropRedisKeys, redisAvailable, TEST_REDIS_URL, testRedisPrefix } from './redis.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { pause, reconnectingSocket, type ReconnectingSocket } from './sockets.ts';

// Only the PostgreSQL pass runs it: two processes need a database both reach, and Redis between them.
const wanted = process.env.TEST_DB === 'postgres';
const reachable =
  wanted &&
  nginxInstalled('the rolling restart test') &&
  (await postgresReachable('the rolling restart test')) &&
  (await redisAvailable());

const SESSIONS = 100;
/**
 * Five-second minutes, so minutes are charged all through the restarts; a grace long enough for every socket of a
 * stopped process to be back through nginx and marked by the other, on a busy two-core machine where that one
 * carries all 200 sockets while a new process starts beside it.
 */
const CLOCK_ENV = { CONSULT_MINUTE_S: '5', CONSULT_GRACE_S: '30', CONSULT_TICK_MS: '200' };
/** How long a side waits between two messages. */
const TYPING_MS = { min: 3_000, max: 6_000 };
/** nginx leaves a process it could not reach out for fail_timeout (5 s in the documented block). */
const FAIL_TIMEOUT_MS = 5_000;

const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);

/** One of the two processes, on a port of its own that nginx names: stopped and started again on it. */
class Slot {
  server: ServerProcess | null = null;
  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {}
  get host() {
    return `127.0.0.1:${this.env.PORT}`;
  }
  async start() {
    this.server = await startServer({ env: this.env });
  }
  /** SIGTERM, as a deploy stops it; answers its exit code and how long it took to drain. */
  async stop(): Promise<{ code: number | null; ms: number }> {
    const server = this.server!;
    const started = Date.now();
    server.send('SIGTERM');
    const code = await server.exited;
    this.server = null;
    return { code, ms: Date.now() - started };
  }
}

interface Side {
  role: 'user' | 'astro';
  account: TestAccount;
  socket: ReconnectingSocket;
  /** The client_ids this side sent, in order. */
  sent: string[];
}

interface Chat {
  id: number;
  user: Side;
  astro: Side;
}

describe.skipIf(!reachable)('a rolling restart behind nginx during 100 chats', () => {
  const redisPrefix = testRedisPrefix();
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  let pool: pg.Pool | null = null;
  let nginx: TestNginx | null = null;
  const slots: Slot[] = [];
  const sockets: ReconnectingSocket[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase(`${inject('postgresTemplate')}_rolling`, inject('postgresTemplate'));
    const env = async () => ({
      DATABASE_URL: scratch!.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      TRUST_PROXY: 'true',
      PORT: String(await freePort()),
      ...CLOCK_ENV,
    });
    slots.push(new Slot('A', await env()), new Slot('B', await env()));
    expect(slots[0]!.host).not.toBe(slots[1]!.host);
    await Promise.all(slots.map((s) => s.start()));
    nginx = await startNginx([slots[0]!.host, slots[1]!.host]);
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 6 });
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    // An idle connection the database closes (the scratch database dropped at the end) is not a test failure.
    pool.on('error', () => {});
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await nginx?.stop();
    await Promise.all(slots.map((s) => s.server?.kill()));
    await pool?.end();
    await database?.close();
    await scratch?.drop();
    await dropRedisKeys(redisPrefix);
  });

  it('ends no session, loses and doubles no message, and the books balance', { timeout: 240_000 }, async () => {
    const began = Date.now();
    const db = database!.db;
    const base = `http://127.0.0.1:${nginx!.port}`;

    const side = (role: Side['role'], account: TestAccount): Side => {
      const socket = reconnectingSocket(base, account.token);
      sockets.push(socket);
      return { role, account, socket, sent: [] };
    };
    const chats: Chat[] = [];
    for (let i = 0; i < SESSIONS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, SESSIONS - i) }, async (): Promise<Chat> => {
          // Made just before the request: the astrologer is online (seen now) until the console's socket marks it.
          const [user, astro] = [await fundedUser({ db }, 500), await onlineAstrologer({ db })];
          const [u, a] = [side('user', user), side('astro', astro)];
          await Promise.all([u.socket.connected(0), a.socket.connected(0)]);
          const requested = await call<Consultation>(base, 'POST', '/api/consultations', { token: user.token, body: { astro_id: astro.astroId, type: 'chat' } });
          expect(requested.status, JSON.stringify(requested.body)).toBe(201);
          const id = requested.body.consultation_id;
          const accepted = await call<Consultation>(base, 'POST', `/api/consultations/${id}/accept`, { token: astro.token });
          expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
          // The astrologer's first message starts the meter.
          const first = await call(base, 'POST', `/api/consultations/${id}/messages`, { token: astro.token, body: { text: 'Namaste', client_id: `first-${id}` } });
          expect(first.status, JSON.stringify(first.body)).toBe(201);
          a.sent.push(`first-${id}`);
          return { id, user: u, astro: a };
        }),
      );
      chats.push(...batch);
    }
    const ready = Date.now();

    // Each side types a message every few seconds and sends it until the API acknowledges it: a connection cut, or
    // nginx's 502 or a stopping process's 503, is sent again with the same client_id, as the web's queue does.
    const refused: string[] = [];
    /** Why a message was sent again: 502, 503 or cut (the connection failed). */
    const resent = new Map<string, number>();
    const again = (why: string) => resent.set(why, (resent.get(why) ?? 0) + 1);
    async function deliver(chat: Chat, from: Side, clientId: string) {
      const until = Date.now() + 60_000;
      for (;;) {
        try {
          const res = await fetch(`${base}/api/consultations/${chat.id}/messages`, {
            method: 'POST',
            headers: { accesstoken: from.account.token, 'content-type': 'application/json' },
            body: JSON.stringify({ text: `Message ${clientId}`, client_id: clientId }),
            signal: AbortSignal.timeout(20_000),
          });
          const text = await res.text();
          if (res.status === 200 || res.status === 201) return;
          if (res.status !== 502 && res.status !== 503) return void refused.push(`${clientId}: ${res.status} ${text}`);
          again(String(res.status));
        } catch {
          // Cut off on the way: it may have been stored, and sending it again is answered with the stored one.
          again('cut');
        }
        if (Date.now() > until) return void refused.push(`${clientId}: not acknowledged within 60 s`);
        await pause(between(200, 500));
      }
    }
    let talking = true;
    const typing = chats.flatMap((chat) =>
      [chat.user, chat.astro].map(async (from) => {
        await pause(between(0, TYPING_MS.max));
        while (talking) {
          const clientId = `${from.role}-${chat.id}-${from.sent.length + 1}`;
          from.sent.push(clientId);
          await deliver(chat, from, clientId);
          await pause(between(TYPING_MS.min, TYPING_MS.max));
        }
      }),
    );

    // The rolling restart: each process drains and is started again; the next goes once nginx sends to it again.
    const steps: string[] = [];
    try {
      await pause(3_000);
      for (const slot of slots) {
        const stopping = Date.now();
        const stopped = await slot.stop();
        expect(stopped.code, `${slot.name} exit code`).toBe(0);
        const starting = Date.now();
        await slot.start();
        steps.push(`${slot.name} stopped at ${stopping - began} ms, drained in ${stopped.ms} ms, started in ${Date.now() - starting} ms`);
        await pause(FAIL_TIMEOUT_MS + 1_000);
      }
    } finally {
      talking = false;
      await Promise.all(typing);
    }
    const rolled = Date.now();

    // Every socket lost its transport at least once (each process held some, and the second held them all) and came
    // back by itself; none was closed by a server, after which the client library would not have reconnected.
    await expect.poll(() => sockets.filter((s) => !s.socket.connected).length, { timeout: 15_000 }).toBe(0);
    const reasons = sockets.flatMap((s) => s.reasons);
    expect(reasons.filter((r) => r !== 'transport close'), 'disconnections other than a lost transport').toEqual([]);
    expect(sockets.filter((s) => s.reasons.length === 0).length, 'sockets that never moved').toBe(0);

    // No session ended: every participant was back within the grace period.
    const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await pool!.query<T>(text, values)).rows;
    const gone = await q<{ id: number; status: string; end_reason: string | null; ended_at: Date; user_seen_at: Date; astro_seen_at: Date }>(
      `select id, status, end_reason, ended_at, user_seen_at, astro_seen_at from consultations where id = any($1) and status <> 'active'`,
      [chats.map((c) => c.id)],
    );
    const at = (d: Date | null) => (d ? `${d.getTime() - began} ms` : 'never');
    const told = gone.map((c) => `${c.id} ${c.status}/${c.end_reason} at ${at(c.ended_at)} (user seen ${at(c.user_seen_at)}, astrologer ${at(c.astro_seen_at)})`);
    expect(told, `sessions that ended (${steps.join('; ')})`).toEqual([]);

    // What each side sent is what the API lists, each exactly once.
    expect(refused, 'messages refused').toEqual([]);
    const lost: string[] = [];
    const doubled: string[] = [];
    const unknown: string[] = [];
    let messages = 0;
    for (const chat of chats) {
      const listed: ConsultationMessage[] = [];
      for (let after = 0; ; ) {
        const page = await call<{ messages: ConsultationMessage[] }>(base, 'GET', `/api/consultations/${chat.id}/messages?after=${after}`, {
          token: chat.user.account.token,
        });
        expect(page.status).toBe(200);
        listed.push(...page.body.messages);
        if (page.body.messages.length < 200) break;
        after = page.body.messages.at(-1)!.message_id;
      }
      const counts = new Map<string, number>();
      for (const m of listed) counts.set(`${m.sender}:${m.client_id}`, (counts.get(`${m.sender}:${m.client_id}`) ?? 0) + 1);
      const sent = [...chat.user.sent.map((c) => `user:${c}`), ...chat.astro.sent.map((c) => `astro:${c}`)];
      for (const key of sent) {
        const n = counts.get(key) ?? 0;
        if (n === 0) lost.push(key);
        if (n > 1) doubled.push(key);
        counts.delete(key);
      }
      unknown.push(...counts.keys());
      messages += sent.length;
    }
    expect(lost, 'messages lost').toEqual([]);
    expect(doubled, 'messages stored twice').toEqual([]);
    expect(unknown, 'messages nobody sent').toEqual([]);

    // The users end their chats; every minute was billed once, none after its session's end.
    for (let i = 0; i < chats.length; i += 10) {
      await Promise.all(
        chats.slice(i, i + 10).map(async (chat) => {
          const ended = await call<Consultation>(base, 'POST', `/api/consultations/${chat.id}/end`, { token: chat.user.account.token });
          expect(ended.body).toMatchObject({ status: 'ended', end_reason: 'user' });
        }),
      );
    }
    const minutes = await q<{ n: string }>('select sum(billed_minutes) as n from consultations where id = any($1)', [chats.map((c) => c.id)]);
    expect(await auditLedger(db)).toEqual([]);

    console.info(
      `rolling restart: ${SESSIONS} chats ready in ${ready - began} ms; ${steps.join('; ')}; ` +
        `${messages} messages (sent again: ${JSON.stringify(Object.fromEntries(resent))}), ${reasons.length} socket reconnections, ` +
        `${minutes[0]!.n} minutes billed; restarts took ${rolled - ready} ms, the whole run ${Date.now() - began} ms`,
    );
  });
});
