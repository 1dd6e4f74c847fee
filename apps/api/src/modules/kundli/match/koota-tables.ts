// The tables of the eight kootas of Ashtakoot guna milan, as data, with where each comes from.
//
// Tradition: the North Indian Ashtakoot of Muhurta Chintamani (Daivajna Rama, 1600), Vivaha Prakarana, with the
// point tables of the Indian almanacs (panchangs) that the common matching apps print. Where published tables
// disagree, the choice and the alternatives are in docs/decisions/kundli-matching.md. Indexes are 0-based: rashi 0 is
// Mesha, nakshatra 0 is Ashwini; the engine reports them 1-based like the chart.
import type {
  Gana,
  KootaKey,
  Nadi,
  RashiLord,
  Relation,
  Varna,
  VashyaGroup,
  Yoni,
} from '@app/contracts/kundli-match';

/** The most points each koota gives: 1 to 8, 36 in all (every text and almanac). */
export const KOOTA_MAX: Record<KootaKey, number> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};
export const GUNA_MILAN_MAX = 36;

/** Lords of the twelve rashis from Mesha (Brihat Parashara Hora Shastra, ch. 3; the same in every text). */
// prettier-ignore
export const RASHI_LORD: readonly RashiLord[] = [
  'mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter',
];

// ---- 1. Varna (1 point) ----
// By the element of the Moon's rashi: water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra (Muhurta
// Chintamani, Vivaha Prakarana; the almanacs and apps alike). B. V. Raman's Muhurtha gives another grouping (see the
// decision record). The point is earned when the groom's varna is the same as or higher than the bride's.
// prettier-ignore
export const VARNA_OF_RASHI: readonly Varna[] = [
  'kshatriya', 'vaishya', 'shudra', 'brahmin', 'kshatriya', 'vaishya',
  'shudra', 'brahmin', 'kshatriya', 'vaishya', 'shudra', 'brahmin',
];
export const VARNA_RANK: Record<Varna, number> = { brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 };

// ---- 2. Vashya (2 points) ----
// Groups by rashi, first and second half (0-15 and 15-30 degrees): Dhanu is human then quadruped, Makara quadruped
// then water-born (as ranjanadikshit.com's "Kundali Milan" lists the five groups). Scores: the symmetric group table
// that the reference package and most implementations use (boy's group down, girl's across); the printed variants
// (Maitreya's, Astroyogi's, Charak's) differ and are in the decision record.
export const VASHYA_OF_RASHI: readonly (readonly [VashyaGroup, VashyaGroup])[] = [
  ['chatushpada', 'chatushpada'], // Mesha
  ['chatushpada', 'chatushpada'], // Vrishabha
  ['manava', 'manava'], // Mithuna
  ['jalachara', 'jalachara'], // Karka
  ['vanachara', 'vanachara'], // Simha
  ['manava', 'manava'], // Kanya
  ['manava', 'manava'], // Tula
  ['keeta', 'keeta'], // Vrishchika
  ['manava', 'chatushpada'], // Dhanu
  ['chatushpada', 'jalachara'], // Makara
  ['manava', 'manava'], // Kumbha
  ['jalachara', 'jalachara'], // Meena
];
export const VASHYA_SCORE: Record<VashyaGroup, Record<VashyaGroup, number>> = {
  chatushpada: { chatushpada: 2, manava: 1, jalachara: 1, vanachara: 0.5, keeta: 1 },
  manava: { chatushpada: 1, manava: 2, jalachara: 0.5, vanachara: 0, keeta: 1 },
  jalachara: { chatushpada: 1, manava: 0.5, jalachara: 2, vanachara: 1, keeta: 1 },
  vanachara: { chatushpada: 0.5, manava: 0, jalachara: 1, vanachara: 2, keeta: 0 },
  keeta: { chatushpada: 1, manava: 1, jalachara: 1, vanachara: 0, keeta: 2 },
};

// ---- 3. Tara (3 points) ----
// Count the nakshatras from one person's to the other's, inclusive, and take the remainder by 9 (0 reads 9): the
// taras Janma, Sampat, Vipat, Kshema, Pratyari, Sadhana, Vadha, Mitra, Parama Mitra. Vipat (3), Pratyari (5) and Vadha
// (7) are unfavourable (Muhurta Chintamani, Vivaha Prakarana). Counted both ways: 3 points when both are favourable,
// 1.5 when one is, 0 when neither.
export const UNFAVOURABLE_TARAS: ReadonlySet<number> = new Set([3, 5, 7]);
export const TARA_SCORE = { both: 3, one: 1.5, neither: 0 } as const;

// ---- 4. Yoni (4 points) ----
// The yoni of each nakshatra from Ashwini (Muhurta Chintamani; the 28th, Abhijit, is Mongoose but is not used for the
// Moon's star). The bitter enemies (0 points) are the classical seven pairs: horse-buffalo, elephant-lion, sheep-monkey,
// serpent-mongoose, dog-deer, cat-rat, cow-tiger. The rest of the table is the almanacs' one, as Maitreya publishes it
// (saravali.de, "Yoni Koota"), made symmetric: that print has horse->deer 3 and lion->buffalo 2 against deer->horse 1
// and buffalo->lion 1, and we keep the 1s (the decision record says why).
// prettier-ignore
export const YONI_OF_NAKSHATRA: readonly Yoni[] = [
  'horse', 'elephant', 'sheep', 'serpent', 'serpent', 'dog', 'cat', 'sheep', 'cat',
  'rat', 'rat', 'cow', 'buffalo', 'tiger', 'buffalo', 'tiger', 'deer', 'deer',
  'dog', 'monkey', 'mongoose', 'monkey', 'lion', 'horse', 'lion', 'cow', 'elephant',
];
/** The rows and columns of YONI_SCORE. */
// prettier-ignore
export const YONI_ORDER: readonly Yoni[] = [
  'horse', 'elephant', 'sheep', 'serpent', 'dog', 'cat', 'rat',
  'cow', 'buffalo', 'tiger', 'deer', 'monkey', 'mongoose', 'lion',
];
// prettier-ignore
export const YONI_SCORE: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

// ---- 5. Graha Maitri (5 points) ----
// Natural friendship of the rashi lords (naisargika maitri, Brihat Parashara Hora Shastra ch. 3): what each graha
// holds the others to be. The koota scores the pair of views, the boy's lord's of the girl's and back.
// prettier-ignore
export const NATURAL_RELATION: Record<RashiLord, Record<RashiLord, Relation>> = {
  sun: { sun: 'friend', moon: 'friend', mars: 'friend', mercury: 'neutral', jupiter: 'friend', venus: 'enemy', saturn: 'enemy' },
  moon: { sun: 'friend', moon: 'friend', mars: 'neutral', mercury: 'friend', jupiter: 'neutral', venus: 'neutral', saturn: 'neutral' },
  mars: { sun: 'friend', moon: 'friend', mars: 'friend', mercury: 'enemy', jupiter: 'friend', venus: 'neutral', saturn: 'neutral' },
  mercury: { sun: 'friend', moon: 'enemy', mars: 'neutral', mercury: 'friend', jupiter: 'neutral', venus: 'friend', saturn: 'neutral' },
  jupiter: { sun: 'friend', moon: 'friend', mars: 'friend', mercury: 'enemy', jupiter: 'friend', venus: 'enemy', saturn: 'neutral' },
  venus: { sun: 'enemy', moon: 'enemy', mars: 'neutral', mercury: 'friend', jupiter: 'neutral', venus: 'friend', saturn: 'friend' },
  saturn: { sun: 'enemy', moon: 'enemy', mars: 'enemy', mercury: 'friend', jupiter: 'neutral', venus: 'friend', saturn: 'friend' },
};
/** Points for the two views in either order; the same lord counts as 5 (the almanacs' rule). */
export const MAITRI_SCORE: Record<`${Relation}-${Relation}`, number> = {
  'friend-friend': 5,
  'friend-neutral': 4,
  'neutral-friend': 4,
  'neutral-neutral': 3,
  'friend-enemy': 1,
  'enemy-friend': 1,
  'neutral-enemy': 0.5,
  'enemy-neutral': 0.5,
  'enemy-enemy': 0,
};
/**
 * The almanacs' Graha Maitri table (boy's Moon-sign lord down, girl's across, in RASHI_LORDS order: Sun, Moon, Mars,
 * Mercury, Jupiter, Venus, Saturn). It is what NATURAL_RELATION and MAITRI_SCORE give; a test holds the two together.
 */
// prettier-ignore
export const MAITRI_TABLE: readonly (readonly number[])[] = [
  [5, 5, 5, 4, 5, 0, 0],
  [5, 5, 4, 1, 4, 0.5, 0.5],
  [5, 4, 5, 0.5, 5, 3, 0.5],
  [4, 1, 0.5, 5, 0.5, 5, 4],
  [5, 4, 5, 0.5, 5, 0.5, 3],
  [0, 0.5, 3, 5, 0.5, 5, 5],
  [0, 0.5, 0.5, 4, 3, 5, 5],
];

// ---- 6. Gana (6 points) ----
// Gana of each nakshatra from Ashwini (Muhurta Chintamani). Scores, boy's gana down, girl's across (deva, manushya,
// rakshasa): the almanacs' table as Astroyogi prints it ("Gana Koota in Kundli Matching": bride's gana down, groom's
// across, and its text: "If the boy belongs to Deva Gana, and the girl belongs to Manuj Gana, then 5 points", "0 points
// when the boy belongs to the Rakshas Gana and the girl to either Deva or Manuj"), which is also PyJHora's
// gana_array[girl][boy] from Maitreya's table. A Deva groom with a Rakshasa bride keeps 1.
// prettier-ignore
export const GANA_OF_NAKSHATRA: readonly Gana[] = [
  'deva', 'manushya', 'rakshasa', 'manushya', 'deva', 'manushya', 'deva', 'deva', 'rakshasa',
  'rakshasa', 'manushya', 'manushya', 'deva', 'rakshasa', 'deva', 'rakshasa', 'deva', 'rakshasa',
  'rakshasa', 'manushya', 'manushya', 'deva', 'rakshasa', 'rakshasa', 'manushya', 'manushya', 'deva',
];
export const GANA_SCORE: Record<Gana, Record<Gana, number>> = {
  deva: { deva: 6, manushya: 5, rakshasa: 1 },
  manushya: { deva: 6, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 0, manushya: 0, rakshasa: 6 },
};

// ---- 7. Bhakoot (7 points) ----
// The girl's rashi counted from the boy's (1 to 12). 2/12 (dvirdvadasha), 5/9 (navapanchama) and 6/8 (shadashtaka)
// are the dosha positions and score 0; 1/1, 3/11, 4/10 and 7/7 score 7 (Muhurta Chintamani, Vivaha Prakarana).
export const BHAKOOT_DOSHA_POSITIONS: ReadonlySet<number> = new Set([2, 5, 6, 8, 9, 12]);
export const BHAKOOT_SCORE = { favourable: 7, dosha: 0 } as const;

// ---- 8. Nadi (8 points) ----
// Nadi of each nakshatra from Ashwini: Adi, Madhya, Antya, then back, in runs that zig-zag through the 27
// (Muhurta Chintamani). The same nadi for both is the Nadi dosha, 0 points; different nadis 8.
// prettier-ignore
export const NADI_OF_NAKSHATRA: readonly Nadi[] = [
  'adi', 'madhya', 'antya', 'antya', 'madhya', 'adi', 'adi', 'madhya', 'antya',
  'antya', 'madhya', 'adi', 'adi', 'madhya', 'antya', 'antya', 'madhya', 'adi',
  'adi', 'madhya', 'antya', 'antya', 'madhya', 'adi', 'adi', 'madhya', 'antya',
];
export const NADI_SCORE = { different: 8, same: 0 } as const;

// ---- Verdict bands ----
// Lower bounds of the bands, on the raw total out of 36: 18 is the minimum every almanac names; 25 and 33 are the
// bands the common apps print (decision record). A total of 24.5 is still "average".
export const VERDICT_FLOORS = { average: 18, good: 25, excellent: 33 } as const;
