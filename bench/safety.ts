// The safety filter's row of `npm run bench`: the time it adds to a message, measured on every message of the labelled
// set (apps/api/src/modules/safety/labelled-messages.json) after a warm-up. Target: at most 5 ms at p95.
import { performance } from 'node:perf_hooks';
import labelled from '../apps/api/src/modules/safety/labelled-messages.json' with { type: 'json' };
import { filterText } from '../apps/api/src/modules/safety/text-filter.ts';

export const SAFETY_P95_TARGET_MS = 5;

export function runSafetyBench(rounds = 20): { markdown: string; met: boolean } {
  const texts = labelled.map((m) => m.text);
  for (const text of texts.slice(0, 100)) filterText(text);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const text of texts) {
      const start = performance.now();
      filterText(text);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const met = at(0.95) <= SAFETY_P95_TARGET_MS;
  const markdown = [
    '## Safety filter',
    '',
    '| row | messages filtered | median | p95 | p99 | target | met |',
    '|---|---|---|---|---|---|---|',
    `| filter one chat message (contact details and abuse) | ${times.length} | ${at(0.5).toFixed(3)} ms | ${at(0.95).toFixed(3)} ms | ${at(0.99).toFixed(3)} ms | p95 <= ${SAFETY_P95_TARGET_MS} ms | ${met ? 'yes' : 'no'} |`,
    '',
  ].join('\n');
  return { markdown, met };
}
