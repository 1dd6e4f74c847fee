// Kundli matching (Ashtakoot guna milan and Manglik dosha): the names the engine reports in and the shape of its answer.
// Every reason is a code with values, never a sentence: the words come from the language catalogues
// (docs/decisions/kundli-matching.md).
import { z } from 'zod';
import { chartPosition, kundliRequest } from './kundli.ts';

/** The eight kootas in their classical order (their points, 1 to 8, come with each score). */
export const KOOTA_KEYS = [
  'varna',
  'vashya',
  'tara',
  'yoni',
  'graha_maitri',
  'gana',
  'bhakoot',
  'nadi',
] as const;
export type KootaKey = (typeof KOOTA_KEYS)[number];

/** Highest first: a groom's varna equal to or above the bride's earns the point. */
export const VARNAS = ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const;
export type Varna = (typeof VARNAS)[number];
export const VASHYA_GROUPS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type VashyaGroup = (typeof VASHYA_GROUPS)[number];
/** The fourteen yoni animals, in the order of the yoni table. */
export const YONIS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type Yoni = (typeof YONIS)[number];
export const GANAS = ['deva', 'manushya', 'rakshasa'] as const;
export type Gana = (typeof GANAS)[number];
export const NADIS = ['adi', 'madhya', 'antya'] as const;
export type Nadi = (typeof NADIS)[number];
/** The seven grahas that rule rashis (the Moon-sign lords compared in Graha Maitri). */
export const RASHI_LORDS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type RashiLord = (typeof RASHI_LORDS)[number];
export const RELATIONS = ['friend', 'neutral', 'enemy'] as const;
export type Relation = (typeof RELATIONS)[number];

/** Every reason the engine gives: the keys the language catalogues word (with the values beside each code). */
export const MATCH_REASON_CODES = [
  'varna_groom_equal_or_higher',
  'varna_bride_higher',
  'vashya_same_group',
  'vashya_groups',
  'tara_both_favourable',
  'tara_one_favourable',
  'tara_neither_favourable',
  'yoni_same',
  'yoni_friendly',
  'yoni_neutral',
  'yoni_enemy',
  'yoni_bitter_enemy',
  'maitri_same_lord',
  'maitri_relations',
  'gana_same',
  'gana_pair',
  'bhakoot_favourable',
  'bhakoot_dosha',
  'bhakoot_same_lord',
  'bhakoot_friendly_lords',
  'nadi_different',
  'nadi_same',
  'nadi_same_rashi_different_nakshatra',
  'nadi_same_nakshatra_different_rashi',
  'nadi_same_nakshatra_different_pada',
  'manglik_sign_house_exception',
  'manglik_mars_own_sign',
  'manglik_mars_exalted',
  'manglik_jupiter_with_mars',
  'manglik_jupiter_aspects_mars',
  'manglik_moon_with_mars',
] as const;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];

/** Why a koota scored what it did: a code for the catalogue and the values its words need. */
export const reason = z.object({
  code: z.enum(MATCH_REASON_CODES),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Reason = z.infer<typeof reason>;

export const kootaScore = z.object({
  key: z.enum(KOOTA_KEYS),
  /** Points earned, in halves at most (Vashya, Tara and Graha Maitri have half points). */
  score: z.number(),
  max: z.number(),
  reason,
});
export type KootaScore = z.infer<typeof kootaScore>;

/** A dosha of the kootas (Bhakoot or Nadi at 0 points) and its parihara: present is the raw finding. */
export const kootaDosha = z.object({
  present: z.boolean(),
  /** True when present and at least one exception of the tradition applies; the reasons say which. */
  cancelled: z.boolean(),
  reasons: z.array(reason),
});
export type KootaDosha = z.infer<typeof kootaDosha>;

export const VERDICT_BANDS = ['not_recommended', 'average', 'good', 'excellent'] as const;
export type VerdictBand = (typeof VERDICT_BANDS)[number];

export const gunaMilan = z.object({
  /** In KOOTA_KEYS order. */
  kootas: z.array(kootaScore),
  /** The raw sum of the eight kootas, out of 36: the number the verdict band is taken from. */
  total: z.number(),
  /** The total with a cancelled Bhakoot or Nadi dosha counted at its full points, as some almanacs print it. */
  total_with_parihara: z.number(),
  max: z.number(),
  doshas: z.object({ bhakoot: kootaDosha, nadi: kootaDosha }),
  band: z.enum(VERDICT_BANDS),
});
export type GunaMilan = z.infer<typeof gunaMilan>;

export const MANGLIK_REFERENCES = ['lagna', 'moon', 'venus'] as const;
export type ManglikReference = (typeof MANGLIK_REFERENCES)[number];
export const MANGLIK_SEVERITIES = ['none', 'low', 'medium', 'high'] as const;
export type ManglikSeverity = (typeof MANGLIK_SEVERITIES)[number];

export const manglikFrom = z.object({
  reference: z.enum(MANGLIK_REFERENCES),
  /** Whole-sign house of Mars counted from the reference's rashi, 1 to 12. */
  house: z.number().int(),
  /** Mars is in one of the dosha houses (1, 2, 4, 7, 8, 12) from this reference. */
  in_dosha_house: z.boolean(),
  /** The sign-and-house exception that removes the dosha from this reference, if any. */
  exception: reason.nullable(),
});

export const manglikDosha = z.object({
  from: z.array(manglikFrom),
  /** How many references show the dosha after their sign-and-house exceptions: none, low (1), medium (2), high (3). */
  severity: z.enum(MANGLIK_SEVERITIES),
  /**
   * Exceptions that cancel the dosha of the whole chart (Mars in its own sign, exalted, with or aspected by Jupiter...),
   * listed whenever Mars is in a dosha house from any reference.
   */
  cancellations: z.array(reason),
  /** The person is Manglik: a severity above none and no cancellation. */
  manglik: z.boolean(),
});
export type ManglikDosha = z.infer<typeof manglikDosha>;

export const MANGLIK_PAIR_CONCLUSIONS = ['neither', 'both', 'boy_only', 'girl_only'] as const;
export type ManglikPairConclusion = (typeof MANGLIK_PAIR_CONCLUSIONS)[number];

export const CAUTIONS = ['nadi_dosha', 'bhakoot_dosha', 'manglik_mismatch'] as const;
export type Caution = (typeof CAUTIONS)[number];

const matchPerson = z.object({
  moon: chartPosition,
  manglik: manglikDosha,
});

/** Two charts matched: the boy (groom) and the girl (bride), since Varna and Gana are read one way. */
export const kundliMatch = z.object({
  boy: matchPerson,
  girl: matchPerson,
  guna_milan: gunaMilan,
  /** both: one Manglik chart balances the other; boy_only or girl_only: a Manglik mismatch. */
  manglik: z.enum(MANGLIK_PAIR_CONCLUSIONS),
  verdict: z.object({
    band: z.enum(VERDICT_BANDS),
    /** Doshas left standing after the exceptions, for the astrologer to weigh beside the band. */
    cautions: z.array(z.enum(CAUTIONS)),
  }),
});
export type KundliMatch = z.infer<typeof kundliMatch>;


// ---- The API: POST /api/kundli/match ----

export const MATCH_MESSAGES = {
  kundliNotFound: 'That saved kundli was not found. Please enter the birth details instead.',
  kundliIdInvalid: 'kundli_id must be a positive whole number',
} as const;

/** A signed-in user's saved kundli, by its id (one saved kundli per account: the owner's account id). */
export const savedKundliRef = z
  .object({ kundli_id: z.number({ error: MATCH_MESSAGES.kundliIdInvalid }).int({ error: MATCH_MESSAGES.kundliIdInvalid }).positive({ error: MATCH_MESSAGES.kundliIdInvalid }) })
  .strict();
export type SavedKundliRef = z.infer<typeof savedKundliRef>;

const isSavedRef = (value: unknown) => typeof value === 'object' && value !== null && 'kundli_id' in value;

/**
 * One person of the match: birth details as the kundli form sends them, or a saved kundli. The shape is chosen by
 * the presence of kundli_id, so birth details that break the schema get the kundli form's field messages rather
 * than a union's "Invalid input".
 */
export const matchSide = z.unknown().transform((value, ctx): KundliRequestOrRef => {
  const parsed = isSavedRef(value) ? savedKundliRef.safeParse(value) : kundliRequest.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
  return z.NEVER;
});
type KundliRequestOrRef = z.infer<typeof kundliRequest> | SavedKundliRef;

/** The boy (groom) and the girl (bride): the order matters for Varna, Gana and the Bhakoot count. */
export const kundliMatchRequest = z.object({ boy: matchSide, girl: matchSide });
export type KundliMatchRequest = z.infer<typeof kundliMatchRequest>;
export type MatchSide = KundliMatchRequest['boy'];

export const MATCH_SIDES = ['boy', 'girl'] as const;
export type MatchSideKey = (typeof MATCH_SIDES)[number];

const matchedPerson = matchPerson.extend({
  name: z.string().nullable(),
  birth: z.object({ date: z.string(), time: z.string(), place_label: z.string() }),
});
export type MatchedPerson = z.infer<typeof matchedPerson>;

/** The match with who was matched: each person's name and birth beside their Moon and Manglik dosha. */
export const kundliMatchResponse = kundliMatch.extend({ boy: matchedPerson, girl: matchedPerson });
export type KundliMatchResponse = z.infer<typeof kundliMatchResponse>;
