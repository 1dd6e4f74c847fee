// The free slots of an astrologer's bookable time, as a pure function of plain values: the weekly hours and the
// exceptions (days off, or other hours on a date) in India time, the bookings already held, the moment asked, the
// notice a booking needs and the length wanted. No rows, no clock, no database, so the rules are read and tested on
// their own, and a year of bookings is searched in well under a millisecond (bench/booking-slots.ts).
//
// India keeps one offset all year (UTC+05:30, no daylight saving), so an India date and time is a fixed instant;
// a client abroad reads the answer's instants in its own zone.

/** India's offset from UTC, in milliseconds: +05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The lengths a booking may have, in minutes. */
export const BOOKING_LENGTHS = [15, 30, 45] as const;
export type BookingLength = (typeof BOOKING_LENGTHS)[number];

/** Slots start on this grid, in minutes from midnight India time. */
export const SLOT_GRID_MIN = 15;

/** A stretch of a day in India time, minutes from midnight: `start` included, `end` excluded (1440 is midnight). */
export interface DayRange {
  start: number;
  end: number;
}

/** The astrologer's regular hours: for each weekday (0 Sunday .. 6 Saturday, India time), its ranges. */
export type WeeklyHours = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, readonly DayRange[]>>;

/** A date (YYYY-MM-DD, India) whose hours differ from the week's: no ranges is a day off. */
export interface HoursException {
  date: string;
  ranges: readonly DayRange[];
}

/** A booking that holds its time (held or confirmed), as UTC milliseconds: `start` included, `end` excluded. */
export interface HeldTime {
  start: number;
  end: number;
}

export interface SlotQuery {
  hours: WeeklyHours;
  exceptions: readonly HoursException[];
  /** The time already held, sorted by start (the search relies on it). */
  held: readonly HeldTime[];
  /** The moment of the search, UTC milliseconds. */
  now: number;
  /** How long before its start a slot may still be booked (BOOKING_MIN_NOTICE_MIN). */
  noticeMin: number;
  /** How many India days from today are searched (today included). */
  days: number;
  lengthMin: BookingLength;
}

/** "HH:MM" -> minutes from midnight; "24:00" is midnight at the end of the day. Null for anything else. */
export function parseDayTime(text: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

/** The India date (YYYY-MM-DD) of a UTC instant. */
export function indiaDate(utcMs: number): string {
  return new Date(utcMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant of `minutes` past midnight India time on the India date `date`. */
export function indiaInstant(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * MINUTE_MS;
}

/** Ranges sorted and merged where they touch or overlap, cut to the day. */
export function normalizeRanges(ranges: readonly DayRange[]): DayRange[] {
  const sorted = ranges
    .map((r) => ({ start: Math.max(0, r.start), end: Math.min(1440, r.end) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: DayRange[] = [];
  for (const r of sorted) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** The first held time that ends after `at` (binary search over `held`, sorted by start with no overlaps). */
function firstEndingAfter(held: readonly HeldTime[], at: number): number {
  let lo = 0;
  let hi = held.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (held[mid]!.end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The starts (UTC milliseconds, ascending) of every free slot of `lengthMin` minutes: on the grid, inside one range
 * of its India day's hours (the date's exception, or its weekday's), overlapping no held time, and at least
 * `noticeMin` minutes after `now`; over `days` India days from today.
 */
export function freeSlots(q: SlotQuery): number[] {
  const exceptions = new Map(q.exceptions.map((e) => [e.date, e.ranges]));
  const earliest = q.now + q.noticeMin * MINUTE_MS;
  const length = q.lengthMin * MINUTE_MS;
  const today = Date.parse(`${indiaDate(q.now)}T00:00:00Z`);
  const slots: number[] = [];
  let cursor = firstEndingAfter(q.held, earliest);
  for (let d = 0; d < q.days; d++) {
    const date = new Date(today + d * DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(today + d * DAY_MS).getUTCDay() as keyof WeeklyHours;
    for (const range of normalizeRanges(exceptions.get(date) ?? q.hours[weekday] ?? [])) {
      const first = Math.ceil(range.start / SLOT_GRID_MIN) * SLOT_GRID_MIN;
      for (let m = first; m + q.lengthMin <= range.end; m += SLOT_GRID_MIN) {
        const start = indiaInstant(date, m);
        if (start < earliest) continue;
        const end = start + length;
        while (cursor < q.held.length && q.held[cursor]!.end <= start) cursor++;
        // Held times are sorted and do not overlap: only the first one ending after the start can overlap the slot.
        const next = q.held[cursor];
        if (next && next.start < end) continue;
        slots.push(start);
      }
    }
  }
  return slots;
}
