// Test data for consultations: funded users, online astrologers, live connections, and sessions through the API.
import { eq, sql } from 'drizzle-orm';
import type { Consultation } from '@app/contracts/consultations';
import type { Db } from '../db/client.ts';
import { databaseClock, type DbClock } from '../db/clock.ts';
import { astrologerPresence, astrologers } from '../db/schema/index.ts';
import { userWalletEntries, userWallets, walletLedger } from '../db/schema/money.ts';
import { createSession } from '../modules/auth/session.repository.ts';
import { touchPresence } from '../modules/consultations/presence.repository.ts';
import { creditUser } from '../modules/money/money.service.ts';
import { createAstrologer } from './admin-factories.ts';
import type { TestApp } from './app.ts';
import { createAccount, type TestAccount } from './factories.ts';

type App = Pick<TestApp, 'app' | 'db'>;

/** A user account with a session whose wallet holds `rupees` (an adjustment credit; none for 0). */
export async function fundedUser(t: Pick<TestApp, 'db'>, rupees: number, overrides: { name?: string } = {}): Promise<TestAccount> {
  const account = await createAccount(t.db, { role: 'user', ...overrides });
  if (rupees > 0) await t.db.transaction((tx) => creditUser(tx, account.id, Math.round(rupees * 100), 'adjustment'));
  return account;
}

export interface OnlineAstrologer extends TestAccount {
  astroId: number;
}

/**
 * A verified astrologer account with a session, chat (and calls with `call`) switched on and the console marked
 * connected now (by the engine's clock when `t` is a test app, which may have moved it).
 */
export async function onlineAstrologer(
  t: Pick<TestApp, 'db'> & { ctx?: Pick<TestApp['ctx'], 'dbClock'> },
  opts: { chargeRupees?: number; commissionBp?: number; name?: string; call?: boolean } = {},
): Promise<OnlineAstrologer> {
  const astro = await createAstrologer(t.db, {
    isVerified: true,
    chargePaise: Math.round((opts.chargeRupees ?? 10) * 100),
    commissionBp: opts.commissionBp ?? 0,
    ...(opts.name ? { name: opts.name } : {}),
  });
  await t.db
    .insert(astrologerPresence)
    .values({ astrologerId: astro.id, chatAvailable: true, callAvailable: opts.call ?? false, seenAt: (t.ctx?.dbClock ?? databaseClock).now() });
  const token = await createSession(t.db, astro.userId, new Date());
  return {
    id: astro.userId,
    astroId: astro.id,
    email: astro.user.email!,
    phone: astro.user.phone!,
    token,
    headers: { accesstoken: token },
  };
}

export interface Connection {
  stop(): Promise<void>;
}

/**
 * Marks these accounts connected every `everyMs`, as live sockets would, until stopped; by the engine's `clock` (the
 * test app's ctx.dbClock) when the test moves it.
 */
export function keepConnected(db: Db, userIds: readonly number[], everyMs = 200, clock: DbClock = databaseClock): Connection {
  let stopped = false;
  let pending: Promise<void> = touchPresence(db, clock, userIds);
  const timer = setInterval(() => {
    if (stopped) return;
    pending = pending.then(() => touchPresence(db, clock, userIds)).catch(() => {});
  }, everyMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pending.catch(() => {});
    },
  };
}

/** Marks these accounts connected now, by the engine's (movable) clock: one heartbeat of their sockets. */
export const markConnected = (t: Pick<TestApp, 'db' | 'ctx'>, userIds: readonly number[]) => touchPresence(t.db, t.ctx.dbClock, userIds);

/**
 * Moves the test clock by `ms` and runs one round of the minute clock, as if that time had passed: the accounts in
 * `connected` sent their heartbeats meanwhile (marked at the new time before the round), the others did not.
 */
export async function passTime(t: Pick<TestApp, 'app' | 'db' | 'ctx' | 'clock'>, ms: number, connected: readonly number[] = []) {
  t.clock.advance(ms);
  await markConnected(t, connected);
  return t.app.minuteClock.tick();
}

async function post(t: App, url: string, who: TestAccount, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Consultation & { message?: string }>() };
}

export const requestChat = (t: App, user: TestAccount, astro: OnlineAstrologer) =>
  post(t, '/api/consultations', user, { astro_id: astro.astroId, type: 'chat' });

export const requestCall = (t: App, user: TestAccount, astro: OnlineAstrologer) =>
  post(t, '/api/consultations', user, { astro_id: astro.astroId, type: 'call' });

export const sessionAction = (t: App, who: TestAccount, id: number, action: 'accept' | 'decline' | 'cancel' | 'end') =>
  post(t, `/api/consultations/${id}/${action}`, who);

/** The participant's text message in a session; answers the status and body. */
export async function sendText(t: App, who: TestAccount, id: number, text: string, clientId = `m-${Math.random().toString(36).slice(2)}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/consultations/${id}/messages`,
    headers: who.headers,
    payload: { text, client_id: clientId },
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/**
 * A chat the user requested, the astrologer accepted and answered with a first message (the meter starts with it:
 * minute 0 charged); throws if a step is refused. Answers the session after the first message.
 */
export async function acceptedSession(t: App, user: TestAccount, astro: OnlineAstrologer): Promise<Consultation> {
  const requested = await requestChat(t, user, astro);
  if (requested.status !== 201) throw new Error(`request refused: ${requested.status} ${JSON.stringify(requested.body)}`);
  const id = requested.body.consultation_id;
  const accepted = await sessionAction(t, astro, id, 'accept');
  if (accepted.status !== 200) throw new Error(`accept refused: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const first = await sendText(t, astro, id, 'Namaste, I am here.');
  if (first.status !== 201) throw new Error(`first reply refused: ${first.status} ${JSON.stringify(first.body)}`);
  return readSession(t, user, id);
}

export async function readSession(t: App, who: TestAccount, id: number): Promise<Consultation> {
  const res = await t.app.inject({ method: 'GET', url: `/api/consultations/${id}`, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`read refused: ${res.statusCode} ${res.body}`);
  return res.json<Consultation>();
}

/** Polls the session until `done` holds or `timeoutMs` passes; answers the last read. */
export async function waitForSession(
  t: App,
  who: TestAccount,
  id: number,
  done: (c: Consultation) => boolean,
  timeoutMs = 15_000,
): Promise<Consultation> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const c = await readSession(t, who, id);
    if (done(c) || Date.now() > until) return c;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Paise moved by a session: the user's charges (positive) and the astrologer's earnings, from the ledgers. */
export async function sessionMoney(db: Db, consultationId: number) {
  const [charges] = await db
    .select({ paise: sql<number>`coalesce(-sum(${userWalletEntries.amountPaise}), 0)`.mapWith(Number), rows: sql<number>`count(*)`.mapWith(Number) })
    .from(userWalletEntries)
    .where(sql`${userWalletEntries.consultationId} = ${consultationId} and ${userWalletEntries.entryType} = 'consultation'`);
  const [earnings] = await db
    .select({ paise: sql<number>`coalesce(sum(${walletLedger.amountPaise}), 0)`.mapWith(Number), rows: sql<number>`count(*)`.mapWith(Number) })
    .from(walletLedger)
    .where(sql`${walletLedger.consultationId} = ${consultationId} and ${walletLedger.entryType} = 'earning'`);
  return { chargedPaise: charges!.paise, chargeRows: charges!.rows, earnedPaise: earnings!.paise, earningRows: earnings!.rows };
}

/** The user's wallet balance in paise and the sum of their ledger rows (they must agree). */
export async function walletState(db: Db, userId: number) {
  const [wallet] = await db.select({ balance: userWallets.balancePaise }).from(userWallets).where(eq(userWallets.userId, userId));
  const [sum] = await db
    .select({ paise: sql<number>`coalesce(sum(${userWalletEntries.amountPaise}), 0)`.mapWith(Number) })
    .from(userWalletEntries)
    .where(eq(userWalletEntries.userId, userId));
  return { balancePaise: wallet?.balance ?? 0, ledgerPaise: sum!.paise };
}

export async function astrologerWallet(db: Db, astroId: number): Promise<number> {
  const [row] = await db.select({ wallet: astrologers.walletPaise }).from(astrologers).where(eq(astrologers.id, astroId));
  return row!.wallet;
}

/**
 * Everything that must hold over the whole database after any run, as a list of what does not (empty when the books
 * balance): every user wallet equals the sum of its rows and is not negative, and every consultation's amount is
 * (billed_minutes - free minutes) x rate, equal to the user's charges; the platform's promotion pays the free minutes and
 * the astrologer earns billed_minutes x rate, with one row per minute each.
 */
export async function booksViolations(db: Db): Promise<string[]> {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const wallets = await rows(sql`
    select w.user_id, w.balance_paise, coalesce(sum(e.amount_paise), 0) as ledger
    from user_wallets w left join user_wallet_entries e on e.user_id = w.user_id
    group by w.user_id, w.balance_paise
    having w.balance_paise < 0 or w.balance_paise <> coalesce(sum(e.amount_paise), 0)`);
  const sessions = await rows(sql`
    select c.id, c.billed_minutes, c.free_minutes, c.rate_paise, c.amount_paise,
      (select coalesce(-sum(amount_paise), 0) from wallet_ledger where consultation_id = c.id and entry_type = 'promotion') as promoted,
      (select count(*) from wallet_ledger where consultation_id = c.id and entry_type = 'promotion') as promotion_rows,
      (select coalesce(-sum(amount_paise), 0) from user_wallet_entries where consultation_id = c.id and entry_type = 'consultation') as charged,
      (select count(*) from user_wallet_entries where consultation_id = c.id and entry_type = 'consultation') as charge_rows,
      (select coalesce(sum(amount_paise), 0) from wallet_ledger where consultation_id = c.id and entry_type = 'earning') as earned,
      (select count(*) from wallet_ledger where consultation_id = c.id and entry_type = 'earning') as earning_rows
    from consultations c`);
  // A booking's hold left the wallet; what is still out is exactly the holds of booked bookings and of started ones
  // whose session has not charged a minute yet.
  const held = sql.raw(`b.status = 'booked' or (b.status = 'started' and b.settled_at is null)`);
  const holds = await rows(sql`
    select b.user_id, sum(case when ${held} then b.held_paise else 0 end) as booked,
      coalesce((select -sum(e.amount_paise) from user_wallet_entries e where e.user_id = b.user_id and e.booking_id is not null), 0)
        - sum(b.captured_paise) as outstanding
    from bookings b group by b.user_id
    having sum(case when ${held} then b.held_paise else 0 end)
      <> coalesce((select -sum(e.amount_paise) from user_wallet_entries e where e.user_id = b.user_id and e.booking_id is not null), 0) - sum(b.captured_paise)`);
  const problems = [
    ...wallets.rows.map((w) => `user ${String(w.user_id)}: wallet ${String(w.balance_paise)}, ledger ${String(w.ledger)}`),
    ...holds.rows.map((h) => `user ${String(h.user_id)}: holds outstanding ${String(h.outstanding)}, booked ${String(h.booked)}`),
  ];
  for (const s of sessions.rows) {
    const billed = Number(s.billed_minutes);
    const rate = Number(s.rate_paise);
    // The first free_minutes are the platform's (a promotion), the rest the user's; the astrologer earns them all.
    const free = Math.min(billed, Number(s.free_minutes));
    const rowsExpected = (n: number) => (rate > 0 ? n : 0);
    const ok =
      Number(s.amount_paise) === (billed - free) * rate &&
      Number(s.charged) === (billed - free) * rate &&
      Number(s.promoted) === free * rate &&
      Number(s.earned) === billed * rate &&
      Number(s.charge_rows) === rowsExpected(billed - free) &&
      Number(s.promotion_rows) === rowsExpected(free) &&
      Number(s.earning_rows) === rowsExpected(billed);
    if (!ok) problems.push(`consultation ${String(s.id)}: ${JSON.stringify(s)}`);
  }
  return problems;
}
