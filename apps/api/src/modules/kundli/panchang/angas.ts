// The panchang's angles (tithi, karana, nakshatra, yoga, the Moon's and the Sun's signs) and their runs through a day.
import { siderealSunMoon, type SiderealSunMoon } from '../astro.ts';
import { crossing, pastTarget } from './crossing.ts';

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

export interface Anga {
  /** How many parts the circle is cut into. */
  count: number;
  /** The angle, 0 to < 360 degrees, whose parts are counted. */
  angle: (sky: SiderealSunMoon) => number;
  /** Its mean rate, degrees a day: only the root finder's first guess depends on it. */
  degreesPerDay: number;
}

/** The Moon-Sun elongation: the ayanamsa cancels, so this is the tropical elongation too. */
const elongation = (sky: SiderealSunMoon) => normalize(sky.moon - sky.sun);

export const TITHI: Anga = { count: 30, angle: elongation, degreesPerDay: 12.19 };
export const KARANA: Anga = { count: 60, angle: elongation, degreesPerDay: 12.19 };
export const NAKSHATRA: Anga = { count: 27, angle: (sky) => sky.moon, degreesPerDay: 13.18 };
export const YOGA: Anga = { count: 27, angle: (sky) => normalize(sky.sun + sky.moon), degreesPerDay: 14.17 };
export const MOON_RASHI: Anga = { count: 12, angle: (sky) => sky.moon, degreesPerDay: 13.18 };
export const SUN_RASHI: Anga = { count: 12, angle: (sky) => sky.sun, degreesPerDay: 0.9856 };

/** The part (0-based) an angle is in at a sky. */
export const partOf = (anga: Anga, sky: SiderealSunMoon) =>
  Math.min(Math.floor(anga.angle(sky) / (360 / anga.count)), anga.count - 1);

/**
 * When an anga's angle next reaches `target` degrees after an instant where it was `from` degrees, UTC ms: the search
 * starts from that instant, whose angle is known, so the first evaluation is already at the guess.
 */
export function reaches(anga: Anga, target: number, fromMs: number, from: number): number {
  const excess = (ms: number) => pastTarget(anga.angle(siderealSunMoon(ms)), target);
  return crossing(excess, fromMs, -normalize(target - from), anga.degreesPerDay);
}

export interface Run {
  /** 0-based part. */
  part: number;
  endMs: number;
}

/**
 * The part in force at `fromMs` and every one that begins before `toMs`, each with its end (the last ends at or after
 * `toMs`). The angles only grow (the Moon is never retrograde and always outruns the Sun), so each end is one crossing.
 */
export function runs(anga: Anga, fromMs: number, toMs: number, skyAtFrom: SiderealSunMoon): Run[] {
  const width = 360 / anga.count;
  const list: Run[] = [];
  let part = partOf(anga, skyAtFrom);
  let startMs = fromMs;
  let startAngle = anga.angle(skyAtFrom);
  for (;;) {
    const target = ((part + 1) % anga.count) * width;
    const endMs = reaches(anga, target, startMs, startAngle);
    list.push({ part, endMs });
    if (endMs >= toMs) return list;
    part = (part + 1) % anga.count;
    startMs = endMs;
    startAngle = target;
  }
}
