// The daily panchang: its request, its answer, and the stable keys of its names (the words come from the catalogues).
import { z } from 'zod';
import { blankToUndefined } from './common.ts';
import { KUNDLI_MESSAGES } from './kundli.ts';

/** The dates a panchang can be made for (civil dates at the place). */
export const PANCHANG_MIN_DATE = '1900-01-01';
export const PANCHANG_MAX_DATE = '2100-12-31';
/** The place a panchang is made for when none is chosen: New Delhi (its GeoNames id). */
export const PANCHANG_DEFAULT_PLACE_ID = '1261481';

export const PANCHANG_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: KUNDLI_MESSAGES.dateInvalid,
  dateRange: `A panchang can be made for dates from ${PANCHANG_MIN_DATE} to ${PANCHANG_MAX_DATE}`,
  noSunrise:
    'The Sun does not rise and set on that date at that place, so there is no panchang for it. Please choose a place nearer the equator.',
  placeNotFound: 'That place was not found. Please choose a place from the list.',
} as const;

/** Tithis 1 to 30: 1-15 in the bright half (shukla paksha), 16-30 in the dark half (krishna paksha). */
export const TITHI_KEYS = [
  'pratipada',
  'dwitiya',
  'tritiya',
  'chaturthi',
  'panchami',
  'shashthi',
  'saptami',
  'ashtami',
  'navami',
  'dashami',
  'ekadashi',
  'dwadashi',
  'trayodashi',
  'chaturdashi',
  'purnima',
  'pratipada',
  'dwitiya',
  'tritiya',
  'chaturthi',
  'panchami',
  'shashthi',
  'saptami',
  'ashtami',
  'navami',
  'dashami',
  'ekadashi',
  'dwadashi',
  'trayodashi',
  'chaturdashi',
  'amavasya',
] as const;
export type TithiKey = (typeof TITHI_KEYS)[number];
export const PAKSHA_KEYS = ['shukla', 'krishna'] as const;

/** Nakshatras 1 to 27, 13 degrees 20 minutes each from 0 degrees sidereal (the same order as the kundli's). */
export const NAKSHATRA_KEYS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva_phalguni',
  'uttara_phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva_ashadha',
  'uttara_ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva_bhadrapada',
  'uttara_bhadrapada',
  'revati',
] as const;

/** Yogas 1 to 27: the sum of the Sun's and the Moon's sidereal longitudes in spans of 13 degrees 20 minutes. */
export const YOGA_KEYS = [
  'vishkambha',
  'priti',
  'ayushman',
  'saubhagya',
  'shobhana',
  'atiganda',
  'sukarma',
  'dhriti',
  'shula',
  'ganda',
  'vriddhi',
  'dhruva',
  'vyaghata',
  'harshana',
  'vajra',
  'siddhi',
  'vyatipata',
  'variyana',
  'parigha',
  'shiva',
  'siddha',
  'sadhya',
  'shubha',
  'shukla',
  'brahma',
  'indra',
  'vaidhriti',
] as const;

/**
 * The eleven karanas. The 60 half-tithis of a lunar month are numbered 1 to 60: 1 is kimstughna, 2 to 57 run through
 * the seven movable karanas (bava to vishti) eight times, and 58, 59 and 60 are shakuni, chatushpada and naga.
 */
export const KARANA_KEYS = [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'garaja',
  'vanija',
  'vishti',
  'shakuni',
  'chatushpada',
  'naga',
  'kimstughna',
] as const;

/** Rashis 1 (mesha) to 12 (meena), 30 degrees each from 0 degrees sidereal. */
export const RASHI_KEYS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrishchika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;

/** Lunar months 1 (chaitra) to 12 (phalguna). */
export const MASA_KEYS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashwin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const;

/** Weekdays 1 (ravivara, Sunday) to 7 (shanivara, Saturday). */
export const VARA_KEYS = [
  'ravivara',
  'somavara',
  'mangalavara',
  'budhavara',
  'guruvara',
  'shukravara',
  'shanivara',
] as const;

// ---- The request ----

/**
 * GET /api/panchang?date=YYYY-MM-DD&place_id=...: the place defaults to PANCHANG_DEFAULT_PLACE_ID, the date to today at
 * the place.
 */
export const panchangQuery = z.object({
  date: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PANCHANG_MESSAGES.dateRequired })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PANCHANG_MESSAGES.dateInvalid })
      .optional(),
  ),
  place_id: z.preprocess(blankToUndefined, z.string().trim().min(1).max(40).optional()),
});
export type PanchangQuery = z.infer<typeof panchangQuery>;

// ---- The answer ----

/** An instant as ISO 8601 UTC with milliseconds ("2024-01-15T01:44:12.345Z"); the web shows it in the place's zone. */
const instant = z.string();
const span = z.object({ start: instant, end: instant });

/** One tithi, nakshatra, yoga, karana or Moon sign of the day: the one in force at sunrise comes first. */
const run = <K extends readonly [string, ...string[]]>(keys: K, count: number) =>
  z.object({
    number: z.number().int().min(1).max(count),
    name: z.enum(keys),
    /** When it ends; the last of a day's list ends after the next sunrise. */
    end: instant,
  });

const lunarMonth = z.object({
  number: z.number().int().min(1).max(12),
  name: z.enum(MASA_KEYS),
  /** A leap month: no sankranti (the Sun's entry into a sign) falls within it. */
  adhika: z.boolean(),
});

export const panchang = z.object({
  /** The civil date at the place, YYYY-MM-DD. */
  date: z.string(),
  place: z.object({ latitude: z.number(), longitude: z.number(), zone: z.string() }),
  /** The Sun's centre on the horizon (with refraction): the Hindu day runs from sunrise to the next sunrise. */
  sunrise: instant,
  sunset: instant,
  next_sunrise: instant,
  vara: z.object({ number: z.number().int().min(1).max(7), name: z.enum(VARA_KEYS) }),
  /** The tithi at sunrise and every one that begins before the next sunrise (three when one is kshaya). */
  tithi: z.array(run(TITHI_KEYS, 30).extend({ paksha: z.enum(PAKSHA_KEYS) })),
  nakshatra: z.array(run(NAKSHATRA_KEYS, 27)),
  yoga: z.array(run(YOGA_KEYS, 27)),
  /** `number` is the half-tithi, 1 to 60. */
  karana: z.array(run(KARANA_KEYS, 60)),
  /** The Moon's sidereal sign at sunrise and every one it enters before the next sunrise. */
  moon_rashi: z.array(run(RASHI_KEYS, 12)),
  /** The Sun's sidereal sign at sunrise. */
  sun_rashi: z.object({ number: z.number().int().min(1).max(12), name: z.enum(RASHI_KEYS) }),
  /** The Sun's entry into a sign between this sunrise and the next, if any (Makar Sankranti is its entry into makara). */
  sankranti: z
    .object({ number: z.number().int().min(1).max(12), name: z.enum(RASHI_KEYS), at: instant })
    .nullable(),
  rahu_kaal: span,
  yamaganda: span,
  gulika_kaal: span,
  /** The 8th of the daytime's 15 muhurtas; null on Wednesdays, when it is not observed. */
  abhijit: span.nullable(),
  masa: z.object({
    /** The month from new moon to new moon, named for the Sun's sign at the new moon that begins it. */
    amanta: lunarMonth,
    /** The month from full moon to full moon: its dark half takes the next month's name (except in an adhika month). */
    purnimanta: lunarMonth,
  }),
  samvat: z.object({
    /** Shaka year, from chaitra shukla pratipada. */
    shaka: z.number().int(),
    /** Vikram samvat, chaitra-based (Shaka + 135). */
    vikram: z.number().int(),
  }),
});
export type Panchang = z.infer<typeof panchang>;

/** GET /api/panchang's answer: the day's panchang, its place named (the gazetteer's id, name and label). */
export const panchangResponse = panchang.extend({
  place: panchang.shape.place.extend({
    id: z.string(),
    name: z.string(),
    label: z.string(),
    /** The name as Hindi writes it, for the places most often chosen in India; null for the rest. */
    name_hi: z.string().nullable(),
  }),
});
export type PanchangResponse = z.infer<typeof panchangResponse>;
