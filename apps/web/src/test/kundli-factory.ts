// Test data for the kundli screens: a chart built from a Lagna and the planets' longitudes, with its dashas.
import {
  NAKSHATRAS,
  PLANET_KEYS,
  PLANET_NAMES,
  RASHIS,
  VIMSHOTTARI_YEARS,
  type ChartPosition,
  type Kundli,
  type Mahadasha,
  type Place,
  type PlanetKey,
} from '@app/contracts/kundli';

export const PUNE: Place = {
  id: '1259229',
  name: 'Pune',
  region: 'Maharashtra',
  country: 'India',
  country_code: 'IN',
  latitude: 18.51957,
  longitude: 73.85535,
  time_zone: 'Asia/Kolkata',
  label: 'Pune, Maharashtra, India',
};

export const JAIPUR: Place = {
  ...PUNE,
  id: '1269515',
  name: 'Jaipur',
  region: 'Rajasthan',
  latitude: 26.91962,
  longitude: 75.78781,
  label: 'Jaipur, Rajasthan, India',
};

const NAKSHATRA_SPAN = 360 / 27;

/** Rashi, degree, nakshatra and pada of a sidereal longitude. */
export function position(longitude: number): ChartPosition {
  const rashi = Math.floor(longitude / 30) + 1;
  const nakshatra = Math.floor(longitude / NAKSHATRA_SPAN) + 1;
  return {
    longitude,
    rashi,
    rashi_name: RASHIS[rashi - 1]?.name ?? '',
    degree: longitude % 30,
    nakshatra,
    nakshatra_name: NAKSHATRAS[nakshatra - 1]?.name ?? '',
    pada: Math.floor((longitude % NAKSHATRA_SPAN) / (NAKSHATRA_SPAN / 4)) + 1,
  };
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Nine mahadashas from `lord`, the first having begun `elapsedYears` before `birth`, each with its antardashas. */
export function dashas(lord: PlanetKey, birth: string, elapsedYears: number): Mahadasha[] {
  const first = VIMSHOTTARI_YEARS.findIndex(([key]) => key === lord);
  let start = Date.parse(birth) - elapsedYears * YEAR_MS;
  return Array.from({ length: 9 }, (_, i) => {
    const [key, years] = VIMSHOTTARI_YEARS[(first + i) % 9] as [PlanetKey, number];
    const mahaStart = start;
    let antarStart = start;
    const antardashas = Array.from({ length: 9 }, (_, j) => {
      const [sub, subYears] = VIMSHOTTARI_YEARS[(first + i + j) % 9] as [PlanetKey, number];
      const begin = antarStart;
      antarStart += ((years * subYears) / 120) * YEAR_MS;
      return { lord: sub, start: new Date(begin).toISOString(), end: new Date(antarStart).toISOString() };
    });
    start += years * YEAR_MS;
    return {
      lord: key,
      start: new Date(mahaStart).toISOString(),
      end: new Date(start).toISOString(),
      antardashas,
    };
  });
}

export interface KundliOptions {
  lagna?: number;
  /** Sidereal longitudes by planet; Ketu is always opposite Rahu. */
  longitudes?: Partial<Record<PlanetKey, number>>;
  retrograde?: PlanetKey[];
  name?: string | null;
  place?: Place;
}

const DEFAULT_LONGITUDES: Record<PlanetKey, number> = {
  sun: 357.8,
  moon: 47.3,
  mars: 280.1,
  mercury: 340.6,
  jupiter: 245.2,
  venus: 310.9,
  saturn: 290.4,
  rahu: 75.5,
  ketu: 255.5,
};

/** A whole chart; by default Lagna in Simha at 12°34′, born 12 April 1990 at 06:30 in Pune. */
export function makeKundli(options: KundliOptions = {}): Kundli {
  const lagnaLongitude = options.lagna ?? 132.5667;
  const lagna = position(lagnaLongitude);
  const longitudes = { ...DEFAULT_LONGITUDES, ...options.longitudes };
  longitudes.ketu = (longitudes.rahu + 180) % 360;
  const planets = PLANET_KEYS.map((key) => {
    const p = position(longitudes[key]);
    return {
      ...p,
      key,
      name: PLANET_NAMES[key],
      retrograde: options.retrograde?.includes(key) ?? (key === 'rahu' || key === 'ketu'),
      house: ((p.rashi - lagna.rashi + 12) % 12) + 1,
    };
  });
  const moon = position(longitudes.moon);
  const moonLord = NAKSHATRAS[moon.nakshatra - 1]?.lord ?? 'ketu';
  const utc = '1990-04-12T01:00:00.000Z';
  return {
    name: options.name === undefined ? 'Meera' : options.name,
    birth: { date: '1990-04-12', time: '06:30', place: options.place ?? PUNE, utc, utc_offset_minutes: 330 },
    ayanamsa: 23.7203,
    lagna,
    planets,
    moon_nakshatra: {
      nakshatra: moon.nakshatra,
      nakshatra_name: moon.nakshatra_name,
      pada: moon.pada,
      lord: moonLord,
    },
    dasha: dashas(moonLord, utc, 4.2),
  };
}
