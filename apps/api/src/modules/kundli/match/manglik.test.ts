// Manglik dosha: Mars' house from each of the Lagna, the Moon and Venus, the sign-and-house exceptions, the
// cancellations of the whole chart, the severity, and the pair's conclusion.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manglikDosha, manglikPair, type ManglikChart } from './manglik.ts';

/** A longitude in the middle of rashi r (0 = Mesha). */
const sign = (r: number) => (((r % 12) + 12) % 12) * 30 + 12;
/** Lagna, Moon and Venus in Mesha; Jupiter two signs behind Mars (Mars in its 3rd, which it does not aspect). */
const chart = (over: Partial<ManglikChart>): ManglikChart => {
  const mars = over.mars ?? sign(2);
  return {
    lagna: sign(0),
    moon: sign(0),
    venus: sign(0),
    mars,
    jupiter: sign(Math.floor(mars / 30) - 2),
    ...over,
  };
};
const codes = (reasons: { code: string }[]) => reasons.map((r) => r.code);

describe('manglikDosha', () => {
  it('counts houses 1, 2, 4, 7, 8 and 12 from the Lagna, whole signs', () => {
    const dosha = [];
    for (let house = 1; house <= 12; house++) {
      // Lagna in Mithuna and Mars `house` signs on; the Moon and Venus with Mars' sign in the 3rd from them.
      const mars = sign(2 + house - 1);
      const result = manglikDosha({
        lagna: sign(2),
        mars,
        moon: mars - 60,
        venus: mars - 60,
        jupiter: mars - 60,
      });
      expect(result.from[0]).toMatchObject({ reference: 'lagna', house });
      if (result.from[0]?.in_dosha_house) dosha.push(house);
    }
    expect(dosha).toEqual([1, 2, 4, 7, 8, 12]);
  });

  it('reads the dosha from the Moon and from Venus as well', () => {
    // Lagna in Mithuna: Mars in Simha is the 3rd from it; the 2nd from a Karka Moon; the 8th from a Makara Venus.
    const result = manglikDosha({
      lagna: sign(2),
      mars: sign(4),
      moon: sign(3),
      venus: sign(9),
      jupiter: sign(5),
    });
    expect(result.from.map((f) => [f.reference, f.house, f.in_dosha_house])).toEqual([
      ['lagna', 3, false],
      ['moon', 2, true],
      ['venus', 8, true],
    ]);
    expect(result).toMatchObject({ severity: 'medium', manglik: true, cancellations: [] });
  });

  it('grades severity by how many references show it: low, medium, high', () => {
    const mars = sign(3); // Karka: debilitated, no own-sign cancellation
    const one = manglikDosha({ lagna: sign(2), mars, moon: sign(5), venus: sign(5), jupiter: sign(4) });
    expect(one.severity).toBe('low'); // 2nd from the Lagna only
    const all = manglikDosha({ lagna: sign(2), mars, moon: sign(2), venus: sign(2), jupiter: sign(4) });
    expect(all.severity).toBe('high');
    const none = manglikDosha({ lagna: sign(1), mars, moon: sign(1), venus: sign(1), jupiter: sign(4) });
    expect(none).toMatchObject({ severity: 'none', manglik: false, cancellations: [] }); // 3rd from each
  });

  it('excepts Mars in certain signs in certain houses, reference by reference', () => {
    // Mars in Mithuna in the 2nd from a Vrishabha Lagna; in the 12th from the Moon and Venus in Karka, counted.
    const result = manglikDosha({
      lagna: sign(1),
      mars: sign(2),
      moon: sign(3),
      venus: sign(3),
      jupiter: sign(3),
    });
    expect(result.from[0]?.exception).toEqual({
      code: 'manglik_sign_house_exception',
      values: { house: 2, mars_rashi: 3 },
    });
    expect(result.from.slice(1).map((f) => [f.house, f.exception])).toEqual([
      [12, null],
      [12, null],
    ]);
    expect(result.severity).toBe('medium');
    // Kumbha in the 8th (the verse's "ghate chashte"), Dhanu in the 12th ("vyaye chape"), but not Karka in the 8th.
    const eighth = (mars: number) =>
      manglikDosha(chart({ lagna: mars - 210, mars, moon: sign(5), venus: sign(5) }));
    expect(eighth(sign(10)).from[0]).toMatchObject({
      house: 8,
      exception: { code: 'manglik_sign_house_exception' },
    });
    expect(eighth(sign(3)).from[0]).toMatchObject({ house: 8, exception: null });
    expect(
      manglikDosha(chart({ lagna: sign(9), mars: sign(8), moon: sign(6), venus: sign(6) })).from[0]
        ?.exception,
    ).not.toBeNull();
  });

  it('cancels the dosha for Mars in its own sign or exalted', () => {
    const own = manglikDosha(chart({ mars: sign(7), lagna: sign(7), moon: sign(7), venus: sign(7) }));
    expect(own).toMatchObject({ severity: 'high', manglik: false });
    expect(codes(own.cancellations)).toContain('manglik_mars_own_sign');
    const exalted = manglikDosha(chart({ mars: sign(9), lagna: sign(6), moon: sign(6), venus: sign(6) }));
    expect(codes(exalted.cancellations)).toContain('manglik_mars_exalted');
    expect(exalted.manglik).toBe(false);
  });

  it('cancels the dosha for Jupiter with Mars or aspecting it, and for the Moon with Mars', () => {
    const base = { lagna: sign(5), moon: sign(2), venus: sign(2), mars: sign(6) }; // Tula: 2nd from the Lagna
    expect(codes(manglikDosha({ ...base, jupiter: sign(6) }).cancellations)).toEqual([
      'manglik_jupiter_with_mars',
    ]);
    for (const [jupiter, aspect] of [
      [2, 5],
      [0, 7],
      [10, 9],
    ] as const) {
      const result = manglikDosha({ ...base, jupiter: sign(jupiter) });
      expect(result.cancellations).toEqual([{ code: 'manglik_jupiter_aspects_mars', values: { aspect } }]);
      expect(result.manglik).toBe(false);
    }
    expect(manglikDosha({ ...base, jupiter: sign(1) }).manglik).toBe(true); // 6th from Jupiter: no aspect
    const moonWith = manglikDosha({ ...base, moon: sign(6), jupiter: sign(1) });
    expect(codes(moonWith.cancellations)).toEqual(['manglik_moon_with_mars']);
  });

  it('is Manglik exactly when some reference counts and nothing cancels', () => {
    const lon = fc.double({ min: 0, max: 359.999, noNaN: true });
    fc.assert(
      fc.property(lon, lon, lon, lon, lon, (lagna, mars, moon, venus, jupiter) => {
        const result = manglikDosha({ lagna, mars, moon, venus, jupiter });
        expect(result.from).toHaveLength(3);
        const counted = result.from.filter((f) => f.in_dosha_house && !f.exception).length;
        expect(result.severity).toBe(['none', 'low', 'medium', 'high'][counted]);
        expect(result.manglik).toBe(counted > 0 && result.cancellations.length === 0);
      }),
    );
  });
});

describe('manglikPair', () => {
  const manglik = manglikDosha({
    lagna: sign(2),
    mars: sign(4),
    moon: sign(3),
    venus: sign(9),
    jupiter: sign(5),
  });
  const clear = manglikDosha({
    lagna: sign(1),
    mars: sign(3),
    moon: sign(1),
    venus: sign(1),
    jupiter: sign(4),
  });

  it('balances two Manglik charts and flags one alone', () => {
    expect(manglikPair(manglik, manglik)).toBe('both');
    expect(manglikPair(manglik, clear)).toBe('boy_only');
    expect(manglikPair(clear, manglik)).toBe('girl_only');
    expect(manglikPair(clear, clear)).toBe('neither');
  });
});
