// The Sun-and-Moon path is the kundli engine's own numbers, the karanas' names, and the end-time root finder.
import { describe, expect, it } from 'vitest';
import { siderealSky, siderealSunMoon } from '../astro.ts';
import { NAKSHATRA, TITHI, reaches } from './angas.ts';
import { karanaKey } from './panchang.ts';

describe('siderealSunMoon', () => {
  it('gives exactly what siderealSky gives for the Sun and the Moon', () => {
    for (const iso of [
      '1950-03-01T04:00:00Z',
      '2000-01-01T12:00:00Z',
      '2024-01-14T21:13:44Z',
      '2050-12-31T23:59:59Z',
    ]) {
      const ms = Date.parse(iso);
      const sky = siderealSky(ms, 28.6, 77.2);
      expect(siderealSunMoon(ms)).toEqual({
        ayanamsa: sky.ayanamsa,
        sun: sky.bodies.sun.longitude,
        moon: sky.bodies.moon.longitude,
      });
    }
  });
});

describe('karanaKey', () => {
  it('maps the 60 half-tithis: kimstughna, eight rounds of the seven movable karanas, then the three fixed', () => {
    const names = Array.from({ length: 60 }, (_, i) => karanaKey(i + 1));
    expect(names.slice(0, 9)).toEqual([
      'kimstughna',
      'bava',
      'balava',
      'kaulava',
      'taitila',
      'garaja',
      'vanija',
      'vishti',
      'bava',
    ]);
    expect(names.slice(56)).toEqual(['vishti', 'shakuni', 'chatushpada', 'naga']);
    expect(names.filter((name) => name === 'vishti')).toHaveLength(8);
  });
});

describe('reaches', () => {
  it('finds the instant an angle reaches a boundary to well under a second', () => {
    const from = Date.parse('2024-01-14T01:46:00Z');
    for (const [anga, target] of [
      [TITHI, 36],
      [TITHI, 48],
      [NAKSHATRA, (360 / 27) * 23],
    ] as const) {
      const at = reaches(anga, target, from, anga.angle(siderealSunMoon(from)));
      // A tenth of a second either side, the angle is on either side of the boundary.
      expect(anga.angle(siderealSunMoon(at - 100))).toBeLessThan(target);
      expect(anga.angle(siderealSunMoon(at + 100))).toBeGreaterThan(target);
    }
  });
});
