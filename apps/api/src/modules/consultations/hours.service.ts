// Booked consultations, first part: the hours a verified astrologer publishes from the console (India time), and the
// free slots a visitor is shown, computed by freeSlots from them (docs/decisions/booked-consultations.md).
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import {
  BOOKING_DAYS,
  BOOKING_KINDS,
  dayTimeText,
  exceptionDateProblem,
  INDIA_TIME_ZONE,
  type BookingLength,
  type BookingPrices,
  type HoursBody,
  type HoursDocument,
  type SlotsResponse,
} from '@app/contracts/hours';
import { paiseToRupees, rupeesToPaise } from '@app/contracts/common';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import { blockedBetween, refuseSuspended } from '../safety/safety.service.ts';
import { freeSlots, indiaDate, parseDayTime, type DayRange, type HeldTime, type WeeklyHours } from './booking-slots.ts';
import { heldTimes } from './bookings.repository.ts';
import { findVerifiedByUser } from './console.repository.ts';
import { findBookableAstrologer } from './consultations.repository.ts';
import * as repo from './hours.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

async function verifiedAstrologer(ctx: Ctx, caller: SessionUser) {
  const astro = caller.role === 'astro' ? await findVerifiedByUser(ctx.db, caller.id) : null;
  if (!astro) throw forbidden('astrologers_only', CONSULT_MESSAGES.astrologersOnly);
  return astro;
}

const rangesText = (ranges: readonly DayRange[]) => ranges.map((r) => ({ start: dayTimeText(r.start), end: dayTimeText(r.end) }));

function pricesOf(stored: repo.StoredHours['prices']): BookingPrices {
  const rupees = (paise: number | undefined) => (paise === undefined ? null : paiseToRupees(paise));
  return { call: rupees(stored.call), video: rupees(stored.video) };
}

function toDocument(stored: repo.StoredHours): HoursDocument {
  const weekly: HoursDocument['weekly'] = Array.from({ length: 7 }, () => []);
  for (const r of stored.weekly) weekly[r.weekday]!.push({ start: dayTimeText(r.start), end: dayTimeText(r.end) });
  return {
    weekly,
    exceptions: stored.exceptions.map((e) => ({ date: e.date, ranges: rangesText(e.ranges) })),
    prices: pricesOf(stored.prices),
  };
}

/** The body's "HH:MM" ranges as minutes (the schema has checked each, so every one parses). */
const minutesOf = (ranges: readonly { start: string; end: string }[]): DayRange[] =>
  ranges.map((r) => ({ start: parseDayTime(r.start)!, end: parseDayTime(r.end)! }));

/** The caller's hours, with the exceptions from today (India) on. */
export async function myHours(ctx: Ctx, caller: SessionUser): Promise<HoursDocument> {
  const astro = await verifiedAstrologer(ctx, caller);
  return toDocument(await repo.readHours(ctx.db, astro.id, indiaDate(ctx.now().getTime())));
}

/**
 * Replaces the caller's hours, exceptions and prices in one transaction. A suspended astrologer cannot publish hours
 * (as they cannot come online); an exception must be for today (India) or within EXCEPTION_DAYS_AHEAD days.
 */
export async function saveHours(ctx: Ctx, caller: SessionUser, body: HoursBody): Promise<HoursDocument> {
  const astro = await verifiedAstrologer(ctx, caller);
  const today = indiaDate(ctx.now().getTime());
  const errors: Record<string, string> = {};
  body.exceptions.forEach((e, i) => {
    const problem = exceptionDateProblem(e.date, today);
    if (problem) errors[`exceptions.${i}.date`] = problem;
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest('validation', first, errors);
  const prices: repo.StoredHours['prices'] = {};
  for (const kind of BOOKING_KINDS) {
    const rupees = body.prices[kind];
    if (rupees !== null) prices[kind] = rupeesToPaise(rupees);
  }
  const set = {
    weekly: body.weekly.flatMap((ranges, weekday) => minutesOf(ranges).map((r) => ({ weekday, ...r }))),
    exceptions: body.exceptions.map((e) => ({ date: e.date, ranges: minutesOf(e.ranges) })),
    prices,
  };
  return ctx.db.transaction(async (tx) => {
    // One writer per account at a time: two saves racing replace the set one after the other.
    await requireLiveAccount(tx, caller.id, 'exclusive');
    await refuseSuspended(tx, caller.id);
    await repo.replaceHours(tx, astro.id, set);
    return toDocument(await repo.readHours(tx, astro.id, today));
  });
}

/** Everything kept of an astrologer's hours, past exceptions too: for the account's data export. */
export async function hoursForExport(db: Ctx['db'], astrologerId: number): Promise<HoursDocument> {
  return toDocument(await repo.readHours(db, astrologerId, '0001-01-01'));
}

/** Drops an astrologer's hours, exceptions and prices: their profile is being deleted (by the admin or the account). */
export async function dropHours(tx: Tx, astrologerId: number): Promise<void> {
  await repo.deleteHours(tx, astrologerId);
}

/**
 * The free starts (UTC ms) of `lengthMin` minutes over the next BOOKING_DAYS India days from `now`, by the kept hours
 * and exceptions, with `held` (the astrologer's booked time) not offered, or every start of the hours when `held` is
 * null. The prices kept come with them.
 */
export async function freeStarts(
  conn: Ctx['db'] | Tx,
  astroId: number,
  q: { now: number; noticeMin: number; lengthMin: BookingLength; held: HeldTime[] | null },
): Promise<{ starts: number[]; prices: repo.StoredHours['prices'] }> {
  const stored = await repo.readHours(conn, astroId, indiaDate(q.now));
  const week: Record<number, DayRange[]> = {};
  for (const r of stored.weekly) (week[r.weekday] ??= []).push({ start: r.start, end: r.end });
  const starts = freeSlots({
    hours: week as WeeklyHours,
    exceptions: stored.exceptions,
    held: q.held ?? [],
    now: q.now,
    noticeMin: q.noticeMin,
    days: BOOKING_DAYS,
    lengthMin: q.lengthMin,
  });
  return { starts, prices: stored.prices };
}

/**
 * The free slots of `lengthMin` minutes over the next BOOKING_DAYS India days, by India date, with the booked kinds'
 * prices; the astrologer's booked time is not offered. An astrologer not listed in public (unverified, deleted,
 * suspended), or one blocked either way with the signed-in caller, is not found.
 */
export async function slotsOf(ctx: Ctx, viewer: SessionUser | null, astroId: number, lengthMin: BookingLength): Promise<SlotsResponse> {
  const astro = await findBookableAstrologer(ctx.db, astroId);
  if (!astro || (viewer && (await blockedBetween(ctx.db, viewer.id, astro.userId)))) {
    throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
  }
  const now = ctx.now().getTime();
  const held = await heldTimes(ctx.db, astro.id, new Date(now));
  const { starts, prices } = await freeStarts(ctx.db, astro.id, { now, noticeMin: ctx.config.BOOKING_MIN_NOTICE_MIN, lengthMin, held });
  const days: SlotsResponse['days'] = [];
  for (const start of starts) {
    const date = indiaDate(start);
    let day = days.at(-1);
    if (day?.date !== date) days.push((day = { date, slots: [] }));
    day.slots.push(new Date(start).toISOString());
  }
  return { astro_id: astro.id, length: lengthMin, time_zone: INDIA_TIME_ZONE, prices: pricesOf(prices), days };
}
