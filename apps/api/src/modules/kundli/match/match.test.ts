// The match of two births: one sidereal sky per person, the Moons' guna milan, each chart's Manglik dosha, the pair's
// conclusion and the verdict's cautions.
import { describe, expect, it, vi } from 'vitest';
import type * as Astro from '../astro.ts';
import { siderealSky } from '../astro.ts';
import { chartPosition } from '../chart.ts';
import { gunaMilan } from './guna-milan.ts';
import { manglikDosha } from './manglik.ts';
import { matchKundlis, type BirthMoment } from './match.ts';

vi.mock('../astro.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Astro>();
  return { ...real, siderealSky: vi.fn(real.siderealSky) };
});

const boy: BirthMoment = { utcMs: Date.UTC(1990, 4, 15, 5, 0), latitude: 28.6139, longitude: 77.209 };
const girl: BirthMoment = { utcMs: Date.UTC(1992, 10, 3, 10, 30), latitude: 19.076, longitude: 72.8777 };

describe('matchKundlis', () => {
  it('computes one sky per person and builds the result from the two Moons and the two charts', () => {
    vi.mocked(siderealSky).mockClear();
    const match = matchKundlis(boy, girl);
    expect(siderealSky).toHaveBeenCalledTimes(2);

    const [boySky, girlSky] = [boy, girl].map((b) => siderealSky(b.utcMs, b.latitude, b.longitude));
    if (!boySky || !girlSky) throw new Error('no sky');
    expect(match.boy.moon).toEqual(chartPosition(boySky.bodies.moon.longitude));
    expect(match.girl.moon).toEqual(chartPosition(girlSky.bodies.moon.longitude));
    expect(match.guna_milan).toEqual(gunaMilan(boySky.bodies.moon.longitude, girlSky.bodies.moon.longitude));
    const { mars, moon, venus, jupiter } = girlSky.bodies;
    expect(match.girl.manglik).toEqual(
      manglikDosha({
        lagna: girlSky.lagna,
        mars: mars.longitude,
        moon: moon.longitude,
        venus: venus.longitude,
        jupiter: jupiter.longitude,
      }),
    );
    expect(match.verdict.band).toBe(match.guna_milan.band);
  });

  it('lists the doshas left standing as cautions', () => {
    const match = matchKundlis(boy, girl);
    const { nadi, bhakoot } = match.guna_milan.doshas;
    expect(match.verdict.cautions.includes('nadi_dosha')).toBe(nadi.present && !nadi.cancelled);
    expect(match.verdict.cautions.includes('bhakoot_dosha')).toBe(bhakoot.present && !bhakoot.cancelled);
    expect(match.verdict.cautions.includes('manglik_mismatch')).toBe(
      match.manglik === 'boy_only' || match.manglik === 'girl_only',
    );
  });

  it('is the same match with the same two births twice (one person matched with themself scores 28)', () => {
    const self = matchKundlis(boy, boy);
    expect(self.guna_milan.total).toBe(28);
    expect(self.verdict.cautions).toContain('nadi_dosha');
    expect(['both', 'neither']).toContain(self.manglik);
  });
});
