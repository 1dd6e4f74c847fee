// Apparent geocentric positions of the Sun and the five planets: the complete VSOP87B series (astronomia) for the
// heliocentric orbits, astronomy-engine for the frames, precession, nutation and time scales.
//
// astronomy-engine ships VSOP87 truncated to about 1" heliocentric, which reaches 15" geocentric near an opposition or
// an inferior conjunction: enough to put a planet in the next pada against Swiss Ephemeris. The full series are
// within a few hundredths of an arcsecond of it over 1800-2100.
import { createRequire } from 'node:module';
import * as Astronomy from 'astronomy-engine';

type Vec3 = [number, number, number];
type Terms = [number, number, number][];
/** One coordinate's series by power of time: [amplitude, phase, frequency] per term, flattened for a tight loop. */
type Series = Float64Array[];
interface VsopPlanet {
  L: Series;
  B: Series;
  R: Series;
}
export type VsopBody = 'sun' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';

const J2000 = 2451545.0;
/** The speed of light in astronomical units per day. */
const C_AU_PER_DAY = 173.144632674;

const require = createRequire(import.meta.url);
const planets = new Map<string, VsopPlanet>();

function flatten(series: Record<string, Terms>): Series {
  return Object.keys(series)
    .sort()
    .map((power) => Float64Array.from((series[power] ?? []).flat()));
}

/** The series of one planet, read from astronomia's VSOP87B tables on first use. */
function vsop(name: 'earth' | Exclude<VsopBody, 'sun'>): VsopPlanet {
  let planet = planets.get(name);
  if (!planet) {
    const module = require(`astronomia/data/vsop87B${name}`) as { default?: unknown };
    const data = (module.default ?? module) as Record<'L' | 'B' | 'R', Record<string, Terms>>;
    planet = { L: flatten(data.L), B: flatten(data.B), R: flatten(data.R) };
    planets.set(name, planet);
  }
  return planet;
}

/** Sum of a VSOP87 series at tau (Julian millennia from J2000): sum over k of tau^k * sum of A cos(B + C tau). */
function evaluate(series: Series, tau: number): number {
  let total = 0;
  for (let k = series.length - 1; k >= 0; k--) {
    const terms = series[k] ?? new Float64Array();
    let sum = 0;
    for (let i = 0; i < terms.length; i += 3) {
      sum += (terms[i] ?? 0) * Math.cos((terms[i + 1] ?? 0) + (terms[i + 2] ?? 0) * tau);
    }
    total = total * tau + sum;
  }
  return total;
}

/** Heliocentric rectangular coordinates, VSOP87 ecliptic and equinox J2000, astronomical units. */
function heliocentric(name: 'earth' | Exclude<VsopBody, 'sun'>, jde: number): Vec3 {
  const planet = vsop(name);
  const tau = (jde - J2000) / 365250;
  const lon = evaluate(planet.L, tau);
  const lat = evaluate(planet.B, tau);
  const range = evaluate(planet.R, tau);
  const c = Math.cos(lat) * range;
  return [c * Math.cos(lon), c * Math.sin(lon), Math.sin(lat) * range];
}

/** VSOP87's dynamical ecliptic of J2000 to the J2000 mean equator (EQJ): the same rotation astronomy-engine applies. */
function toEquatorJ2000(v: Vec3, time: Astronomy.AstroTime): Astronomy.Vector {
  return new Astronomy.Vector(
    v[0] + 0.00000044036 * v[1] - 0.000000190919 * v[2],
    -0.000000479966 * v[0] + 0.917482137087 * v[1] - 0.397776982902 * v[2],
    0.397776982902 * v[1] + 0.917482137087 * v[2],
    time,
  );
}

interface EarthState {
  position: Vec3;
  /** Heliocentric velocity divided by the speed of light. */
  velocity: Vec3;
}

function earthState(jde: number): EarthState {
  const step = 0.01;
  const ahead = heliocentric('earth', jde + step);
  const behind = heliocentric('earth', jde - step);
  const v = (k: 0 | 1 | 2) => (ahead[k] - behind[k]) / (2 * step) / C_AU_PER_DAY;
  return { position: heliocentric('earth', jde), velocity: [v(0), v(1), v(2)] };
}

/**
 * Geocentric position as seen: the body where it was when its light left (light time; one refinement is far below a
 * milliarcsecond), displaced by the Earth's velocity (annual aberration, first order), as a J2000 equatorial vector.
 */
function apparentVector(
  body: VsopBody,
  jde: number,
  earth: EarthState,
  time: Astronomy.AstroTime,
): Astronomy.Vector {
  const e = earth.position;
  const from = (p: Vec3): Vec3 => [p[0] - e[0], p[1] - e[1], p[2] - e[2]];
  let g = from(body === 'sun' ? [0, 0, 0] : heliocentric(body, jde));
  if (body !== 'sun') g = from(heliocentric(body, jde - Math.hypot(...g) / C_AU_PER_DAY));
  const d = Math.hypot(...g);
  const v = earth.velocity;
  return toEquatorJ2000([g[0] + v[0] * d, g[1] + v[1] * d, g[2] + v[2] * d], time);
}

/**
 * The Sun's apparent longitude on the true ecliptic and equinox of date, degrees: the same value as
 * `apparentLongitudes(time).sun`, without the planets' series (about a tenth of the work), for searches that need the
 * Sun alone many times.
 */
export function sunApparentLongitude(time: Astronomy.AstroTime): number {
  const jde = J2000 + time.tt;
  return Astronomy.Ecliptic(apparentVector('sun', jde, earthState(jde), time)).elon;
}

/** Apparent longitudes on the true ecliptic and equinox of date, degrees, of the Sun and the five planets at one time. */
export function apparentLongitudes(time: Astronomy.AstroTime): Record<VsopBody, number> {
  const jde = J2000 + time.tt;
  const earth = earthState(jde);
  const at = (body: VsopBody) => Astronomy.Ecliptic(apparentVector(body, jde, earth, time)).elon;
  return {
    sun: at('sun'),
    mercury: at('mercury'),
    venus: at('venus'),
    mars: at('mars'),
    jupiter: at('jupiter'),
    saturn: at('saturn'),
  };
}
