// The clock with minutes of a real length, driven by the test clock (advance, then one round): minutes charged once
// each at their start, endings by balance and by disconnection, a late clock catching up, and the races between a
// participant and the clock.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, type Consultation } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { consultations, interactions } from '../../db/schema/index.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import {
  acceptedSession,
  astrologerWallet,
  booksViolations,
  fundedUser,
  markConnected,
  onlineAstrologer,
  passTime,
  readSession,
  requestChat,
  sessionAction,
  sessionMoney,
  walletState,
} from '../../test/consult-factories.ts';

const at = (iso: string | null) => Date.parse(iso!);
const MINUTE = 60_000;
/** Rounds run only when a test calls them, after moving the clock. */
const manual = { manualMinuteClock: true };

/** Every paisa of the session accounted for: billed x rate = the user's charges = the astrologer's earnings. */
async function expectBalancedBooks(t: Pick<TestApp, 'db'>, c: Consultation) {
  const money = await sessionMoney(t.db, c.consultation_id);
  const billed = Math.round(c.billed_minutes * c.rate * 100);
  expect(money).toEqual({ chargedPaise: billed, chargeRows: c.billed_minutes, earnedPaise: billed, earningRows: c.billed_minutes });
  expect(Math.round(c.amount * 100)).toBe(billed);
}

describe('the clock, with one-minute minutes', () => {
  const sent: { to: readonly number[]; event: string; payload: unknown }[] = [];
  const GRACE_S = 60;
  const t = useTestApp(
    { CONSULT_MINUTE_S: '60', CONSULT_GRACE_S: String(GRACE_S), CONSULT_ACCEPT_S: '120', CONSULT_MIN_MINUTES: '1' },
    [
      async (_app, ctx: AppContext) => {
        ctx.realtime.attach({ toUsers: (to, event, payload) => sent.push({ to, event, payload }), toEveryone: () => {} });
      },
    ],
    undefined,
    manual,
  );

  it('charges each minute once at its start while both stay connected', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 10 });
    const user = await fundedUser(t, 1000);
    const s = await acceptedSession(t, user, astro);
    for (let minute = 1; minute <= 2; minute++) {
      await passTime(t, MINUTE, [user.id, astro.id]);
      // A second round at the same moment finds nothing more to charge.
      await t.app.minuteClock.tick();
      expect((await readSession(t, user, s.consultation_id)).billed_minutes).toBe(minute + 1);
    }
    const running = await readSession(t, user, s.consultation_id);
    expect(running.status).toBe('active');
    // Each minute the clock charged told the user the new balance, and both sides the session.
    const balances = sent.filter((e) => e.event === 'wallet' && e.to[0] === user.id).map((e) => (e.payload as { balance: number }).balance);
    expect(balances).toEqual([990, 980, 970]);
    const seen = sent.filter((e) => e.event === 'consultation' && (e.payload as Consultation).consultation_id === s.consultation_id);
    // The request, the accept (nothing billed until the astrologer writes), the first message (minute 0), each minute.
    expect(seen.map((e) => (e.payload as Consultation).billed_minutes)).toEqual([0, 0, 1, 2, 3]);
    for (const e of seen) expect(e.to).toEqual([user.id, astro.id]);
    t.clock.advance(30_000);
    const ended = await sessionAction(t, user, s.consultation_id, 'end');
    expect(ended.body.status).toBe('ended');
    const c = ended.body;
    // Whole minutes, each charged at its start: a session that lasted d minutes paid floor(d) + 1.
    const lasted = (at(c.ended_at) - at(c.started_at)) / 1000;
    expect(c.billed_minutes).toBe(Math.floor(lasted / 60) + 1);
    expect(c.billed_minutes).toBe(3);
    await expectBalancedBooks(t, c);
    const wallet = await walletState(t.db, user.id);
    expect(wallet.balancePaise).toBe(100_000 - c.billed_minutes * 1000);
    expect(wallet.ledgerPaise).toBe(wallet.balancePaise);
    const [row] = await t.db.select().from(interactions).where(eq(interactions.consultationId, c.consultation_id));
    expect(row).toMatchObject({ durationSeconds: Math.round(lasted), paidAmountPaise: c.billed_minutes * 1000 });
  });

  it('ends with end_reason balance when the wallet has paid exactly N minutes, never below zero', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 7 });
    const user = await fundedUser(t, 21);
    const s = await acceptedSession(t, user, astro);
    for (let i = 0; i < 3; i++) await passTime(t, MINUTE, [user.id, astro.id]);
    const c = await readSession(t, user, s.consultation_id);
    expect(c).toMatchObject({ status: 'ended', end_reason: 'balance', billed_minutes: 3, amount: 21 });
    // It ended when minute 3 began and could not be paid.
    expect(at(c.ended_at) - at(c.started_at)).toBe(3 * MINUTE);
    expect(await walletState(t.db, user.id)).toEqual({ balancePaise: 0, ledgerPaise: 0 });
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(2_100);
    await expectBalancedBooks(t, c);
  });

  it('ends with end_reason disconnected after the grace period, charging no later minute', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 5 });
    const user = await fundedUser(t, 1000);
    const s = await acceptedSession(t, user, astro);
    await passTime(t, MINUTE, [user.id, astro.id]);
    expect((await readSession(t, user, s.consultation_id)).billed_minutes).toBe(2);
    // The user's heartbeats stop here; the astrologer's go on.
    const [marks] = await t.db.select({ seen: consultations.userSeenAt }).from(consultations).where(eq(consultations.id, s.consultation_id));
    for (let i = 0; i < 4; i++) await passTime(t, MINUTE / 2, [astro.id]);
    const c = await readSession(t, astro, s.consultation_id);
    expect(c).toMatchObject({ status: 'ended', end_reason: 'disconnected' });
    // Ended when the user's last mark plus the grace period ran out.
    expect(at(c.ended_at)).toBe(marks!.seen!.getTime() + GRACE_S * 1000);
    // Every billed minute began before that moment; none after.
    expect(at(c.started_at) + (c.billed_minutes - 1) * MINUTE).toBeLessThan(at(c.ended_at));
    expect(at(c.started_at) + c.billed_minutes * MINUTE).toBeGreaterThanOrEqual(at(c.ended_at));
    await passTime(t, 2 * MINUTE, [user.id, astro.id]);
    expect((await readSession(t, user, s.consultation_id)).billed_minutes).toBe(c.billed_minutes);
    await expectBalancedBooks(t, c);
  });

  it('expires a request nobody answers, and one whose user went away, at no cost', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100);
    const r = await requestChat(t, user, astro);
    await passTime(t, 60_000, [user.id, astro.id]);
    expect((await readSession(t, user, r.body.consultation_id)).status).toBe('requested');
    await passTime(t, 60_000, [user.id, astro.id]);
    expect((await readSession(t, user, r.body.consultation_id)).status).toBe('expired');
    const r2 = await requestChat(t, user, astro);
    expect(r2.status).toBe(201);
    // Only the astrologer stays connected now: the request expires once the user's grace period runs out.
    await passTime(t, 30_000, [astro.id]);
    expect((await readSession(t, user, r2.body.consultation_id)).status).toBe('requested');
    await passTime(t, 30_000, [astro.id]);
    expect((await readSession(t, user, r2.body.consultation_id)).status).toBe('expired');
    expect(await walletState(t.db, user.id)).toEqual({ balancePaise: 10_000, ledgerPaise: 10_000 });
    expect(await sessionMoney(t.db, r2.body.consultation_id)).toMatchObject({ chargeRows: 0, earningRows: 0 });
  });

  it('lets accept racing expiry have one winner, every time', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 1 });
    const user = await fundedUser(t, 1000);
    const outcomes = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await markConnected(t, [user.id, astro.id]);
      const r = await requestChat(t, user, astro);
      expect(r.status).toBe(201);
      const id = r.body.consultation_id;
      // Bring the deadline within a few milliseconds, move the clock around it, and let a round and the accept race.
      await t.db.execute(sql`update consultations set accept_by = ${t.ctx.dbClock.now()} + make_interval(secs => ${(i % 6) * 0.01}) where id = ${id}`);
      t.clock.advance((i * 7) % 50);
      const [, res] = await Promise.all([t.app.minuteClock.tick(), sessionAction(t, astro, id, 'accept')]);
      const c = await readSession(t, user, id);
      const money = await sessionMoney(t.db, id);
      if (res.status === 200) {
        outcomes.add('accepted');
        // Accepted, and nothing billed until the astrologer's first message.
        expect(c).toMatchObject({ status: 'active', started_at: null, billed_minutes: 0 });
        expect(money).toMatchObject({ chargeRows: 0, earningRows: 0 });
        expect((await sessionAction(t, user, id, 'end')).status).toBe(200);
      } else {
        outcomes.add('expired');
        expect(res).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.expired } });
        expect(c).toMatchObject({ status: 'expired', billed_minutes: 0, started_at: null });
        expect(money).toMatchObject({ chargeRows: 0, earningRows: 0 });
      }
    }
    expect(outcomes.has('expired')).toBe(true);
  });

  it('never double-charges when an end races the minute charge', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 12 }, async () => ({ astro: await onlineAstrologer(t, { chargeRupees: 3 }), user: await fundedUser(t, 1000) })),
    );
    await markConnected(t, pairs.flatMap((p) => [p.user.id, p.astro.id]));
    const sessions = await Promise.all(pairs.map(({ astro, user }) => acceptedSession(t, user, astro)));
    // The sessions began a few milliseconds apart: the clock moves to the start of minute 1 of the middle one, so
    // some have just begun it and some not yet, while the rounds (of three processes) and the ends race.
    const starts = sessions.map((s) => at(s.started_at)).sort((a, b) => a - b);
    t.clock.advance(starts[6]! + MINUTE - t.clock.now().getTime());
    await markConnected(t, pairs.flatMap((p) => [p.user.id, p.astro.id]));
    const [, ended] = await Promise.all([
      Promise.all([t.app.minuteClock.tick(), t.app.minuteClock.tick()]),
      Promise.all(
        pairs.map(async ({ astro, user }, i) => {
          const res = await sessionAction(t, i % 2 ? user : astro, sessions[i]!.consultation_id, 'end');
          expect(res.status).toBe(200);
          return res.body;
        }),
      ),
    ]);
    for (const c of ended) {
      expect(c.status).toBe('ended');
      const lasted = (at(c.ended_at) - at(c.started_at)) / 1000;
      expect(c.billed_minutes).toBe(Math.floor(lasted / 60) + 1);
      await expectBalancedBooks(t, c);
    }
  });
});

describe('a late clock', () => {
  const t = useTestApp({ CONSULT_MINUTE_S: '60', CONSULT_GRACE_S: '60', CONSULT_MIN_MINUTES: '1' }, [], undefined, manual);

  it('charges a session ended just after its first minute for two minutes (5:01 pays 6)', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 4 });
    const user = await fundedUser(t, 100);
    const s = await acceptedSession(t, user, astro);
    // Ended 1:00.1 in, in the second minute, before the clock has charged it.
    t.clock.advance(MINUTE + 100);
    await markConnected(t, [user.id, astro.id]);
    const res = await sessionAction(t, user, s.consultation_id, 'end');
    expect(res.body).toMatchObject({ status: 'ended', billed_minutes: 2, amount: 8 });
    await expectBalancedBooks(t, res.body);
  });

  it('catches up every minute it missed, in order, and stops at the one begun after a participant was lost', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 2 });
    const user = await fundedUser(t, 100);
    const s = await acceptedSession(t, user, astro);
    // As if every process had been down: the session began 4.5 minutes ago and only minute 0 was charged. The user
    // was last seen 2:15 in, so lost at 3:15 (grace 1 minute): minutes 0-3 (starting 0:00, 1:00, 2:00, 3:00) are owed.
    const now = t.ctx.dbClock.now();
    await t.db.execute(sql`update consultations set
        started_at = ${now} - interval '270 seconds',
        next_charge_at = ${now} - interval '210 seconds',
        user_seen_at = ${now} - interval '135 seconds',
        astro_seen_at = ${now}
      where id = ${s.consultation_id}`);
    await t.app.minuteClock.tick();
    const c = await readSession(t, user, s.consultation_id);
    expect(c).toMatchObject({ status: 'ended', end_reason: 'disconnected', billed_minutes: 4, amount: 8 });
    expect(at(c.ended_at) - at(c.started_at)).toBe(195_000);
    await expectBalancedBooks(t, c);
  });
});

describe('several processes running the clock', () => {
  const logged: string[] = [];
  const t = useTestApp(
    { CONSULT_MINUTE_S: '60', CONSULT_GRACE_S: '60', CONSULT_MIN_MINUTES: '1', LOG_LEVEL: 'error' },
    [],
    { write: (line: string) => logged.push(line) },
    manual,
  );

  it('bills every minute of every session exactly once', async () => {
    const processes = [t.app, await t.anotherProcess(), await t.anotherProcess()];
    const pairs = await Promise.all(
      Array.from({ length: 10 }, async () => ({ astro: await onlineAstrologer(t, { chargeRupees: 2 }), user: await fundedUser(t, 1000) })),
    );
    const everyone = pairs.flatMap((p) => [p.user.id, p.astro.id]);
    const sessions = await Promise.all(pairs.map(({ user, astro }) => acceptedSession(t, user, astro)));
    for (let minute = 1; minute <= 3; minute++) {
      t.clock.advance(MINUTE);
      await markConnected(t, everyone);
      // The three processes' rounds at the same moment, each taking what the others have not locked.
      await Promise.all(processes.map((p) => p.minuteClock.tick()));
    }
    t.clock.advance(MINUTE / 2);
    const ended = await Promise.all(sessions.map((s, i) => sessionAction(t, pairs[i]!.user, s.consultation_id, 'end')));
    for (const { status, body } of ended) {
      expect(status).toBe(200);
      expect(body.billed_minutes).toBe(Math.floor((at(body.ended_at) - at(body.started_at)) / MINUTE) + 1);
      expect(body.billed_minutes).toBe(4);
      await expectBalancedBooks(t, body);
    }
    expect(logged.filter((line) => line.includes('consultation clock'))).toEqual([]);
    expect(await booksViolations(t.db)).toEqual([]);
  });

  it('keeps billing a session after the process that accepted it has stopped', async () => {
    const other = await t.anotherProcess();
    const astro = await onlineAstrologer(t, { chargeRupees: 1 });
    const user = await fundedUser(t, 100);
    const s = await acceptedSession({ app: other, db: t.db }, user, astro);
    await other.close();
    await passTime(t, MINUTE, [user.id, astro.id]);
    await passTime(t, MINUTE, [user.id, astro.id]);
    const c = await readSession(t, user, s.consultation_id);
    expect(c).toMatchObject({ status: 'active', billed_minutes: 3 });
    const ended = await sessionAction(t, astro, s.consultation_id, 'end');
    await expectBalancedBooks(t, ended.body);
  });
});
