import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, consultation } from '@app/contracts/consultations';
import { astrologerPresence, astrologers, consultations, interactions, paidChats } from '../../db/schema/index.ts';
import { createAstrologer } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import {
  acceptedSession,
  astrologerWallet,
  fundedUser,
  markConnected,
  onlineAstrologer,
  readSession,
  requestChat,
  sendText,
  sessionAction,
  sessionMoney,
  walletState,
} from '../../test/consult-factories.ts';
import { adminAccount, createAccount } from '../../test/factories.ts';

// Minutes of 60 s and a clock that runs only when a test calls it: only minute 0 (charged on acceptance) is billed.
const t = useTestApp({ CONSULT_MIN_MINUTES: '5' }, [], undefined, { manualMinuteClock: true });

describe('requesting a consultation', () => {
  it('creates a request with the rate and minute fixed on it, and holds the astrologer busy', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 12.5 });
    const user = await fundedUser(t, 100);
    const res = await requestChat(t, user, astro);
    expect(res.status).toBe(201);
    expect(consultation.parse(res.body)).toMatchObject({
      status: 'requested',
      type: 'chat',
      astro_id: astro.astroId,
      user_id: user.id,
      rate: 12.5,
      minute_seconds: 60,
      billed_minutes: 0,
      amount: 0,
      started_at: null,
      reviewed: false,
      // The tariff's numbers for the room: warned below 2 minutes, a recharge of 10 more suggested.
      low_balance_below: 25,
      top_up: 125,
    });
    const acceptBy = Date.parse(res.body.accept_by) - Date.parse(res.body.requested_at);
    expect(acceptBy).toBeGreaterThan(119_000);
    expect(acceptBy).toBeLessThan(121_000);
    // The astrologer's later price change does not touch the session.
    await t.db.update(astrologers).set({ chargePaise: 99_00 }).where(eq(astrologers.id, astro.astroId));
    expect((await readSession(t, user, res.body.consultation_id)).rate).toBe(12.5);
    const other = await fundedUser(t, 1000);
    const busy = await requestChat(t, other, astro);
    expect(busy).toEqual({ status: 409, body: { code: 'astrologer_busy', message: CONSULT_MESSAGES.astrologerUnavailable, errors: {} } });
  });

  it('answers 404 for an unknown, unverified or deleted astrologer', async () => {
    const user = await fundedUser(t, 1000);
    const unverified = await createAstrologer(t.db, { isVerified: false });
    const deleted = await createAstrologer(t.db, { isVerified: true, deletedAt: new Date() });
    for (const astroId of [999_999, unverified.id, deleted.id]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/consultations', headers: user.headers, payload: { astro_id: astroId, type: 'chat' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CONSULT_MESSAGES.astrologerNotFound);
    }
  });

  it('answers 402 unless the wallet covers the minimum minutes', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 20 });
    const poor = await fundedUser(t, 99.99);
    const res = await requestChat(t, poor, astro);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(CONSULT_MESSAGES.lowBalance(5, 100));
    // A client offers the recharge from the code and the amount, never from the message.
    expect(res.body).toMatchObject({ code: 'low_balance', needed_paise: 10_000, minutes: 5 });
    const empty = await fundedUser(t, 0);
    expect((await requestChat(t, empty, astro)).status).toBe(402);
    const enough = await fundedUser(t, 100);
    expect((await requestChat(t, enough, astro)).status).toBe(201);
  });

  it('answers 409 when the astrologer is offline: availability off or console gone', async () => {
    const user = await fundedUser(t, 1000);
    const off = await onlineAstrologer(t);
    await t.db.update(astrologerPresence).set({ chatAvailable: false }).where(eq(astrologerPresence.astrologerId, off.astroId));
    expect((await requestChat(t, user, off)).status).toBe(409);
    const gone = await onlineAstrologer(t);
    await t.db.update(astrologerPresence).set({ seenAt: new Date(t.clock.now().getTime() - 61_000) }).where(eq(astrologerPresence.astrologerId, gone.astroId));
    const res = await requestChat(t, user, gone);
    expect(res).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.astrologerUnavailable } });
  });

  it('refuses other roles and bad bodies', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 1000);
    const asAstro = await requestChat(t, astro, astro);
    expect(asAstro).toMatchObject({ status: 403, body: { message: CONSULT_MESSAGES.usersOnly } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/consultations', headers: user.headers, payload: { astro_id: 'x', type: 'video' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    const guest = await t.app.inject({ method: 'POST', url: '/api/consultations', payload: { astro_id: astro.astroId, type: 'chat' } });
    expect(guest.statusCode).toBe(401);
  });

  it('lets one of two requests from one wallet at the same moment through', async () => {
    const user = await fundedUser(t, 1000);
    const a = await onlineAstrologer(t);
    const b = await onlineAstrologer(t);
    const results = await Promise.all([requestChat(t, user, a), requestChat(t, user, b)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(CONSULT_MESSAGES.alreadyOpen);
    expect(await t.db.select().from(consultations).where(eq(consultations.userId, user.id))).toHaveLength(1);
  });

  it('gives an astrologer to one of two users racing for them', async () => {
    const astro = await onlineAstrologer(t);
    const [u1, u2] = await Promise.all([fundedUser(t, 1000), fundedUser(t, 1000)]);
    const results = await Promise.all([requestChat(t, u1, astro), requestChat(t, u2, astro)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(CONSULT_MESSAGES.astrologerUnavailable);
    expect(await t.db.select().from(consultations).where(eq(consultations.astrologerId, astro.astroId))).toHaveLength(1);
  });

  it('answers 409 to a user who already has a session open', async () => {
    const user = await fundedUser(t, 1000);
    const a = await onlineAstrologer(t);
    const b = await onlineAstrologer(t);
    expect((await requestChat(t, user, a)).status).toBe(201);
    expect(await requestChat(t, user, b)).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.alreadyOpen } });
  });
});

describe('answering and ending', () => {
  it('accepts: starts the session and charges minute 0 from the user to the astrologer', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 25 });
    const user = await fundedUser(t, 200);
    await markConnected(t, [user.id, astro.id]);
    const accepted = await acceptedSession(t, user, astro);
    expect(accepted).toMatchObject({ status: 'active', billed_minutes: 1, amount: 25 });
    expect(accepted.started_at).not.toBeNull();
    expect(await walletState(t.db, user.id)).toEqual({ balancePaise: 17_500, ledgerPaise: 17_500 });
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(2_500);
    expect(await sessionMoney(t.db, accepted.consultation_id)).toEqual({ chargedPaise: 2_500, chargeRows: 1, earnedPaise: 2_500, earningRows: 1 });
    // A second accept, a decline or a cancel of a running session: 409, nothing changed.
    for (const [who, action] of [[astro, 'accept'], [astro, 'decline'], [user, 'cancel']] as const) {
      const res = await sessionAction(t, who, accepted.consultation_id, action);
      expect(res).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.notRequested } });
    }
    const ended = await sessionAction(t, user, accepted.consultation_id, 'end');
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'ended', end_reason: 'user', billed_minutes: 1, amount: 25 });
    const again = await sessionAction(t, astro, accepted.consultation_id, 'end');
    expect(again).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.notActive } });
    const [interaction] = await t.db.select().from(interactions).where(eq(interactions.consultationId, accepted.consultation_id));
    expect(interaction).toMatchObject({ userId: user.id, astrologerId: astro.astroId, interactionType: 'chat', paidAmountPaise: 2_500, paymentStatus: 'Completed' });
    const [paid] = await t.db.select().from(paidChats).where(eq(paidChats.consultationId, accepted.consultation_id));
    expect(paid).toMatchObject({ paidAmountPaise: 2_500, paymentStatus: 'success' });
  });

  it('lets the astrologer end with end_reason astro', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100);
    const s = await acceptedSession(t, user, astro);
    const ended = await sessionAction(t, astro, s.consultation_id, 'end');
    expect(ended.body).toMatchObject({ status: 'ended', end_reason: 'astro' });
  });

  it('costs nothing to decline or cancel, and frees both sides', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100);
    const r1 = await requestChat(t, user, astro);
    expect(await sessionAction(t, user, r1.body.consultation_id, 'end')).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.notActive } });
    const declined = await sessionAction(t, astro, r1.body.consultation_id, 'decline');
    expect(declined.body).toMatchObject({ status: 'declined', billed_minutes: 0, amount: 0 });
    const r2 = await requestChat(t, user, astro);
    expect(r2.status).toBe(201);
    const cancelled = await sessionAction(t, user, r2.body.consultation_id, 'cancel');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', billed_minutes: 0 });
    expect(await walletState(t.db, user.id)).toEqual({ balancePaise: 10_000, ledgerPaise: 10_000 });
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(0);
  });

  it('keeps the roles apart: only the astrologer answers, only the user cancels', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100);
    const r = await requestChat(t, user, astro);
    expect(await sessionAction(t, user, r.body.consultation_id, 'accept')).toMatchObject({ status: 403 });
    expect(await sessionAction(t, astro, r.body.consultation_id, 'cancel')).toMatchObject({ status: 403 });
    expect((await readSession(t, user, r.body.consultation_id)).status).toBe('requested');
  });

  it('answers 404 to anyone else, the admin included, and changes nothing', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100);
    const stranger = await fundedUser(t, 100);
    const otherAstro = await onlineAstrologer(t);
    const admin = await adminAccount(t.db);
    const r = await requestChat(t, user, astro);
    const id = r.body.consultation_id;
    for (const who of [stranger, otherAstro, admin]) {
      for (const action of ['accept', 'decline', 'cancel', 'end'] as const) {
        const res = await sessionAction(t, who, id, action);
        expect(res, `${action}`).toMatchObject({ status: 404, body: { message: CONSULT_MESSAGES.consultationNotFound } });
      }
    }
    for (const who of [stranger, otherAstro]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/consultations/${id}`, headers: who.headers });
      expect(res.statusCode).toBe(404);
    }
    const seen = await readSession(t, admin, id);
    expect(seen.status).toBe('requested');
    expect((await sessionAction(t, user, 999_999, 'cancel')).status).toBe(404);
  });

  it('expires an accept after accept_by, at no cost', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100);
    const r = await requestChat(t, user, astro);
    // Both still connected when the astrologer answers, 2 minutes (CONSULT_ACCEPT_S) later.
    t.clock.advance(t.config.CONSULT_ACCEPT_S * 1000);
    await markConnected(t, [user.id, astro.id]);
    const res = await sessionAction(t, astro, r.body.consultation_id, 'accept');
    expect(res).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.expired } });
    expect((await readSession(t, user, r.body.consultation_id)).status).toBe('expired');
    expect(await walletState(t.db, user.id)).toEqual({ balancePaise: 10_000, ledgerPaise: 10_000 });
  });

  it('bills a zero rate with no ledger rows', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 0 });
    const user = await fundedUser(t, 0);
    const s = await acceptedSession(t, user, astro);
    expect(s).toMatchObject({ status: 'active', billed_minutes: 1, amount: 0 });
    expect(await sessionMoney(t.db, s.consultation_id)).toMatchObject({ chargeRows: 0, earningRows: 0 });
  });

  it("ends at once with end_reason balance when the wallet cannot pay minute 0 at the astrologer's first message", async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 50 });
    const user = await fundedUser(t, 250);
    const r = await requestChat(t, user, astro);
    // Spent elsewhere between the request and the answer.
    const { debitUser } = await import('../money/money.service.ts');
    await t.db.transaction((tx) => debitUser(tx, user.id, 24_000, 'test'));
    const res = await sessionAction(t, astro, r.body.consultation_id, 'accept');
    expect(res.body).toMatchObject({ status: 'active', started_at: null, billed_minutes: 0 });
    expect((await sendText(t, astro, r.body.consultation_id, 'Namaste')).status).toBe(201);
    const after = await readSession(t, user, r.body.consultation_id);
    expect(after).toMatchObject({ status: 'ended', end_reason: 'balance', billed_minutes: 0, amount: 0 });
    expect(await t.db.select().from(interactions).where(eq(interactions.consultationId, r.body.consultation_id))).toHaveLength(0);
  });

  it("lists the caller's own sessions, as the user and as the astrologer", async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100);
    const first = await requestChat(t, user, astro);
    await sessionAction(t, user, first.body.consultation_id, 'cancel');
    const second = await requestChat(t, user, astro);
    const mine = await t.app.inject({ method: 'GET', url: '/api/consultations?page=1&limit=1', headers: user.headers });
    expect(mine.json()).toMatchObject({ page: 1, total: 2, total_pages: 2, consultations: [{ consultation_id: second.body.consultation_id }] });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/consultations', headers: astro.headers });
    expect(theirs.json().consultations.map((c: { consultation_id: number }) => c.consultation_id)).toEqual([second.body.consultation_id, first.body.consultation_id]);
    const nobody = await createAccount(t.db);
    const none = await t.app.inject({ method: 'GET', url: '/api/consultations', headers: nobody.headers });
    expect(none.json()).toMatchObject({ total: 0, consultations: [] });
  });
});

describe('deleting an astrologer', () => {
  it('is refused while they hold a request or a running session, even with a settled wallet, and nothing changes', async () => {
    const admin = await adminAccount(t.db);
    const astro = await onlineAstrologer(t, { chargeRupees: 10 });
    const user = await fundedUser(t, 1000);
    const requested = await requestChat(t, user, astro);
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/astrologer/${astro.astroId}`, headers: admin.headers });
    const whileRequested = await del();
    expect(whileRequested.statusCode).toBe(409);
    expect(whileRequested.json().message).toBe(CONSULT_MESSAGES.astrologerInSession);
    const running = await sessionAction(t, astro, requested.body.consultation_id, 'accept');
    expect(running.status).toBe(200);
    expect((await sendText(t, astro, requested.body.consultation_id, 'Namaste')).status).toBe(201);
    // Paid out mid-session: the wallet is empty, yet the next minute would still be credited to it.
    const settled = await t.app.inject({ method: 'PUT', url: '/admin/astro-update-wallet', headers: admin.headers, payload: { astrologer_id: astro.astroId } });
    expect(settled.statusCode).toBe(200);
    const whileActive = await del();
    expect(whileActive.statusCode).toBe(409);
    expect(whileActive.json().message).toBe(CONSULT_MESSAGES.astrologerInSession);
    const [row] = await t.db.select({ deletedAt: astrologers.deletedAt }).from(astrologers).where(eq(astrologers.id, astro.astroId));
    expect(row!.deletedAt).toBeNull();
    expect((await readSession(t, user, requested.body.consultation_id)).status).toBe('active');
    expect((await sessionAction(t, user, requested.body.consultation_id, 'end')).status).toBe(200);
    expect((await del()).statusCode).toBe(200);
  });
});
