// A chat accepted through one server process keeps being billed by the other after the first is killed (SIGKILL):
// every minute once, none missed, until the wallet runs dry; bringing the killed process back changes nothing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consultation } from '@app/contracts/consultations';
import { openDatabase, type Database } from '../../db/client.ts';
import { fundedUser, onlineAstrologer } from '../../test/consult-factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { call, waitFor } from '../../test/process-client.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';
import { connectSocket } from '../../test/sockets.ts';

// Only the PostgreSQL pass runs it: two processes need a database that both reach and that outlives either.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the consultation crash test'));

const RATE_RUPEES = 10;
/** The wallet pays exactly this many minutes; the session must end by balance after the last. */
const MINUTES = 12;
const CLOCK_ENV = {
  CONSULT_MINUTE_S: '1',
  CONSULT_ACCEPT_S: '5',
  // The sockets' heartbeat marks presence every second (a third of the grace period).
  CONSULT_GRACE_S: '3',
  CONSULT_TICK_MS: '100',
};
/** How late a minute may be charged by the surviving process: its next tick, with room for a loaded machine. */
const LATE_MS = 2_500;

interface Charge {
  minute_index: number;
  amount_paise: string;
  late_ms: number;
  after_kill: boolean;
}

describe.skipIf(!reachable)('a consultation whose accepting process is killed', () => {
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  let sql: pg.Client | null = null;
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServer({ env: { DATABASE_URL: scratch!.url, ...CLOCK_ENV } });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    scratch = await scratchDatabase('consult_crash');
    // The first start migrates the empty database; the second finds it ready.
    await start();
    await start();
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await sql?.end();
    await database?.close();
    await scratch?.drop();
  });

  it('is billed by the other process exactly once per minute until the wallet runs dry', { timeout: 90_000 }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const t = { db: database!.db };
    const astro = await onlineAstrologer(t, { chargeRupees: RATE_RUPEES });
    const user = await fundedUser(t, RATE_RUPEES * MINUTES);
    // Both participants hold a live socket on B, the process that survives: B's heartbeat keeps them present, and B
    // tells them what its clock does.
    const userSocket = await connectSocket(b.url, user.token);
    const astroSocket = await connectSocket(b.url, astro.token);
    try {
      const requested = await call<Consultation>(a.url, 'POST', '/api/consultations', { token: user.token, body: { astro_id: astro.astroId, type: 'chat' } });
      expect(requested.status, JSON.stringify(requested.body)).toBe(201);
      const id = requested.body.consultation_id;
      const accepted = await call<Consultation>(a.url, 'POST', `/api/consultations/${id}/accept`, { token: astro.token });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      // The astrologer's first message, through A too, starts the meter: minute 0.
      const first = await call(a.url, 'POST', `/api/consultations/${id}/messages`, { token: astro.token, body: { text: 'Namaste', client_id: 'first' } });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const opened = await call<Consultation>(a.url, 'GET', `/api/consultations/${id}`, { token: user.token });
      expect(opened.body).toMatchObject({ status: 'active', billed_minutes: 1 });

      const billed = async () => (await sql!.query<{ billed_minutes: number }>('select billed_minutes from consultations where id = $1', [id])).rows[0]!.billed_minutes;
      expect((await waitFor(billed, (n) => n >= 3, 10_000)).value).toBeGreaterThanOrEqual(3);
      const killedAt = (await sql!.query<{ now: Date }>('select now()')).rows[0]!.now;
      await a.kill('SIGKILL');
      const billedAtKill = await billed();
      expect(billedAtKill, 'the kill came before the wallet ran dry').toBeLessThan(MINUTES);

      // B alone carries on; the wallet holds MINUTES minutes, so the session ends at the start of the next.
      const read = () => call<Consultation>(b.url, 'GET', `/api/consultations/${id}`, { token: user.token });
      const ended = await waitFor(read, (r) => r.body.status !== 'active', (MINUTES + 10) * 1000);
      expect(ended.value.body).toMatchObject({ status: 'ended', end_reason: 'balance', billed_minutes: MINUTES, amount: RATE_RUPEES * MINUTES });

      const charges = async () =>
        (
          await sql!.query<Charge>(
            `select e.minute_index, e.amount_paise::text,
                (extract(epoch from e.created_at - (c.started_at + e.minute_index * c.minute_seconds * interval '1 second')) * 1000)::int as late_ms,
                e.created_at > $2 as after_kill
               from user_wallet_entries e join consultations c on c.id = e.consultation_id
              where e.consultation_id = $1 and e.entry_type = 'consultation' order by e.minute_index, e.id`,
            [id, killedAt],
          )
        ).rows;
      const earnings = async () =>
        (await sql!.query<{ minute_index: number }>(`select minute_index from wallet_ledger where consultation_id = $1 and entry_type = 'earning' order by minute_index, id`, [id])).rows.map(
          (r) => r.minute_index,
        );
      const minutes = Array.from({ length: MINUTES }, (_, k) => k);
      const rows = await charges();
      // Every minute once on both ledgers, at the rate: no gap, no second charge across the kill.
      expect(rows.map((r) => r.minute_index)).toEqual(minutes);
      expect(new Set(rows.map((r) => r.amount_paise))).toEqual(new Set([String(-RATE_RUPEES * 100)]));
      expect(await earnings()).toEqual(minutes);
      // The minutes after the kill were charged by B, on time.
      expect(rows.filter((r) => r.after_kill).length).toBeGreaterThanOrEqual(MINUTES - billedAtKill);
      expect(rows.filter((r) => r.late_ms > LATE_MS), 'minutes charged late').toEqual([]);
      expect(await auditLedger(database!.db)).toEqual([]);

      // A comes back on the same database: its clock finds nothing to do, and nothing moves.
      const before = { rows: await charges(), earnings: await earnings(), session: (await read()).body };
      const again = await start();
      await new Promise((r) => setTimeout(r, 3_000));
      expect(await charges()).toEqual(before.rows);
      expect(await earnings()).toEqual(before.earnings);
      const seenByA = await call<Consultation>(again.url, 'GET', `/api/consultations/${id}`, { token: user.token });
      const { server_time: _now, ...session } = before.session;
      expect(seenByA.body).toEqual({ ...session, server_time: expect.any(String) });
      const wallet = await sql!.query<{ balance: string }>('select balance_paise::text as balance from user_wallets where user_id = $1', [user.id]);
      expect(wallet.rows[0]!.balance, 'the wallet paid every minute it could').toBe('0');
      expect(await auditLedger(database!.db)).toEqual([]);
      // What the user's socket on B heard: the last minute's balance, and the end.
      await userSocket.next<Consultation>('consultation', (c) => c.consultation_id === id && c.status === 'ended');
      await userSocket.next<{ balance: number }>('wallet', (w) => w.balance === 0);
    } finally {
      userSocket.close();
      astroSocket.close();
    }
  });
});
