// Vimshottari dasha: the nine mahadashas from the one running at birth, each with its nine antardashas.
import { NAKSHATRAS, VIMSHOTTARI_YEARS, type Mahadasha, type PlanetKey } from '@app/contracts/kundli';

/** A dasha year is a Julian year of 365.25 days, as in most Vedic software; divisible by 120 in milliseconds. */
export const DASHA_YEAR_MS = 365.25 * 86_400_000;
const TOTAL_YEARS = 120;
const NAKSHATRA_SPAN = 360 / 27;

export interface DashaStart {
  lord: PlanetKey;
  /** The part of the birth mahadasha already elapsed at birth, 0 to < 1. */
  elapsed: number;
}

/** The mahadasha lord at birth and how much of it had passed: the Moon's nakshatra's lord and its elapsed fraction. */
export function dashaAtBirth(moonLongitude: number): DashaStart {
  const position = (((moonLongitude % 360) + 360) % 360) / NAKSHATRA_SPAN;
  const index = Math.min(Math.floor(position), 26);
  const nakshatra = NAKSHATRAS[index] ?? NAKSHATRAS[0];
  return { lord: nakshatra.lord, elapsed: Math.min(Math.max(position - index, 0), 1) };
}

function sequenceFrom(lord: PlanetKey): (readonly [PlanetKey, number])[] {
  const start = VIMSHOTTARI_YEARS.findIndex(([key]) => key === lord);
  return VIMSHOTTARI_YEARS.map(
    (_, i) => VIMSHOTTARI_YEARS[(start + i) % VIMSHOTTARI_YEARS.length] ?? ['ketu', 7],
  );
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The 120-year cycle that contains the birth: it starts `elapsed` of the first mahadasha before birth. Every boundary is a
 * whole number of milliseconds from that start, so each antardasha ends where the next begins and the nine of a
 * mahadasha end exactly at its end.
 */
export function vimshottari(birthUtcMs: number, moonLongitude: number): Mahadasha[] {
  const { lord, elapsed } = dashaAtBirth(moonLongitude);
  const sequence = sequenceFrom(lord);
  const firstYears = sequence[0]?.[1] ?? 0;
  const origin = Math.round(birthUtcMs - elapsed * firstYears * DASHA_YEAR_MS);
  const periods: Mahadasha[] = [];
  let offset = 0;
  for (const [mahaLord, mahaYears] of sequence) {
    const start = origin + offset;
    const antardashas = [];
    let parts = 0;
    for (const [antarLord, antarYears] of sequenceFrom(mahaLord)) {
      const from = start + (mahaYears * DASHA_YEAR_MS * parts) / TOTAL_YEARS;
      parts += antarYears;
      const to = start + (mahaYears * DASHA_YEAR_MS * parts) / TOTAL_YEARS;
      antardashas.push({ lord: antarLord, start: iso(from), end: iso(to) });
    }
    offset += mahaYears * DASHA_YEAR_MS;
    periods.push({ lord: mahaLord, start: iso(start), end: iso(origin + offset), antardashas });
  }
  return periods;
}
