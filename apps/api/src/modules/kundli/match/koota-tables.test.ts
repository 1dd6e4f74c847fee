// The koota tables hold together: sizes, the classical groupings, the symmetric tables, and the Graha Maitri table
// that follows from the grahas' natural friendships.
import type { RashiLord } from '@app/contracts/kundli-match';
import { describe, expect, it } from 'vitest';
import {
  GANA_OF_NAKSHATRA,
  GANA_SCORE,
  GUNA_MILAN_MAX,
  KOOTA_MAX,
  MAITRI_SCORE,
  MAITRI_TABLE,
  NADI_OF_NAKSHATRA,
  NATURAL_RELATION,
  RASHI_LORD,
  VARNA_OF_RASHI,
  VASHYA_OF_RASHI,
  VASHYA_SCORE,
  YONI_OF_NAKSHATRA,
  YONI_ORDER,
  YONI_SCORE,
} from './koota-tables.ts';

const LORDS: RashiLord[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const count = <T>(list: readonly T[]) =>
  list.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<T, number>());

describe('koota tables', () => {
  it('give 1 to 8 points, 36 in all', () => {
    expect(Object.values(KOOTA_MAX)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.values(KOOTA_MAX).reduce((a, b) => a + b, 0)).toBe(GUNA_MILAN_MAX);
  });

  it('cover 12 rashis and 27 nakshatras', () => {
    for (const table of [RASHI_LORD, VARNA_OF_RASHI, VASHYA_OF_RASHI]) expect(table).toHaveLength(12);
    for (const table of [YONI_OF_NAKSHATRA, GANA_OF_NAKSHATRA, NADI_OF_NAKSHATRA])
      expect(table).toHaveLength(27);
  });

  it('give each varna three rashis, by element', () => {
    expect([...count(VARNA_OF_RASHI).values()]).toEqual([3, 3, 3, 3]);
    expect([3, 7, 11].map((r) => VARNA_OF_RASHI[r])).toEqual(['brahmin', 'brahmin', 'brahmin']);
    expect([0, 4, 8].map((r) => VARNA_OF_RASHI[r])).toEqual(['kshatriya', 'kshatriya', 'kshatriya']);
  });

  it('split only Dhanu and Makara at 15 degrees for Vashya', () => {
    const split = VASHYA_OF_RASHI.map(([a, b], r) => (a === b ? null : r)).filter((r) => r !== null);
    expect(split).toEqual([8, 9]);
    expect(VASHYA_OF_RASHI[8]).toEqual(['manava', 'chatushpada']);
    expect(VASHYA_OF_RASHI[9]).toEqual(['chatushpada', 'jalachara']);
  });

  it('have a symmetric Vashya table with 2 on the diagonal and halves only between food and eater', () => {
    const groups = Object.keys(VASHYA_SCORE) as (keyof typeof VASHYA_SCORE)[];
    const halves: string[] = [];
    for (const a of groups) {
      expect(VASHYA_SCORE[a][a]).toBe(2);
      for (const b of groups) {
        expect(VASHYA_SCORE[a][b]).toBe(VASHYA_SCORE[b][a]);
        if (VASHYA_SCORE[a][b] === 0.5 && a < b) halves.push(`${a}-${b}`);
      }
    }
    expect(halves.sort()).toEqual(['chatushpada-vanachara', 'jalachara-manava']);
  });

  it('give each yoni two nakshatras', () => {
    const yonis = count(YONI_OF_NAKSHATRA);
    expect(yonis.size).toBe(14);
    // Mongoose has Uttara Ashadha only among the 27: its second star is Abhijit, which the Moon's star never is.
    for (const [yoni, n] of yonis) expect(n).toBe(yoni === 'mongoose' ? 1 : 2);
  });

  it('have a symmetric yoni table: 4 only on the diagonal, 0 only for the seven bitter enmities', () => {
    const bitter = new Set([
      'horse-buffalo',
      'elephant-lion',
      'sheep-monkey',
      'serpent-mongoose',
      'dog-deer',
      'cat-rat',
      'cow-tiger',
    ]);
    YONI_ORDER.forEach((a, i) =>
      YONI_ORDER.forEach((b, j) => {
        const score = YONI_SCORE[i]?.[j];
        expect(score).toBe(YONI_SCORE[j]?.[i]);
        expect(score === 4).toBe(i === j);
        expect(score === 0).toBe(bitter.has(`${a}-${b}`) || bitter.has(`${b}-${a}`));
      }),
    );
  });

  it('give nine nakshatras to each gana and each nadi, the nadis zig-zagging', () => {
    expect([...count(GANA_OF_NAKSHATRA).values()]).toEqual([9, 9, 9]);
    expect([...count(NADI_OF_NAKSHATRA).values()]).toEqual([9, 9, 9]);
    expect(NADI_OF_NAKSHATRA.slice(0, 6)).toEqual(['adi', 'madhya', 'antya', 'antya', 'madhya', 'adi']);
  });

  it('score the same gana 6 and a Manushya-Rakshasa pair 0 either way', () => {
    for (const g of ['deva', 'manushya', 'rakshasa'] as const) expect(GANA_SCORE[g][g]).toBe(6);
    expect([GANA_SCORE.manushya.rakshasa, GANA_SCORE.rakshasa.manushya]).toEqual([0, 0]);
  });

  it('give Graha Maitri the table that the natural friendships make, symmetric', () => {
    LORDS.forEach((boy, i) =>
      LORDS.forEach((girl, j) => {
        const derived =
          boy === girl ? 5 : MAITRI_SCORE[`${NATURAL_RELATION[boy][girl]}-${NATURAL_RELATION[girl][boy]}`];
        expect(MAITRI_TABLE[i]?.[j], `${boy}-${girl}`).toBe(derived);
        expect(MAITRI_TABLE[i]?.[j]).toBe(MAITRI_TABLE[j]?.[i]);
      }),
    );
  });

  it('hold the natural friendships of Parashara (friends of each graha)', () => {
    const friends = (lord: RashiLord) =>
      LORDS.filter((other) => other !== lord && NATURAL_RELATION[lord][other] === 'friend');
    expect(friends('sun')).toEqual(['moon', 'mars', 'jupiter']);
    expect(friends('moon')).toEqual(['sun', 'mercury']);
    expect(friends('mars')).toEqual(['sun', 'moon', 'jupiter']);
    expect(friends('mercury')).toEqual(['sun', 'venus']);
    expect(friends('jupiter')).toEqual(['sun', 'moon', 'mars']);
    expect(friends('venus')).toEqual(['mercury', 'saturn']);
    expect(friends('saturn')).toEqual(['mercury', 'venus']);
    expect(LORDS.filter((other) => NATURAL_RELATION.moon[other] === 'enemy')).toEqual([]);
  });
});
