// Booked consultations from the join to the end, through the API with the minute clock driven by the test clock:
// joining opens BOOKING_JOIN_EARLY_MIN before the start; the second side's join starts the session at the booking's
// price, whose first minute releases the hold, which bills by the minute and ends 'booked_time'; a session that ends
// before its first minute is settled by the no-show rules; a rejoin answers the session; a
// side already in another session is refused with nothing changed; each no-show settles the hold by its rule; a
// suspension cancels the account's bookings with the whole hold back; and the books reconcile after each.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, indiaDateTime, type Booking, type JoinBookingResponse } from '@app/contracts/bookings';
import type { HoursDocument } from '@app/contracts/hours';
import { bookings } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import {
  acceptedSession,
  astrologerWallet,
  booksViolations,
  fundedUser,
  onlineAstrologer,
  passTime,
  readSession,
  sendText,
  sessionAction,
  type OnlineAstrologer,
} from '../../test/consult-factories.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { userBalance } from '../money/money.service.ts';

const t = useTestApp(
  {
    CONSULT_MINUTE_S: '60',
    CONSULT_GRACE_S: '60',
    CONSULT_ACCEPT_S: '120',
    CONSULT_FIRST_REPLY_S: '120',
    CONSULT_MIN_MINUTES: '1',
  },
  [],
  undefined,
  { manualMinuteClock: true },
);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * Each test books 11:00 India on its own day from Monday 2026-11-30 and starts at 08:00 that day, so the test clock
 * never goes back past what an earlier test billed (the ledger audit reads the whole database at the clock's time).
 */
let day = -1;
let START = 0;
function nextDay(): void {
  START = Date.parse('2026-11-30T05:30:00.000Z') + ++day * DAY;
  t.clock.set(new Date(START - 3 * 60 * MINUTE));
}

/** An astrologer taking chat at ₹10/min (their charge) and calls at ₹20/min, 10:00-18:00 India every day. */
async function bookableAstrologer(): Promise<OnlineAstrologer> {
  const astro = await onlineAstrologer(t, { chargeRupees: 10, commissionBp: 0 });
  const weekly = Array.from({ length: 7 }, () => [{ start: '10:00', end: '18:00' }]) as HoursDocument['weekly'];
  const res = await t.app.inject({ method: 'PUT', url: '/api/console/hours', headers: astro.headers, payload: { weekly, exceptions: [], prices: { call: 20, video: null } } });
  expect(res.statusCode, res.body).toBe(200);
  return astro;
}

async function booked(user: TestAccount, astro: OnlineAstrologer, kind = 'chat', length = 15): Promise<Booking> {
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: user.headers, payload: { astro_id: astro.astroId, kind, starts_at: new Date(START).toISOString(), length } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

async function join(who: TestAccount, id: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/join`, headers: who.headers });
  return { status: res.statusCode, body: res.json<JoinBookingResponse & { code?: string; message?: string }>() };
}

const at = (msFromStart: number) => t.clock.set(new Date(START + msFromStart));
const balance = (who: TestAccount) => userBalance(t.db, who.id);
const consoleBookings = async (astro: TestAccount) =>
  (await t.app.inject({ method: 'GET', url: '/api/console/bookings', headers: astro.headers })).json<{ bookings: Booking[]; cancelled_by_you: number; no_shows: number }>();

afterEach(async () => {
  expect([...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))]).toEqual([]);
});

describe('joining a booking', () => {
  it('opens 5 minutes before the start; the user joins first, the astrologer second, and the session bills at the booked price until the booked time is over', async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    expect(made).toMatchObject({ status: 'booked', held: 150, consultation_id: null, user_joined_at: null, join_opens_at: new Date(START - 5 * MINUTE).toISOString() });
    expect(await balance(user)).toBe(85_000);

    // Too early: refused, saying when it opens (10:55 India).
    at(-6 * MINUTE);
    const early = await join(user, made.booking_id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'booking_not_open', message: BOOKING_MESSAGES.notOpen(indiaDateTime(START - 5 * MINUTE)) });
    // Anyone else's: not found.
    const stranger = await fundedUser(t, 10);
    const otherAstro = await bookableAstrologer();
    for (const who of [stranger, otherAstro]) expect((await join(who, made.booking_id)).body).toMatchObject({ code: 'booking_not_found' });

    at(-4 * MINUTE);
    const first = await join(user, made.booking_id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.consultation_id).toBeNull();
    expect(first.body.booking).toMatchObject({ status: 'booked', astro_joined_at: null });
    expect(first.body.booking.user_joined_at).not.toBeNull();
    expect(await balance(user)).toBe(85_000);

    at(-2 * MINUTE);
    const second = await join(astro, made.booking_id);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const id = second.body.consultation_id!;
    expect(id).toBeTypeOf('number');
    expect(second.body.booking).toMatchObject({ status: 'started', released: 0, captured: 0, consultation_id: id, settled_at: null });
    // The hold stays held until the first minute is charged.
    expect(await balance(user)).toBe(85_000);
    const session = await readSession(t, user, id);
    expect(session).toMatchObject({ type: 'chat', status: 'active', rate: 10, free_minutes: 0, billed_minutes: 0 });
    expect(session.accepted_at).not.toBeNull();

    // A rejoin goes to the room; the astrologer's console keeps it while it is open.
    expect((await join(user, made.booking_id)).body).toMatchObject({ consultation_id: id, booking: { status: 'started' } });
    expect((await consoleBookings(astro)).bookings.map((b) => [b.booking_id, b.consultation_id])).toEqual([[made.booking_id, id]]);

    // The astrologer writes first: the hold goes back to the wallet and minute 0 is charged from it; 15 minutes are
    // billed and the session ends at the booked time.
    expect((await sendText(t, astro, id, 'Namaste')).status).toBe(201);
    expect(await balance(user)).toBe(99_000);
    const [released] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(released).toMatchObject({ status: 'started', releasedPaise: 15_000, capturedPaise: 0 });
    expect(released!.settledAt).not.toBeNull();
    for (let m = 1; m <= 15; m++) await passTime(t, MINUTE, [user.id, astro.id]);
    const ended = await readSession(t, user, id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'booked_time', billed_minutes: 15, amount: 150 });
    expect(await balance(user)).toBe(85_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(15_000);
    expect((await consoleBookings(astro)).bookings).toEqual([]);
  });

  it('starts when the astrologer joins first and the user second, as the booked kind at the booked price', async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro, 'call', 30);
    at(-1 * MINUTE);
    expect((await join(astro, made.booking_id)).body).toMatchObject({ consultation_id: null, booking: { status: 'booked' } });
    at(1 * MINUTE);
    const second = await join(user, made.booking_id);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const session = await readSession(t, astro, second.body.consultation_id!);
    expect(session).toMatchObject({ type: 'call', status: 'active', rate: 20 });
    expect(Date.parse(session.accept_by) - Date.parse(session.accepted_at!)).toBe(120_000);
    expect(await balance(user)).toBe(40_000);
    // The user hangs up before offering the call: nothing is billed, and the next round settles the hold as the user's
    // no-show (5 minutes at ₹20 to the astrologer, the rest back).
    expect((await sessionAction(t, user, session.consultation_id, 'end')).status).toBe(200);
    expect(await readSession(t, user, session.consultation_id)).toMatchObject({ status: 'ended', end_reason: 'user', billed_minutes: 0 });
    await passTime(t, 1000);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(row).toMatchObject({ status: 'no_show_user', releasedPaise: 50_000, capturedPaise: 10_000 });
    expect(await balance(user)).toBe(90_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(10_000);
    // A settled booking whose session opened still answers that session to a join.
    expect((await join(user, made.booking_id)).body).toMatchObject({ consultation_id: session.consultation_id });
  });

  it("settles a chat whose astrologer never writes first as the astrologer's no-show: the whole hold back, counted against them", async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    at(-1 * MINUTE);
    expect((await join(user, made.booking_id)).status).toBe(200);
    const id = (await join(astro, made.booking_id)).body.consultation_id!;
    // The user writes; the astrologer never answers within the first-reply wait (2 minutes).
    expect((await sendText(t, user, id, 'Namaste, I am here.')).status).toBe(201);
    await passTime(t, MINUTE, [user.id, astro.id]);
    expect(await balance(user)).toBe(85_000);
    await passTime(t, MINUTE + 1000, [user.id, astro.id]);
    expect(await readSession(t, user, id)).toMatchObject({ status: 'ended', end_reason: 'no_reply', billed_minutes: 0 });
    // The round that ended it, or the next, settles the booking, once.
    await passTime(t, 1000);
    await passTime(t, 1000);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(row).toMatchObject({ status: 'no_show_astrologer', releasedPaise: 15_000, capturedPaise: 0 });
    expect(await balance(user)).toBe(100_000);
    expect(await consoleBookings(astro)).toMatchObject({ no_shows: 1 });
  });

  it('refuses the second join while a side is in another open session, and changes nothing', async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    at(-3 * MINUTE);
    expect((await join(astro, made.booking_id)).status).toBe(200);
    // The user is in a live chat with someone else.
    const elsewhere = await onlineAstrologer(t, { chargeRupees: 5 });
    const live = await acceptedSession(t, user, elsewhere);
    const refused = await join(user, made.booking_id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'already_open' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(row).toMatchObject({ status: 'booked', userJoinedAt: null, releasedPaise: 0 });
    expect((await sessionAction(t, user, live.consultation_id, 'end')).status).toBe(200);
    const before = await balance(user);
    const now = await join(user, made.booking_id);
    expect(now.body.booking.status).toBe('started');
    expect((await sessionAction(t, astro, now.body.consultation_id!, 'end')).status).toBe(200);
    // The astrologer ended it before writing: their no-show, the whole hold back.
    await passTime(t, 1000);
    expect(await balance(user)).toBe(before + 15_000);
  });
});

describe('no-shows', () => {
  it('an astrologer not joined 5 minutes after the start: the whole hold back, counted against them', async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    at(-1 * MINUTE);
    expect((await join(user, made.booking_id)).status).toBe(200);
    await passTime(t, 5 * MINUTE);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id)))[0]!.status).toBe('booked');
    await passTime(t, MINUTE);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(row).toMatchObject({ status: 'no_show_astrologer', releasedPaise: 15_000, capturedPaise: 0 });
    expect(await balance(user)).toBe(100_000);
    expect(await consoleBookings(astro)).toMatchObject({ bookings: [], cancelled_by_you: 0, no_shows: 1 });
    // A late join finds it settled.
    expect((await join(astro, made.booking_id)).body).toMatchObject({ code: 'booking_not_booked' });
    // Exactly once: another round changes nothing.
    await passTime(t, MINUTE);
    expect(await balance(user)).toBe(100_000);
  });

  it('a user not joined 10 minutes after the start while the astrologer had: 5 minutes paid to the astrologer, the rest back', async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro, 'call', 30);
    at(0);
    expect((await join(astro, made.booking_id)).status).toBe(200);
    await passTime(t, 9 * MINUTE);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id)))[0]!.status).toBe('booked');
    await passTime(t, MINUTE);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(row).toMatchObject({ status: 'no_show_user', releasedPaise: 50_000, capturedPaise: 10_000 });
    expect(await balance(user)).toBe(90_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(10_000);
    expect(await consoleBookings(astro)).toMatchObject({ no_shows: 0 });
  });

  it('a join past the deadline settles the no-show instead of starting', async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    at(-1 * MINUTE);
    expect((await join(user, made.booking_id)).status).toBe(200);
    at(6 * MINUTE);
    const late = await join(astro, made.booking_id);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ consultation_id: null, booking: { status: 'no_show_astrologer', released: 150 } });
    expect(await balance(user)).toBe(100_000);
  });
});

describe('the slot keeps its bounds', () => {
  it("a user's cancellation past the astrologer's no-show deadline is that no-show: the whole hold back, not half", async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    // Six minutes in, the astrologer away, and no clock round yet: the user gives up and cancels.
    at(6 * MINUTE);
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${made.booking_id}/cancel`, headers: user.headers, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>()).toMatchObject({ status: 'no_show_astrologer', released: 150, captured: 0 });
    expect(await balance(user)).toBe(100_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(0);
    expect(await consoleBookings(astro)).toMatchObject({ cancelled_by_you: 0, no_shows: 1 });
  });

  it('a session joined late bills only the minutes left of its slot, so it never runs into the next booking', async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    at(0);
    expect((await join(astro, made.booking_id)).status).toBe(200);
    // The user comes at 11:09: six minutes of the 15 are left.
    at(9 * MINUTE);
    const started = await join(user, made.booking_id);
    const id = started.body.consultation_id!;
    expect(id).toEqual(expect.any(Number));
    expect((await sendText(t, astro, id, 'Namaste, let us begin.')).status).toBe(201);
    for (let m = 1; m <= 8; m++) await passTime(t, MINUTE, [user.id, astro.id]);
    const session = await readSession(t, user, id);
    expect(session).toMatchObject({ status: 'ended', end_reason: 'booked_time', billed_minutes: 6 });
    expect(await balance(user)).toBe(100_000 - 6 * 1000);
  });
});

describe('a suspension', () => {
  it("cancels the account's booked consultations by the platform, the whole hold back", async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro, 'call', 30);
    expect(await balance(user)).toBe(40_000);
    const admin = await adminAccount(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/accounts/${astro.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'other', note: 'Missed every booked session this week.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(row).toMatchObject({ status: 'cancelled_by_platform', releasedPaise: 60_000, capturedPaise: 0, cancelledBy: null });
    expect(row!.cancelledAt).not.toBeNull();
    expect(await balance(user)).toBe(100_000);
  });

  it("and an astrologer's removal by the admin, too", async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    const admin = await adminAccount(t.db);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/astrologer/${astro.astroId}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(row).toMatchObject({ status: 'cancelled_by_platform', releasedPaise: 15_000 });
    expect(await balance(user)).toBe(100_000);
  });
});

describe('a block', () => {
  it("by the user from the astrologer's page cancels their booked consultations by the platform, the whole hold back", async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    expect(await balance(user)).toBe(85_000);
    const res = await t.app.inject({ method: 'POST', url: `/api/astrologers/${astro.astroId}/block`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    await passTime(t, 1000);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
    expect(row).toMatchObject({ status: 'cancelled_by_platform', releasedPaise: 15_000, capturedPaise: 0, cancelledBy: null });
    expect(await balance(user)).toBe(100_000);
    // Nobody's cancellation: it counts against neither side.
    expect(await consoleBookings(astro)).toMatchObject({ bookings: [], cancelled_by_you: 0, no_shows: 0 });
  });

  it("by the astrologer, before the clock's round: the join finds the booking cancelled by the platform", async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const user = await fundedUser(t, 1000);
    const made = await booked(user, astro);
    // An earlier session between them, from which the astrologer blocks the user.
    const earlier = await acceptedSession(t, user, astro);
    expect((await sessionAction(t, user, earlier.consultation_id, 'end')).status).toBe(200);
    const before = await balance(user);
    const res = await t.app.inject({ method: 'POST', url: `/api/consultations/${earlier.consultation_id}/block`, headers: astro.headers });
    expect(res.statusCode, res.body).toBe(200);
    at(-1 * MINUTE);
    const joined = await join(user, made.booking_id);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body).toMatchObject({ consultation_id: null, booking: { status: 'cancelled_by_platform', released: 150, captured: 0 } });
    expect(await balance(user)).toBe(before + 15_000);
    // Once: the round finds nothing left to cancel.
    await passTime(t, 1000);
    expect(await balance(user)).toBe(before + 15_000);
  });
});

describe('a removal racing a booking', () => {
  // PGlite runs one transaction at a time: only the PostgreSQL pass can hold a booking's locks open beside a removal.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    "runs again when PostgreSQL ends it as a deadlock's victim: a booking's transaction holding the user's wallet, then taking the astrologer's row",
    async () => {
      nextDay();
      const astro = await bookableAstrologer();
      const admin = await adminAccount(t.db);
      const user = await fundedUser(t, 1000);
      const made = await booked(user, astro);
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      // What a booking of this user takes, in its order: the wallet, then (after a moment) the astrologer's row.
      const booking = t.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1 from user_wallets where user_id = ${user.id} for update`);
          holding();
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1 from astrologers where id = ${astro.astroId} for update`);
        })
        .catch((error: unknown) => error);
      await held;
      const removal = await t.app.inject({ method: 'DELETE', url: `/api/astrologer/${astro.astroId}`, headers: admin.headers });
      await booking;
      expect(removal.statusCode, removal.body).toBeLessThan(300);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.booking_id));
      expect(row).toMatchObject({ status: 'cancelled_by_platform', releasedPaise: 15_000 });
      expect(await balance(user)).toBe(100_000);
    },
  );

  it('never answers 500: the booking is refused or made and then cancelled by the platform, and the books balance', async () => {
    nextDay();
    const astro = await bookableAstrologer();
    const admin = await adminAccount(t.db);
    const users = await Promise.all([1, 2, 3].map(() => fundedUser(t, 1000)));
    // One booking already held, so the removal has a booking to take too.
    const first = await booked(users[0]!, astro);
    const later = (k: number) => new Date(START + k * 15 * MINUTE).toISOString();
    const results = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/astrologer/${astro.astroId}`, headers: admin.headers }),
      ...users.slice(1).map((u, k) =>
        t.app.inject({ method: 'POST', url: '/api/bookings', headers: u.headers, payload: { astro_id: astro.astroId, kind: 'chat', starts_at: later(k + 1), length: 15 } }),
      ),
    ]);
    const [removal, ...books] = results;
    expect(removal!.statusCode, removal!.body).toBeLessThan(300);
    for (const r of books) expect([201, 404], r.body).toContain(r.statusCode);
    const rows = await t.db.select().from(bookings).where(eq(bookings.astrologerId, astro.astroId));
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'cancelled_by_platform'));
    expect(rows.map((r) => r.id)).toContain(first.booking_id);
    for (const u of users) expect(await balance(u)).toBe(100_000);
  });
});
