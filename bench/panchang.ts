// The panchang's rows of `npm run bench`: the time to make one day's panchang (what GET /api/panchang costs when the day
// is not in memory), over every day of 2026 at five Indian places after a warm-up, and the time to match two births
// (what POST /api/kundli/match computes). Run it under `taskset -c 0` for one core. Targets: at most 10 ms and 50 ms
// at p95.
import { performance } from 'node:perf_hooks';
import { panchangFor } from '../apps/api/src/modules/kundli/panchang/panchang.ts';
import { matchKundlis } from '../apps/api/src/modules/kundli/match/match.ts';

export const PANCHANG_P95_TARGET_MS = 10;
export const MATCH_P95_TARGET_MS = 50;

const PLACES = [
  { latitude: 28.63576, longitude: 77.22445, zone: 'Asia/Kolkata' }, // New Delhi
  { latitude: 19.07283, longitude: 72.88261, zone: 'Asia/Kolkata' }, // Mumbai
  { latitude: 13.08784, longitude: 80.27847, zone: 'Asia/Kolkata' }, // Chennai
  { latitude: 22.56263, longitude: 88.36304, zone: 'Asia/Kolkata' }, // Kolkata
  { latitude: 25.31668, longitude: 82.97379, zone: 'Asia/Kolkata' }, // Varanasi
];

/** The value at quantile q (0-1) of sorted times. */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export function runPanchangBench(year = 2026): { markdown: string; met: boolean } {
  const days = daysOf(year);
  // The first call reads the VSOP87 tables (about 45 ms); a running server has paid it.
  for (const day of days.slice(0, 20)) panchangFor(day, PLACES[0]!);
  const times: number[] = [];
  for (const place of PLACES) {
    for (const day of days) {
      const start = performance.now();
      panchangFor(day, place);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => quantile(times, q);
  const matches = matchTimes(year);
  const atMatch = (q: number) => quantile(matches, q);
  const panchangMet = at(0.95) <= PANCHANG_P95_TARGET_MS;
  const matchMet = atMatch(0.95) <= MATCH_P95_TARGET_MS;
  const markdown = [
    '## Panchang',
    '',
    '| row | made | median | p95 | p99 | target | met |',
    '|---|---|---|---|---|---|---|',
    `| one day's panchang (${year}, five places in India) | ${times.length} | ${at(0.5).toFixed(2)} ms | ${at(0.95).toFixed(2)} ms | ${at(0.99).toFixed(2)} ms | p95 <= ${PANCHANG_P95_TARGET_MS} ms | ${panchangMet ? 'yes' : 'no'} |`,
    `| one kundli match (two births each, one pair at a time) | ${matches.length} | ${atMatch(0.5).toFixed(2)} ms | ${atMatch(0.95).toFixed(2)} ms | ${atMatch(0.99).toFixed(2)} ms | p95 <= ${MATCH_P95_TARGET_MS} ms | ${matchMet ? 'yes' : 'no'} |`,
    '',
  ].join('\n');
  return { markdown, met: panchangMet && matchMet };
}

/** Sorted milliseconds of 200 matches: a birth every 43 hours through the year against one at the other end of India. */
function matchTimes(year: number): number[] {
  const other = { utcMs: Date.UTC(year - 30, 10, 3, 10, 30), latitude: 19.076, longitude: 72.8777 };
  const first = Date.UTC(year - 32, 0, 1);
  matchKundlis({ utcMs: first, latitude: 28.6139, longitude: 77.209 }, other);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    matchKundlis({ utcMs: first + i * 43 * 3_600_000, latitude: 28.6139, longitude: 77.209 }, other);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
