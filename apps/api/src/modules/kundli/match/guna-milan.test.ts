// Guna milan: each koota at its table's edges, the Bhakoot and Nadi exceptions, the verdict bands, worked examples,
// and properties over all pairs of Moons (totals, half points, which kootas care who is the boy).
import type { GunaMilan, KootaKey } from '@app/contracts/kundli-match';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gunaMilan, moonPlace, taraOf, verdictBand } from './guna-milan.ts';

const NAK = 360 / 27;
const PADA = NAK / 4;
/** A longitude inside nakshatra n (1-27), pada p (1-4). */
const star = (n: number, p = 1) => (n - 1) * NAK + (p - 1) * PADA + PADA / 2;
const score = (milan: GunaMilan, key: KootaKey) => milan.kootas.find((k) => k.key === key)?.score;
const reasonOf = (milan: GunaMilan, key: KootaKey) => milan.kootas.find((k) => k.key === key)?.reason;
const codes = (milan: GunaMilan, dosha: 'bhakoot' | 'nadi') => milan.doshas[dosha].reasons.map((r) => r.code);

describe('moonPlace', () => {
  it('cuts rashi, nakshatra and pada like the chart, with the 0/360 wrap', () => {
    expect(moonPlace(0)).toEqual({ rashi: 0, nakshatra: 0, pada: 0, secondHalf: false });
    expect(moonPlace(360)).toEqual(moonPlace(0));
    expect(moonPlace(359.999999)).toMatchObject({ rashi: 11, nakshatra: 26, pada: 3, secondHalf: true });
    expect(moonPlace(30)).toMatchObject({ rashi: 1, nakshatra: 2, pada: 1 });
    expect(moonPlace(29.999999)).toMatchObject({ rashi: 0, nakshatra: 2, pada: 0 });
  });
});

describe('each koota', () => {
  it('Varna: the point when the groom is the same varna or higher', () => {
    // Karka (Brahmin) boy, Mesha (Kshatriya) girl, and back.
    expect(score(gunaMilan(95, 5), 'varna')).toBe(1);
    expect(reasonOf(gunaMilan(5, 95), 'varna')).toEqual({
      code: 'varna_bride_higher',
      values: { boy_varna: 'kshatriya', girl_varna: 'brahmin' },
    });
    expect(score(gunaMilan(5, 125), 'varna')).toBe(1); // Mesha and Simha, both Kshatriya
  });

  it('Vashya: Dhanu and Makara change group at 15 degrees', () => {
    // Mithuna (Manava) boy against Dhanu's halves: Manava (2) then Chatushpada (1).
    expect(score(gunaMilan(65, 254.999), 'vashya')).toBe(2);
    expect(score(gunaMilan(65, 255), 'vashya')).toBe(1);
    // Makara: Chatushpada then Jalachara, against a Karka (Jalachara) girl: 1 then 2.
    expect(score(gunaMilan(284.999, 95), 'vashya')).toBe(1);
    expect(reasonOf(gunaMilan(285, 95), 'vashya')).toEqual({
      code: 'vashya_same_group',
      values: { boy_vashya: 'jalachara', girl_vashya: 'jalachara' },
    });
    expect(score(gunaMilan(125, 65), 'vashya')).toBe(0); // Vanachara and Manava
    expect(score(gunaMilan(5, 125), 'vashya')).toBe(0.5); // Chatushpada and Vanachara
  });

  it('Tara: counted both ways, 3 when both are favourable, 1.5 when one is', () => {
    expect([taraOf(0, 0), taraOf(0, 2), taraOf(0, 8), taraOf(0, 9), taraOf(26, 0)]).toEqual([1, 3, 9, 1, 2]);
    expect(score(gunaMilan(star(1), star(1)), 'tara')).toBe(3); // Janma both ways
    // Ashwini boy, Krittika girl: Vipat (3) counted from the boy, Mitra (26th star, 8) from the girl.
    expect(reasonOf(gunaMilan(star(1), star(3)), 'tara')).toEqual({
      code: 'tara_one_favourable',
      values: { tara_from_boy: 3, tara_from_girl: 8 },
    });
    expect(score(gunaMilan(star(1), star(3)), 'tara')).toBe(1.5);
  });

  it('Tara never scores 0: the two counts of different stars add up to 29, and no two of 3, 5, 7 do so modulo 9', () => {
    for (let b = 1; b <= 27; b++) {
      for (let g = 1; g <= 27; g++) expect(score(gunaMilan(star(b), star(g)), 'tara')).toBeGreaterThan(0);
    }
  });

  it('Yoni: same 4, friendly 3, bitter enemies 0', () => {
    expect(score(gunaMilan(star(1), star(24)), 'yoni')).toBe(4); // Ashwini and Shatabhisha: horse
    expect(reasonOf(gunaMilan(star(1), star(13)), 'yoni')).toEqual({
      code: 'yoni_bitter_enemy',
      values: { boy_yoni: 'horse', girl_yoni: 'buffalo' },
    });
    expect(score(gunaMilan(star(2), star(8)), 'yoni')).toBe(3); // elephant and sheep
    expect(score(gunaMilan(star(4), star(12)), 'yoni')).toBe(1); // serpent and cow
  });

  it('Graha Maitri: same lord 5, friend and enemy 1, neutral and enemy 0.5', () => {
    expect(reasonOf(gunaMilan(5, 215), 'graha_maitri')).toEqual({
      code: 'maitri_same_lord',
      values: { lord: 'mars' },
    });
    expect(score(gunaMilan(95, 65), 'graha_maitri')).toBe(1); // Moon holds Mercury friend, Mercury holds Moon enemy
    expect(score(gunaMilan(5, 65), 'graha_maitri')).toBe(0.5); // Mars-Mercury: enemy and neutral
    expect(score(gunaMilan(125, 305), 'graha_maitri')).toBe(0); // Sun-Saturn
  });

  it("Gana: the groom's gana down the table", () => {
    expect(score(gunaMilan(star(1), star(2)), 'gana')).toBe(5); // Deva boy, Manushya girl
    expect(score(gunaMilan(star(2), star(1)), 'gana')).toBe(6); // Manushya boy, Deva girl
    expect(score(gunaMilan(star(1), star(3)), 'gana')).toBe(1); // Deva boy, Rakshasa girl
    expect(score(gunaMilan(star(3), star(1)), 'gana')).toBe(0); // Rakshasa boy, Deva girl
    expect(score(gunaMilan(star(2), star(3)), 'gana')).toBe(0); // Manushya boy, Rakshasa girl
  });

  it('Bhakoot: 0 for 2/12, 5/9 and 6/8, 7 otherwise, with the axis', () => {
    const byPosition = Array.from({ length: 12 }, (_, i) => score(gunaMilan(5, 5 + 30 * i), 'bhakoot'));
    expect(byPosition).toEqual([7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0]);
    expect(reasonOf(gunaMilan(5, 215), 'bhakoot')).toEqual({
      code: 'bhakoot_dosha',
      values: { girl_from_boy: 8, boy_from_girl: 6, axis: '6-8' },
    });
  });

  it('Nadi: the same nadi 0, with the nadi named', () => {
    expect(reasonOf(gunaMilan(star(1), star(6)), 'nadi')).toEqual({
      code: 'nadi_same',
      values: { nadi: 'adi' },
    });
    expect(score(gunaMilan(star(1), star(2)), 'nadi')).toBe(8);
  });
});

describe('parihara', () => {
  it('cancels Nadi dosha in one rashi with two nakshatras', () => {
    // Ardra (Mithuna, Adi) and Punarvasu pada 1 (Mithuna, Adi).
    const milan = gunaMilan(star(6), star(7, 1));
    expect(score(milan, 'nadi')).toBe(0);
    expect(milan.doshas.nadi).toMatchObject({ present: true, cancelled: true });
    expect(codes(milan, 'nadi')).toEqual(['nadi_same_rashi_different_nakshatra']);
  });

  it('cancels Nadi dosha in one nakshatra across two rashis, and in two padas', () => {
    const milan = gunaMilan(28, 32); // Krittika pada 1 (Mesha) and pada 2 (Vrishabha)
    expect(codes(milan, 'nadi')).toEqual([
      'nadi_same_nakshatra_different_rashi',
      'nadi_same_nakshatra_different_pada',
    ]);
    expect(codes(gunaMilan(star(10, 1), star(10, 3)), 'nadi')).toEqual([
      'nadi_same_nakshatra_different_pada',
    ]);
  });

  it('keeps Nadi dosha in the same pada, and in other rashis and nakshatras', () => {
    expect(gunaMilan(star(10, 2), star(10, 2)).doshas.nadi).toEqual({
      present: true,
      cancelled: false,
      reasons: [],
    });
    expect(gunaMilan(star(1), star(6)).doshas.nadi.cancelled).toBe(false); // Ashwini (Mesha), Ardra (Mithuna)
  });

  it('cancels Bhakoot dosha for one lord or mutual friends, not otherwise', () => {
    expect(codes(gunaMilan(5, 215), 'bhakoot')).toEqual(['bhakoot_same_lord']); // Mesha-Vrishchika
    expect(codes(gunaMilan(5, 125), 'bhakoot')).toEqual(['bhakoot_friendly_lords']); // Mars-Sun, 5/9
    expect(gunaMilan(5, 35).doshas.bhakoot).toEqual({ present: true, cancelled: false, reasons: [] }); // Mars-Venus
    expect(gunaMilan(5, 95).doshas.bhakoot.present).toBe(false); // 4/10
  });

  it('reports the raw total and, beside it, the total with a cancelled dosha at full points', () => {
    const milan = gunaMilan(5, 215);
    expect(milan.total_with_parihara - milan.total).toBe(7);
    expect(milan.band).toBe(verdictBand(milan.total));
  });
});

describe('verdict bands', () => {
  it('are below 18, 18 to 24.5, 25 to 32.5 and 33 up', () => {
    const bands = [0, 17.5, 18, 24.5, 25, 32.5, 33, 36].map(verdictBand);
    expect(bands).toEqual([
      'not_recommended',
      'not_recommended',
      'average',
      'average',
      'good',
      'good',
      'excellent',
      'excellent',
    ]);
  });
});

describe('worked examples (by hand from the tables; docs/decisions/kundli-matching.md writes each step out)', () => {
  const scores = (milan: GunaMilan) => milan.kootas.map((k) => k.score);

  it('one Moon for both: 28 points with Nadi dosha, the figure every almanac quotes for the same star', () => {
    const milan = gunaMilan(star(4, 2), star(4, 2));
    expect(scores(milan)).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    expect(milan.total).toBe(28);
    expect(milan.doshas.nadi.cancelled).toBe(false);
  });

  it('Rohini boy, Hasta girl: 25, good, 5/9 cancelled by friendly lords', () => {
    const milan = gunaMilan(45, 165);
    expect(scores(milan)).toEqual([1, 1, 3, 1, 5, 6, 0, 8]);
    expect([milan.total, milan.total_with_parihara, milan.band]).toEqual([25, 32, 'good']);
    expect(codes(milan, 'bhakoot')).toEqual(['bhakoot_friendly_lords']);
  });

  it('Ashwini boy, Magha girl: 20.5, average', () => {
    const milan = gunaMilan(5, 125);
    expect(scores(milan)).toEqual([1, 0.5, 3, 2, 5, 1, 0, 8]);
    expect(milan.total).toBe(20.5);
  });

  it('Bharani boy, Anuradha girl: 15.5 with Nadi dosha standing; the other way round Varna and Gana change', () => {
    const milan = gunaMilan(20, 215);
    expect(scores(milan)).toEqual([0, 1, 1.5, 2, 5, 6, 0, 0]);
    expect([milan.total, milan.total_with_parihara, milan.band]).toEqual([15.5, 22.5, 'not_recommended']);
    expect(milan.doshas.nadi.cancelled).toBe(false);
    expect(scores(gunaMilan(215, 20))).toEqual([1, 1, 1.5, 2, 5, 5, 0, 0]);
  });
});

describe('properties', () => {
  const lon = fc.double({ min: 0, max: 359.999999, noNaN: true });
  const HALVES: KootaKey[] = ['vashya', 'tara', 'graha_maitri'];

  it('totals stay within 0 to 36 and are the sum of the kootas, each within its max', () => {
    fc.assert(
      fc.property(lon, lon, (b, g) => {
        const milan = gunaMilan(b, g);
        const sum = milan.kootas.reduce((s, k) => s + k.score, 0);
        expect(milan.total).toBe(sum);
        expect(milan.total).toBeGreaterThanOrEqual(0);
        expect(milan.total_with_parihara).toBeLessThanOrEqual(36);
        expect(milan.total_with_parihara).toBeGreaterThanOrEqual(milan.total);
        for (const k of milan.kootas) expect(k.score).toBeLessThanOrEqual(k.max);
      }),
    );
  });

  it('gives half points only in Vashya, Tara and Graha Maitri', () => {
    fc.assert(
      fc.property(lon, lon, (b, g) => {
        for (const k of gunaMilan(b, g).kootas) {
          if (!Number.isInteger(k.score)) {
            expect(HALVES).toContain(k.key);
            expect(Number.isInteger(k.score * 2)).toBe(true);
          }
        }
      }),
    );
  });

  it('scores Vashya, Tara, Yoni, Graha Maitri, Bhakoot and Nadi the same with boy and girl swapped', () => {
    fc.assert(
      fc.property(lon, lon, (b, g) => {
        const [one, other] = [gunaMilan(b, g), gunaMilan(g, b)];
        for (const key of ['vashya', 'tara', 'yoni', 'graha_maitri', 'bhakoot', 'nadi'] as const) {
          expect(score(one, key)).toBe(score(other, key));
        }
        expect(one.doshas.nadi.cancelled).toBe(other.doshas.nadi.cancelled);
      }),
    );
  });

  it('gives reasons as codes with values, never words', () => {
    fc.assert(
      fc.property(lon, lon, (b, g) => {
        const milan = gunaMilan(b, g);
        const reasons = [
          ...milan.kootas.map((k) => k.reason),
          ...milan.doshas.bhakoot.reasons,
          ...milan.doshas.nadi.reasons,
        ];
        for (const r of reasons) {
          expect(r.code).toMatch(/^[a-z_]+$/);
          for (const value of Object.values(r.values)) expect(String(value)).toMatch(/^[a-z0-9_.-]+$/);
        }
      }),
    );
  });

  it('does not score Varna and Gana the same both ways', () => {
    expect(score(gunaMilan(95, 5), 'varna')).not.toBe(score(gunaMilan(5, 95), 'varna'));
    expect(score(gunaMilan(star(1), star(2)), 'gana')).not.toBe(score(gunaMilan(star(2), star(1)), 'gana'));
  });

  it('depends only on rashi, nakshatra, pada and the half of Dhanu and Makara', () => {
    fc.assert(
      fc.property(lon, lon, fc.double({ min: -0.3, max: 0.3, noNaN: true }), (b, g, nudge) => {
        const moved = b + nudge;
        const same = JSON.stringify(moonPlace(moved)) === JSON.stringify(moonPlace(b));
        if (same && moved >= 0 && moved < 360) expect(gunaMilan(moved, g)).toEqual(gunaMilan(b, g));
      }),
    );
  });
});
