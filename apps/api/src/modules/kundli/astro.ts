// Sidereal (Lahiri) longitudes of the grahas and the Lagna at a UTC instant.
import * as Astronomy from 'astronomy-engine';
import type { PlanetKey } from '@app/contracts/kundli';
import { lahiriAyanamsa } from './ayanamsa.ts';
import { useDeltaT } from './delta-t.ts';
import { apparentLongitudes, sunApparentLongitude, type VsopBody } from './ephemeris.ts';

const VSOP_BODIES = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;

type Tropical = Record<VsopBody | 'moon', number>;
const DEG = Math.PI / 180;
const J2000 = 2451545.0;
/** Half the interval over which the direction of motion is measured, in days (one hour either side). */
const RATE_STEP = 1 / 24;

export const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

const moonLongitude = (time: Astronomy.AstroTime) =>
  Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Moon, time, true)).elon;

/** Apparent geocentric longitudes on the true ecliptic and equinox of date (light time and aberration included). */
function tropicalLongitudes(time: Astronomy.AstroTime): Record<VsopBody | 'moon', number> {
  return { ...apparentLongitudes(time), moon: moonLongitude(time) };
}

/** The nutation in longitude and the true obliquity of date, and the true ayanamsa (mean Lahiri + nutation), degrees. */
function ayanamsaOfDate(time: Astronomy.AstroTime) {
  const tilt = Astronomy.e_tilt(time);
  const nutation = tilt.dpsi / 3600;
  return { ayanamsa: lahiriAyanamsa(J2000 + time.tt) + nutation, nutation, obliquity: tilt.tobl };
}

/**
 * The Moon's mean ascending node (Rahu) on the mean ecliptic and equinox of date (Chapront et al. ELP 2000-82B, as in
 * Meeus, Astronomical Algorithms, 47.7), plus the nutation in longitude to refer it to the true equinox like the planets.
 */
function meanNodeLongitude(time: Astronomy.AstroTime, nutationDegrees: number): number {
  const t = time.tt / 36525;
  const omega =
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000;
  return normalize(omega + nutationDegrees);
}

/** Ascendant on the true ecliptic of date from RAMC (apparent sidereal time), true obliquity and latitude (Meeus 14.2). */
function tropicalAscendant(
  time: Astronomy.AstroTime,
  latitude: number,
  longitude: number,
  obliquity: number,
): number {
  const ramc = (Astronomy.SiderealTime(time) * 15 + longitude) * DEG;
  const eps = obliquity * DEG;
  const asc = Math.atan2(
    Math.cos(ramc),
    -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latitude * DEG) * Math.sin(eps)),
  );
  return normalize(asc / DEG);
}

export interface SiderealSky {
  /** Mean Lahiri ayanamsa plus the nutation in longitude (what Swiss Ephemeris' swe_get_ayanamsa_ex_ut reports). */
  ayanamsa: number;
  lagna: number;
  bodies: Record<PlanetKey, { longitude: number; retrograde: boolean }>;
}

export function siderealSky(utcMs: number, latitude: number, longitude: number): SiderealSky {
  useDeltaT();
  const time = Astronomy.MakeTime(new Date(utcMs));
  // Swiss Ephemeris' sidereal positions are mean-equinox longitudes less the mean ayanamsa, which is the same as
  // true-equinox (apparent) longitudes less the true ayanamsa (mean + nutation in longitude).
  const { ayanamsa, nutation, obliquity } = ayanamsaOfDate(time);
  const sidereal = (tropical: number) => normalize(tropical - ayanamsa);

  const before = time.AddDays(-RATE_STEP);
  const after = time.AddDays(RATE_STEP);
  const bodies = {} as SiderealSky['bodies'];
  const [now, earlier, later] = [time, before, after].map(tropicalLongitudes) as [
    Tropical,
    Tropical,
    Tropical,
  ];
  for (const body of [...VSOP_BODIES, 'moon'] as const) {
    const motion = normalize(later[body] - earlier[body] + 180) - 180;
    bodies[body] = { longitude: sidereal(now[body]), retrograde: motion < 0 };
  }
  // The mean node always moves backwards through the zodiac; Ketu is the point opposite.
  const rahu = sidereal(meanNodeLongitude(time, nutation));
  bodies.rahu = { longitude: rahu, retrograde: true };
  bodies.ketu = { longitude: normalize(rahu + 180), retrograde: true };

  const lagna = sidereal(tropicalAscendant(time, latitude, longitude, obliquity));
  return { ayanamsa, lagna, bodies };
}

export interface SiderealSunMoon {
  ayanamsa: number;
  sun: number;
  moon: number;
}

/**
 * The sidereal (Lahiri) longitudes of the Sun and the Moon alone, the same values siderealSky gives them, for searches
 * that need them many times (the panchang's end times): the planets' series are most of siderealSky's work.
 */
export function siderealSunMoon(utcMs: number): SiderealSunMoon {
  useDeltaT();
  const time = Astronomy.MakeTime(new Date(utcMs));
  const { ayanamsa } = ayanamsaOfDate(time);
  return {
    ayanamsa,
    sun: normalize(sunApparentLongitude(time) - ayanamsa),
    moon: normalize(moonLongitude(time) - ayanamsa),
  };
}
