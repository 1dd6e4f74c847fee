// The chart's geometry and the kundli's small calculations: houses, signs, marks inside their houses, degrees, dashas.
import type { PlanetKey } from '@app/contracts/kundli';
import { describe, expect, it } from 'vitest';
import { makeKundli } from '../../test/kundli-factory.ts';
import {
  CHART_SIZE,
  HOUSES,
  LINE,
  RASHI_FONT_SIZE,
  chartDescription,
  currentPeriodIndex,
  formatDegree,
  formatUtcOffset,
  houseMarks,
  houseOfRashi,
  insideConvex,
  layoutHouses,
  rashiOfHouse,
  type HouseLayout,
  type Point,
} from './chart-layout.ts';

function area(polygon: Point[]): number {
  let sum = 0;
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    sum += a[0] * b[1] - b[0] * a[1];
  });
  return Math.abs(sum) / 2;
}

/** Every mark's box (and the rashi number's) inside its house, and no two boxes overlapping. */
function expectTidy(layouts: HouseLayout[]) {
  for (const layout of layouts) {
    const polygon = HOUSES[layout.house - 1]?.polygon ?? [];
    const half = (layout.fontSize * LINE) / 2 - 2;
    const boxes = layout.marks.map(
      (m) => [m.x - m.width / 2, m.y - half, m.x + m.width / 2, m.y + half] as const,
    );
    const n = RASHI_FONT_SIZE * 0.45;
    const number = [
      layout.rashiAt[0] - n,
      layout.rashiAt[1] - n,
      layout.rashiAt[0] + n,
      layout.rashiAt[1] + n,
    ] as const;
    for (const [x0, y0, x1, y1] of [...boxes, number]) {
      for (const corner of [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ] as Point[]) {
        expect(insideConvex(polygon, corner), `house ${layout.house} corner ${corner.join(',')}`).toBe(true);
      }
    }
    const all = [...boxes, number];
    all.forEach((a, i) =>
      all.slice(i + 1).forEach((b) => {
        const overlap = a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
        expect(overlap, `house ${layout.house}: marks overlap`).toBe(false);
      }),
    );
  }
}

describe('the houses', () => {
  it('tile the square: twelve houses, four diamonds of an eighth and eight triangles of a sixteenth', () => {
    expect(HOUSES.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const total = CHART_SIZE * CHART_SIZE;
    expect(HOUSES.reduce((sum, h) => sum + area(h.polygon), 0)).toBeCloseTo(total);
    for (const h of HOUSES)
      expect(area(h.polygon)).toBeCloseTo(h.polygon.length === 4 ? total / 8 : total / 16);
  });

  it('put house 1 at the top centre and count anticlockwise: 4 left, 7 bottom, 10 right', () => {
    const centre = (house: number) => {
      const p = HOUSES[house - 1]?.polygon ?? [];
      return [
        p.reduce((s, q) => s + q[0], 0) / p.length,
        p.reduce((s, q) => s + q[1], 0) / p.length,
      ] as const;
    };
    expect(centre(1)).toEqual([200, 100]);
    expect(centre(4)).toEqual([100, 200]);
    expect(centre(7)).toEqual([200, 300]);
    expect(centre(10)).toEqual([300, 200]);
    // House 2 is the top-left triangle, house 3 below it on the left, house 12 the top-right one.
    expect(centre(2)[0]).toBeLessThan(200);
    expect(centre(2)[1]).toBeLessThan(centre(3)[1]);
    expect(centre(12)[0]).toBeGreaterThan(200);
  });
});

describe('signs and houses', () => {
  it('gives house 1 the Lagna rashi and the next signs in order, wrapping after Meena', () => {
    expect(rashiOfHouse(5, 1)).toBe(5);
    expect(rashiOfHouse(5, 2)).toBe(6);
    expect(rashiOfHouse(5, 8)).toBe(12);
    expect(rashiOfHouse(5, 9)).toBe(1);
    expect(rashiOfHouse(12, 12)).toBe(11);
  });

  it('puts a planet in the whole-sign house of its rashi', () => {
    expect(houseOfRashi(5, 5)).toBe(1);
    expect(houseOfRashi(5, 4)).toBe(12);
    expect(houseOfRashi(5, 12)).toBe(8);
    expect(houseOfRashi(1, 12)).toBe(12);
    for (let lagna = 1; lagna <= 12; lagna += 1) {
      for (let house = 1; house <= 12; house += 1)
        expect(houseOfRashi(lagna, rashiOfHouse(lagna, house))).toBe(house);
    }
  });

  it('marks the Lagna "As" in house 1 and each planet in its house, retrograde noted', () => {
    // Lagna Simha; Sun in Meena (8th), Moon in Vrishabha (10th), Saturn retrograde in Makara (6th).
    const marks = houseMarks(makeKundli({ retrograde: ['saturn'] }));
    expect(marks[0]?.map((m) => m.text)).toEqual(['As']);
    expect(marks[7]?.map((m) => m.text)).toEqual(['Su', 'Me']);
    expect(marks[9]?.map((m) => m.text)).toEqual(['Mo']);
    expect(marks[5]?.find((m) => m.text === 'Sa')?.retrograde).toBe(true);
    expect(marks.flat().filter((m) => !m.lagna)).toHaveLength(9);
  });

  it('describes the chart in words, house by house', () => {
    const text = chartDescription(makeKundli({ retrograde: ['saturn'] }));
    expect(text).toContain('Lagna in Simha (5), house 1.');
    expect(text).toContain('House 8, Meena: Sun, Mercury.');
    expect(text).toContain('House 6, Makara: Mars, Saturn (retrograde).');
    expect(text).not.toContain('House 2,');
  });
});

describe('the layout', () => {
  it('keeps every mark and number inside its house, without overlaps, for a typical chart', () => {
    const layouts = layoutHouses(makeKundli());
    expectTidy(layouts);
    expect(layouts.flatMap((l) => l.marks)).toHaveLength(10);
    expect(layouts.find((l) => l.house === 1)?.marks[0]?.mark.text).toBe('As');
  });

  it('fits all nine planets and the Lagna into any one house, at a smaller size when needed', () => {
    for (let house = 1; house <= 12; house += 1) {
      // Everything in the rashi of this house (Lagna Mesha at 10°: house h is rashi h).
      const longitude = (house - 1) * 30 + 1;
      const keys: PlanetKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'];
      const longitudes = Object.fromEntries(keys.map((k, i) => [k, longitude + i * 0.5]));
      const kundli = makeKundli({ lagna: 10, longitudes, retrograde: ['mars', 'saturn', 'mercury'] });
      // Ketu is opposite Rahu: force it in too for the worst case.
      kundli.planets = kundli.planets.map((p) => ({ ...p, rashi: house }));
      const layouts = layoutHouses(kundli);
      const crowded = layouts[house - 1] as HouseLayout;
      expect(crowded.marks).toHaveLength(house === 1 ? 10 : 9);
      expectTidy(layouts);
    }
  });

  it('draws a lone planet at the largest size', () => {
    const layouts = layoutHouses(makeKundli());
    expect(layouts.find((l) => l.house === 10)?.fontSize).toBe(17);
  });
});

describe('formatting', () => {
  it('writes degrees as D°M′, truncating to the minute', () => {
    expect(formatDegree(12.5678)).toBe('12°34′');
    expect(formatDegree(0)).toBe('0°00′');
    expect(formatDegree(12.6)).toBe('12°36′');
    expect(formatDegree(5.1167)).toBe('5°07′');
    expect(formatDegree(29.99999)).toBe('29°59′');
  });

  it('writes offsets from UTC, keeping the seconds of an old local mean time', () => {
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(-300)).toBe('UTC−05:00');
    expect(formatUtcOffset(321 + 10 / 60)).toBe('UTC+05:21:10');
  });
});

describe('the running dasha', () => {
  const periods = [
    { start: '2000-01-01T00:00:00Z', end: '2010-01-01T00:00:00Z' },
    { start: '2010-01-01T00:00:00Z', end: '2020-01-01T00:00:00Z' },
  ];

  it('is the period whose start has passed and whose end has not', () => {
    expect(currentPeriodIndex(periods, new Date('2005-06-01T00:00:00Z'))).toBe(0);
    expect(currentPeriodIndex(periods, Date.parse('2010-01-01T00:00:00Z'))).toBe(1);
    expect(currentPeriodIndex(periods, new Date('2019-12-31T23:59:59Z'))).toBe(1);
  });

  it('is none before the first or after the last', () => {
    expect(currentPeriodIndex(periods, new Date('1999-12-31T00:00:00Z'))).toBe(-1);
    expect(currentPeriodIndex(periods, new Date('2020-01-01T00:00:00Z'))).toBe(-1);
    expect(currentPeriodIndex([], new Date())).toBe(-1);
  });
});
