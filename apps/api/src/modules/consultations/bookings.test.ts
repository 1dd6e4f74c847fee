// Booked consultations through the API on a real database: a booking holds price x length from the wallet (the
// balance and the statement show it) and takes its slot off the slots route; a short wallet, a kind not offered or a
// time not offered is refused; two users racing for one slot get one booking; each cancellation rule settles the hold
// (all back, half and half with the astrologer's half an earning, all back when the astrologer cancels, counted); a
// live request is refused while a booking starts soon; and the books reconcile after each.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, type Booking } from '@app/contracts/bookings';
import type { HoursDocument } from '@app/contracts/hours';
import { bookings } from '../../db/schema/index.ts';
import { userWalletEntries } from '../../db/schema/money.ts';
import { useTestApp } from '../../test/app.ts';
import { astrologerWallet, booksViolations, fundedUser, onlineAstrologer, requestChat, sessionAction, type OnlineAstrologer } from '../../test/consult-factories.ts';
import type { TestAccount } from '../../test/factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { splitWallet, userBalance } from '../money/money.service.ts';

const t = useTestApp();

// Monday 2026-11-30, 08:00 in India (02:30 UTC).
const MONDAY_8AM = new Date('2026-11-30T02:30:00Z');
/** Monday 11:00 India: three hours ahead. */
const MONDAY_11 = '2026-11-30T05:30:00.000Z';
/** Tuesday 11:00 India: 27 hours ahead. */
const TUESDAY_11 = '2026-12-01T05:30:00.000Z';

const tenToSix = () => Array.from({ length: 7 }, () => [{ start: '10:00', end: '18:00' }]) as HoursDocument['weekly'];

/** An astrologer taking chat at ₹10/min (their charge) and calls at ₹20/min, 10:00-18:00 India every day. */
async function bookableAstrologer(opts: { commissionBp?: number } = {}): Promise<OnlineAstrologer> {
  const astro = await onlineAstrologer(t, { chargeRupees: 10, commissionBp: opts.commissionBp ?? 0 });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/console/hours',
    headers: astro.headers,
    payload: { weekly: tenToSix(), exceptions: [], prices: { call: 20, video: null } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return astro;
}

const book = (who: TestAccount, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: who.headers, payload: body });
const cancel = (who: TestAccount, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: who.headers, payload: {} });
const slotsOf = async (astroId: number, length = 30): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/astrologers/${astroId}/slots?length=${length}` })).json<{ days: { slots: string[] }[] }>().days.flatMap((d) => d.slots);
const balance = (who: TestAccount) => userBalance(t.db, who.id);

async function booked(who: TestAccount, astro: OnlineAstrologer, starts_at: string, kind = 'chat', length = 30): Promise<Booking> {
  const res = await book(who, { astro_id: astro.astroId, kind, starts_at, length });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

async function expectBooksBalance() {
  expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
}

afterEach(async () => {
  await expectBooksBalance();
});

describe('booking a slot', () => {
  it('holds price x length: the balance drops, the statement shows it, and the slot is no longer offered', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    expect(await slotsOf(astro.astroId)).toContain(MONDAY_11);

    const made = await booked(user, astro, MONDAY_11, 'call');
    expect(made).toMatchObject({ astro_id: astro.astroId, kind: 'call', starts_at: MONDAY_11, length: 30, price: 20, held: 600, status: 'booked' });
    expect(await balance(user)).toBe(40_000);
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: user.headers })).json<{ balance: number; entries: { type: string; amount: number; description: string }[] }>();
    expect(wallet.balance).toBe(400);
    expect(wallet.entries[0]).toMatchObject({ type: 'booking_hold', amount: -600 });
    expect(wallet.entries[0]!.description).toMatch(/Held for a booked consultation/);

    // The booked half hour and the slots overlapping it are gone; the ones touching it stay.
    const after = await slotsOf(astro.astroId);
    expect(after).not.toContain(MONDAY_11);
    expect(after).not.toContain('2026-11-30T05:15:00.000Z');
    expect(after).not.toContain('2026-11-30T05:45:00.000Z');
    expect(after).toContain('2026-11-30T05:00:00.000Z');
    expect(after).toContain('2026-11-30T06:00:00.000Z');

    // Listed for the user and in the console.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/bookings', headers: user.headers })).json<{ bookings: Booking[] }>();
    expect(mine.bookings.map((b) => b.booking_id)).toEqual([made.booking_id]);
    const console_ = (await t.app.inject({ method: 'GET', url: '/api/console/bookings', headers: astro.headers })).json<{ bookings: Booking[]; cancelled_by_you: number }>();
    expect(console_.bookings).toHaveLength(1);
    expect(console_.bookings[0]!.other_name).toBeTypeOf('string');

    // The same slot again: taken.
    const other = await fundedUser(t, 1000);
    const again = await book(other, { astro_id: astro.astroId, kind: 'chat', starts_at: '2026-11-30T05:45:00.000Z', length: 15 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'slot_taken' });
  });

  it('refuses a short wallet (402 with the amount), a kind not offered, and a time not offered', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer();
    const poor = await fundedUser(t, 100);
    const short = await book(poor, { astro_id: astro.astroId, kind: 'call', starts_at: MONDAY_11, length: 15 });
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ code: 'low_balance', needed_paise: 30_000, message: BOOKING_MESSAGES.lowBalance(300) });
    expect(await balance(poor)).toBe(10_000);
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, poor.id))).toEqual([]);

    const video = await book(poor, { astro_id: astro.astroId, kind: 'video', starts_at: MONDAY_11, length: 15 });
    expect(video.statusCode).toBe(409);
    expect(video.json()).toMatchObject({ code: 'booking_kind_not_offered' });

    for (const starts_at of [
      '2026-11-30T02:30:00.000Z', // 08:00, before the hours
      '2026-11-30T12:30:00.000Z', // 18:00, after them
      '2026-11-30T05:40:00.000Z', // off the 15-minute grid
      '2026-12-20T05:30:00.000Z', // past the 14 days
    ]) {
      const res = await book(poor, { astro_id: astro.astroId, kind: 'chat', starts_at, length: 15 });
      expect(res.statusCode, starts_at).toBe(409);
      expect(res.json()).toMatchObject({ code: 'slot_not_offered' });
    }
    // 10:00 is offered at 08:00, but not at 09:30: inside the hour's notice.
    t.clock.set(new Date('2026-11-30T04:00:00Z'));
    const notice = await book(poor, { astro_id: astro.astroId, kind: 'chat', starts_at: '2026-11-30T04:30:00.000Z', length: 15 });
    expect(notice.json()).toMatchObject({ code: 'slot_not_offered' });

    const bad = await book(poor, { astro_id: astro.astroId, kind: 'chat', starts_at: 'tomorrow', length: 20 });
    expect(bad.statusCode).toBe(400);
    // An astrologer cannot book; a stranger's booking is not found.
    expect((await book(astro, { astro_id: astro.astroId, kind: 'chat', starts_at: MONDAY_11, length: 15 })).statusCode).toBe(403);
  });

  it('gives one slot to one of two users racing for it', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer();
    const [a, b] = await Promise.all([fundedUser(t, 1000), fundedUser(t, 1000)]);
    const results = await Promise.all([
      book(a, { astro_id: astro.astroId, kind: 'chat', starts_at: MONDAY_11, length: 30 }),
      book(b, { astro_id: astro.astroId, kind: 'chat', starts_at: '2026-11-30T05:45:00.000Z', length: 30 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'slot_taken' });
    const rows = await t.db.select().from(bookings).where(eq(bookings.astrologerId, astro.astroId));
    expect(rows).toHaveLength(1);
    expect((await balance(a)) + (await balance(b))).toBe(200_000 - 30_000);
  });
});

describe('cancelling', () => {
  it('by the user 24 hours or more ahead gives the whole hold back', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro, TUESDAY_11);
    expect(await balance(user)).toBe(70_000);
    const res = await cancel(user, made.booking_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled_by_user', released: 300, captured: 0 });
    expect(await balance(user)).toBe(100_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(0);
    // The slot is free again; a second cancel is refused.
    expect(await slotsOf(astro.astroId)).toContain(TUESDAY_11);
    expect((await cancel(user, made.booking_id)).json()).toMatchObject({ code: 'booking_not_booked' });
  });

  it("by the user later gives half back and pays the astrologer half, an earning split by the commission at payout", async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer({ commissionBp: 2_000 });
    const user = await fundedUser(t, 1000);
    // 45 minutes of chat at ₹10: ₹450 held, an odd ₹225.00 either way... made odd in paise by a ₹10.01 charge below.
    await t.db.execute(sql`update astrologers set charge_paise = 1001 where id = ${astro.astroId}`);
    const made = await booked(user, astro, MONDAY_11, 'chat', 45);
    expect(made.held).toBe(450.45);
    const res = await cancel(user, made.booking_id);
    expect(res.json()).toMatchObject({ status: 'cancelled_by_user', released: 225.23, captured: 225.22 });
    expect(await balance(user)).toBe(100_000 - 22_522);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(22_522);
    // The astrologer's share after the platform's 20%: what a payout of this wallet pays.
    expect(splitWallet(22_522, 2_000)).toEqual({ payablePaise: 18_018, platformPaise: 4_504 });
    const earnings = await t.app.inject({ method: 'GET', url: '/api/consult/console', headers: astro.headers });
    expect(earnings.statusCode).toBe(200);
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: user.headers })).json<{ entries: { type: string; amount: number }[] }>();
    expect(wallet.entries.slice(0, 2).map((e) => [e.type, e.amount])).toEqual([['booking_release', 225.23], ['booking_hold', -450.45]]);
  });

  it('by the astrologer gives the whole hold back at any time, and counts against them', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro, MONDAY_11, 'call', 15);
    const res = await cancel(astro, made.booking_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled_by_astrologer', released: 300, captured: 0 });
    expect(await balance(user)).toBe(100_000);
    const console_ = (await t.app.inject({ method: 'GET', url: '/api/console/bookings', headers: astro.headers })).json<{ bookings: Booking[]; cancelled_by_you: number }>();
    expect(console_).toEqual({ bookings: [], cancelled_by_you: 1, no_shows: 0 });
    // The user's list keeps it, after the upcoming ones.
    const next = await booked(user, astro, TUESDAY_11);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/bookings', headers: user.headers })).json<{ bookings: Booking[] }>();
    expect(mine.bookings.map((b) => [b.booking_id, b.status])).toEqual([
      [next.booking_id, 'booked'],
      [made.booking_id, 'cancelled_by_astrologer'],
    ]);
    await cancel(user, next.booking_id);
  });

  it("refuses anyone else's booking as not found", async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer();
    const otherAstro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const stranger = await fundedUser(t, 0);
    const made = await booked(user, astro, MONDAY_11);
    for (const who of [stranger, otherAstro]) {
      const res = await cancel(who, made.booking_id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'booking_not_found' });
    }
    expect((await cancel(user, 999_999)).statusCode).toBe(404);
    // Deleting the account waits for the booking.
    const info = (await t.app.inject({ method: 'GET', url: '/api/account/deletion', headers: user.headers })).json<{ blocked: string | null }>();
    expect(info.blocked).toBe('booked_consultations');
    await cancel(user, made.booking_id);
  });
});

describe('a live request beside a booking', () => {
  it('is refused while a booking starts within the minimum session, and allowed otherwise', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer();
    const booker = await fundedUser(t, 1000);
    const walkIn = await fundedUser(t, 1000);
    const made = await booked(booker, astro, MONDAY_11);
    // The booking is made to start in two minutes (the engine's time follows the test clock).
    await t.db.update(bookings).set({ startsAt: new Date(MONDAY_8AM.getTime() + 2 * 60_000) }).where(eq(bookings.id, made.booking_id));
    const refused = await requestChat(t, walkIn, astro);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'astrologer_booked_soon', message: BOOKING_MESSAGES.bookedSoon });
    // Back three hours ahead: the request goes through.
    await t.db.update(bookings).set({ startsAt: new Date(MONDAY_11) }).where(eq(bookings.id, made.booking_id));
    const asked = await requestChat(t, walkIn, astro);
    expect(asked.status).toBe(201);
    expect((await sessionAction(t, walkIn, asked.body.consultation_id, 'cancel')).status).toBe(200);
    await cancel(booker, made.booking_id);
    const rows = await t.db.select().from(userWalletEntries).where(eq(userWalletEntries.bookingId, made.booking_id));
    expect(rows.map((r) => r.entryType).sort()).toEqual(['booking_hold', 'booking_release']);
  });
});
