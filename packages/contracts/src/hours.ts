// Booked consultations: the hours an astrologer publishes in India time (the week, the exceptions, the per-minute
// prices of a booked call or video call) and the free slots a visitor is shown (docs/decisions/booked-consultations.md).
import './zod-setup.ts';
import { z } from 'zod';
import { numberLike } from './common.ts';

/** The days of the week, Sunday first: `weekly[0]` is Sunday, as JavaScript's getDay() counts. */
export const WEEKDAY_COUNT = 7;
/** Ranges one day may have (the week's, or an exception's). */
export const MAX_RANGES_PER_DAY = 6;
/** Exceptions kept at once. */
export const MAX_EXCEPTIONS = 60;
/** An exception is for today (India) or one of the next this many days. */
export const EXCEPTION_DAYS_AHEAD = 90;
/** The India days the free slots are searched over, today included. */
export const BOOKING_DAYS = 14;
/** The lengths a booking may have, in minutes. */
export const BOOKING_LENGTHS = [15, 30, 45] as const;
export type BookingLength = (typeof BOOKING_LENGTHS)[number];
export const DEFAULT_BOOKING_LENGTH: BookingLength = 30;
/** The kinds a consultation can be booked as; chat keeps its own price (the astrologer's charge). */
export const BOOKING_KINDS = ['call', 'video'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
/** The highest per-minute price of a booked consultation, in rupees. */
export const BOOKING_PRICE_MAX = 10_000;
/** The zone hours, exceptions and dates are written in. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

export const HOURS_MESSAGES = {
  time: 'Enter the time as HH:MM, from 00:00 to 24:00',
  endBeforeStart: 'The end must be after the start',
  overlap: 'This range overlaps another range of the same day',
  tooManyRanges: `A day can have at most ${MAX_RANGES_PER_DAY} ranges`,
  weekly: 'The weekly hours must list the 7 days, Sunday first',
  date: 'Enter the date as YYYY-MM-DD',
  dateRepeated: 'This date already has an exception',
  dateOutOfRange: `An exception must be for today or a day within the next ${EXCEPTION_DAYS_AHEAD} days`,
  tooManyExceptions: `You can keep at most ${MAX_EXCEPTIONS} exceptions`,
  price: 'Enter a price per minute from ₹0 to ₹10,000, or leave it empty',
  priceDecimals: 'A price can have at most 2 decimals',
  length: 'length must be 15, 30 or 45',
} as const;
const M = HOURS_MESSAGES;

/** "HH:MM" -> minutes from midnight, "24:00" the end of the day (1440); null for anything else. */
export function dayMinutes(text: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

/** Minutes from midnight -> "HH:MM" (1440 -> "24:00"). */
export const dayTimeText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether "YYYY-MM-DD" names a real calendar date. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The India date `days` after `date` (both YYYY-MM-DD). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const dayTime = z.string({ error: M.time }).refine((v) => dayMinutes(v) !== null, { error: M.time });

export const dayRange = z.object({ start: dayTime, end: dayTime });
export type DayRangeText = z.infer<typeof dayRange>;

/**
 * One day's ranges: each ends after it starts, and none overlaps another (touching is allowed: 10:00-11:00 and
 * 11:00-12:00 are one stretch). The refusal names the range it is about: `[i].end`, or `[i].start` of the later one.
 */
export const dayRanges = z
  .array(dayRange)
  .max(MAX_RANGES_PER_DAY, { error: M.tooManyRanges })
  .superRefine((ranges, ctx) => {
    const valid: { i: number; start: number; end: number }[] = [];
    ranges.forEach((r, i) => {
      const start = dayMinutes(r.start);
      const end = dayMinutes(r.end);
      if (start === null || end === null) return;
      if (end <= start) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: [i, 'end'] });
      else valid.push({ i, start, end });
    });
    valid.sort((a, b) => a.start - b.start || a.i - b.i);
    let reach = -1;
    for (const r of valid) {
      if (r.start < reach) ctx.addIssue({ code: 'custom', message: M.overlap, path: [r.i, 'start'] });
      reach = Math.max(reach, r.end);
    }
  });

const isoDate = z.string({ error: M.date }).refine(isCalendarDate, { error: M.date });

export const hoursException = z.object({ date: isoDate, ranges: dayRanges });

/** A per-minute price in rupees, or null (also "" or absent): that kind is not offered. */
const bookingPrice = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  numberLike(M.price)
    .pipe(z.number().min(0, { error: M.price }).max(BOOKING_PRICE_MAX, { error: M.price }))
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: M.priceDecimals })
    .nullable(),
);

/** PUT /api/console/hours: the whole set, which replaces the one kept. */
export const hoursBody = z.object({
  weekly: z.array(dayRanges, { error: M.weekly }).length(WEEKDAY_COUNT, { error: M.weekly }),
  exceptions: z
    .array(hoursException)
    .max(MAX_EXCEPTIONS, { error: M.tooManyExceptions })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((e, i) => {
        if (seen.has(e.date)) ctx.addIssue({ code: 'custom', message: M.dateRepeated, path: [i, 'date'] });
        seen.add(e.date);
      });
    })
    .default([]),
  prices: z.object({ call: bookingPrice, video: bookingPrice }),
});
export type HoursBody = z.infer<typeof hoursBody>;

/**
 * Why an exception's date cannot be kept on `today` (India), or null: it is in the past or more than
 * EXCEPTION_DAYS_AHEAD days ahead. The server checks it against its own clock.
 */
export function exceptionDateProblem(date: string, today: string): string | null {
  return date < today || date > addDays(today, EXCEPTION_DAYS_AHEAD) ? M.dateOutOfRange : null;
}

const rangeOut = z.object({ start: z.string(), end: z.string() });
export const bookingPrices = z.object({ call: z.number().nullable(), video: z.number().nullable() });
export type BookingPrices = z.infer<typeof bookingPrices>;

/** GET and PUT /api/console/hours: the hours kept, exceptions from today (India) on, by date. */
export const hoursResponse = z.object({
  weekly: z.array(z.array(rangeOut)),
  exceptions: z.array(z.object({ date: z.string(), ranges: z.array(rangeOut) })),
  prices: bookingPrices,
});
export type HoursDocument = z.infer<typeof hoursResponse>;

/** GET /api/astrologers/:id/slots?length=15|30|45 (30 when absent). */
export const slotsQuery = z.object({
  length: z.preprocess(
    (v) => (v === undefined || v === '' ? DEFAULT_BOOKING_LENGTH : v),
    numberLike(M.length).refine((v) => (BOOKING_LENGTHS as readonly number[]).includes(v), { error: M.length }),
  ),
});

/** The free slots of the next BOOKING_DAYS India days, by India date: only days with a slot, each start a UTC instant. */
export const slotsResponse = z.object({
  astro_id: z.number().int(),
  length: z.number().int(),
  time_zone: z.literal(INDIA_TIME_ZONE),
  prices: bookingPrices,
  days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;
