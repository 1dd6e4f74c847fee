// Times for the demo data, always relative to "now" so the data looks fresh whenever it is seeded.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET = 5.5 * HOUR;

export const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
export const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** The instant of midnight in India, `daysAgo` days before today's date in India. */
export function istMidnight(now: Date, daysAgo: number): Date {
  const istDay = Math.floor((now.getTime() + IST_OFFSET) / DAY) - daysAgo;
  return new Date(istDay * DAY - IST_OFFSET);
}

/** A date-only string (YYYY-MM-DD). */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
