import { ADMIN_CONSULT_MESSAGES } from '@app/contracts/admin-consultations';
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { astrologers, consultationRefunds, consultations } from '../../db/schema/index.ts';
import { userWalletEntries, userWallets, walletLedger } from '../../db/schema/money.ts';
import type { RealtimeEmitter } from '../../lib/realtime.ts';
import { useTestApp } from '../../test/app.ts';
import { createAstrologer, createEndedConsultation, createUser } from '../../test/admin-factories.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { refundConsultation } from './admin-consultations.service.ts';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await adminAccount(t.db);
});

const refund = (id: number, body: object, who: TestAccount = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/consultations/${id}/refund`, headers: who.headers, payload: body });
const view = (id: number) => t.app.inject({ method: 'GET', url: `/api/admin/consultations/${id}`, headers: admin.headers });
const settle = (astroId: number) =>
  t.app.inject({ method: 'PUT', url: '/admin/astro-update-wallet', headers: admin.headers, payload: { astrologer_id: astroId } });
const totalAmount = async () =>
  Math.round((await t.app.inject({ method: 'GET', url: '/api/total-amount', headers: admin.headers })).json().amount * 100);

const walletOf = async (astroId: number) =>
  (await t.db.select({ w: astrologers.walletPaise }).from(astrologers).where(eq(astrologers.id, astroId)))[0]!.w;
const balanceOf = async (userId: number) =>
  (await t.db.select({ b: userWallets.balancePaise }).from(userWallets).where(eq(userWallets.userId, userId)))[0]?.b ?? 0;

/** Every wallet equals the sum of its ledger, recomputed from the rows; nothing is negative. */
async function expectLedgersAddUp(userId: number, astroId: number) {
  const [entries] = await t.db
    .select({ sum: sql<string>`coalesce(sum(${userWalletEntries.amountPaise}), 0)`.mapWith(Number) })
    .from(userWalletEntries)
    .where(eq(userWalletEntries.userId, userId));
  expect(await balanceOf(userId)).toBe(entries!.sum);
  const [ledger] = await t.db
    .select({ sum: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(and(eq(walletLedger.account, 'astrologer'), eq(walletLedger.astrologerId, astroId)));
  const wallet = await walletOf(astroId);
  expect(wallet).toBe(ledger!.sum);
  expect(wallet).toBeGreaterThanOrEqual(0);
  expect(await balanceOf(userId)).toBeGreaterThanOrEqual(0);
}

/** An astrologer, a user and an ended session of `minutes` at `ratePaise` (₹25 x 5 = ₹125 unless told). */
async function endedSession(opts: { ratePaise?: number; minutes?: number } = {}) {
  const astro = await createAstrologer(t.db);
  const user = await createUser(t.db);
  const made = await createEndedConsultation(t.db, { userId: user.id, astrologerId: astro.id, ...opts });
  return { astro, user, ...made, id: made.consultation.id };
}

describe('refunding a consultation', () => {
  it('refunds in full: the user gets it all back, the astrologer gives it all back', async () => {
    const s = await endedSession();
    expect(await balanceOf(s.user.id)).toBe(0);
    expect(await walletOf(s.astro.id)).toBe(12_500);
    const res = await refund(s.id, { reason: 'The astrologer left early' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      consultation_id: s.id,
      status: 'ended',
      amount: 125,
      refunded: 125,
      refundable: 0,
      billed_minutes: 5,
      rate: 25,
      refunds: [{ amount: 125, from_astrologer: 125, from_platform: 0, reason: 'The astrologer left early', refunded_by: 1 }],
    });
    expect(await balanceOf(s.user.id)).toBe(12_500);
    expect(await walletOf(s.astro.id)).toBe(0);
    const entries = await t.db.select().from(userWalletEntries).where(and(eq(userWalletEntries.userId, s.user.id), eq(userWalletEntries.entryType, 'refund')));
    expect(entries).toEqual([expect.objectContaining({ amountPaise: 12_500, consultationId: s.id, refundId: body.refunds[0].refund_id, note: 'The astrologer left early' })]);
    const astroRows = await t.db.select().from(walletLedger).where(and(eq(walletLedger.consultationId, s.id), eq(walletLedger.entryType, 'refund')));
    expect(astroRows).toEqual([expect.objectContaining({ account: 'astrologer', amountPaise: -12_500, refundId: body.refunds[0].refund_id })]);
    expect((await view(s.id)).json()).toMatchObject({ refunded: 125, refundable: 0, refunds: [{ amount: 125 }] });
    await expectLedgersAddUp(s.user.id, s.astro.id);

    const again = await refund(s.id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONSULT_MESSAGES.refundNothing);
  });

  it('refunds part, then the rest, in rupees with two decimals', async () => {
    const s = await endedSession({ ratePaise: 3_333, minutes: 3 });
    const first = await refund(s.id, { amount: '40.55', reason: 'Poor connection' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ amount: 99.99, refunded: 40.55, refundable: 59.44 });
    const rest = await refund(s.id, { reason: 'Goodwill' });
    expect(rest.json()).toMatchObject({ refunded: 99.99, refundable: 0 });
    expect(rest.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([40.55, 59.44]);
    expect(await balanceOf(s.user.id)).toBe(9_999);
    expect(await walletOf(s.astro.id)).toBe(0);
    await expectLedgersAddUp(s.user.id, s.astro.id);
  });

  it('refuses amounts that are not left, not positive or not in paise, and a missing reason', async () => {
    const s = await endedSession();
    for (const amount of [125.01, 0, -5, 1.234, 'ten']) {
      const res = await refund(s.id, { amount, reason: 'x' });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toBe(CONSULT_MESSAGES.refundInvalid);
    }
    for (const body of [{ amount: 10 }, { amount: 10, reason: '   ' }]) {
      const res = await refund(s.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CONSULT_MESSAGES.refundReasonRequired);
    }
    await refund(s.id, { amount: 100, reason: 'Most of it' });
    const over = await refund(s.id, { amount: 25.01, reason: 'More than is left' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ code: 'refund_invalid', message: CONSULT_MESSAGES.refundInvalid, errors: { amount: CONSULT_MESSAGES.refundInvalid } });
    expect((await view(s.id)).json()).toMatchObject({ refunded: 100, refundable: 25 });
    await expectLedgersAddUp(s.user.id, s.astro.id);
  });

  it('answers 404 for an unknown session, 409 for one that cost nothing or is still running', async () => {
    expect((await refund(999_999, { reason: 'x' })).json().message).toBe(CONSULT_MESSAGES.consultationNotFound);
    expect((await refund(999_999, { reason: 'x' })).statusCode).toBe(404);
    expect((await view(999_999)).statusCode).toBe(404);
    const free = await endedSession({ minutes: 0 });
    const nothing = await refund(free.id, { reason: 'x' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(CONSULT_MESSAGES.refundNothing);
    const s = await endedSession();
    await t.db
      .update(consultations)
      // Its next minute an hour away, so the consultation clock leaves it running while the refund is tried.
      .set({ status: 'active', endedAt: null, endReason: null, nextChargeAt: new Date(Date.now() + 3_600_000) })
      .where(eq(consultations.id, s.id));
    const running = await refund(s.id, { reason: 'x' });
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(ADMIN_CONSULT_MESSAGES.refundNotEnded);
  });

  it('is for the admin only', async () => {
    const s = await endedSession();
    const user = await createAccount(t.db, { role: 'user' });
    const astro = await createAccount(t.db, { role: 'astro' });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/consultations/${s.id}/refund`, payload: { reason: 'x' } })).statusCode).toBe(401);
    expect((await refund(s.id, { reason: 'x' }, user)).statusCode).toBe(403);
    expect((await refund(s.id, { reason: 'x' }, astro)).statusCode).toBe(403);
    const peek = await t.app.inject({ method: 'GET', url: `/api/admin/consultations/${s.id}`, headers: user.headers });
    expect(peek.statusCode).toBe(403);
    expect(await balanceOf(s.user.id)).toBe(0);
    expect(await t.db.select().from(consultationRefunds).where(eq(consultationRefunds.consultationId, s.id))).toEqual([]);
  });
});

describe('after the astrologer was paid out', () => {
  it('the platform bears what the wallet no longer holds, and the astrologer wallet never goes negative', async () => {
    const s = await endedSession();
    expect((await settle(s.astro.id)).statusCode).toBe(200);
    expect(await walletOf(s.astro.id)).toBe(0);
    const before = await totalAmount();
    const res = await refund(s.id, { amount: 50, reason: 'Paid out already' });
    expect(res.json().refunds[0]).toMatchObject({ amount: 50, from_astrologer: 0, from_platform: 50 });
    expect(await walletOf(s.astro.id)).toBe(0);
    expect(await totalAmount()).toBe(before - 5_000);
    const platform = await t.db.select().from(walletLedger).where(and(eq(walletLedger.account, 'platform'), eq(walletLedger.consultationId, s.id)));
    expect(platform).toEqual([expect.objectContaining({ entryType: 'refund', amountPaise: -5_000, refundId: res.json().refunds[0].refund_id })]);

    // A later session refills the wallet: a refund takes what it holds, and the platform the rest.
    await createEndedConsultation(t.db, { userId: s.user.id, astrologerId: s.astro.id, ratePaise: 1_000, minutes: 3 });
    const split = await refund(s.id, { reason: 'The rest' });
    expect(split.json().refunds[1]).toMatchObject({ amount: 75, from_astrologer: 30, from_platform: 45 });
    expect(await walletOf(s.astro.id)).toBe(0);
    expect(await totalAmount()).toBe(before - 5_000 - 4_500);
    await expectLedgersAddUp(s.user.id, s.astro.id);
  });
});

describe('at the same moment', () => {
  it('five full refunds of one session: exactly one succeeds', async () => {
    const s = await endedSession();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => refund(s.id, { reason: `Race ${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(s.user.id)).toBe(12_500);
    const [c] = await t.db.select().from(consultations).where(eq(consultations.id, s.id));
    expect(c!.refundedPaise).toBe(12_500);
    expect(await t.db.select().from(consultationRefunds).where(eq(consultationRefunds.consultationId, s.id))).toHaveLength(1);
    await expectLedgersAddUp(s.user.id, s.astro.id);
  });

  it('partial refunds racing never give back more than was paid', async () => {
    const s = await endedSession();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(s.id, { amount: 30, reason: 'Race' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(2);
    expect((await view(s.id)).json()).toMatchObject({ refunded: 120, refundable: 5 });
    expect(await balanceOf(s.user.id)).toBe(12_000);
    await expectLedgersAddUp(s.user.id, s.astro.id);
  });
});

describe('a refund racing a payout', () => {
  it('either order leaves no wallet negative and every rupee accounted for', async () => {
    const s = await endedSession();
    const [paid, refunded] = await Promise.all([settle(s.astro.id), refund(s.id, { amount: 60, reason: 'Race' })]);
    expect([paid.statusCode, refunded.statusCode]).toEqual([200, 200]);
    // Settled first: the platform bore it all. Refunded first: the payout settled what was left.
    const r = refunded.json().refunds[0];
    expect([r.from_platform, r.from_astrologer].sort()).toEqual([0, 60]);
    expect(await walletOf(s.astro.id)).toBe(0);
    await expectLedgersAddUp(s.user.id, s.astro.id);
  });
});

describe('realtime', () => {
  it('tells the user the new balance and both participants the session, after the refund commits', async () => {
    const s = await endedSession();
    const sent: { to: readonly number[]; event: string; payload: unknown }[] = [];
    const recorder: RealtimeEmitter = {
      toUsers: (to, event, payload) => sent.push({ to, event, payload }),
      toEveryone: () => {},
    };
    t.ctx.realtime.attach(recorder);
    await refundConsultation(t.ctx, s.id, { amount: 25, reason: 'Late start' }, 1);
    t.ctx.realtime.attach(null);
    expect(sent).toEqual([
      { to: [s.user.id], event: 'wallet', payload: { balance: 25 } },
      { to: [s.user.id, s.astro.userId], event: 'consultation', payload: expect.objectContaining({ consultation_id: s.id, refunded: 25 }) },
    ]);
    expect(sent[1]!.payload).not.toHaveProperty('refunds');
  });
});
