// The daily panchang at a place: sunrise to sunrise, its five limbs with their end times, the Moon's sign, the kaals
// and the lunar month. Pure: the date and the place's coordinates and zone in, the answer out (docs/decisions/panchang.md).
import {
  KARANA_KEYS,
  NAKSHATRA_KEYS,
  PAKSHA_KEYS,
  RASHI_KEYS,
  TITHI_KEYS,
  VARA_KEYS,
  YOGA_KEYS,
  type Panchang,
} from '@app/contracts/panchang';
import { siderealSunMoon } from '../astro.ts';
import {
  KARANA,
  MOON_RASHI,
  NAKSHATRA,
  SUN_RASHI,
  TITHI,
  YOGA,
  partOf,
  reaches,
  runs,
  type Anga,
  type Run,
} from './angas.ts';
import { civilDayBounds, parseCivilDate } from './civil-day.ts';
import { kaals, type Span } from './kaal.ts';
import { lunarMonths } from './masa.ts';
import { daylight } from './sunrise.ts';

export interface PanchangPlace {
  latitude: number;
  longitude: number;
  /** IANA time zone: it decides which instants make up the civil date. */
  zone: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const span = ({ startMs, endMs }: Span) => ({ start: iso(startMs), end: iso(endMs) });

/** Half-tithi 1 is kimstughna, 2-57 cycle through the seven movable karanas, 58-60 are the three fixed ones. */
export function karanaKey(halfTithi: number): (typeof KARANA_KEYS)[number] {
  if (halfTithi === 1) return 'kimstughna';
  if (halfTithi >= 58) return KARANA_KEYS[halfTithi - 51] ?? 'naga';
  return KARANA_KEYS[(halfTithi - 2) % 7] ?? 'bava';
}

/** A run list with 1-based numbers, each named by `key`. */
function named<K extends string>(list: Run[], key: (number: number) => K) {
  return list.map(({ part, endMs }) => ({ number: part + 1, name: key(part + 1), end: iso(endMs) }));
}

/**
 * The panchang of a civil date ('YYYY-MM-DD') at a place. Every instant is ISO 8601 UTC. Throws PanchangError (a 400)
 * for a date that does not exist or is outside 1900-01-01..2100-12-31, and for a date without both a sunrise and a
 * sunset at the place.
 */
export function panchangFor(date: string, place: PanchangPlace): Panchang {
  const civil = parseCivilDate(date);
  const [dayStart, nextDayStart, dayAfterStart] = civilDayBounds(place.zone, civil.wallMs);
  const { sunrise, sunset, nextSunrise } = daylight(place, dayStart, nextDayStart, dayAfterStart);
  const sky = siderealSunMoon(sunrise);
  const dayRuns = (anga: Anga) => runs(anga, sunrise, nextSunrise, sky);

  const sunSign = partOf(SUN_RASHI, sky);
  const nextSunSign = partOf(SUN_RASHI, siderealSunMoon(nextSunrise));
  const sankranti =
    nextSunSign === sunSign
      ? null
      : {
          number: nextSunSign + 1,
          name: RASHI_KEYS[nextSunSign] ?? 'mesha',
          at: iso(reaches(SUN_RASHI, nextSunSign * 30, sunrise, SUN_RASHI.angle(sky))),
        };
  const { rahuKaal, yamaganda, gulikaKaal, abhijit } = kaals(sunrise, sunset, civil.weekday);
  const { amanta, purnimanta, samvat } = lunarMonths(sunrise, sky);

  return {
    date,
    place: { latitude: place.latitude, longitude: place.longitude, zone: place.zone },
    sunrise: iso(sunrise),
    sunset: iso(sunset),
    next_sunrise: iso(nextSunrise),
    vara: { number: civil.weekday + 1, name: VARA_KEYS[civil.weekday] ?? 'ravivara' },
    tithi: named(dayRuns(TITHI), (n) => TITHI_KEYS[n - 1] ?? 'pratipada').map((tithi) => ({
      ...tithi,
      paksha: PAKSHA_KEYS[tithi.number <= 15 ? 0 : 1],
    })),
    nakshatra: named(dayRuns(NAKSHATRA), (n) => NAKSHATRA_KEYS[n - 1] ?? 'ashwini'),
    yoga: named(dayRuns(YOGA), (n) => YOGA_KEYS[n - 1] ?? 'vishkambha'),
    karana: named(dayRuns(KARANA), karanaKey),
    moon_rashi: named(dayRuns(MOON_RASHI), (n) => RASHI_KEYS[n - 1] ?? 'mesha'),
    sun_rashi: { number: sunSign + 1, name: RASHI_KEYS[sunSign] ?? 'mesha' },
    sankranti,
    rahu_kaal: span(rahuKaal),
    yamaganda: span(yamaganda),
    gulika_kaal: span(gulikaKaal),
    abhijit: abhijit && span(abhijit),
    masa: { amanta, purnimanta },
    samvat,
  };
}
