// The consultation rows of `npm run bench`: message delivery between the two sides of 200 sessions at once (one
// process, then two behind a shared Redis), how late minute charges are with 1,000 active sessions and a short
// minute, and the server's memory per connected client.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type Consultation, type ConsultationMessage } from '@app/contracts/consultations';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { astrologerPresence, astrologers, users } from '../apps/api/src/db/schema/index.ts';
import { createSession } from '../apps/api/src/modules/auth/session.repository.ts';
import { creditUser } from '../apps/api/src/modules/money/money.service.ts';
import { scratchDatabase } from './database.ts';
import { MemorySampler } from './memory.ts';
import { startServer, type RunningServer } from './server.ts';
import { inParallel } from './shop-client.ts';

const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Accounts signed up as the site asks: 18 or over, privacy policy accepted (else every route answers 403). */
const SIGNED_UP = (at: Date) => ({ ageConfirmedAt: at, privacyConsentAt: at });

/** One side of a session: an account with its token. */
interface Party {
  userId: number;
  token: string;
}
interface Pair {
  user: Party;
  astro: Party & { astroId: number };
}

export interface ConsultBenchOptions {
  /** Sessions at once in the delivery rows. */
  sessions: number;
  /** Active sessions in the charge row. */
  chargeSessions: number;
  /** Messages each side sends in the delivery rows. */
  messagesPerSide: number;
  /** Seconds in a billed minute for the charge row. */
  minuteS: number;
  /** Seconds the charge row watches the clock. */
  chargeWatchS: number;
}

export interface ConsultRow {
  name: string;
  value: string;
  target: string;
  met: boolean | null;
  notes: string;
}

/** The consultation rows as a markdown section of the report. */
export function consultMarkdown(rows: ConsultRow[], lines: string[]): string {
  const table = [
    '| row | measured | target | met | notes |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.name} | ${r.value} | ${r.target} | ${r.met === null ? '-' : r.met ? 'yes' : 'no'} | ${r.notes} |`),
  ];
  return ['## Consultations', '', ...table, '', ...lines.map((l) => `- ${l}`), ''].join('\n');
}

interface ConsultDatabase {
  env: Record<string, string>;
  pairs: Pair[];
  database: () => Promise<Database>;
  cleanup: () => Promise<void>;
}

/** A fresh, migrated database with `count` funded users and `count` verified astrologers, available for chat. */
async function prepare(count: number, rupeesEach: number): Promise<ConsultDatabase> {
  const { dataDir, databaseUrl, cleanup } = await scratchDatabase('jk_bench_consult');
  const open = () => openDatabase({ databaseUrl, dataDir });
  const database = await open();
  const pairs: Pair[] = [];
  try {
    await runMigrations(database);
    const { db } = database;
    const now = new Date();
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < count; i++) {
      const [user] = await db
        .insert(users)
        .values({ email: `consult-user-${tag}-${i}@example.com`, name: `Bench User ${i}`, ...SIGNED_UP(now) })
        .returning({ id: users.id });
      const [astroUser] = await db
        .insert(users)
        .values({ email: `consult-astro-${tag}-${i}@example.com`, name: `Bench Astrologer ${i}`, role: 'astro', ...SIGNED_UP(now) })
        .returning({ id: users.id });
      const [astro] = await db
        .insert(astrologers)
        .values({
          userId: astroUser!.id,
          tokenNo: `B${tag}${i}`.slice(0, 20),
          name: `Bench Astrologer ${i}`,
          profileImage: '/uploads/astro.webp',
          about: 'Bench astrologer.',
          experience: 10,
          languageKnown: 'Hindi, English',
          type: 'Vedic',
          expertise: 'Career',
          chargePaise: 1_000,
          dob: '1980-01-01',
          gender: 'Male',
          isVerified: true,
        })
        .returning({ id: astrologers.id });
      await db.transaction((tx) => creditUser(tx, user!.id, rupeesEach * 100, 'adjustment', { note: 'bench' }));
      await db.insert(astrologerPresence).values({ astrologerId: astro!.id, chatAvailable: true, seenAt: now });
      pairs.push({
        user: { userId: user!.id, token: await createSession(db, user!.id, now) },
        astro: { userId: astroUser!.id, astroId: astro!.id, token: await createSession(db, astroUser!.id, now) },
      });
    }
  } finally {
    // PGlite admits one process: the server opens it only after this one has closed it.
    await database.close();
  }
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return {
    env,
    pairs,
    database: open,
    cleanup,
  };
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function call<T>(url: string, method: 'GET' | 'POST' | 'PUT', path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { accesstoken: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

function connect(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Requests and accepts a chat for every pair; answers the consultation ids in pair order. */
async function openSessions(urls: string[], pairs: Pair[]): Promise<number[]> {
  const ids: number[] = [];
  await inParallel(pairs, 20, async (pair, i) => {
    const url = urls[i % urls.length]!;
    const requested = await call<Consultation>(url, 'POST', '/api/consultations', pair.user.token, {
      astro_id: pair.astro.astroId,
      type: 'chat',
    });
    if (requested.status !== 201) throw new Error(`request answered ${requested.status}: ${JSON.stringify(requested.body)}`);
    const id = requested.body.consultation_id;
    const accepted = await call<Consultation>(url, 'POST', `/api/consultations/${id}/accept`, pair.astro.token);
    if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
    ids[i] = id;
  });
  return ids;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface DeliveryResult {
  p50: number;
  p95: number;
  delivered: number;
  sent: number;
  memoryPerClientKb: number | null;
}

/**
 * Every pair's user socket on one process and astrologer socket on the next (the same one when there is one), each
 * side sending `messagesPerSide` messages through the API while the other side's socket times their arrival.
 */
async function deliveryRun(servers: RunningServer[], pairs: Pair[], messagesPerSide: number): Promise<DeliveryResult> {
  const urls = servers.map((s) => s.url);
  const sampler = new MemorySampler(servers.map((s) => s.pid), 100);
  const sockets: Socket[] = [];
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  const listen = (socket: Socket, me: 'user' | 'astro') =>
    socket.on('message', (message: ConsultationMessage) => {
      if (message.sender === me || !message.client_id) return;
      const started = sentAt.get(message.client_id);
      if (started !== undefined) {
        delays.push(performance.now() - started);
        sentAt.delete(message.client_id);
      }
    });
  await inParallel(pairs, 20, async (pair, i) => {
    const userSocket = await connect(urls[i % urls.length]!, pair.user.token);
    const astroSocket = await connect(urls[(i + 1) % urls.length]!, pair.astro.token);
    listen(userSocket, 'user');
    listen(astroSocket, 'astro');
    sockets.push(userSocket, astroSocket);
  });
  const memoryPerClientKb = servers.length === 1 ? await memoryPerClient(urls[0]!, pairs, sampler) : null;
  const ids = await openSessions(urls, pairs);
  let sent = 0;
  try {
    await inParallel(pairs, pairs.length, async (pair, i) => {
      const id = ids[i]!;
      for (let n = 0; n < messagesPerSide; n++) {
        for (const [side, party] of [['u', pair.user], ['a', pair.astro]] as const) {
          // A person sends a message every few seconds; 200 sessions at this pace is about 130 messages a second.
          await sleep(1000 + Math.random() * 2000);
          const clientId = `${id}-${side}-${n}`;
          sentAt.set(clientId, performance.now());
          const url = urls[(i + (side === 'a' ? 1 : 0)) % urls.length]!;
          const res = await call(url, 'POST', `/api/consultations/${id}/messages`, party.token, {
            text: `Message ${n} from ${side}`,
            client_id: clientId,
          });
          if (res.status !== 201) throw new Error(`message answered ${res.status}: ${JSON.stringify(res.body)}`);
          sent++;
        }
      }
    });
    await sleep(1000);
    await inParallel(pairs, 20, async (pair, i) => {
      await call(urls[i % urls.length]!, 'POST', `/api/consultations/${ids[i]!}/end`, pair.user.token);
    });
  } finally {
    for (const socket of sockets) socket.disconnect();
    sampler.stop();
  }
  const sorted = delays.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), delivered: delays.length, sent, memoryPerClientKb };
}

/** Extra signed-in sockets, five per pair, each side's: the growth of the server's memory per socket, settled. */
async function memoryPerClient(url: string, pairs: Pair[], sampler: MemorySampler): Promise<number> {
  await sleep(2000);
  const before = sampler.currentMb();
  const extra: Socket[] = [];
  const tokens = pairs.flatMap((p) => [p.user.token, p.astro.token]);
  await inParallel(Array.from({ length: 5 }, () => tokens).flat(), 20, async (token) => {
    extra.push(await connect(url, token));
  });
  await sleep(3000);
  const after = sampler.currentMb();
  for (const socket of extra) socket.disconnect();
  return ((after - before) * 1024) / extra.length;
}

interface ChargeResult {
  p50: number;
  p99: number;
  max: number;
  charges: number;
  doubles: number;
  mismatched: number;
}

/**
 * `pairs.length` sessions billed every `minuteS` seconds for `watchS` seconds. The participants' connection marks are
 * refreshed by the bench itself (the stand-in for 2,000 live sockets), so only the clock is measured. Lateness is when
 * the charge's transaction ran against the start of the minute it paid for.
 */
async function chargeRun(
  servers: RunningServer[],
  pairs: Pair[],
  open: () => Promise<Database>,
  watchS: number,
): Promise<ChargeResult> {
  const database = await open();
  const { db } = database;
  const keepAlive = setInterval(() => {
    void db
      .execute(sql`update consultations set user_seen_at = now(), astro_seen_at = now() where status in ('requested', 'active')`)
      .catch(() => {});
    void db.execute(sql`update astrologer_presence set seen_at = now()`).catch(() => {});
  }, 1000);
  try {
    const ids = await openSessions(
      servers.map((s) => s.url),
      pairs,
    );
    // A chat's meter starts at the astrologer's first message (the fair meter): each astrologer opens their session.
    await inParallel(pairs, 20, async (pair, i) => {
      const res = await call(servers[i % servers.length]!.url, 'POST', `/api/consultations/${ids[i]!}/messages`, pair.astro.token, {
        text: 'Namaste, I am here.',
        client_id: `${ids[i]!}-a-open`,
      });
      if (res.status !== 201) throw new Error(`the opening message answered ${res.status}: ${JSON.stringify(res.body)}`);
    });
    await sleep(watchS * 1000);
    await inParallel(pairs, 20, async (pair, i) => {
      await call(servers[i % servers.length]!.url, 'POST', `/api/consultations/${ids[i]!}/end`, pair.user.token);
    });
    const late = await rowsOf<{ late_ms: string }>(db, sql`
      select extract(epoch from (e.created_at - (c.started_at + e.minute_index * c.minute_seconds * interval '1 second'))) * 1000 as late_ms
      from user_wallet_entries e join consultations c on c.id = e.consultation_id
      where e.entry_type = 'consultation' and e.minute_index > 0`);
    const lateMs = late.map((r) => Math.max(0, Number(r.late_ms))).sort((a, b) => a - b);
    const doubles = await rowsOf<{ n: string }>(db, sql`
      select count(*) as n from (select consultation_id, minute_index from user_wallet_entries
        where entry_type = 'consultation' group by 1, 2 having count(*) > 1) d`);
    const mismatched = await rowsOf<{ n: string }>(db, sql`
      select count(*) as n from consultations c where c.amount_paise <> coalesce((select -sum(amount_paise)
        from user_wallet_entries e where e.consultation_id = c.id and e.entry_type = 'consultation'), 0)`);
    return {
      p50: percentile(lateMs, 50),
      p99: percentile(lateMs, 99),
      max: lateMs.at(-1) ?? Number.NaN,
      charges: lateMs.length,
      doubles: Number(doubles[0]?.n ?? 0),
      mismatched: Number(mismatched[0]?.n ?? 0),
    };
  } finally {
    clearInterval(keepAlive);
    await database.close();
  }
}

/** Starts `count` servers for one prepared database with the consultation clocks given. */
async function serversFor(entry: string, count: number, env: Record<string, string>): Promise<RunningServer[]> {
  const servers: RunningServer[] = [];
  for (let i = 0; i < count; i++) {
    servers.push(
      await startServer(entry, {
        ...env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        RATE_LIMIT_MAX: '1000000000',
        SEED: 'false',
      }),
    );
  }
  return servers;
}

async function withServers<T>(entry: string, count: number, env: Record<string, string>, work: (servers: RunningServer[]) => Promise<T>): Promise<T> {
  const servers = await serversFor(entry, count, env);
  try {
    return await work(servers);
  } finally {
    for (const server of servers) await server.stop();
  }
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '-');

export async function runConsultBench(entry: string, options: ConsultBenchOptions): Promise<{ rows: ConsultRow[]; lines: string[] }> {
  const rows: ConsultRow[] = [];
  const lines: string[] = [];
  const redisUrl = process.env.REDIS_URL;
  const twoProcesses = Boolean(process.env.DATABASE_URL && redisUrl);
  const deliveryTarget = 'p95 < 100 ms';

  for (const count of twoProcesses ? [1, 2] : [1]) {
    log(`consultations: message delivery, ${options.sessions} sessions on ${count} process${count > 1 ? 'es' : ''}`);
    const prepared = await prepare(options.sessions, 1_000);
    try {
      const env = { ...prepared.env, ...(count > 1 ? { REDIS_URL: redisUrl!, REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:` } : {}) };
      const result = await withServers(entry, count, env, (servers) => deliveryRun(servers, prepared.pairs, options.messagesPerSide));
      rows.push({
        name: `message delivery, ${options.sessions} sessions, ${count === 1 ? 'one process' : 'two processes with Redis'}`,
        value: `p50 ${ms(result.p50)}, p95 ${ms(result.p95)}`,
        target: deliveryTarget,
        met: result.p95 < 100 && result.delivered === result.sent,
        notes: `${result.delivered} of ${result.sent} delivered`,
      });
      if (result.memoryPerClientKb !== null) {
        rows.push({
          name: 'server memory per connected client',
          value: `${result.memoryPerClientKb.toFixed(0)} KB`,
          target: '-',
          met: null,
          notes: `growth of the resident memory with ${options.sessions * 10} more signed-in sockets`,
        });
      }
    } finally {
      await prepared.cleanup();
    }
  }
  if (!twoProcesses) lines.push('Two-process delivery not run: it needs DATABASE_URL and REDIS_URL.');

  if (!process.env.DATABASE_URL) {
    // The row reads the ledgers while the server runs, which an embedded database (one process) does not allow.
    lines.push('Minute-charge row not run: it needs DATABASE_URL (PostgreSQL).');
    return { rows, lines };
  }
  log(`consultations: minute charges, ${options.chargeSessions} sessions, ${options.minuteS} s minutes`);
  const prepared = await prepare(options.chargeSessions, 1_000);
  try {
    const env = { ...prepared.env, CONSULT_MINUTE_S: String(options.minuteS) };
    const result = await withServers(entry, 1, env, (servers) => chargeRun(servers, prepared.pairs, prepared.database, options.chargeWatchS));
    rows.push({
      name: `minute charges, ${options.chargeSessions} active sessions, ${options.minuteS} s minute`,
      value: `late p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)}`,
      target: 'p99 <= 1000 ms, no double charge',
      met: result.p99 <= 1000 && result.doubles === 0 && result.mismatched === 0,
      notes: `${result.charges} charges; ${result.doubles} double; ${result.mismatched} sessions whose amount differs from their charges`,
    });
  } finally {
    await prepared.cleanup();
  }
  return { rows, lines };
}
