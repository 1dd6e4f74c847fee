// Local civil time at a place to UTC, through the IANA zone's history as Node's ICU knows it (local mean time, war time, DST).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (seconds-exact, so local mean time keeps its seconds). */
export function zoneOffsetMs(zone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  let bc = false;
  for (const p of formatter(zone).formatToParts(new Date(whole))) {
    if (p.type === 'era') bc = p.value.startsWith('B');
    else if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const year = bc ? 1 - (parts.year ?? 0) : (parts.year ?? 0);
  const wall = Date.UTC(
    year,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  // Date.UTC maps years 0-99 to 1900-1999; the wall time is rebuilt exactly instead.
  const fixed = year >= 0 && year < 100 ? new Date(wall).setUTCFullYear(year) : wall;
  return fixed - whole;
}

export type LocalToUtc =
  { kind: 'ok'; utcMs: number; offsetMs: number; ambiguous: boolean } | { kind: 'skipped' };

const DAY = 86_400_000;

/**
 * The UTC instant of a wall-clock time at a zone. A wall time that occurred twice (clocks turned back) takes the earlier
 * instant, the one before the change; a wall time that never occurred (clocks moved forward past it) is `skipped`.
 * `wallMs` is the wall time read as if it were UTC.
 */
export function localToUtc(zone: string, wallMs: number): LocalToUtc {
  // Every offset in force within a day either side is a candidate; a candidate fits when it is the offset at its instant.
  const offsets = new Set([
    zoneOffsetMs(zone, wallMs - DAY),
    zoneOffsetMs(zone, wallMs),
    zoneOffsetMs(zone, wallMs + DAY),
  ]);
  const fits: { utcMs: number; offsetMs: number }[] = [];
  for (const offsetMs of offsets) {
    const utcMs = wallMs - offsetMs;
    if (zoneOffsetMs(zone, utcMs) === offsetMs) fits.push({ utcMs, offsetMs });
  }
  if (fits.length === 0) return { kind: 'skipped' };
  fits.sort((a, b) => a.utcMs - b.utcMs);
  const first = fits[0] as { utcMs: number; offsetMs: number };
  return { kind: 'ok', utcMs: first.utcMs, offsetMs: first.offsetMs, ambiguous: fits.length > 1 };
}
