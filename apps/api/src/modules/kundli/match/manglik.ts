// Manglik (Mangal, Kuja) dosha of one chart and of a pair: Mars' whole-sign house from the Lagna, the Moon and Venus,
// the sign-and-house exceptions, the cancellations of the whole chart, and the pair's conclusion. Pure.
import type {
  ManglikDosha,
  ManglikPairConclusion,
  ManglikReference,
  ManglikSeverity,
  Reason,
} from '@app/contracts/kundli-match';

/**
 * The dosha houses: "lagne vyaye cha patale jamitre chashtame kuje" (1, 12, 4, 7, 8) and the southern reading
 * "dhane vyaye..." that puts the 2nd in place of the 1st; the common apps count the union, and so do we.
 */
export const MANGLIK_HOUSES: ReadonlySet<number> = new Set([1, 2, 4, 7, 8, 12]);

/**
 * Sign-and-house exceptions, by house: Mars in these rashis (0 = Mesha) in that house from a reference does not make
 * the dosha from it. The verse "aje lagne vyaye chape patale vrishchike kuje, dyune mine ghate chashte bhaumadosho na
 * vidyate": Mesha in the 1st, Dhanu in the 12th, Vrishchika in the 4th, Meena in the 7th, Kumbha in the 8th (as
 * astromuhurat.com's "Mangal Dosh/Kujdosh" gives it); and the almanacs' list: Simha or Kumbha in the 1st, Mithuna or
 * Kanya in the 2nd, Karka in the 7th, Dhanu or Meena in the 8th, Vrishabha or Tula in the 12th (umastro.com's "Manglik
 * Dosha Cancellation", astrologika.in). Mars in Mesha, Vrishchika or Makara is cancelled whatever the house (below).
 */
export const MANGLIK_SIGN_HOUSE_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  1: [0, 4, 10],
  2: [2, 5],
  4: [7],
  7: [3, 11],
  8: [8, 10, 11],
  12: [1, 6, 8],
};

/**
 * Mars' own signs (Mesha, Vrishchika) and exaltation (Makara) cancel the dosha; so do Jupiter with Mars or aspecting
 * it, and the Moon with Mars (astromuhurat.com's cancellations 2, 3 and 5; the same in the almanacs' lists).
 */
const MARS_OWN = new Set([0, 7]);
const MARS_EXALTED = 9;
/** Jupiter's full aspects fall on the 5th, 7th and 9th signs from it (whole signs, counted inclusive). */
const JUPITER_ASPECTS = new Set([5, 7, 9]);
const SEVERITY: readonly ManglikSeverity[] = ['none', 'low', 'medium', 'high'];

/** Sidereal longitudes, in degrees, of what the dosha is read from. */
export interface ManglikChart {
  lagna: number;
  mars: number;
  moon: number;
  venus: number;
  jupiter: number;
}

const rashiOf = (longitude: number) => Math.min(Math.floor((((longitude % 360) + 360) % 360) / 30), 11);
/** Whole-sign house of `rashi` counted from `from` (the same rashi is the 1st). */
const houseFrom = (from: number, rashi: number) => ((rashi - from + 12) % 12) + 1;

/** The Manglik dosha of one chart. */
export function manglikDosha(chart: ManglikChart): ManglikDosha {
  const mars = rashiOf(chart.mars);
  const references: Record<ManglikReference, number> = {
    lagna: rashiOf(chart.lagna),
    moon: rashiOf(chart.moon),
    venus: rashiOf(chart.venus),
  };
  const from = (Object.keys(references) as ManglikReference[]).map((reference) => {
    const house = houseFrom(references[reference], mars);
    const inDoshaHouse = MANGLIK_HOUSES.has(house);
    const excepted = inDoshaHouse && (MANGLIK_SIGN_HOUSE_EXCEPTIONS[house] ?? []).includes(mars);
    const exception: Reason | null = excepted
      ? { code: 'manglik_sign_house_exception', values: { house, mars_rashi: mars + 1 } }
      : null;
    return { reference, house, in_dosha_house: inDoshaHouse, exception };
  });
  const counted = from.filter((f) => f.in_dosha_house && !f.exception).length;
  const severity = SEVERITY[counted] ?? 'high';

  const cancellations: Reason[] = [];
  if (MARS_OWN.has(mars))
    cancellations.push({ code: 'manglik_mars_own_sign', values: { mars_rashi: mars + 1 } });
  if (mars === MARS_EXALTED) {
    cancellations.push({ code: 'manglik_mars_exalted', values: { mars_rashi: mars + 1 } });
  }
  const jupiter = rashiOf(chart.jupiter);
  if (jupiter === mars)
    cancellations.push({ code: 'manglik_jupiter_with_mars', values: { rashi: mars + 1 } });
  if (JUPITER_ASPECTS.has(houseFrom(jupiter, mars))) {
    cancellations.push({
      code: 'manglik_jupiter_aspects_mars',
      values: { aspect: houseFrom(jupiter, mars) },
    });
  }
  if (references.moon === mars)
    cancellations.push({ code: 'manglik_moon_with_mars', values: { rashi: mars + 1 } });

  return {
    from,
    severity,
    cancellations: from.some((f) => f.in_dosha_house) ? cancellations : [],
    manglik: severity !== 'none' && cancellations.length === 0,
  };
}

/**
 * The pair: two Manglik charts balance each other (the "samya" of the dosha, the rule every almanac gives); one alone is
 * a mismatch.
 */
export function manglikPair(boy: ManglikDosha, girl: ManglikDosha): ManglikPairConclusion {
  if (boy.manglik && girl.manglik) return 'both';
  if (boy.manglik) return 'boy_only';
  if (girl.manglik) return 'girl_only';
  return 'neither';
}
