// The free slots on plain values: hours, exceptions and held time in India time, the notice and the length; checked by
// example (India's fixed offset, a day off, a booking in the middle, the notice) and against a plain search of every
// candidate over random weeks of hours and bookings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeSlots,
  indiaDate,
  indiaInstant,
  normalizeRanges,
  parseDayTime,
  SLOT_GRID_MIN,
  type BookingLength,
  type DayRange,
  type HeldTime,
  type SlotQuery,
  type WeeklyHours,
} from './booking-slots.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const hm = (h: number, m = 0) => h * 60 + m;
// Monday 2026-11-30, 08:00 in India (02:30 UTC).
const MONDAY_8AM = Date.parse('2026-11-30T02:30:00Z');

const base: SlotQuery = { hours: {}, exceptions: [], held: [], now: MONDAY_8AM, noticeMin: 60, days: 1, lengthMin: 30 };

describe('free slots', () => {
  it("reads India's hours at India's fixed offset: 10:00 IST is 04:30 UTC whatever the client's zone", () => {
    expect(indiaInstant('2026-11-30', hm(10))).toBe(Date.parse('2026-11-30T04:30:00Z'));
    // London in summer or winter, the instant is the same.
    expect(indiaInstant('2026-06-15', hm(10))).toBe(Date.parse('2026-06-15T04:30:00Z'));
    expect(indiaDate(Date.parse('2026-11-30T19:00:00Z'))).toBe('2026-12-01');
    const slots = freeSlots({ ...base, hours: { 1: [{ start: hm(10), end: hm(11) }] } });
    expect(slots.map(iso)).toEqual(['2026-11-30T04:30:00.000Z', '2026-11-30T04:45:00.000Z', '2026-11-30T05:00:00.000Z']);
  });

  it('leaves out the time held by a booking, and what starts within the notice', () => {
    const held: HeldTime[] = [{ start: indiaInstant('2026-11-30', hm(11)), end: indiaInstant('2026-11-30', hm(11, 30)) }];
    // 08:00 now, 60 min notice: 09:00 is the first possible start.
    const slots = freeSlots({ ...base, hours: { 1: [{ start: hm(8), end: hm(12) }] }, held });
    const times = slots.map((s) => new Date(s + 330 * 60_000).toISOString().slice(11, 16));
    expect(times).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '11:30']);
  });

  it('takes a date’s exception over its weekday: a day off, or other hours', () => {
    const hours: WeeklyHours = { 1: [{ start: hm(10), end: hm(12) }], 2: [{ start: hm(10), end: hm(12) }] };
    const slots = freeSlots({
      ...base,
      days: 2,
      lengthMin: 45,
      hours,
      exceptions: [
        { date: '2026-11-30', ranges: [] },
        { date: '2026-12-01', ranges: [{ start: hm(18), end: hm(19) }] },
      ],
    });
    // Monday off; Tuesday 18:00-19:00 instead of the morning: 45 minutes fit at 18:00 and 18:15.
    expect(slots.map(iso)).toEqual([iso(indiaInstant('2026-12-01', hm(18))), iso(indiaInstant('2026-12-01', hm(18, 15)))]);
  });

  it('reads "HH:MM" with 24:00 as the end of the day, and merges touching ranges', () => {
    expect(parseDayTime('09:30')).toBe(570);
    expect(parseDayTime('24:00')).toBe(1440);
    expect(parseDayTime('24:15')).toBeNull();
    expect(parseDayTime('9:30')).toBeNull();
    expect(normalizeRanges([{ start: 600, end: 660 }, { start: 540, end: 600 }, { start: 700, end: 690 }])).toEqual([{ start: 540, end: 660 }]);
  });

  it('agrees with a plain search of every candidate, over random hours, exceptions and bookings', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 96 }), fc.integer({ min: 1, max: 40 }))
      .map(([a, n]): DayRange => ({ start: a * 15, end: Math.min(1440, a * 15 + n * 15 + (a % 2) * 5) }));
    const ranges = fc.array(range, { maxLength: 3 });
    const week = fc.tuple(ranges, ranges, ranges, ranges, ranges, ranges, ranges).map((days): WeeklyHours => Object.fromEntries(days.map((r, i) => [i, r])));
    const query = fc
      .record({
        hours: week,
        exceptionDays: fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), ranges), { maxLength: 3 }),
        heldStarts: fc.array(fc.tuple(fc.integer({ min: 0, max: 7 * 96 }), fc.constantFrom(15, 30, 45, 50)), { maxLength: 25 }),
        nowOffset: fc.integer({ min: 0, max: 24 * 60 }),
        noticeMin: fc.constantFrom(0, 60, 90),
        lengthMin: fc.constantFrom<BookingLength>(15, 30, 45),
      })
      .map(({ hours, exceptionDays, heldStarts, nowOffset, noticeMin, lengthMin }): SlotQuery => {
        const day0 = Date.parse('2026-11-30T00:00:00Z') - 330 * 60_000;
        // Non-overlapping held times, sorted, as the bookings of one astrologer are.
        const held: HeldTime[] = [];
        for (const [slot, minutes] of heldStarts.sort((a, b) => a[0] - b[0])) {
          const start = day0 + slot * 15 * 60_000 + 7 * 60_000;
          const end = start + minutes * 60_000;
          if (held.length === 0 || held.at(-1)!.end <= start) held.push({ start, end });
        }
        const exceptions = exceptionDays.map(([d, r]) => ({ date: indiaDate(day0 + d * 86_400_000), ranges: r }));
        const unique = [...new Map(exceptions.map((e) => [e.date, e])).values()];
        return { hours, exceptions: unique, held, now: day0 + nowOffset * 60_000, noticeMin, days: 7, lengthMin };
      });
    fc.assert(
      fc.property(query, (q) => {
        expect(freeSlots(q)).toEqual(plainSearch(q));
      }),
      { numRuns: 300 },
    );
  });
});

/** Every grid minute of every day, kept when the whole slot lies in one range, after the notice, and overlaps nothing. */
function plainSearch(q: SlotQuery): number[] {
  const out: number[] = [];
  const today = indiaDate(q.now);
  for (let d = 0; d < q.days; d++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() as keyof WeeklyHours;
    const exception = q.exceptions.find((e) => e.date === date);
    const ranges = normalizeRanges(exception ? exception.ranges : (q.hours[weekday] ?? []));
    for (let m = 0; m + q.lengthMin <= 1440; m += SLOT_GRID_MIN) {
      if (!ranges.some((r) => r.start <= m && m + q.lengthMin <= r.end)) continue;
      const start = indiaInstant(date, m);
      const end = start + q.lengthMin * 60_000;
      if (start < q.now + q.noticeMin * 60_000) continue;
      if (q.held.some((h) => h.start < end && start < h.end)) continue;
      out.push(start);
    }
  }
  return out;
}
