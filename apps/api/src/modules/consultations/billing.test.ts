// The clock with short minutes: minutes charged once each at their start, endings by balance and by disconnection,
// a late clock catching up, and the races between a participant and the clock.
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
  keepConnected,
  onlineAstrologer,
  readSession,
  requestChat,
  sessionAction,
  sessionMoney,
  waitForSession,
  walletState,
} from '../../test/consult-factories.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const at = (iso: string | null) => Date.parse(iso!);

/** Every paisa of the session accounted for: billed x rate = the user's charges = the astrologer's earnings. */
async function expectBalancedBooks(t: Pick<TestApp, 'db'>, c: Consultation) {
  const money = await sessionMoney(t.db, c.consultation_id);
  const billed = Math.round(c.billed_minutes * c.rate * 100);
  expect(money).toEqual({ chargedPaise: billed, chargeRows: c.billed_minutes, earnedPaise: billed, earningRows: c.billed_minutes });
  expect(Math.round(c.amount * 100)).toBe(billed);
}

describe('the clock, with one-second minutes', () => {
  const sent: { to: readonly number[]; event: string; payload: unknown }[] = [];
  // Three seconds to accept and of grace: a dozen sessions at once on a busy machine are all accepted, and none is
  // taken for lost while its participants' heartbeats (every 100 ms) wait for the processor.
  const GRACE_S = 3;
  const t = useTestApp({ CONSULT_MINUTE_S: '1', CONSULT_GRACE_S: String(GRACE_S), CONSULT_ACCEPT_S: '3', CONSULT_TICK_MS: '20', CONSULT_MIN_MINUTES: '1' }, [
    async (_app, ctx: AppContext) => {
      ctx.realtime.attach({ toUsers: (to, event, payload) => sent.push({ to, event, payload }), toEveryone: () => {} });
    },
  ]);

  it('charges each minute once at its start while both stay connected', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 10 });
    const user = await fundedUser(t, 1000);
    const live = keepConnected(t.db, [user.id, astro.id], 100);
    try {
      const s = await acceptedSession(t, user, astro);
      const running = await waitForSession(t, user, s.consultation_id, (c) => c.billed_minutes >= 3);
      expect(running.status).toBe('active');
      // Each minute the clock charged told the user the new balance, and both sides the session.
      const balances = sent.filter((e) => e.event === 'wallet' && e.to[0] === user.id).map((e) => (e.payload as { balance: number }).balance);
      expect(balances.slice(0, 2)).toEqual([990, 980]);
      const seen = sent.filter((e) => e.event === 'consultation' && (e.payload as Consultation).consultation_id === s.consultation_id);
      expect(seen.map((e) => (e.payload as Consultation).billed_minutes).slice(0, 3)).toEqual([0, 1, 2]);
      expect(seen[0]!.to).toEqual([user.id, astro.id]);
      const ended = await sessionAction(t, user, s.consultation_id, 'end');
      expect(ended.body.status).toBe('ended');
      const c = ended.body;
      // Whole minutes, each charged at its start: a session that lasted d seconds paid floor(d) + 1.
      const lasted = (at(c.ended_at) - at(c.started_at)) / 1000;
      expect(c.billed_minutes).toBe(Math.floor(lasted) + 1);
      await expectBalancedBooks(t, c);
      const wallet = await walletState(t.db, user.id);
      expect(wallet.balancePaise).toBe(100_000 - c.billed_minutes * 1000);
      expect(wallet.ledgerPaise).toBe(wallet.balancePaise);
      const [row] = await t.db.select().from(interactions).where(eq(interactions.consultationId, c.consultation_id));
      expect(row).toMatchObject({ durationSeconds: Math.round(lasted), paidAmountPaise: c.billed_minutes * 1000 });
    } finally {
      await live.stop();
    }
  });

  it('ends with end_reason balance when the wallet has paid exactly N minutes, never below zero', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 7 });
    const user = await fundedUser(t, 21);
    const live = keepConnected(t.db, [user.id, astro.id], 100);
    try {
      const s = await acceptedSession(t, user, astro);
      const c = await waitForSession(t, user, s.consultation_id, (x) => x.status === 'ended');
      expect(c).toMatchObject({ status: 'ended', end_reason: 'balance', billed_minutes: 3, amount: 21 });
      // It ended when minute 3 began and could not be paid.
      expect(at(c.ended_at) - at(c.started_at)).toBe(3000);
      expect(await walletState(t.db, user.id)).toEqual({ balancePaise: 0, ledgerPaise: 0 });
      expect(await astrologerWallet(t.db, astro.astroId)).toBe(2_100);
      await expectBalancedBooks(t, c);
    } finally {
      await live.stop();
    }
  });

  it('ends with end_reason disconnected after the grace period, charging no later minute', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 5 });
    const user = await fundedUser(t, 1000);
    const astroLive = keepConnected(t.db, [astro.id], 100);
    const userLive = keepConnected(t.db, [user.id], 100);
    try {
      const s = await acceptedSession(t, user, astro);
      await waitForSession(t, user, s.consultation_id, (c) => c.billed_minutes >= 2);
      await userLive.stop();
      const [marks] = await t.db.select({ seen: consultations.userSeenAt }).from(consultations).where(eq(consultations.id, s.consultation_id));
      const c = await waitForSession(t, astro, s.consultation_id, (x) => x.status === 'ended');
      expect(c.end_reason).toBe('disconnected');
      // Ended when the user's last mark plus the grace period ran out.
      expect(at(c.ended_at)).toBe(marks!.seen!.getTime() + GRACE_S * 1000);
      // Every billed minute began before that moment; none after.
      expect(at(c.started_at) + (c.billed_minutes - 1) * 1000).toBeLessThan(at(c.ended_at));
      expect(at(c.started_at) + c.billed_minutes * 1000).toBeGreaterThanOrEqual(at(c.ended_at));
      await sleep(1200);
      expect((await readSession(t, user, s.consultation_id)).billed_minutes).toBe(c.billed_minutes);
      await expectBalancedBooks(t, c);
    } finally {
      await userLive.stop();
      await astroLive.stop();
    }
  });

  it('expires a request nobody answers, and one whose user went away, at no cost', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100);
    const live = keepConnected(t.db, [user.id, astro.id], 100);
    const r = await requestChat(t, user, astro);
    const expired = await waitForSession(t, user, r.body.consultation_id, (c) => c.status !== 'requested');
    expect(expired.status).toBe('expired');
    await live.stop();
    const r2 = await requestChat(t, user, astro);
    expect(r2.status).toBe(201);
    // Nobody keeps the user connected now: the request expires once the grace period runs out.
    const gone = await waitForSession(t, user, r2.body.consultation_id, (c) => c.status !== 'requested');
    expect(gone.status).toBe('expired');
    expect(await walletState(t.db, user.id)).toEqual({ balancePaise: 10_000, ledgerPaise: 10_000 });
    expect(await sessionMoney(t.db, r2.body.consultation_id)).toMatchObject({ chargeRows: 0, earningRows: 0 });
  });

  it('lets accept racing expiry have one winner, every time', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 1 });
    const user = await fundedUser(t, 1000);
    const live = keepConnected(t.db, [user.id, astro.id], 100);
    const outcomes = new Set<string>();
    try {
      for (let i = 0; i < 30; i++) {
        const r = await requestChat(t, user, astro);
        expect(r.status).toBe(201);
        const id = r.body.consultation_id;
        // Bring the deadline within a few ticks, then answer around it.
        await t.db.execute(sql`update consultations set accept_by = now() + make_interval(secs => ${(i % 6) * 0.01}) where id = ${id}`);
        await sleep((i * 7) % 50);
        const res = await sessionAction(t, astro, id, 'accept');
        const c = await readSession(t, user, id);
        const money = await sessionMoney(t.db, id);
        if (res.status === 200) {
          outcomes.add('accepted');
          expect(c.status).toBe('active');
          expect(money).toMatchObject({ chargeRows: 1, earningRows: 1 });
          expect((await sessionAction(t, user, id, 'end')).status).toBe(200);
        } else {
          outcomes.add('expired');
          expect(res).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.expired } });
          expect(c).toMatchObject({ status: 'expired', billed_minutes: 0, started_at: null });
          expect(money).toMatchObject({ chargeRows: 0, earningRows: 0 });
        }
      }
    } finally {
      await live.stop();
    }
    expect(outcomes.has('expired')).toBe(true);
  });

  it('never double-charges when an end races the minute charge', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 12 }, async () => ({ astro: await onlineAstrologer(t, { chargeRupees: 3 }), user: await fundedUser(t, 1000) })),
    );
    const live = keepConnected(t.db, pairs.flatMap((p) => [p.user.id, p.astro.id]), 100);
    try {
      const ended = await Promise.all(
        pairs.map(async ({ astro, user }, i) => {
          const s = await acceptedSession(t, user, astro);
          // End around the start of minute 1 (1 s in), a little before or after.
          await sleep(Math.max(0, at(s.started_at) + 1000 - Date.now() + ((i % 5) - 2) * 15));
          const res = await sessionAction(t, i % 2 ? user : astro, s.consultation_id, 'end');
          expect(res.status).toBe(200);
          return res.body;
        }),
      );
      for (const c of ended) {
        expect(c.status).toBe('ended');
        const lasted = (at(c.ended_at) - at(c.started_at)) / 1000;
        expect(c.billed_minutes).toBe(Math.floor(lasted) + 1);
        await expectBalancedBooks(t, c);
      }
    } finally {
      await live.stop();
    }
  });
});

describe('a late clock', () => {
  const t = useTestApp({ CONSULT_MINUTE_S: '2', CONSULT_GRACE_S: '3', CONSULT_TICK_MS: '20', CONSULT_MIN_MINUTES: '1' });

  it('charges a session ended just after its first minute for two minutes (5:01 pays 6)', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 4 });
    const user = await fundedUser(t, 100);
    const s = await acceptedSession(t, user, astro);
    // Minutes of 2 s: ended at 2.1 s, in the second minute, whether or not the clock has charged it yet.
    await sleep(Math.max(0, at(s.started_at) + 2_100 - Date.now()));
    const res = await sessionAction(t, user, s.consultation_id, 'end');
    expect(res.body).toMatchObject({ status: 'ended', billed_minutes: 2, amount: 8 });
    await expectBalancedBooks(t, res.body);
  });

  it('catches up every minute it missed, in order, and stops at the one begun after a participant was lost', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 2 });
    const user = await fundedUser(t, 100);
    const s = await acceptedSession(t, user, astro);
    // As if every process had been down: the session began 9 s (4.5 minutes) ago and only minute 0 was charged.
    // The user was last seen 3.5 s in, so lost at 6.5 s (grace 3 s): minutes 0-3 (starting 0, 2, 4, 6 s) are owed.
    await t.db.execute(sql`update consultations set
        started_at = now() - interval '9 seconds',
        next_charge_at = now() - interval '7 seconds',
        user_seen_at = now() - interval '5.5 seconds',
        astro_seen_at = now()
      where id = ${s.consultation_id}`);
    const c = await waitForSession(t, user, s.consultation_id, (x) => x.status === 'ended');
    expect(c).toMatchObject({ status: 'ended', end_reason: 'disconnected', billed_minutes: 4, amount: 8 });
    expect(at(c.ended_at) - at(c.started_at)).toBe(6_500);
    await expectBalancedBooks(t, c);
  });
});

describe('several processes running the clock', () => {
  const logged: string[] = [];
  const t = useTestApp(
    { CONSULT_MINUTE_S: '1', CONSULT_GRACE_S: '2', CONSULT_TICK_MS: '20', CONSULT_MIN_MINUTES: '1', LOG_LEVEL: 'error' },
    [],
    { write: (line: string) => logged.push(line) },
  );

  it('bills every minute of every session exactly once', async () => {
    await t.anotherProcess();
    await t.anotherProcess();
    const pairs = await Promise.all(
      Array.from({ length: 10 }, async () => ({ astro: await onlineAstrologer(t, { chargeRupees: 2 }), user: await fundedUser(t, 1000) })),
    );
    const live = keepConnected(t.db, pairs.flatMap((p) => [p.user.id, p.astro.id]), 100);
    try {
      const sessions = await Promise.all(pairs.map(({ user, astro }) => acceptedSession(t, user, astro)));
      await sleep(3_300);
      const ended = await Promise.all(sessions.map((s, i) => sessionAction(t, pairs[i]!.user, s.consultation_id, 'end')));
      for (const { status, body } of ended) {
        expect(status).toBe(200);
        expect(body.billed_minutes).toBe(Math.floor((at(body.ended_at) - at(body.started_at)) / 1000) + 1);
        expect(body.billed_minutes).toBeGreaterThanOrEqual(4);
        await expectBalancedBooks(t, body);
      }
    } finally {
      await live.stop();
    }
    expect(logged.filter((line) => line.includes('consultation clock'))).toEqual([]);
    expect(await booksViolations(t.db)).toEqual([]);
  });

  it('keeps billing a session after the process that accepted it has stopped', async () => {
    const other = await t.anotherProcess();
    const astro = await onlineAstrologer(t, { chargeRupees: 1 });
    const user = await fundedUser(t, 100);
    const live = keepConnected(t.db, [user.id, astro.id], 100);
    try {
      const s = await acceptedSession({ app: other, db: t.db }, user, astro);
      await other.close();
      const c = await waitForSession(t, user, s.consultation_id, (x) => x.billed_minutes >= 3);
      expect(c.status).toBe('active');
      const ended = await sessionAction(t, astro, s.consultation_id, 'end');
      await expectBalancedBooks(t, ended.body);
    } finally {
      await live.stop();
    }
  });
});
