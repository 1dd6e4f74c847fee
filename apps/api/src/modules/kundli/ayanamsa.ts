// The Lahiri ayanamsa exactly as Swiss Ephemeris defines SE_SIDM_LAHIRI, so that our charts agree with its sidereal positions.
//
// Swiss Ephemeris (sweph.h, ayanamsa table entry 1; sweph.c swi_get_ayanamsa_ex and get_aya_correction):
//   t0 = JD 2435553.5 TT (1956-09-22), ayanamsa(t0) = 23.250182778 - 0.004658035 degrees (the Indian Astronomical
//   Ephemeris' value less the nutation of that day), defined with IAU 1976 precession.
//   ayanamsa(t) = ayanamsa(t0) - longitude, on the mean ecliptic of t0, of the mean equinox of t precessed to t0,
//   less a constant correction that re-expresses the definition in the library's own precession model (Vondrak 2011,
//   which IAU 2006 matches to well under 0.01" over 1800-2100; we use IAU 2006, as astronomy-engine does).
// That is the mean ayanamsa. Swiss Ephemeris subtracts it from longitudes on the mean equinox of date (a sidereal flag
// implies SEFLG_NONUT), and adds the nutation in longitude to it before subtracting it from the true-equinox house
// cusps (swehouse.c sidereal_houses_trad): both amount to true-equinox longitude less (mean ayanamsa + nutation).

type Matrix = readonly [
  readonly [number, number, number],
  readonly [number, number, number],
  readonly [number, number, number],
];
type Vec = readonly [number, number, number];

const ARCSEC = Math.PI / (180 * 3600);
const J2000 = 2451545.0;
const T0 = 2435553.5;
const AYANAMSA_T0 = 23.250182778 - 0.004658035;

function rotX(a: number): Matrix {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [1, 0, 0],
    [0, c, s],
    [0, -s, c],
  ];
}
function rotZ(a: number): Matrix {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [c, s, 0],
    [-s, c, 0],
    [0, 0, 1],
  ];
}
function rotY(a: number): Matrix {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [c, 0, -s],
    [0, 1, 0],
    [s, 0, c],
  ];
}
function multiply(a: Matrix, b: Matrix): Matrix {
  const row = (i: 0 | 1 | 2) =>
    [0, 1, 2].map(
      (j) => a[i][0] * b[0][j as 0] + a[i][1] * b[1][j as 0] + a[i][2] * b[2][j as 0],
    ) as unknown as Vec;
  return [row(0), row(1), row(2)];
}
function apply(m: Matrix, v: Vec): Vec {
  return [
    m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
    m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
    m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
  ];
}
function applyTransposed(m: Matrix, v: Vec): Vec {
  return [
    m[0][0] * v[0] + m[1][0] * v[1] + m[2][0] * v[2],
    m[0][1] * v[0] + m[1][1] * v[1] + m[2][1] * v[2],
    m[0][2] * v[0] + m[1][2] * v[1] + m[2][2] * v[2],
  ];
}

/** IAU 2006 mean obliquity of the ecliptic, radians (Capitaine et al. 2003). */
export function meanObliquity(jdTT: number): number {
  const t = (jdTT - J2000) / 36525;
  return (
    (((((-0.0000000434 * t - 0.000000576) * t + 0.0020034) * t - 0.0001831) * t - 46.836769) * t +
      84381.406) *
    ARCSEC
  );
}

/** IAU 2006 precession, J2000 mean equator and equinox to those of date (the four-rotation form with psi_A, omega_A, chi_A). */
function precessionIau2006(jdTT: number): Matrix {
  const t = (jdTT - J2000) / 36525;
  const eps0 = 84381.406 * ARCSEC;
  const psiA =
    ((((-0.0000000951 * t + 0.000132851) * t - 0.00114045) * t - 1.0790069) * t + 5038.481507) * t * ARCSEC;
  const omegaA =
    (((((0.0000003337 * t - 0.000000467) * t - 0.00772503) * t + 0.0512623) * t - 0.025754) * t + 84381.406) *
    ARCSEC;
  const chiA =
    ((((-0.000000056 * t + 0.000170663) * t - 0.00121197) * t - 2.3814292) * t + 10.556403) * t * ARCSEC;
  return multiply(rotZ(chiA), multiply(rotX(-omegaA), multiply(rotZ(-psiA), rotX(eps0))));
}

/** IAU 1976 precession (Lieske 1977), J2000 to date: the model the Lahiri definition was given in. */
function precessionIau1976(jdTT: number): Matrix {
  const t = (jdTT - J2000) / 36525;
  const zeta = ((0.017998 * t + 0.30188) * t + 2306.2181) * t * ARCSEC;
  const z = ((0.018203 * t + 1.09468) * t + 2306.2181) * t * ARCSEC;
  const theta = ((-0.041833 * t - 0.42665) * t + 2004.3109) * t * ARCSEC;
  return multiply(rotZ(-z), multiply(rotY(theta), rotZ(-zeta)));
}

/** Longitude in degrees, on the mean ecliptic of jdTT, of a vector given in the mean equator of jdTT. */
function eclipticLongitude(v: Vec, jdTT: number): number {
  const e = meanObliquity(jdTT);
  const y = v[1] * Math.cos(e) + v[2] * Math.sin(e);
  return (Math.atan2(y, v[0]) * 180) / Math.PI;
}

let correction: number | undefined;

/** The constant that moves the definition from IAU 1976 precession to IAU 2006 (a fraction of an arcsecond). */
function modelCorrection(): number {
  if (correction === undefined) {
    const atJ2000 = applyTransposed(precessionIau2006(T0), [1, 0, 0]);
    correction = eclipticLongitude(apply(precessionIau1976(T0), atJ2000), T0);
  }
  return correction;
}

/** The mean Lahiri ayanamsa in degrees at a Julian day in Terrestrial Time (no nutation). */
export function lahiriAyanamsa(jdTT: number): number {
  const atJ2000 = applyTransposed(precessionIau2006(jdTT), [1, 0, 0]);
  const atT0 = apply(precessionIau2006(T0), atJ2000);
  return AYANAMSA_T0 - eclipticLongitude(atT0, T0) - modelCorrection();
}
