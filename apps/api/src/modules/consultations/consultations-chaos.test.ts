// A long random run over two server processes on PostgreSQL, one of them killed (SIGKILL) and restarted now and
// then: hundreds of sessions requested, declined, cancelled, left to expire, ended by either side, cut off by a lost
// participant or an empty wallet, with concurrent double requests. Afterwards the books are audited from the rows.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consultation } from '@app/contracts/consultations';
import { openDatabase, type Database } from '../../db/client.ts';
import { fundedUser, onlineAstrologer, type OnlineAstrologer } from '../../test/consult-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { call, type Reply } from '../../test/process-client.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';
import { connectSocket, type TestSocket } from '../../test/sockets.ts';
import { creditUser, debitUser } from '../money/ledger.ts';
import { userBalance } from '../money/money.repository.ts';

// Only the PostgreSQL pass runs it: two processes need a database that both reach and that outlives either.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the consultation chaos test'));

/** CHAOS_SEED=<n> replays a run's choices (the timings of a loaded machine still differ). */
const SEED = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ASTROLOGERS = 20;
const USERS = 30;
/** Requests that got a session (201), at the least. */
const SESSIONS = 160;
const KILLS = 3;
const RUN_DEADLINE_MS = 130_000;
const ACCEPT_S = 2;
/** Seconds an accepted chat's astrologer has to write first. */
const FIRST_REPLY_S = 3;
/**
 * Long enough for every socket of a killed process to be back on the other one while a new process starts beside it
 * on a busy two-core machine; the participants dropped on purpose still run it out.
 */
const GRACE_S = 10;
const CLOCK_ENV = {
  CONSULT_MINUTE_S: '1',
  CONSULT_ACCEPT_S: String(ACCEPT_S),
  CONSULT_GRACE_S: String(GRACE_S),
  CONSULT_TICK_MS: '100',
  CONSULT_MIN_MINUTES: '5',
  CONSULT_FIRST_REPLY_S: String(FIRST_REPLY_S),
};

/** mulberry32: small, fast, and the same sequence for the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof random>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SCENARIOS = [
  'decline', 'cancel', 'expire', 'accept_at_deadline', 'end_user', 'end_user', 'end_astro', 'end_astro', 'end_both',
  'user_gone', 'astro_gone', 'balance', 'balance', 'two_users_one_astro', 'one_user_twice', 'no_reply',
] as const;
type Scenario = (typeof SCENARIOS)[number];

/** One slot of the two: the process in it is killed and replaced now and then; `url` is empty while it is down. */
/** An answer, and whether an earlier try of the same call was cut off (it may have been done all the same). */
type Sent = Reply<Consultation & { message?: string }> & { retried: boolean };

class Slot {
  server: ServerProcess | null = null;
  url = '';
  constructor(private readonly env: Record<string, string>) {}
  async start() {
    this.server = await startServer({ env: this.env });
    this.url = this.server.url;
  }
  async kill() {
    const server = this.server;
    this.server = null;
    this.url = '';
    await server?.kill('SIGKILL');
  }
}

/**
 * One live socket per account on a process that is up; a socket dropped by a kill is opened again on one that is
 * up (after a short pause, as a browser's client retries), until the account is dropped on purpose.
 */
class Presence {
  private readonly wanted = new Map<number, { account: TestAccount; generation: number; socket: TestSocket | null }>();
  /** Sockets a process dropped (killed) that were opened again elsewhere. */
  reopened = 0;
  constructor(
    private readonly slots: Slot[],
    private readonly rng: Rng,
  ) {}

  connect(account: TestAccount) {
    const entry = this.wanted.get(account.id) ?? { account, generation: 0, socket: null };
    entry.generation++;
    this.wanted.set(account.id, entry);
    void this.open(entry, entry.generation);
  }

  drop(accountId: number) {
    const entry = this.wanted.get(accountId);
    if (!entry) return;
    entry.generation++;
    entry.socket?.close();
    entry.socket = null;
    this.wanted.delete(accountId);
  }

  closeAll() {
    for (const id of this.wanted.keys()) this.drop(id);
  }

  /**
   * Resolves once the given accounts (every wanted one when none is given) have a connected socket (the process marks
   * them present on connection). Generous: a killed process restarting on a busy shared machine can take a while to
   * listen again, and the kills go on meanwhile, so all of them are asked for only before the first kill.
   */
  async ready(accounts?: TestAccount[], withinMs = 45_000) {
    const until = Date.now() + withinMs;
    const entries = () => (accounts ? accounts.map((a) => this.wanted.get(a.id)) : [...this.wanted.values()]);
    while (entries().some((e) => !e?.socket?.socket.connected)) {
      if (Date.now() > until) throw new Error('sockets did not reconnect');
      await sleep(50);
    }
  }

  private async open(entry: { account: TestAccount; generation: number; socket: TestSocket | null }, generation: number) {
    entry.socket?.close();
    entry.socket = null;
    while (entry.generation === generation) {
      const up = this.slots.filter((s) => s.url);
      if (up.length > 0) {
        try {
          const socket = await connectSocket(this.rng.pick(up).url, entry.account.token);
          if (entry.generation !== generation) return socket.close();
          entry.socket = socket;
          socket.socket.once('disconnect', () => {
            if (entry.generation !== generation || entry.socket !== socket) return;
            entry.socket = null;
            this.reopened++;
            // Dropped by the process (a kill): open another on a process that is up.
            void sleep(this.rng.int(100, 400)).then(() => this.open(entry, generation));
          });
          return;
        } catch {
          // The process went down while the socket was opening: try again.
        }
      }
      await sleep(200);
    }
  }
}

describe.skipIf(!reachable)('two processes, one killed now and then, under hundreds of random sessions', () => {
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  let pool: pg.Pool | null = null;
  const slots: Slot[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase('consult_chaos');
    const env = { DATABASE_URL: scratch.url, ...CLOCK_ENV };
    slots.push(new Slot(env), new Slot(env));
    // The first start migrates the empty database; the second finds it ready.
    await slots[0]!.start();
    await slots[1]!.start();
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 6 });
    pool = new pg.Pool({ connectionString: scratch.url, max: 6 });
    // An idle connection the database closes (the scratch database dropped at the end) is not a test failure.
    pool.on('error', () => {});
  }, 120_000);

  afterAll(async () => {
    for (const slot of slots) await slot.kill();
    await pool?.end();
    await database?.close();
    await scratch?.drop();
  });

  it('keeps every session\'s money and minutes right', { timeout: 240_000 }, async () => {
    console.info(`consultation chaos: seed ${SEED} (CHAOS_SEED=${SEED} to replay)`);
    const db = database!.db;
    const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await pool!.query<T>(text, values)).rows;
    const setup = random(SEED);
    const astros: OnlineAstrologer[] = [];
    const rates = new Map<number, number>();
    for (let i = 0; i < ASTROLOGERS; i++) {
      const rupees = setup.int(2, 20);
      const astro = await onlineAstrologer({ db }, { chargeRupees: rupees });
      astros.push(astro);
      rates.set(astro.astroId, rupees * 100);
    }
    const users: TestAccount[] = [];
    for (let i = 0; i < USERS; i++) users.push(await fundedUser({ db }, setup.int(40, 400)));

    // Every participant holds a live socket on one of the two processes, whose heartbeat marks them present. A kill
    // drops the sockets on that process; their owners reconnect to whichever process is up, as the web's client
    // does. Dropping a participant's socket on purpose is a participant whose connection was lost.
    const presence = new Presence(slots, random(SEED - 3));
    for (const account of [...users, ...astros]) presence.connect(account);
    await presence.ready();
    const disconnect = (who: TestAccount) => presence.drop(who.id);
    const reconnect = (who: TestAccount) => presence.connect(who);

    const started = Date.now();
    const created = new Set<number>();
    /** Sessions whose participant the run dropped on purpose. */
    const dropped = new Set<number>();
    let kills = 0;
    let networkErrors = 0;
    const serverErrors: string[] = [];
    const doubleWins: string[] = [];
    const scenarios = new Map<Scenario, number>();
    const enough = () => (created.size >= SESSIONS && kills >= KILLS) || Date.now() - started > RUN_DEADLINE_MS;

    /** Sends to either live process; a connection cut by a kill is sent again (to whichever is up). */
    async function send(rng: Rng, method: string, path: string, who: TestAccount, body?: unknown): Promise<Sent> {
      const until = Date.now() + 30_000;
      let retried = false;
      for (;;) {
        const up = slots.filter((s) => s.url);
        if (up.length > 0) {
          const slot = rng.pick(up);
          try {
            const reply = await call<Consultation & { message?: string }>(slot.url, method, path, { token: who.token, body });
            if (reply.status >= 500) {
              // The process's own account of it (LOG_LEVEL warn logs the error), for the failure message.
              const log = slot.server?.log() ?? '';
              serverErrors.push(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}\n${log.slice(-4000)}`);
            }
            return { ...reply, retried };
          } catch {
            networkErrors++;
            retried = true;
          }
        }
        if (Date.now() > until) throw new Error(`${method} ${path}: no process answered for 30 s`);
        await sleep(50);
      }
    }
    const act = (rng: Rng, who: TestAccount, id: number, action: 'accept' | 'decline' | 'cancel' | 'end') =>
      send(rng, 'POST', `/api/consultations/${id}/${action}`, who);
    /** The astrologer accepts and writes first, which starts the meter (a resend keeps its client_id). */
    async function acceptAndReply(rng: Rng, astro: TestAccount, id: number) {
      await act(rng, astro, id, 'accept');
      await sleep(rng.int(0, 500));
      await send(rng, 'POST', `/api/consultations/${id}/messages`, astro, { text: 'Namaste', client_id: `first-${id}` });
    }

    const statusOf = async (id: number) => (await q<{ status: string }>('select status from consultations where id = $1', [id]))[0]!.status;
    const openOf = async (userId: number) =>
      (await q<{ id: number }>(`select id from consultations where user_id = $1 and status in ('requested', 'active')`, [userId]))[0]?.id ?? null;
    async function waitClosed(id: number, withinMs: number): Promise<string> {
      const until = Date.now() + withinMs;
      for (;;) {
        const status = await statusOf(id);
        if ((status !== 'requested' && status !== 'active') || Date.now() > until) return status;
        await sleep(100);
      }
    }
    /** Leaves no session open behind a scenario: cancels or ends what is still open, then waits for it. */
    async function closeOut(rng: Rng, user: TestAccount, id: number) {
      const until = Date.now() + 30_000;
      for (;;) {
        const status = await statusOf(id);
        if (status !== 'requested' && status !== 'active') return;
        if (Date.now() > until) throw new Error(`consultation ${id} is still ${status}`);
        await act(rng, user, id, status === 'requested' ? 'cancel' : 'end');
        await sleep(100);
      }
    }

    /** Requests a chat; answers the session, or null when refused (a refused wallet is topped up for next time). */
    async function request(rng: Rng, user: TestAccount, astro: OnlineAstrologer): Promise<{ id: number | null; reply: Sent }> {
      const reply = await send(rng, 'POST', '/api/consultations', user, { astro_id: astro.astroId, type: 'chat' });
      if (reply.status === 402) {
        const minutes = rng.int(8, 25);
        await db.transaction((tx) => creditUser(tx, user.id, rates.get(astro.astroId)! * minutes, 'adjustment'));
      }
      // A request cut off by a kill may have been made before the retry was refused: the user's open session is it.
      const id = reply.status === 201 ? reply.body.consultation_id : reply.retried ? await openOf(user.id) : null;
      if (id !== null) created.add(id);
      return { id, reply };
    }

    /** Leaves the user between 5 and 9 minutes of this astrologer's rate and a part of one more. */
    async function trimWallet(rng: Rng, user: TestAccount, astro: OnlineAstrologer) {
      const rate = rates.get(astro.astroId)!;
      const target = rate * rng.int(5, 9) + rng.int(0, rate - 1);
      await db.transaction(async (tx) => {
        const balance = await userBalance(tx, user.id);
        if (balance > target) await debitUser(tx, user.id, balance - target, 'adjustment');
        else if (balance < target) await creditUser(tx, user.id, target - balance, 'adjustment');
      });
    }

    async function session(rng: Rng, scenario: Scenario, user: TestAccount, astro: OnlineAstrologer, id: number) {
      switch (scenario) {
        case 'decline':
          await sleep(rng.int(0, 1200));
          await act(rng, astro, id, 'decline');
          break;
        case 'cancel':
          await sleep(rng.int(0, 1200));
          await act(rng, user, id, 'cancel');
          break;
        case 'expire':
          await waitClosed(id, (ACCEPT_S + 3) * 1000);
          break;
        case 'accept_at_deadline':
          // Accept racing the expiry: either wins, never both.
          await sleep(ACCEPT_S * 1000 + rng.int(-300, 300));
          await acceptAndReply(rng, astro, id);
          await sleep(rng.int(0, 2500));
          break;
        case 'no_reply':
          // The astrologer accepts and never writes: the chat ends at no cost.
          await sleep(rng.int(0, 800));
          await act(rng, astro, id, 'accept');
          await waitClosed(id, (FIRST_REPLY_S + 5) * 1000);
          break;
        case 'user_gone':
        case 'astro_gone': {
          await sleep(rng.int(0, 800));
          await acceptAndReply(rng, astro, id);
          await sleep(rng.int(0, 3000));
          const gone = scenario === 'user_gone' ? user : astro;
          dropped.add(id);
          disconnect(gone);
          await waitClosed(id, (GRACE_S + 5) * 1000);
          reconnect(gone);
          // The astrologer is online again only once the reconnected socket has been marked.
          await presence.ready([gone]);
          await sleep(300);
          break;
        }
        case 'balance':
          await sleep(rng.int(0, 800));
          await acceptAndReply(rng, astro, id);
          await waitClosed(id, 20_000);
          break;
        default: {
          await sleep(rng.int(0, 800));
          await acceptAndReply(rng, astro, id);
          await sleep(rng.int(0, 5000));
          if (scenario === 'end_both') await Promise.all([act(rng, user, id, 'end'), act(rng, astro, id, 'end')]);
          else await act(rng, scenario === 'end_astro' ? astro : user, id, 'end');
        }
      }
      await closeOut(rng, user, id);
    }

    const free = [...users];
    async function takeUser(rng: Rng): Promise<TestAccount> {
      while (free.length === 0) await sleep(50);
      return free.splice(Math.floor(rng.next() * free.length), 1)[0]!;
    }

    async function lane(index: number) {
      const rng = random(SEED + 1 + index);
      const astro = astros[index]!;
      while (!enough()) {
        const scenario = rng.pick(SCENARIOS);
        scenarios.set(scenario, (scenarios.get(scenario) ?? 0) + 1);
        if (scenario === 'two_users_one_astro' || scenario === 'one_user_twice') {
          const first = await takeUser(rng);
          const second = scenario === 'two_users_one_astro' ? await takeUser(rng) : first;
          try {
            const both = await Promise.all([request(rng, first, astro), request(rng, second, astro)]);
            const wins = both.filter((r) => r.reply.status === 201);
            if (wins.length > 1) doubleWins.push(`${scenario}: ${JSON.stringify(wins.map((w) => w.reply.body))}`);
            // Normally one won; a request cut off by a kill and sent again may have won too, and is ended here.
            const owners = new Map<number, TestAccount>();
            for (const [i, r] of both.entries()) if (r.id !== null) owners.set(r.id, i === 0 ? first : second);
            for (const [n, [id, owner]] of [...owners].entries()) {
              if (n === 0) await session(rng, 'end_user', owner, astro, id);
              else await closeOut(rng, owner, id);
            }
          } finally {
            free.push(first);
            if (second !== first) free.push(second);
          }
          continue;
        }
        const user = await takeUser(rng);
        try {
          if (scenario === 'balance') await trimWallet(rng, user, astro);
          const { id } = await request(rng, user, astro);
          if (id !== null) await session(rng, scenario, user, astro, id);
          else await sleep(200);
        } finally {
          free.push(user);
        }
      }
    }

    /** The admin refunds an ended session now and then, in part or in full, while its astrologer keeps earning. */
    let refunds = 0;
    const refusedRefunds: string[] = [];
    async function refunder() {
      const rng = random(SEED - 2);
      // The scratch database has no seeded admin: an account with the admin's role stands in.
      const admin = await createAccount(db, { role: 'admin' });
      while (!enough()) {
        await sleep(rng.int(500, 2000));
        const open = await q<{ id: number; left: string }>(
          `select id, (amount_paise - refunded_paise)::text as left from consultations where status = 'ended' and amount_paise > refunded_paise order by id`,
        );
        if (open.length === 0) continue;
        const { id, left } = rng.pick(open);
        const amount = rng.next() < 0.5 ? undefined : rng.int(1, Number(left)) / 100;
        const reply = await send(rng, 'POST', `/api/admin/consultations/${id}/refund`, admin, { amount, reason: 'Chaos run refund' });
        if (reply.status === 200) refunds++;
        else refusedRefunds.push(`${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }

    /** SIGKILLs one of the two processes every 4 to 9 s and starts a new one in its place a moment later. */
    async function killer() {
      const rng = random(SEED - 1);
      while (!enough()) {
        await sleep(rng.int(4000, 9000));
        if (enough()) return;
        const slot = rng.pick(slots);
        await slot.kill();
        kills++;
        await sleep(rng.int(300, 1500));
        await slot.start();
      }
    }

    try {
      await Promise.all([killer(), refunder(), ...astros.map((_, i) => lane(i))]);
    } finally {
      // Every participant goes away: whatever is still open ends by itself, with no minute after the loss.
      presence.closeAll();
    }
    const runMs = Date.now() - started;
    const stillOpen = async () => Number((await q<{ n: string }>(`select count(*) as n from consultations where status in ('requested', 'active')`))[0]!.n);
    const until = Date.now() + (GRACE_S + 15) * 1000;
    while ((await stillOpen()) > 0 && Date.now() < until) await sleep(200);
    expect(await stillOpen(), 'sessions still open after every participant left').toBe(0);

    const outcomes = await q<{ status: string; end_reason: string | null; n: string; minutes: string }>(
      `select status, end_reason, count(*) as n, sum(billed_minutes) as minutes from consultations group by 1, 2 order by 1, 2`,
    );
    const count = (status: string, reason: string | null = null) =>
      Number(outcomes.find((o) => o.status === status && o.end_reason === reason)?.n ?? 0);
    console.info(
      `consultation chaos: seed ${SEED}, ${runMs} ms, ${created.size} sessions, ${kills} kills (${presence.reopened} sockets reopened), ${refunds} refunds, ${networkErrors} requests cut off; ` +
        outcomes.map((o) => `${o.status}${o.end_reason ? `/${o.end_reason}` : ''} ${o.n} (${o.minutes} min)`).join(', ') +
        `; scenarios ${JSON.stringify(Object.fromEntries(scenarios))}`,
    );

    // A kill drops sockets, but their owners are back on the other process well within the grace period: only a
    // participant dropped on purpose may end a session as disconnected.
    const lost = await q<{ id: number }>(`select id from consultations where end_reason in ('disconnected', 'astro_lost') order by id`);
    const spurious = lost.map((r) => r.id).filter((id) => !dropped.has(id));
    console.info(`consultation chaos: ${lost.length} ended disconnected, ${spurious.length} of them without a participant dropped on purpose`);

    const violations = await auditLedger(db);
    expect(violations, `seed ${SEED}`).toEqual([]);
    expect(serverErrors, `seed ${SEED}: 5xx answers`).toEqual([]);
    expect(doubleWins, `seed ${SEED}: both of two concurrent requests won`).toEqual([]);
    expect(created.size).toBeGreaterThanOrEqual(SESSIONS);
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    expect(presence.reopened, 'sockets dropped by the kills').toBeGreaterThan(0);
    expect(spurious, 'sessions ended as disconnected though their participants only moved to the other process').toEqual([]);
    expect(refunds, `refunds refused: ${refusedRefunds.slice(0, 5).join('; ')}`).toBeGreaterThan(0);
    // The run went through every way a session can end.
    for (const [status, reason] of [
      ['declined', null], ['cancelled', null], ['expired', null],
      ['ended', 'user'], ['ended', 'astro'], ['ended', 'balance'], ['ended', 'disconnected'], ['ended', 'astro_lost'],
      ['ended', 'no_reply'],
    ] as const) {
      expect(count(status, reason), `${status} ${reason ?? ''}`).toBeGreaterThan(0);
    }
  });
});
