// The demo astrologers' hours for booked consultations: each verified one keeps a week of mornings and evenings in
// India time (a different pattern by index), one takes a day off soon, and each prices a booked call at its chat
// charge and a video call a little above, so the astrologer pages show free slots.
import type { astrologerBookingPrices, astrologerHourExceptions, astrologerWeeklyHours } from '../schema/index.ts';
import type { AstrologerRow } from './demo-people.ts';
import { DAY } from './seed-time.ts';

type WeeklyRow = typeof astrologerWeeklyHours.$inferInsert;
type ExceptionRow = typeof astrologerHourExceptions.$inferInsert;
type PriceRow = typeof astrologerBookingPrices.$inferInsert;

const IST_OFFSET = 330 * 60_000;
const hm = (h: number, m = 0) => h * 60 + m;

/** Ranges by pattern: mornings and evenings, a long day, evenings only. */
const PATTERNS = [
  [{ start: hm(10), end: hm(13) }, { start: hm(17), end: hm(20) }],
  [{ start: hm(9, 30), end: hm(18) }],
  [{ start: hm(18), end: hm(22, 30) }],
];

export function buildHours(now: Date, astrologers: readonly AstrologerRow[]) {
  const weekly: WeeklyRow[] = [];
  const exceptions: ExceptionRow[] = [];
  const prices: PriceRow[] = [];
  const verified = astrologers.filter((a) => a.isVerified);
  verified.forEach((a, i) => {
    const ranges = PATTERNS[i % PATTERNS.length]!;
    // Six days a week; the day off moves with the astrologer.
    for (let weekday = 0; weekday < 7; weekday++) {
      if (weekday === i % 7) continue;
      for (const r of ranges) weekly.push({ astrologerId: a.id, weekday, startMin: r.start, endMin: r.end });
    }
    prices.push({ astrologerId: a.id, kind: 'call', perMinutePaise: a.chargePaise });
    if (i % 2 === 0) prices.push({ astrologerId: a.id, kind: 'video', perMinutePaise: a.chargePaise + 1_000 });
  });
  const first = verified[0];
  if (first) {
    const inThreeDays = new Date(now.getTime() + IST_OFFSET + 3 * DAY).toISOString().slice(0, 10);
    exceptions.push({ astrologerId: first.id, day: inThreeDays });
  }
  return { weekly, exceptions, prices };
}
