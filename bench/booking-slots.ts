// The booking slots' row of `npm run bench`: the search of an astrologer's free slots over the next 14 days when a
// year of bookings is held (six 30-minute bookings a day, from a year ago to a year ahead), for each length, after a
// warm-up. The search runs inside the request that shows an astrologer's page. Target: at most 5 ms at p95.
import { performance } from 'node:perf_hooks';
import {
  BOOKING_LENGTHS,
  freeSlots,
  indiaInstant,
  indiaDate,
  type HeldTime,
  type SlotQuery,
  type WeeklyHours,
} from '../apps/api/src/modules/consultations/booking-slots.ts';

export const SLOTS_P95_TARGET_MS = 5;

/** A busy astrologer: 09:00-13:00 and 16:00-21:00 six days a week, Sundays off, and bookings from a year back to a year on. */
function busyAstrologer(now: number): Omit<SlotQuery, 'now' | 'lengthMin'> {
  const day = { start: 9 * 60, end: 13 * 60 };
  const evening = { start: 16 * 60, end: 21 * 60 };
  const hours: WeeklyHours = Object.fromEntries([1, 2, 3, 4, 5, 6].map((d) => [d, [day, evening]]));
  const held: HeldTime[] = [];
  const today = Date.parse(`${indiaDate(now)}T00:00:00Z`);
  for (let d = -365; d <= 365; d++) {
    const date = new Date(today + d * 86_400_000).toISOString().slice(0, 10);
    for (const minutes of [9 * 60, 10 * 60 + 30, 12 * 60, 16 * 60 + 15, 18 * 60, 20 * 60]) {
      const start = indiaInstant(date, minutes);
      held.push({ start, end: start + 30 * 60_000 });
    }
  }
  const exceptions = [2, 9].map((d) => ({ date: new Date(today + d * 86_400_000).toISOString().slice(0, 10), ranges: [] }));
  return { hours, exceptions, held, noticeMin: 60, days: 14 };
}

export function runSlotsBench(rounds = 2000): { markdown: string; met: boolean } {
  const now = Date.parse('2026-11-30T04:00:00Z');
  const astrologer = busyAstrologer(now);
  const times: number[] = [];
  let found = 0;
  for (let round = 0; round < rounds + 100; round++) {
    const lengthMin = BOOKING_LENGTHS[round % BOOKING_LENGTHS.length]!;
    // Each search at a different moment of the day, as visitors come.
    const at = now + (round % 96) * 15 * 60_000;
    const start = performance.now();
    const slots = freeSlots({ ...astrologer, now: at, lengthMin });
    const took = performance.now() - start;
    if (round >= 100) {
      times.push(took);
      found += slots.length;
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const met = at(0.95) <= SLOTS_P95_TARGET_MS;
  const markdown = [
    '## Booking slots',
    '',
    '| row | searches | held bookings | slots found (mean) | median | p95 | p99 | target | met |',
    '|---|---|---|---|---|---|---|---|---|',
    `| free slots for 14 days, a year of bookings held | ${times.length} | ${astrologer.held.length} | ${Math.round(found / times.length)} | ${at(0.5).toFixed(3)} ms | ${at(0.95).toFixed(3)} ms | ${at(0.99).toFixed(3)} ms | p95 <= ${SLOTS_P95_TARGET_MS} ms | ${met ? 'yes' : 'no'} |`,
    '',
  ].join('\n');
  return { markdown, met };
}
