// Booked consultations' hours and slots through the API on a real database: the console saves and reads its hours,
// refuses every bad set with the field's message, is for verified astrologers who are not suspended; the public slots
// come from the hours and exceptions in India time as UTC instants, respect the notice, and hide who is not listed.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { HOURS_MESSAGES as M, type HoursDocument } from '@app/contracts/hours';
import { SUSPENDED_MESSAGE } from '@app/contracts/safety';
import { accountSuspensions, astrologerBookingPrices, astrologerExceptionRanges, astrologerHourExceptions, astrologers, astrologerWeeklyHours } from '../../db/schema/index.ts';
import { createAstrologer } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { adminAccount, createAccount } from '../../test/factories.ts';
import { deleteAccount, deletionCode } from '../account/account.fixture.ts';
import { createSession } from '../auth/session.repository.ts';

const t = useTestApp();

// Monday 2026-11-30, 08:00 in India (02:30 UTC).
const MONDAY_8AM = new Date('2026-11-30T02:30:00Z');
const none = () => [[], [], [], [], [], [], []] as HoursDocument['weekly'];

async function verifiedAstrologer(overrides: Parameters<typeof createAstrologer>[1] = {}) {
  const astro = await createAstrologer(t.db, { isVerified: true, ...overrides });
  const token = await createSession(t.db, astro.userId, new Date());
  return { ...astro, token, headers: { accesstoken: token } };
}

const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/console/hours', headers, payload: payload as object });
const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/console/hours', headers });
const slots = (astroId: number, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/astrologers/${astroId}/slots${query}`, headers });

function week(byDay: Partial<Record<number, { start: string; end: string }[]>>): HoursDocument['weekly'] {
  return none().map((_, d) => byDay[d] ?? []);
}

describe('the console hours', () => {
  it('saves the set and reads it back in order; a second save replaces it all', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await verifiedAstrologer();
    const empty = await get(astro.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ weekly: none(), exceptions: [], prices: { call: null, video: null } });

    const saved = await put(astro.headers, {
      weekly: week({ 1: [{ start: '17:00', end: '24:00' }, { start: '09:30', end: '12:00' }], 6: [{ start: '00:00', end: '01:00' }] }),
      exceptions: [
        { date: '2026-12-25', ranges: [] },
        { date: '2026-12-02', ranges: [{ start: '18:00', end: '19:00' }, { start: '07:00', end: '08:15' }] },
      ],
      prices: { call: '25.5', video: 40 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      weekly: week({ 1: [{ start: '09:30', end: '12:00' }, { start: '17:00', end: '24:00' }], 6: [{ start: '00:00', end: '01:00' }] }),
      exceptions: [
        { date: '2026-12-02', ranges: [{ start: '07:00', end: '08:15' }, { start: '18:00', end: '19:00' }] },
        { date: '2026-12-25', ranges: [] },
      ],
      prices: { call: 25.5, video: 40 },
    };
    expect(saved.json()).toEqual(expected);
    expect((await get(astro.headers)).json()).toEqual(expected);
    const [price] = await t.db.select().from(astrologerBookingPrices).where(eq(astrologerBookingPrices.astrologerId, astro.id)).limit(1);
    expect(price).toMatchObject({ kind: 'call', perMinutePaise: 2_550 });
    // The chat price stays the astrologer's charge.
    expect((await t.db.select({ c: astrologers.chargePaise }).from(astrologers).where(eq(astrologers.id, astro.id)))[0]!.c).toBe(2_500);

    const replaced = await put(astro.headers, { weekly: week({ 3: [{ start: '10:00', end: '11:00' }] }), prices: { call: null, video: '' } });
    expect(replaced.json()).toEqual({ weekly: week({ 3: [{ start: '10:00', end: '11:00' }] }), exceptions: [], prices: { call: null, video: null } });
    expect(await t.db.select().from(astrologerHourExceptions).where(eq(astrologerHourExceptions.astrologerId, astro.id))).toEqual([]);
    expect(await t.db.select().from(astrologerBookingPrices).where(eq(astrologerBookingPrices.astrologerId, astro.id))).toEqual([]);

    // An exception whose day has passed is no longer shown.
    await put(astro.headers, { weekly: none(), exceptions: [{ date: '2026-11-30', ranges: [] }], prices: { call: null, video: null } });
    t.clock.set(new Date('2026-11-30T18:30:00Z'));
    expect((await get(astro.headers)).json().exceptions).toEqual([]);
  });

  it('refuses every bad set with the field and its message, and keeps what was saved', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await verifiedAstrologer();
    const good = { weekly: week({ 1: [{ start: '10:00', end: '11:00' }] }), exceptions: [], prices: { call: 10, video: null } };
    expect((await put(astro.headers, good)).statusCode).toBe(200);
    const cases: [string, unknown, string, string][] = [
      ['end before start', { ...good, weekly: week({ 2: [{ start: '11:00', end: '10:00' }] }) }, 'weekly.2.0.end', M.endBeforeStart],
      ['an empty range', { ...good, weekly: week({ 2: [{ start: '11:00', end: '11:00' }] }) }, 'weekly.2.0.end', M.endBeforeStart],
      [
        'overlapping ranges',
        { ...good, weekly: week({ 4: [{ start: '12:00', end: '14:00' }, { start: '09:00', end: '12:30' }] }) },
        'weekly.4.0.start',
        M.overlap,
      ],
      ['a time past 24:00', { ...good, weekly: week({ 0: [{ start: '23:00', end: '24:30' }] }) }, 'weekly.0.0.end', M.time],
      ['a time not HH:MM', { ...good, weekly: week({ 0: [{ start: '9:00', end: '10:00' }] }) }, 'weekly.0.0.start', M.time],
      [
        'too many ranges a day',
        { ...good, weekly: week({ 5: Array.from({ length: 7 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` })) }) },
        'weekly.5',
        M.tooManyRanges,
      ],
      ['six days', { ...good, weekly: none().slice(1) }, 'weekly', M.weekly],
      ['a date that does not exist', { ...good, exceptions: [{ date: '2027-02-30', ranges: [] }] }, 'exceptions.0.date', M.date],
      [
        'one date twice',
        { ...good, exceptions: [{ date: '2026-12-01', ranges: [] }, { date: '2026-12-01', ranges: [{ start: '10:00', end: '11:00' }] }] },
        'exceptions.1.date',
        M.dateRepeated,
      ],
      ['a day in the past', { ...good, exceptions: [{ date: '2026-11-29', ranges: [] }] }, 'exceptions.0.date', M.dateOutOfRange],
      ['a day past the 90 days', { ...good, exceptions: [{ date: '2027-03-01', ranges: [] }] }, 'exceptions.0.date', M.dateOutOfRange],
      [
        "overlapping ranges in an exception",
        { ...good, exceptions: [{ date: '2026-12-01', ranges: [{ start: '10:00', end: '11:00' }, { start: '10:30', end: '12:00' }] }] },
        'exceptions.0.ranges.1.start',
        M.overlap,
      ],
      ['a negative price', { ...good, prices: { call: -1, video: null } }, 'prices.call', M.price],
      ['a price too high', { ...good, prices: { call: 10, video: 10_001 } }, 'prices.video', M.price],
      ['a price in fractions of a paisa', { ...good, prices: { call: 10.005, video: null } }, 'prices.call', M.priceDecimals],
      ['a price that is not a number', { ...good, prices: { call: 'ten', video: null } }, 'prices.call', M.price],
    ];
    for (const [what, body, field, message] of cases) {
      const res = await put(astro.headers, body);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ code: 'validation', errors: { [field]: message } });
    }
    // The 90th day after today is still allowed.
    expect((await put(astro.headers, { ...good, exceptions: [{ date: '2027-02-28', ranges: [] }] })).statusCode).toBe(200);
    expect((await put(astro.headers, good)).statusCode).toBe(200);
    expect((await get(astro.headers)).json()).toEqual({ ...good, weekly: good.weekly });
  });

  it('is for verified astrologers: a guest 401, a user and an unverified astrologer 403', async () => {
    const body = { weekly: none(), prices: { call: null, video: null } };
    expect((await t.app.inject({ method: 'GET', url: '/api/console/hours' })).statusCode).toBe(401);
    const user = await createAccount(t.db);
    for (const res of [await get(user.headers), await put(user.headers, body)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const unverified = await createAstrologer(t.db, { isVerified: false });
    const headers = { accesstoken: await createSession(t.db, unverified.userId, new Date()) };
    for (const res of [await get(headers), await put(headers, body)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'astrologers_only', message: CONSULT_MESSAGES.astrologersOnly });
    }
    expect(await t.db.select().from(astrologerWeeklyHours).where(eq(astrologerWeeklyHours.astrologerId, unverified.id))).toEqual([]);
  });

  it('refuses a suspended astrologer publishing hours (403 account_suspended); reading them stays open', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await verifiedAstrologer();
    await t.db.insert(accountSuspensions).values({ accountId: astro.userId, reason: 'other', suspendedBy: 1, createdAt: new Date() });
    const res = await put(astro.headers, { weekly: week({ 1: [{ start: '10:00', end: '11:00' }] }), prices: { call: 10, video: null } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'account_suspended', message: SUSPENDED_MESSAGE });
    expect(await t.db.select().from(astrologerWeeklyHours).where(eq(astrologerWeeklyHours.astrologerId, astro.id))).toEqual([]);
    expect((await get(astro.headers)).statusCode).toBe(200);
  });
});

describe('the free slots', () => {
  it('come from the week and its exceptions in India time, as UTC instants grouped by India date, with the prices', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await verifiedAstrologer();
    const saved = await put(astro.headers, {
      weekly: week({
        1: [{ start: '10:00', end: '11:00' }],
        // 05:00 in India on Tuesday is 23:30 UTC on Monday: still Tuesday's slot.
        2: [{ start: '05:00', end: '05:30' }],
        3: [{ start: '10:00', end: '11:00' }],
        4: [{ start: '10:00', end: '11:00' }],
      }),
      exceptions: [
        { date: '2026-12-02', ranges: [] },
        { date: '2026-12-03', ranges: [{ start: '23:00', end: '24:00' }] },
      ],
      prices: { call: 12, video: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await slots(astro.id, '?length=30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toMatchObject({ astro_id: astro.id, length: 30, time_zone: 'Asia/Kolkata', prices: { call: 12, video: null } });
    expect(body.days.slice(0, 3)).toEqual([
      { date: '2026-11-30', slots: ['2026-11-30T04:30:00.000Z', '2026-11-30T04:45:00.000Z', '2026-11-30T05:00:00.000Z'] },
      { date: '2026-12-01', slots: ['2026-11-30T23:30:00.000Z'] },
      // Wednesday is a day off; Thursday's exception 23:00-24:00 India is 17:30-18:30 UTC.
      { date: '2026-12-03', slots: ['2026-12-03T17:30:00.000Z', '2026-12-03T17:45:00.000Z', '2026-12-03T18:00:00.000Z'] },
    ]);
    // The next week keeps the weekly hours (its Wednesday has no exception); 14 days end on Sunday 13 December.
    expect(body.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-30', '2026-12-01', '2026-12-03', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10',
    ]);
    // A visitor in New York (UTC-5) reads 2026-11-30T04:30Z as 23:30 on Sunday: the same instant, its own clock.
    const newYork = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false });
    expect(newYork.format(new Date(body.days[0].slots[0]))).toBe('Sun 23:30');

    const long = (await slots(astro.id, '?length=45')).json();
    expect(long.days[0]).toEqual({ date: '2026-11-30', slots: ['2026-11-30T04:30:00.000Z', '2026-11-30T04:45:00.000Z'] });
    expect(long.days[1].date).toBe('2026-12-03');
    expect((await slots(astro.id)).json().length).toBe(30);
    const bad = await slots(astro.id, '?length=20');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', errors: { length: M.length } });
  });

  it('start no sooner than the notice (BOOKING_MIN_NOTICE_MIN, 60 minutes) from now', async () => {
    // Monday 09:40 in India: 10:40 is the earliest start, so 10:45 is the first on the grid.
    t.clock.set(new Date('2026-11-30T04:10:00Z'));
    const astro = await verifiedAstrologer();
    await put(astro.headers, { weekly: week({ 1: [{ start: '10:00', end: '11:30' }] }), prices: { call: null, video: null } });
    expect(t.config.BOOKING_MIN_NOTICE_MIN).toBe(60);
    const body = (await slots(astro.id, '?length=15')).json();
    expect(body.days[0]).toEqual({ date: '2026-11-30', slots: ['2026-11-30T05:15:00.000Z', '2026-11-30T05:30:00.000Z', '2026-11-30T05:45:00.000Z'] });
    // At 11:00 India nothing is left today.
    t.clock.set(new Date('2026-11-30T05:30:00Z'));
    expect((await slots(astro.id, '?length=15')).json().days[0].date).toBe('2026-12-07');
  });

  it('are not found for an unknown, unverified, deleted or suspended astrologer, or one blocked with the caller', async () => {
    t.clock.set(MONDAY_8AM);
    const notFound = { code: 'astrologer_not_found', message: CONSULT_MESSAGES.astrologerNotFound };
    for (const id of [2_000_000_000]) expect((await slots(id)).json()).toMatchObject(notFound);
    const hidden = [
      await createAstrologer(t.db, { isVerified: false }),
      await createAstrologer(t.db, { isVerified: true, deletedAt: new Date() }),
    ];
    const suspended = await verifiedAstrologer();
    await t.db.insert(accountSuspensions).values({ accountId: suspended.userId, reason: 'other', suspendedBy: 1, createdAt: new Date() });
    for (const a of [...hidden, suspended]) {
      const res = await slots(a.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    }
    const astro = await verifiedAstrologer();
    const user = await createAccount(t.db);
    expect((await slots(astro.id, '', user.headers)).statusCode).toBe(200);
    const blocked = await t.app.inject({ method: 'POST', url: `/api/astrologers/${astro.id}/block`, headers: user.headers });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    expect((await slots(astro.id, '', user.headers)).statusCode).toBe(404);
    expect((await slots(astro.id)).statusCode).toBe(200);
  });
});

describe('a deleted astrologer', () => {
  const set = { weekly: week({ 1: [{ start: '10:00', end: '11:00' }] }), exceptions: [{ date: '2026-12-01', ranges: [{ start: '09:00', end: '10:00' }] }], prices: { call: 5, video: 6 } };
  const exceptionIds: number[] = [];
  /** Saves the set, noting its exceptions' ids: their ranges are found by them once the exceptions are gone. */
  async function saveSet(a: { id: number; headers: Record<string, string> }) {
    expect((await put(a.headers, set)).statusCode).toBe(200);
    const made = await t.db.select({ id: astrologerHourExceptions.id }).from(astrologerHourExceptions).where(eq(astrologerHourExceptions.astrologerId, a.id));
    exceptionIds.push(...made.map((r) => r.id));
  }
  const rowsOf = async (astroId: number) => [
    ...(await t.db.select().from(astrologerWeeklyHours).where(eq(astrologerWeeklyHours.astrologerId, astroId))),
    ...(await t.db.select().from(astrologerHourExceptions).where(eq(astrologerHourExceptions.astrologerId, astroId))),
    ...(await t.db
      .select({ id: astrologerExceptionRanges.id })
      .from(astrologerExceptionRanges)
      .where(inArray(astrologerExceptionRanges.exceptionId, exceptionIds))),
    ...(await t.db.select().from(astrologerBookingPrices).where(eq(astrologerBookingPrices.astrologerId, astroId))),
  ];

  it('loses the hours when the admin deletes the profile, when the account is deleted, and with the row itself', async () => {
    t.clock.set(MONDAY_8AM);
    const admin = await adminAccount(t.db);
    const removed = await verifiedAstrologer();
    await saveSet(removed);
    expect(await rowsOf(removed.id)).toHaveLength(5);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/astrologer/${removed.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await rowsOf(removed.id)).toEqual([]);

    const leaving = await verifiedAstrologer();
    await saveSet(leaving);
    expect(await rowsOf(leaving.id)).toHaveLength(5);
    const who = { id: leaving.userId, email: leaving.user.email!, phone: leaving.user.phone!, token: leaving.token, headers: leaving.headers };
    const deleted = await deleteAccount(t, who, { code: await deletionCode(t, who) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOf(leaving.id)).toEqual([]);

    const gone = await verifiedAstrologer();
    await saveSet(gone);
    expect(await rowsOf(gone.id)).toHaveLength(5);
    await t.db.delete(astrologers).where(eq(astrologers.id, gone.id));
    expect(await rowsOf(gone.id)).toEqual([]);
  });
});
