// Rahu kaal, Yamaganda, Gulika kaal and Abhijit muhurat: fixed parts of the daytime, from sunrise, sunset and weekday.

/** The part (1-8) of the daytime's eight that each is, by weekday from Sunday (the classical table). */
const RAHU_KAAL = [8, 2, 7, 5, 6, 4, 3] as const;
const YAMAGANDA = [5, 4, 3, 2, 1, 7, 6] as const;
const GULIKA_KAAL = [7, 6, 5, 4, 3, 2, 1] as const;
/** Abhijit is the 8th of the daytime's 15 muhurtas, the one around local noon. */
const ABHIJIT = 8;
const MUHURTAS = 15;
const WEDNESDAY = 3;

export interface Span {
  startMs: number;
  endMs: number;
}

/** The `part`-th (1-based) of `of` equal parts of the daytime, in whole milliseconds. */
export function daytimePart(sunriseMs: number, sunsetMs: number, part: number, of: number): Span {
  const length = (sunsetMs - sunriseMs) / of;
  return {
    startMs: Math.round(sunriseMs + (part - 1) * length),
    endMs: Math.round(sunriseMs + part * length),
  };
}

/**
 * The day's inauspicious periods and Abhijit muhurat. Abhijit is left out on Wednesdays (null), as Drik Panchang and
 * most printed almanacs do: it is not held auspicious on that day.
 */
export function kaals(sunriseMs: number, sunsetMs: number, weekday: number) {
  const part = (table: readonly number[]) => daytimePart(sunriseMs, sunsetMs, table[weekday] ?? 1, 8);
  return {
    rahuKaal: part(RAHU_KAAL),
    yamaganda: part(YAMAGANDA),
    gulikaKaal: part(GULIKA_KAAL),
    abhijit: weekday === WEDNESDAY ? null : daytimePart(sunriseMs, sunsetMs, ABHIJIT, MUHURTAS),
  };
}
