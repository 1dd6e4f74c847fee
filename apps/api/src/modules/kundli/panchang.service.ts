// The day's panchang for a gazetteer place: today at the place unless a date is asked for, kept in memory per place and date.
import { PANCHANG_DEFAULT_PLACE_ID, PANCHANG_MESSAGES, type PanchangResponse } from '@app/contracts/panchang';
import { LRUCache } from 'lru-cache';
import { badRequest } from '../../lib/errors.ts';
import { dayStartUtc } from './panchang/civil-day.ts';
import { PanchangError } from './panchang/panchang-error.ts';
import { panchangFor } from './panchang/panchang.ts';
import { hindiPlaceName } from './hindi-place-names.ts';
import { findPlace } from './places.ts';

const DAY_MS = 86_400_000;

/**
 * A day's answer is a pure function of the place and the date, so it is kept until it is pushed out. 5,000 days of
 * about 3 KB each is some 15 MB at most: every place's today, tomorrow and yesterday for the busy places, while a
 * script walking through dates or places only pushes older days out (each costs about 4 ms to make again).
 */
export const PANCHANG_CACHE_MAX = 5_000;
const days = new LRUCache<string, PanchangResponse>({ max: PANCHANG_CACHE_MAX });

export interface PanchangDay {
  panchang: PanchangResponse;
  /** Seconds the answer holds for: until the place's next midnight when the date was today's, else a day. */
  maxAgeSeconds: number;
}

/** The civil date at `at` in an IANA zone, YYYY-MM-DD. */
export function dateInZone(zone: string, at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The first instant of the day after `date` at the zone, UTC milliseconds. */
function nextMidnightMs(zone: string, date: string): number {
  return dayStartUtc(zone, Date.parse(`${date}T00:00:00Z`) + DAY_MS);
}

/** The panchang of `date` (today at the place when absent) at `placeId` (New Delhi when absent). */
export function panchangDay(query: { date?: string; place_id?: string }, now: Date): PanchangDay {
  const place = findPlace(query.place_id ?? PANCHANG_DEFAULT_PLACE_ID);
  if (!place) throw badRequest('panchang_place_not_found', PANCHANG_MESSAGES.placeNotFound, { place_id: PANCHANG_MESSAGES.placeNotFound });
  const date = query.date ?? dateInZone(place.time_zone, now);
  const key = `${place.id}|${date}`;
  let panchang = days.get(key);
  if (!panchang) {
    panchang = { ...computed(date, place.latitude, place.longitude, place.time_zone), place: placeOf(place) };
    days.set(key, panchang);
  }
  const maxAgeSeconds = query.date
    ? DAY_MS / 1000
    : Math.max(1, Math.ceil((nextMidnightMs(place.time_zone, date) - now.getTime()) / 1000));
  return { panchang, maxAgeSeconds };
}

function computed(date: string, latitude: number, longitude: number, zone: string) {
  try {
    return panchangFor(date, { latitude, longitude, zone });
  } catch (error) {
    // A polar day or night is a fact about the place and date, not a malformed field: it has its own code.
    if (error instanceof PanchangError && error.reason === 'noSunrise')
      throw badRequest('no_sunrise', PANCHANG_MESSAGES.noSunrise, { place_id: PANCHANG_MESSAGES.noSunrise });
    throw error;
  }
}

const placeOf = (place: NonNullable<ReturnType<typeof findPlace>>) => ({
  id: place.id,
  name: place.name,
  label: place.label,
  name_hi: hindiPlaceName(place.id),
  latitude: place.latitude,
  longitude: place.longitude,
  zone: place.time_zone,
});
