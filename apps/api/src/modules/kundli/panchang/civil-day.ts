// A civil date at a place: the checked date, its weekday, and the UTC instants its midnight-to-midnight day spans.
import { PANCHANG_MAX_DATE, PANCHANG_MIN_DATE } from '@app/contracts/panchang';
import { localToUtc, zoneOffsetMs } from '../time.ts';
import { PanchangError } from './panchang-error.ts';

const DAY_MS = 86_400_000;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
  /** The date's midnight read as if it were UTC, in milliseconds (what localToUtc takes). */
  wallMs: number;
}

/** The date of 'YYYY-MM-DD', refused with a PanchangError when it does not exist or is outside the supported range. */
export function parseCivilDate(date: string): CivilDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const wall = new Date(0);
  if (m) wall.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // A day the month does not have (2023-02-29, 2024-04-31) rolls into the next month: the round trip catches it.
  if (!m || wall.toISOString().slice(0, 10) !== date) throw new PanchangError('dateInvalid');
  if (date < PANCHANG_MIN_DATE || date > PANCHANG_MAX_DATE) throw new PanchangError('dateRange');
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    wallMs: wall.getTime(),
  };
}

/**
 * The first instant of a civil date in a zone, UTC milliseconds. A midnight that happened twice is the earlier one; a
 * midnight the clocks skipped (some zones changed at 00:00) gives the moment they jumped, the day's first instant.
 */
export function dayStartUtc(zone: string, wallMs: number): number {
  const local = localToUtc(zone, wallMs);
  return local.kind === 'ok' ? local.utcMs : wallMs - zoneOffsetMs(zone, wallMs - DAY_MS);
}

/** The civil date's first instant and the next date's, and the one after, UTC milliseconds. */
export function civilDayBounds(zone: string, wallMs: number): [number, number, number] {
  return [
    dayStartUtc(zone, wallMs),
    dayStartUtc(zone, wallMs + DAY_MS),
    dayStartUtc(zone, wallMs + 2 * DAY_MS),
  ];
}
