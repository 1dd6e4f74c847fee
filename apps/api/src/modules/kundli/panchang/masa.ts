// The lunar month (amanta and purnimanta, adhika marked) and the Shaka and Vikram years of a day, from its sunrise.
import { MASA_KEYS } from '@app/contracts/panchang';
import { siderealSunMoon, type SiderealSunMoon } from '../astro.ts';
import { SUN_RASHI, TITHI, partOf } from './angas.ts';
import { crossing, pastTarget } from './crossing.ts';

const SYNODIC_DAYS = 29.530589;
const DAY_MS = 86_400_000;

export interface LunarMonth {
  number: number;
  name: (typeof MASA_KEYS)[number];
  adhika: boolean;
}

const month = (index: number, adhika: boolean): LunarMonth => ({
  number: index + 1,
  name: MASA_KEYS[index] ?? 'chaitra',
  adhika,
});

/**
 * The new moon (the elongation at 0 degrees) nearest an estimate that is within a few days of it: the secant search
 * finds the crossing less than 180 degrees of elongation (about two weeks) away.
 */
function newMoonNear(estimateMs: number): number {
  const excess = (ms: number) => pastTarget(TITHI.angle(siderealSunMoon(ms)), 0);
  return crossing(excess, estimateMs, excess(estimateMs), TITHI.degreesPerDay);
}

/**
 * The month in force at sunrise. Amanta: from the new moon before sunrise to the next, named for the Sun's sidereal sign
 * at the new moon that begins it (the Sun in meena gives chaitra, in mesha vaishakha, ...); when the Sun is in the same
 * sign at both new moons no sankranti fell in the month, and it is adhika, sharing its name with the month after.
 * Purnimanta: the bright half has the amanta month's name; the dark half the next month's, except in an adhika month,
 * which is kept whole from new moon to new moon (as the purnimanta almanacs of north India keep it).
 */
export function lunarMonths(sunriseMs: number, sky: SiderealSunMoon) {
  const elongation = TITHI.angle(sky);
  const startMs = newMoonNear(sunriseMs - (elongation / TITHI.degreesPerDay) * DAY_MS);
  const endMs = newMoonNear(startMs + SYNODIC_DAYS * DAY_MS);
  const signAtStart = partOf(SUN_RASHI, siderealSunMoon(startMs));
  const signAtEnd = partOf(SUN_RASHI, siderealSunMoon(endMs));
  const index = (signAtStart + 1) % 12;
  const adhika = signAtStart === signAtEnd;
  const amanta = month(index, adhika);
  const bright = elongation < 180;
  const purnimanta = bright || adhika ? amanta : month((index + 1) % 12, false);
  // The year begins with chaitra (an adhika chaitra included), whose new moon falls in March or April: counting back one
  // synodic month for each month since chaitra lands in that Gregorian year even when an adhika month between makes
  // the count one month short.
  const yearStart = new Date(startMs - index * SYNODIC_DAYS * DAY_MS).getUTCFullYear();
  return { amanta, purnimanta, samvat: { shaka: yearStart - 78, vikram: yearStart + 57 } };
}
