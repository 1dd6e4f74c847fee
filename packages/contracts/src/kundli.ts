// The kundli (Vedic birth chart): the place search, the chart's request and answer, and the names a chart shows.
import { z } from 'zod';
import { blankToUndefined } from './common.ts';

/** The years a chart can be drawn for: the ephemeris and the time-zone history are trusted inside them. */
export const KUNDLI_MIN_YEAR = 1800;
export const KUNDLI_MAX_YEAR = 2100;
export const PLACE_QUERY_MIN = 2;
export const PLACE_RESULTS_MAX = 10;

export const KUNDLI_MESSAGES = {
  dateRequired: 'Date of birth is required',
  dateInvalid: 'Please enter a real date as YYYY-MM-DD',
  dateRange: `Charts can be drawn for dates from ${KUNDLI_MIN_YEAR} to ${KUNDLI_MAX_YEAR}`,
  timeRequired: 'Time of birth is required',
  timeInvalid: 'Please enter a real time as HH:MM (24-hour)',
  timeSkipped:
    'That time did not exist at that place: the clocks moved forward past it. Please check the time of birth.',
  placeRequired: 'Please choose the place of birth from the list',
  placeNotFound: 'That place was not found. Please choose the place of birth from the list.',
  queryTooShort: `Type at least ${PLACE_QUERY_MIN} letters of the place`,
  nameTooLong: 'Name must be at most 100 characters',
  noBirthDetails: 'Add your date, time and place of birth to draw the kundli.',
  placeUnresolved:
    'The place of birth in the profile could not be found. Choose it on the kundli page and save the chart.',
  saved: 'Kundli saved to your profile',
  notSaved: 'You have not saved a kundli yet.',
  removed: 'Kundli removed from your profile',
} as const;

export const PLANET_KEYS = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type PlanetKey = (typeof PLANET_KEYS)[number];
export const PLANET_NAMES: Record<PlanetKey, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mars: 'Mars',
  mercury: 'Mercury',
  jupiter: 'Jupiter',
  venus: 'Venus',
  saturn: 'Saturn',
  rahu: 'Rahu',
  ketu: 'Ketu',
};
/** The two-letter marks the chart draws in its houses. */
export const PLANET_ABBREVIATIONS: Record<PlanetKey, string> = {
  sun: 'Su',
  moon: 'Mo',
  mars: 'Ma',
  mercury: 'Me',
  jupiter: 'Ju',
  venus: 'Ve',
  saturn: 'Sa',
  rahu: 'Ra',
  ketu: 'Ke',
};

/** The twelve signs from Mesha (Aries), 30 degrees each from 0 degrees sidereal. */
export const RASHIS = [
  { name: 'Mesha', english: 'Aries' },
  { name: 'Vrishabha', english: 'Taurus' },
  { name: 'Mithuna', english: 'Gemini' },
  { name: 'Karka', english: 'Cancer' },
  { name: 'Simha', english: 'Leo' },
  { name: 'Kanya', english: 'Virgo' },
  { name: 'Tula', english: 'Libra' },
  { name: 'Vrishchika', english: 'Scorpio' },
  { name: 'Dhanu', english: 'Sagittarius' },
  { name: 'Makara', english: 'Capricorn' },
  { name: 'Kumbha', english: 'Aquarius' },
  { name: 'Meena', english: 'Pisces' },
] as const;

/** The 27 nakshatras of 13 degrees 20 minutes each from 0 degrees sidereal, with their Vimshottari lords. */
export const NAKSHATRAS = [
  { name: 'Ashwini', lord: 'ketu' },
  { name: 'Bharani', lord: 'venus' },
  { name: 'Krittika', lord: 'sun' },
  { name: 'Rohini', lord: 'moon' },
  { name: 'Mrigashira', lord: 'mars' },
  { name: 'Ardra', lord: 'rahu' },
  { name: 'Punarvasu', lord: 'jupiter' },
  { name: 'Pushya', lord: 'saturn' },
  { name: 'Ashlesha', lord: 'mercury' },
  { name: 'Magha', lord: 'ketu' },
  { name: 'Purva Phalguni', lord: 'venus' },
  { name: 'Uttara Phalguni', lord: 'sun' },
  { name: 'Hasta', lord: 'moon' },
  { name: 'Chitra', lord: 'mars' },
  { name: 'Swati', lord: 'rahu' },
  { name: 'Vishakha', lord: 'jupiter' },
  { name: 'Anuradha', lord: 'saturn' },
  { name: 'Jyeshtha', lord: 'mercury' },
  { name: 'Mula', lord: 'ketu' },
  { name: 'Purva Ashadha', lord: 'venus' },
  { name: 'Uttara Ashadha', lord: 'sun' },
  { name: 'Shravana', lord: 'moon' },
  { name: 'Dhanishta', lord: 'mars' },
  { name: 'Shatabhisha', lord: 'rahu' },
  { name: 'Purva Bhadrapada', lord: 'jupiter' },
  { name: 'Uttara Bhadrapada', lord: 'saturn' },
  { name: 'Revati', lord: 'mercury' },
] as const satisfies readonly { name: string; lord: PlanetKey }[];

/** Vimshottari: the order of the lords and the years of each mahadasha (120 in all). */
export const VIMSHOTTARI_YEARS: readonly (readonly [PlanetKey, number])[] = [
  ['ketu', 7],
  ['venus', 20],
  ['sun', 6],
  ['moon', 10],
  ['mars', 7],
  ['rahu', 18],
  ['jupiter', 16],
  ['saturn', 19],
  ['mercury', 17],
];

// ---- Places ----

export const placeQuery = z.object({
  q: z
    .string({ error: KUNDLI_MESSAGES.queryTooShort })
    .trim()
    .min(PLACE_QUERY_MIN, { error: KUNDLI_MESSAGES.queryTooShort })
    .max(100),
});

export const place = z.object({
  /** Stable id of the gazetteer entry (e.g. its GeoNames id). */
  id: z.string(),
  name: z.string(),
  /** State or province; "" when the gazetteer has none. */
  region: z.string(),
  country: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** IANA time zone, e.g. Asia/Kolkata; its history gives the offset at the moment of birth. */
  time_zone: z.string(),
  /** "Pune, Maharashtra, India" */
  label: z.string(),
});
export type Place = z.infer<typeof place>;
export const placesResponse = z.object({ places: z.array(place) });

// ---- The chart ----

const dateField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: KUNDLI_MESSAGES.dateRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: KUNDLI_MESSAGES.dateInvalid }),
);
const timeField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: KUNDLI_MESSAGES.timeRequired })
    .trim()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/, { error: KUNDLI_MESSAGES.timeInvalid }),
);

/** What draws a chart: the server checks the calendar, the range and the place, and answers 400 with these messages. */
export const kundliRequest = z.object({
  date_of_birth: dateField,
  time_of_birth: timeField,
  place_id: z.preprocess(
    blankToUndefined,
    z.string({ error: KUNDLI_MESSAGES.placeRequired }).trim().min(1).max(40),
  ),
  name: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, { error: KUNDLI_MESSAGES.nameTooLong }).optional(),
  ),
});
export type KundliRequest = z.infer<typeof kundliRequest>;

export const chartPosition = z.object({
  /** Sidereal (Lahiri) ecliptic longitude, 0 to < 360 degrees. */
  longitude: z.number(),
  /** 1 (Mesha) to 12 (Meena). */
  rashi: z.number().int(),
  rashi_name: z.string(),
  /** Degrees within the rashi, 0 to < 30. */
  degree: z.number(),
  /** 1 (Ashwini) to 27 (Revati). */
  nakshatra: z.number().int(),
  nakshatra_name: z.string(),
  /** 1 to 4. */
  pada: z.number().int(),
});
export type ChartPosition = z.infer<typeof chartPosition>;

export const chartPlanet = chartPosition.extend({
  key: z.enum(PLANET_KEYS),
  name: z.string(),
  retrograde: z.boolean(),
  /** Whole-sign house counted from the Lagna's rashi, 1 to 12. */
  house: z.number().int(),
});
export type ChartPlanet = z.infer<typeof chartPlanet>;

export const dashaPeriod = z.object({
  lord: z.enum(PLANET_KEYS),
  /** ISO 8601 instants (UTC). */
  start: z.string(),
  end: z.string(),
});
export const mahadasha = dashaPeriod.extend({ antardashas: z.array(dashaPeriod) });
export type Mahadasha = z.infer<typeof mahadasha>;

export const kundli = z.object({
  name: z.string().nullable(),
  birth: z.object({
    date: z.string(),
    time: z.string(),
    place: place,
    /** The moment of birth in UTC (ISO 8601). */
    utc: z.string(),
    /** The place's offset from UTC at that moment, in minutes (330 for India since 1945). */
    utc_offset_minutes: z.number(),
  }),
  /** Lahiri ayanamsa at the moment of birth, degrees. */
  ayanamsa: z.number(),
  lagna: chartPosition,
  /** In PLANET_KEYS order. */
  planets: z.array(chartPlanet),
  moon_nakshatra: z.object({
    nakshatra: z.number().int(),
    nakshatra_name: z.string(),
    pada: z.number().int(),
    lord: z.enum(PLANET_KEYS),
  }),
  /** The nine Vimshottari mahadashas from the one running at birth (which began before it), with their antardashas. */
  dasha: z.array(mahadasha),
});
export type Kundli = z.infer<typeof kundli>;

/**
 * A signed-in user's saved chart (GET /api/kundli/mine): null when nothing is saved. When nothing is saved and the
 * profile holds a date, a time and a place picked from the list, `from_profile` is the chart they draw (not saved yet).
 */
export const savedKundliResponse = z.object({ kundli: kundli.nullable(), from_profile: kundli.nullable().optional() });
/** PUT /api/kundli/mine: the message and the chart that was saved. */
export const saveKundliResponse = z.object({ message: z.string(), kundli });

/**
 * A user's chart shown to an astrologer beside a request, a chat or a free question: from the saved kundli, else from
 * the profile's birth details when its place is found in the gazetteer; otherwise null with the reason.
 */
export const participantKundliResponse = z.object({
  kundli: kundli.nullable(),
  reason: z.string().nullable(),
});
export type ParticipantKundli = z.infer<typeof participantKundliResponse>;
