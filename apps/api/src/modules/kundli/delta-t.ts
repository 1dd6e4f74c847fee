// Delta T (TT - UT) for astronomy-engine: its Espenak-Meeus polynomial before 2005, the observed values after, and the
// Stephenson-Morrison-Hohenkerk (2016) extrapolation beyond them, which is what Swiss Ephemeris uses.
//
// Why: astronomy-engine's default polynomial runs ahead of the observed Earth rotation since about 2010 (+4 s in 2022,
// +100 s by 2100), which moves the Moon by up to a minute of arc against Swiss Ephemeris. The Moon moves 0.5" a second.
import { DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';

/** Delta T in seconds on 1 January of 2005 ... 2028 (IERS; 2024-2028 extrapolated), as tabulated by Swiss Ephemeris. */
const OBSERVED_FROM = 2005;
const OBSERVED = [
  64.6876, 64.8452, 65.1464, 65.4574, 65.7768, 66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024,
  68.5927, 68.9676, 69.2202, 69.3612, 69.3593, 69.2945, 69.1833, 69.1, 69.0, 68.9, 68.8, 68.8,
];
const OBSERVED_TO = OBSERVED_FROM + OBSERVED.length - 1;
const LAST_OBSERVED = OBSERVED[OBSERVED.length - 1] ?? 0;

/** Stephenson, Morrison and Hohenkerk's cubic for the years after 2000. */
const cubic = (year: number) => {
  const b = year - 2000;
  return (b * b * b * 121) / 30_000_000 + (b * b) / 1250 + (b * 521) / 3000 + 64;
};

/** Delta T in seconds for a UT moment given in days since J2000. */
export function deltaT(ut: number): number {
  const year = 2000 + (ut + 0.5) / 365.25;
  if (year < OBSERVED_FROM) return DeltaT_EspenakMeeus(ut);
  if (year <= OBSERVED_TO) {
    const i = Math.min(Math.floor(year) - OBSERVED_FROM, OBSERVED.length - 2);
    const a = OBSERVED[i] ?? 0;
    const b = OBSERVED[i + 1] ?? a;
    return a + (b - a) * (year - OBSERVED_FROM - i);
  }
  // The cubic, shifted to start at the last value and eased into over a century.
  const shift =
    year <= OBSERVED_TO + 100
      ? (cubic(OBSERVED_TO) - LAST_OBSERVED) * (year - (OBSERVED_TO + 100)) * 0.01
      : 0;
  return cubic(year) + shift;
}

let installed = false;

/** Makes astronomy-engine use this Delta T (its setting is global to the process). */
export function useDeltaT(): void {
  if (!installed) {
    SetDeltaTFunction(deltaT);
    installed = true;
  }
}
