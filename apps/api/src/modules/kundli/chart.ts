// Draws a kundli: checks the birth date and time, finds the UTC instant at the place, and assembles the sidereal chart.
import {
  KUNDLI_MAX_YEAR,
  KUNDLI_MESSAGES,
  KUNDLI_MIN_YEAR,
  NAKSHATRAS,
  PLANET_KEYS,
  PLANET_NAMES,
  RASHIS,
  type ChartPlanet,
  type ChartPosition,
  type Kundli,
  type Place,
} from '@app/contracts/kundli';
import { badRequest } from '../../lib/errors.ts';
import { siderealSky } from './astro.ts';
import { vimshottari } from './dasha.ts';
import { localToUtc } from './time.ts';

const NAKSHATRA_SPAN = 360 / 27;
const PADA_SPAN = NAKSHATRA_SPAN / 4;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** Rounded for display without reaching the next whole (359.99999 stays 359.9999, never 360). */
const roundBelow = (value: number, limit: number) => Math.min(round(value, 4), limit - 0.0001);

/** Rashi, degree, nakshatra and pada of a sidereal longitude, all taken from the unrounded value. */
export function chartPosition(longitude: number): ChartPosition {
  const rashi = Math.min(Math.floor(longitude / 30), 11);
  const nakshatra = Math.min(Math.floor(longitude / NAKSHATRA_SPAN), 26);
  const pada = Math.min(Math.floor((longitude - nakshatra * NAKSHATRA_SPAN) / PADA_SPAN), 3);
  return {
    longitude: roundBelow(longitude, 360),
    rashi: rashi + 1,
    rashi_name: RASHIS[rashi]?.name ?? '',
    degree: roundBelow(longitude - rashi * 30, 30),
    nakshatra: nakshatra + 1,
    nakshatra_name: NAKSHATRAS[nakshatra]?.name ?? '',
    pada: pada + 1,
  };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function parseDate(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const [year, month, day] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const monthDays = month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (!m || month < 1 || month > 12 || day < 1 || day > monthDays) {
    throw badRequest('validation', KUNDLI_MESSAGES.dateInvalid, { date_of_birth: KUNDLI_MESSAGES.dateInvalid });
  }
  if (year < KUNDLI_MIN_YEAR || year > KUNDLI_MAX_YEAR) {
    throw badRequest('validation', KUNDLI_MESSAGES.dateRange, { date_of_birth: KUNDLI_MESSAGES.dateRange });
  }
  return { year, month, day };
}

function parseTime(time: string): { hour: number; minute: number; second: number } {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  const [hour, minute, second] = m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : [99, 99, 99];
  if (hour > 23 || minute > 59 || second > 59) {
    throw badRequest('validation', KUNDLI_MESSAGES.timeInvalid, { time_of_birth: KUNDLI_MESSAGES.timeInvalid });
  }
  return { hour, minute, second };
}

/**
 * The chart for a birth at a local date and time (the place's civil time, with its historical offset) and place.
 * Throws the 400 AppError with the contract's message for an impossible date or time, a year out of range, or a time
 * the clocks skipped at that place. A time that happened twice (clocks turned back) is read as the earlier instant.
 */
export function drawKundli(input: {
  date: string;
  time: string;
  place: Place;
  name?: string | null;
}): Kundli {
  const { year, month, day } = parseDate(input.date);
  const { hour, minute, second } = parseTime(input.time);
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  const local = localToUtc(input.place.time_zone, wall.getTime());
  if (local.kind === 'skipped') {
    throw badRequest('validation', KUNDLI_MESSAGES.timeSkipped, { time_of_birth: KUNDLI_MESSAGES.timeSkipped });
  }

  const sky = siderealSky(local.utcMs, input.place.latitude, input.place.longitude);
  const lagna = chartPosition(sky.lagna);
  const planets: ChartPlanet[] = PLANET_KEYS.map((key) => {
    const body = sky.bodies[key];
    const position = chartPosition(body.longitude);
    return {
      key,
      name: PLANET_NAMES[key],
      ...position,
      retrograde: body.retrograde,
      house: ((position.rashi - lagna.rashi + 12) % 12) + 1,
    };
  });
  const moon = chartPosition(sky.bodies.moon.longitude);
  const moonLord = NAKSHATRAS[moon.nakshatra - 1]?.lord ?? 'ketu';

  return {
    name: input.name?.trim() || null,
    birth: {
      date: input.date.trim(),
      time: input.time.trim(),
      place: input.place,
      utc: new Date(local.utcMs).toISOString(),
      utc_offset_minutes: round(local.offsetMs / 60_000, 4),
    },
    ayanamsa: round(sky.ayanamsa, 6),
    lagna,
    planets,
    moon_nakshatra: {
      nakshatra: moon.nakshatra,
      nakshatra_name: moon.nakshatra_name,
      pada: moon.pada,
      lord: moonLord,
    },
    dasha: vimshottari(local.utcMs, sky.bodies.moon.longitude),
  };
}
