// Matches two births: one sidereal sky each, then the guna milan of the two Moons, each chart's Manglik dosha, the
// pair's Manglik conclusion and the verdict.
import type { Caution, KundliMatch } from '@app/contracts/kundli-match';
import { siderealSky } from '../astro.ts';
import { chartPosition } from '../chart.ts';
import { gunaMilan } from './guna-milan.ts';
import { manglikDosha, manglikPair } from './manglik.ts';

/** A birth as an instant and a place: what `localToUtc` and the gazetteer give. */
export interface BirthMoment {
  utcMs: number;
  latitude: number;
  longitude: number;
}

function person(birth: BirthMoment) {
  const sky = siderealSky(birth.utcMs, birth.latitude, birth.longitude);
  const { moon, mars, venus, jupiter } = sky.bodies;
  return {
    moonLongitude: moon.longitude,
    result: {
      moon: chartPosition(moon.longitude),
      manglik: manglikDosha({
        lagna: sky.lagna,
        mars: mars.longitude,
        moon: moon.longitude,
        venus: venus.longitude,
        jupiter: jupiter.longitude,
      }),
    },
  };
}

/** The full match of a boy (groom) and a girl (bride); the order matters for Varna, Gana and the Bhakoot count. */
export function matchKundlis(boyBirth: BirthMoment, girlBirth: BirthMoment): KundliMatch {
  const boy = person(boyBirth);
  const girl = person(girlBirth);
  const milan = gunaMilan(boy.moonLongitude, girl.moonLongitude);
  const manglik = manglikPair(boy.result.manglik, girl.result.manglik);
  const cautions: Caution[] = [];
  if (milan.doshas.nadi.present && !milan.doshas.nadi.cancelled) cautions.push('nadi_dosha');
  if (milan.doshas.bhakoot.present && !milan.doshas.bhakoot.cancelled) cautions.push('bhakoot_dosha');
  if (manglik === 'boy_only' || manglik === 'girl_only') cautions.push('manglik_mismatch');
  return {
    boy: boy.result,
    girl: girl.result,
    guna_milan: milan,
    manglik,
    verdict: { band: milan.band, cautions },
  };
}
