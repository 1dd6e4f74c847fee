// `npx tsx scripts/safety-quality.mts`: measures the safety filter on its labelled set (precision and recall of the
// contact details, in all and per language; the time per message) and writes the figures into
// docs/decisions/safety.md between its markers. Fails below precision 0.95 or recall 0.9, or above 5 ms at p95.
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import labelled from '../apps/api/src/modules/safety/labelled-messages.json' with { type: 'json' };
import { contactQuality, type LabelledMessage, type Quality } from '../apps/api/src/modules/safety/quality.ts';
import { filterText } from '../apps/api/src/modules/safety/text-filter.ts';

const set = labelled as LabelledMessage[];
const quality = contactQuality(set);

// The time per message, after a warm-up (the matchers are built on first use).
for (const m of set.slice(0, 50)) filterText(m.text);
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const m of set) {
    const start = performance.now();
    filterText(m.text);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

const row = (name: string, q: Quality) =>
  `| ${name} | ${q.messages} | ${q.truePositives} | ${q.falsePositives} | ${q.falseNegatives} | ${q.precision.toFixed(3)} | ${q.recall.toFixed(3)} |`;
const section = [
  `Measured ${new Date().toISOString()} by \`npx tsx scripts/safety-quality.mts\` on \`apps/api/src/modules/safety/labelled-messages.json\`.`,
  '',
  '| messages | count | contact details found | false alarms | missed | precision | recall |',
  '|---|---|---|---|---|---|---|',
  row('all', quality.all),
  row('English', quality.en),
  row('Hinglish', quality.hinglish),
  row('Hindi', quality.hi),
  '',
  `Time to filter one message (${times.length} filterings): median ${p(0.5).toFixed(3)} ms, p95 ${p(0.95).toFixed(3)} ms, max ${p(1).toFixed(3)} ms.`,
  '',
  quality.misses.length > 0 ? `Missed: ${quality.misses.map((t) => `"${t}"`).join('; ')}.` : 'Missed: none.',
  quality.falseAlarms.length > 0 ? `False alarms: ${quality.falseAlarms.map((t) => `"${t}"`).join('; ')}.` : 'False alarms: none.',
].join('\n');
console.log(section);

const doc = fileURLToPath(new URL('../docs/decisions/safety.md', import.meta.url));
const text = readFileSync(doc, 'utf8');
const updated = text.replace(/<!-- quality:start -->[\s\S]*<!-- quality:end -->/, `<!-- quality:start -->\n${section}\n<!-- quality:end -->`);
if (updated === text && !text.includes(section)) throw new Error('docs/decisions/safety.md has no quality markers');
writeFileSync(doc, updated);

const failed = quality.all.precision < 0.95 || quality.all.recall < 0.9 || p(0.95) > 5;
if (failed) {
  console.error('The filter misses its targets: precision >= 0.95, recall >= 0.9, p95 <= 5 ms.');
  process.exit(1);
}
