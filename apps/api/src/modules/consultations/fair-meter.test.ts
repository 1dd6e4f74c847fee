// The fair meter and the first session on the house, through the API with the minute clock driven by the test clock:
// a chat bills from the astrologer's first message, an astrologer who never writes costs nothing, a lost astrologer
// gives the last minute back, and a person's first paid consultation has its first minutes free, once.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Consultation } from '@app/contracts/consultations';
import { consultationRefunds } from '../../db/schema/index.ts';
import { walletLedger } from '../../db/schema/money.ts';
import { useTestApp } from '../../test/app.ts';
import {
  astrologerWallet,
  booksViolations,
  fundedUser,
  markConnected,
  onlineAstrologer,
  passTime,
  readSession,
  requestChat,
  sendText,
  sessionAction,
  walletState,
} from '../../test/consult-factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { signIn } from '../../test/sign-in.ts';
import type { TestAccount } from '../../test/factories.ts';
import { deleteAccount, deletionCode } from '../account/account.fixture.ts';

const MINUTE = 60_000;
const FIRST_REPLY_S = 120;
const GRACE_S = 60;

/** The platform's promotion rows of a session, in paise (negative: the platform pays). */
async function promotionPaise(t: { db: Parameters<typeof booksViolations>[0] }, id: number): Promise<number> {
  const [row] = await t.db
    .select({ total: sql<number>`coalesce(sum(${walletLedger.amountPaise}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(sql`${walletLedger.consultationId} = ${id} and ${walletLedger.entryType} = 'promotion'`);
  return row!.total;
}

describe('the fair meter', () => {
  const t = useTestApp(
    {
      CONSULT_MINUTE_S: '60',
      CONSULT_GRACE_S: String(GRACE_S),
      CONSULT_ACCEPT_S: '120',
      CONSULT_FIRST_REPLY_S: String(FIRST_REPLY_S),
      CONSULT_MIN_MINUTES: '1',
    },
    [],
    undefined,
    { manualMinuteClock: true },
  );

  async function accepted(rate = 10, rupees = 100) {
    const astro = await onlineAstrologer(t, { chargeRupees: rate });
    const user = await fundedUser(t, rupees);
    const r = await requestChat(t, user, astro);
    expect(r.status).toBe(201);
    const a = await sessionAction(t, astro, r.body.consultation_id, 'accept');
    expect(a.body).toMatchObject({ status: 'active', started_at: null, billed_minutes: 0, amount: 0 });
    return { astro, user, id: r.body.consultation_id };
  }

  it("starts a chat's minute 0 at the astrologer's first message, not at the accept nor at the user's message", async () => {
    const { astro, user, id } = await accepted();
    await passTime(t, 40_000, [user.id, astro.id]);
    expect((await sendText(t, user, id, 'Please look at my chart')).status).toBe(201);
    expect(await readSession(t, user, id)).toMatchObject({ started_at: null, billed_minutes: 0 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(10_000);
    await passTime(t, 30_000, [user.id, astro.id]);
    const before = t.clock.now().getTime();
    expect((await sendText(t, astro, id, 'Namaste, let me see')).status).toBe(201);
    const started = await readSession(t, user, id);
    expect(started).toMatchObject({ status: 'active', billed_minutes: 1, amount: 10 });
    // Billing began at the message, 70 s after the accept: the accepted minutes before it cost nothing.
    expect(Math.abs(Date.parse(started.started_at!) - before)).toBeLessThan(5_000);
    expect((await walletState(t.db, user.id)).balancePaise).toBe(9_000);
    // A second message does not charge again.
    expect((await sendText(t, astro, id, 'Your Moon is in Rohini')).status).toBe(201);
    expect((await readSession(t, user, id)).billed_minutes).toBe(1);
    await passTime(t, MINUTE, [user.id, astro.id]);
    expect((await readSession(t, user, id)).billed_minutes).toBe(2);
    expect((await sessionAction(t, user, id, 'end')).status).toBe(200);
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });

  it('ends a chat whose astrologer never writes as no_reply after CONSULT_FIRST_REPLY_S, at no cost, and frees the astrologer', async () => {
    const { astro, user, id } = await accepted();
    expect((await sendText(t, user, id, 'Hello?')).status).toBe(201);
    await passTime(t, (FIRST_REPLY_S - 1) * 1000, [user.id, astro.id]);
    expect((await readSession(t, user, id)).status).toBe('active');
    await passTime(t, 1_000, [user.id, astro.id]);
    const ended = await readSession(t, user, id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'no_reply', billed_minutes: 0, amount: 0, started_at: null });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(10_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(0);
    // A message after the end is refused, and the astrologer takes the next request.
    expect((await sendText(t, astro, id, 'Sorry, I was away')).status).toBe(409);
    const next = await requestChat(t, user, astro);
    expect(next.status).toBe(201);
    expect((await sessionAction(t, user, next.body.consultation_id, 'cancel')).status).toBe(200);
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });

  it("refuses the astrologer's first message once the deadline passed, even before the clock's round", async () => {
    const { astro, user, id } = await accepted();
    t.clock.advance(FIRST_REPLY_S * 1000 + 1_000);
    await markConnected(t, [user.id, astro.id]);
    expect((await sendText(t, astro, id, 'Namaste')).status).toBe(409);
    await t.app.minuteClock.tick();
    expect(await readSession(t, user, id)).toMatchObject({ status: 'ended', end_reason: 'no_reply', billed_minutes: 0 });
  });

  it("gives the user the last started minute back when the astrologer's side is lost, from both sides of the ledger", async () => {
    const { astro, user, id } = await accepted(10, 100);
    expect((await sendText(t, astro, id, 'Namaste')).status).toBe(201);
    await passTime(t, MINUTE, [user.id, astro.id]);
    await passTime(t, 20_000, [user.id, astro.id]);
    // The astrologer's console goes away 80 s in; the user stays. Lost at 140 s: minute 2 (120 s) was started.
    for (let i = 0; i < 8; i++) await passTime(t, 20_000, [user.id]);
    const ended = await readSession(t, user, id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'astro_lost', billed_minutes: 3, amount: 30, refunded: 10 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(10_000 - 2_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(2_000);
    const refunds = await t.db.select().from(consultationRefunds).where(eq(consultationRefunds.consultationId, id));
    expect(refunds).toMatchObject([{ amountPaise: 1_000, fromAstrologerPaise: 1_000, fromPlatformPaise: 0, refundedBy: null }]);
    // The statement lists every minute charged, and the minute given back, in the reader's words.
    const statement = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: user.headers });
    const lines = statement.json<{ entries: { type: string; amount: number; description: string }[] }>().entries;
    expect(lines.slice(0, 4).map((e) => [e.type, e.amount, e.description])).toEqual([
      ['refund', 10, "Minute 3 given back: Pandit Sharma's connection was lost"],
      ['consultation', -10, 'Chat with Pandit Sharma, minute 3'],
      ['consultation', -10, 'Chat with Pandit Sharma, minute 2'],
      ['consultation', -10, 'Chat with Pandit Sharma, minute 1'],
    ]);
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });

  it("gives nothing back when it is the user's side that is lost", async () => {
    const { astro, user, id } = await accepted(10, 100);
    expect((await sendText(t, astro, id, 'Namaste')).status).toBe(201);
    await passTime(t, 20_000, [user.id, astro.id]);
    for (let i = 0; i < 6; i++) await passTime(t, 20_000, [astro.id]);
    const ended = await readSession(t, user, id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'disconnected', billed_minutes: 2, amount: 20, refunded: 0 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(8_000);
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });

  it("counts a chat never written to against the astrologer's response rate, as an expired request; not a cancelled one", async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 10 });
    const user = await fundedUser(t, 500);
    const summary = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/consult/console', headers: astro.headers })).json<{ response_rate: number | null; missed_requests: number }>();
    expect(await summary()).toMatchObject({ response_rate: null, missed_requests: 0 });
    const ask = async () => (await requestChat(t, user, astro)).body.consultation_id;
    // Served: accepted and answered.
    const served = await ask();
    await sessionAction(t, astro, served, 'accept');
    await sendText(t, astro, served, 'Namaste');
    await sessionAction(t, user, served, 'end');
    // Declined: an answer all the same.
    await sessionAction(t, astro, await ask(), 'decline');
    // Cancelled by the user: not the astrologer's to answer.
    await sessionAction(t, user, await ask(), 'cancel');
    // Left to expire, then accepted and never written to.
    await ask();
    await passTime(t, 121_000, [user.id, astro.id]);
    const silent = await ask();
    await sessionAction(t, astro, silent, 'accept');
    await passTime(t, FIRST_REPLY_S * 1000, [user.id, astro.id]);
    expect((await readSession(t, user, silent)).end_reason).toBe('no_reply');
    expect(await summary()).toMatchObject({ response_rate: 50, missed_requests: 2 });
  });

  it('takes the refund from the platform when the astrologer was paid out meanwhile', async () => {
    const { astro, user, id } = await accepted(10, 100);
    expect((await sendText(t, astro, id, 'Namaste')).status).toBe(201);
    // The admin settles the astrologer's wallet mid-session.
    const { adminAccount } = await import('../../test/factories.ts');
    const admin = await adminAccount(t.db);
    const settled = await t.app.inject({ method: 'PUT', url: '/admin/astro-update-wallet', headers: admin.headers, payload: { astrologer_id: astro.astroId } });
    expect(settled.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await passTime(t, 20_000, [user.id]);
    const ended = await readSession(t, user, id);
    expect(ended).toMatchObject({ end_reason: 'astro_lost', billed_minutes: 1, refunded: 10 });
    const [refund] = await t.db.select().from(consultationRefunds).where(eq(consultationRefunds.consultationId, id));
    expect(refund).toMatchObject({ fromAstrologerPaise: 0, fromPlatformPaise: 1_000 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(10_000);
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });
});

describe('a first session on the house', () => {
  const t = useTestApp(
    {
      CONSULT_MINUTE_S: '60',
      CONSULT_GRACE_S: String(GRACE_S),
      CONSULT_ACCEPT_S: '120',
      CONSULT_FIRST_REPLY_S: String(FIRST_REPLY_S),
      CONSULT_MIN_MINUTES: '5',
      FIRST_SESSION_FREE_MINUTES: '3',
    },
    [],
    undefined,
    { manualMinuteClock: true },
  );

  const offer = async (who: TestAccount | null) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/consultations/first-session', headers: who?.headers ?? {} });
    expect(res.statusCode).toBe(200);
    return res.json<{ free_minutes: number }>().free_minutes;
  };

  /** A chat to its first message; answers the session and the parties. */
  async function started(user: TestAccount, rate = 10) {
    const astro = await onlineAstrologer(t, { chargeRupees: rate });
    const r = await requestChat(t, user, astro);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await sessionAction(t, astro, r.body.consultation_id, 'accept')).status).toBe(200);
    expect((await sendText(t, astro, r.body.consultation_id, 'Namaste')).status).toBe(201);
    return { astro, id: r.body.consultation_id };
  }

  async function runMinutes(user: TestAccount, astro: { id: number }, id: number, minutes: number): Promise<Consultation> {
    for (let i = 1; i < minutes; i++) await passTime(t, MINUTE, [user.id, astro.id]);
    expect((await sessionAction(t, user, id, 'end')).status).toBe(200);
    return readSession(t, user, id);
  }

  it('asks only for the minutes past the free ones, pays the astrologer every minute from the platform, and only once per account', async () => {
    expect(await offer(null)).toBe(3);
    // ₹20 covers two paid minutes: with three free that makes the five the minimum asks for.
    const user = await fundedUser(t, 20);
    expect(await offer(user)).toBe(3);
    const { astro, id } = await started(user);
    expect(await readSession(t, user, id)).toMatchObject({ free_minutes: 3, billed_minutes: 1, amount: 0 });
    const c = await runMinutes(user, astro, id, 5);
    expect(c).toMatchObject({ status: 'ended', end_reason: 'user', billed_minutes: 5, free_minutes: 3, amount: 20 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(0);
    // The astrologer earned all five minutes; the platform paid three as a promotion.
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(5_000);
    expect(await promotionPaise(t, id)).toBe(-3_000);
    expect(await offer(user)).toBe(0);
    // The next session is paid from minute 0, and asks for the full minimum.
    const second = await onlineAstrologer(t, { chargeRupees: 10 });
    const refused = await requestChat(t, user, second);
    expect(refused.status).toBe(402);
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });

  it('keeps the free minutes for the next session when the first one never billed (no reply, declined)', async () => {
    const user = await fundedUser(t, 100);
    const astro = await onlineAstrologer(t, { chargeRupees: 10 });
    const declined = await requestChat(t, user, astro);
    expect(declined.body.free_minutes).toBe(3);
    expect((await sessionAction(t, astro, declined.body.consultation_id, 'decline')).status).toBe(200);
    expect(await offer(user)).toBe(3);
    const silent = await requestChat(t, user, astro);
    expect((await sessionAction(t, astro, silent.body.consultation_id, 'accept')).status).toBe(200);
    await passTime(t, FIRST_REPLY_S * 1000, [user.id, astro.id]);
    expect(await readSession(t, user, silent.body.consultation_id)).toMatchObject({ end_reason: 'no_reply' });
    expect(await offer(user)).toBe(3);
    const { id } = await started(user);
    expect((await readSession(t, user, id)).free_minutes).toBe(3);
    expect((await sessionAction(t, user, id, 'end')).status).toBe(200);
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });

  it('is once per person: not again for a new account on the phone of a deleted one that had it', async () => {
    const user = await fundedUser(t, 20);
    const { astro, id } = await started(user);
    const c = await runMinutes(user, astro, id, 2);
    expect(c).toMatchObject({ billed_minutes: 2, amount: 0 });
    // The deletion code goes to the account's e-mail.
    const deleted = await deleteAccount(t, user, { code: await deletionCode(t, user), acknowledge_balance: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const session = await signIn(t.app, { phone: user.phone, user_type: 'user' }, user.phone);
    const again: TestAccount = { id: session.user_id, email: '', phone: user.phone, token: session.accessToken, headers: { accesstoken: session.accessToken } };
    expect(await offer(again)).toBe(0);
    const next = await onlineAstrologer(t, { chargeRupees: 10 });
    // Without free minutes the minimum is the full five minutes.
    const refused = await requestChat(t, again, next);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'low_balance', needed_paise: 5_000 });
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });

  it("lets exactly one of two sessions taking the same person's mark at the same moment have it", async () => {
    const { claimFirstSession } = await import('./consultations.repository.ts');
    for (let round = 0; round < 5; round++) {
      const pairs = await Promise.all([0, 1].map(async () => ({ user: await fundedUser(t, 100), astro: await onlineAstrologer(t) })));
      const ids = await Promise.all(pairs.map(async (p) => (await requestChat(t, p.user, p.astro)).body.consultation_id));
      // One mark both accounts share, as a phone verified by both would leave.
      const shared = [`${round}-${Date.now()}`.padEnd(64, 'f')];
      const outcomes = await Promise.all(ids.map((id) => t.db.transaction((tx) => claimFirstSession(tx, id, shared))));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      for (const [i, p] of pairs.entries()) expect((await sessionAction(t, p.user, ids[i]!, 'cancel')).status).toBe(200);
    }
    expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
  });

  it("quotes the request sheet's numbers by the tariff: rate, balance, free minutes, minutes covered, what is missing", async () => {
    const user = await fundedUser(t, 15);
    const astro = await onlineAstrologer(t, { chargeRupees: 10 });
    const get = (who: TestAccount, query: string) => t.app.inject({ method: 'GET', url: `/api/consultations/quote?${query}`, headers: who.headers });
    const first = await get(user, `astro_id=${astro.astroId}&type=chat`);
    expect(first.statusCode).toBe(200);
    // Five minutes to start, three of them free: ₹20 needed, ₹15 held, ₹5 to add; 3 free + 1 paid minute covered.
    expect(first.json()).toEqual({
      astro_id: astro.astroId,
      type: 'chat',
      rate: 10,
      balance: 15,
      free_minutes: 3,
      min_minutes: 5,
      needed: 20,
      minutes_covered: 4,
      can_start: false,
      top_up: 5,
      first_reply_s: FIRST_REPLY_S,
    });
    expect((await requestChat(t, user, astro)).status).toBe(402);
    expect((await get(user, 'astro_id=999999&type=chat')).statusCode).toBe(404);
    expect((await get(user, `astro_id=${astro.astroId}&type=radio`)).statusCode).toBe(400);
    // Video only from an astrologer who set a video price.
    const video = await get(user, `astro_id=${astro.astroId}&type=video`);
    expect([video.statusCode, video.json().code]).toEqual([409, 'video_not_offered']);
    expect((await get(astro, `astro_id=${astro.astroId}&type=chat`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/consultations/quote?astro_id=${astro.astroId}&type=chat` })).statusCode).toBe(401);
  });

  it('offers nothing to an astrologer or an admin', async () => {
    const astro = await onlineAstrologer(t);
    expect(await offer(astro)).toBe(0);
  });
});
