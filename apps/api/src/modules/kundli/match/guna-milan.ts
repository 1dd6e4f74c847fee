// Ashtakoot guna milan: the eight kootas, the total out of 36, the Bhakoot and Nadi doshas with their exceptions
// (parihara) and the verdict band, from the boy's and the girl's sidereal Moon longitudes. Pure: no clock, no I/O.
import type {
  GunaMilan,
  KootaDosha,
  KootaKey,
  KootaScore,
  Reason,
  VerdictBand,
} from '@app/contracts/kundli-match';
import {
  GUNA_MILAN_MAX,
  KOOTA_MAX,
  BHAKOOT_DOSHA_POSITIONS,
  BHAKOOT_SCORE,
  GANA_OF_NAKSHATRA,
  GANA_SCORE,
  MAITRI_SCORE,
  NADI_OF_NAKSHATRA,
  NADI_SCORE,
  NATURAL_RELATION,
  RASHI_LORD,
  TARA_SCORE,
  UNFAVOURABLE_TARAS,
  VARNA_OF_RASHI,
  VARNA_RANK,
  VASHYA_OF_RASHI,
  VASHYA_SCORE,
  VERDICT_FLOORS,
  YONI_OF_NAKSHATRA,
  YONI_ORDER,
  YONI_SCORE,
} from './koota-tables.ts';

/** Where a Moon stands, 0-based: rashi 0-11, nakshatra 0-26, pada 0-3, and whether it is past 15 degrees of its rashi. */
export interface MoonPlace {
  rashi: number;
  nakshatra: number;
  pada: number;
  secondHalf: boolean;
}

/**
 * The Moon's rashi, nakshatra and pada from its sidereal longitude. The pada is counted in 108ths of the circle
 * (lon * 108 / 360 is exact on every rashi boundary), so a Moon at exactly 30 degrees is in Krittika's second pada, in
 * Vrishabha, never in a pada of Mesha.
 */
export function moonPlace(longitude: number): MoonPlace {
  const lon = ((longitude % 360) + 360) % 360;
  const rashi = Math.min(Math.floor(lon / 30), 11);
  const padas = Math.min(Math.floor((lon * 108) / 360), 107);
  return { rashi, nakshatra: Math.floor(padas / 4), pada: padas % 4, secondHalf: lon - rashi * 30 >= 15 };
}

const at = <T>(list: readonly T[], index: number): T => {
  const value = list[index];
  if (value === undefined) throw new RangeError(`no entry ${index}`);
  return value;
};
const koota = (key: KootaKey, score: number, code: Reason['code'], values: Reason['values']): KootaScore => ({
  key,
  score,
  max: KOOTA_MAX[key],
  reason: { code, values },
});
/** Counted from `from` to `to` inclusive (the same one is 1). */
const countFrom = (from: number, to: number, size: number) => ((to - from + size) % size) + 1;

function varna(boy: MoonPlace, girl: MoonPlace): KootaScore {
  const [b, g] = [at(VARNA_OF_RASHI, boy.rashi), at(VARNA_OF_RASHI, girl.rashi)];
  const ok = VARNA_RANK[b] >= VARNA_RANK[g];
  return koota('varna', ok ? 1 : 0, ok ? 'varna_groom_equal_or_higher' : 'varna_bride_higher', {
    boy_varna: b,
    girl_varna: g,
  });
}

function vashya(boy: MoonPlace, girl: MoonPlace): KootaScore {
  const b = at(VASHYA_OF_RASHI, boy.rashi)[boy.secondHalf ? 1 : 0];
  const g = at(VASHYA_OF_RASHI, girl.rashi)[girl.secondHalf ? 1 : 0];
  return koota('vashya', VASHYA_SCORE[b][g], b === g ? 'vashya_same_group' : 'vashya_groups', {
    boy_vashya: b,
    girl_vashya: g,
  });
}

/** The tara (1-9) of the star `to` counted from the star `from`. */
export const taraOf = (from: number, to: number) => ((countFrom(from, to, 27) - 1) % 9) + 1;

function tara(boy: MoonPlace, girl: MoonPlace): KootaScore {
  const fromBoy = taraOf(boy.nakshatra, girl.nakshatra);
  const fromGirl = taraOf(girl.nakshatra, boy.nakshatra);
  const good = [fromBoy, fromGirl].filter((t) => !UNFAVOURABLE_TARAS.has(t)).length;
  const [score, code]: [number, Reason['code']] =
    good === 2
      ? [TARA_SCORE.both, 'tara_both_favourable']
      : good === 1
        ? [TARA_SCORE.one, 'tara_one_favourable']
        : [TARA_SCORE.neither, 'tara_neither_favourable'];
  return koota('tara', score, code, { tara_from_boy: fromBoy, tara_from_girl: fromGirl });
}

const YONI_CODES = ['yoni_bitter_enemy', 'yoni_enemy', 'yoni_neutral', 'yoni_friendly', 'yoni_same'] as const;

function yoni(boy: MoonPlace, girl: MoonPlace): KootaScore {
  const [b, g] = [at(YONI_OF_NAKSHATRA, boy.nakshatra), at(YONI_OF_NAKSHATRA, girl.nakshatra)];
  const score = at(at(YONI_SCORE, YONI_ORDER.indexOf(b)), YONI_ORDER.indexOf(g));
  return koota('yoni', score, b === g ? 'yoni_same' : at(YONI_CODES, score), { boy_yoni: b, girl_yoni: g });
}

function grahaMaitri(boy: MoonPlace, girl: MoonPlace): KootaScore {
  const [b, g] = [at(RASHI_LORD, boy.rashi), at(RASHI_LORD, girl.rashi)];
  if (b === g) return koota('graha_maitri', 5, 'maitri_same_lord', { lord: b });
  const [toGirl, toBoy] = [NATURAL_RELATION[b][g], NATURAL_RELATION[g][b]];
  return koota('graha_maitri', MAITRI_SCORE[`${toGirl}-${toBoy}`], 'maitri_relations', {
    boy_lord: b,
    girl_lord: g,
    boy_lord_holds_girl_lord: toGirl,
    girl_lord_holds_boy_lord: toBoy,
  });
}

function gana(boy: MoonPlace, girl: MoonPlace): KootaScore {
  const [b, g] = [at(GANA_OF_NAKSHATRA, boy.nakshatra), at(GANA_OF_NAKSHATRA, girl.nakshatra)];
  return koota('gana', GANA_SCORE[b][g], b === g ? 'gana_same' : 'gana_pair', { boy_gana: b, girl_gana: g });
}

function bhakoot(boy: MoonPlace, girl: MoonPlace): KootaScore {
  const girlFromBoy = countFrom(boy.rashi, girl.rashi, 12);
  const boyFromGirl = countFrom(girl.rashi, boy.rashi, 12);
  const axis = `${Math.min(girlFromBoy, boyFromGirl)}-${Math.max(girlFromBoy, boyFromGirl)}`;
  const dosha = BHAKOOT_DOSHA_POSITIONS.has(girlFromBoy);
  return koota(
    'bhakoot',
    dosha ? BHAKOOT_SCORE.dosha : BHAKOOT_SCORE.favourable,
    dosha ? 'bhakoot_dosha' : 'bhakoot_favourable',
    { girl_from_boy: girlFromBoy, boy_from_girl: boyFromGirl, axis },
  );
}

function nadi(boy: MoonPlace, girl: MoonPlace): KootaScore {
  const [b, g] = [at(NADI_OF_NAKSHATRA, boy.nakshatra), at(NADI_OF_NAKSHATRA, girl.nakshatra)];
  return b === g
    ? koota('nadi', NADI_SCORE.same, 'nadi_same', { nadi: b })
    : koota('nadi', NADI_SCORE.different, 'nadi_different', { boy_nadi: b, girl_nadi: g });
}

/**
 * Bhakoot parihara, as the almanac tables apply it: the dosha does not stand when the two Moon signs have the same
 * lord (Mesha-Vrishchika, Vrishabha-Tula, Makara-Kumbha) or lords that are natural friends of each other.
 */
function bhakootDosha(boy: MoonPlace, girl: MoonPlace, score: KootaScore): KootaDosha {
  if (score.score > 0) return { present: false, cancelled: false, reasons: [] };
  const [b, g] = [at(RASHI_LORD, boy.rashi), at(RASHI_LORD, girl.rashi)];
  const reasons: Reason[] = [];
  if (b === g) reasons.push({ code: 'bhakoot_same_lord', values: { lord: b } });
  else if (NATURAL_RELATION[b][g] === 'friend' && NATURAL_RELATION[g][b] === 'friend') {
    reasons.push({ code: 'bhakoot_friendly_lords', values: { boy_lord: b, girl_lord: g } });
  }
  return { present: true, cancelled: reasons.length > 0, reasons };
}

/**
 * Nadi parihara, the Vivaha Prakarana's verse "rashyaikye ched bhinnam riksham...": no Nadi dosha when the Moons
 * share a rashi in different nakshatras, or a nakshatra in different rashis, and it is auspicious when they share a
 * nakshatra in different padas. Every exception that applies is reported.
 */
function nadiDosha(boy: MoonPlace, girl: MoonPlace, score: KootaScore): KootaDosha {
  if (score.score > 0) return { present: false, cancelled: false, reasons: [] };
  const reasons: Reason[] = [];
  const sameStar = boy.nakshatra === girl.nakshatra;
  if (boy.rashi === girl.rashi && !sameStar) {
    reasons.push({ code: 'nadi_same_rashi_different_nakshatra', values: { rashi: boy.rashi + 1 } });
  }
  if (sameStar && boy.rashi !== girl.rashi) {
    reasons.push({ code: 'nadi_same_nakshatra_different_rashi', values: { nakshatra: boy.nakshatra + 1 } });
  }
  if (sameStar && boy.pada !== girl.pada) {
    reasons.push({ code: 'nadi_same_nakshatra_different_pada', values: { nakshatra: boy.nakshatra + 1 } });
  }
  return { present: true, cancelled: reasons.length > 0, reasons };
}

/** The band of a raw total out of 36. */
export function verdictBand(total: number): VerdictBand {
  if (total >= VERDICT_FLOORS.excellent) return 'excellent';
  if (total >= VERDICT_FLOORS.good) return 'good';
  if (total >= VERDICT_FLOORS.average) return 'average';
  return 'not_recommended';
}

/** Guna milan of a boy (groom) and a girl (bride) from their sidereal Moon longitudes in degrees. */
export function gunaMilan(boyMoonLongitude: number, girlMoonLongitude: number): GunaMilan {
  const boy = moonPlace(boyMoonLongitude);
  const girl = moonPlace(girlMoonLongitude);
  const kootas = [varna, vashya, tara, yoni, grahaMaitri, gana, bhakoot, nadi].map((f) => f(boy, girl));
  const [bhakootScore, nadiScore] = [at(kootas, 6), at(kootas, 7)];
  const doshas = { bhakoot: bhakootDosha(boy, girl, bhakootScore), nadi: nadiDosha(boy, girl, nadiScore) };
  const total = kootas.reduce((sum, k) => sum + k.score, 0);
  const restored =
    (doshas.bhakoot.cancelled ? KOOTA_MAX.bhakoot : 0) + (doshas.nadi.cancelled ? KOOTA_MAX.nadi : 0);
  return {
    kootas,
    total,
    total_with_parihara: total + restored,
    max: GUNA_MILAN_MAX,
    doshas,
    band: verdictBand(total),
  };
}
