// Writes the guna milan accuracy fixture: koota scores and Manglik findings from an npm implementation we do not ship.
//
// Run once, from the repository root; it installs nothing itself and the project does not depend on the reference:
//
//   mkdir -p /tmp/matchref && (cd /tmp/matchref && npm init -y && npm install --no-save @ishubhamx/panchangam-js@2.2.3)
//   MATCH_REF_DIR=/tmp/matchref node scripts/make-match-fixture.mjs
//
// The reference is @ishubhamx/panchangam-js (MIT), whose matchKundli(boy, girl) scores the eight kootas from each
// chart's Moon longitude and reads the Manglik dosha from Mars, the ascendant, the Moon and Venus. This script imports
// nothing of ours: it draws the Moon longitudes, asks the reference, and writes what the reference answers.
//
// - Rows: every ordered pair of the 27 nakshatras (boy, girl) once, each Moon at a seeded pseudo-random point of its
//   nakshatra; then edge cases: each Moon exactly on and just below every rashi boundary, on and below pada boundaries,
//   15 degrees of Dhanu and Makara, 0 and just below 360, the same nakshatra in two rashis and in two padas, and the
//   pairs of rashis with one lord; then seeded pairs anywhere, kept only while the reference's own answer excludes no
//   koota, until 330 rows are compared on all eight. Lagna, Mars and Venus are seeded pseudo-random longitudes, for
//   the Manglik comparison.
// - The reference adds its one Bhakoot exception (the same rashi lord) and its one Nadi exception (the same rashi,
//   another nakshatra) into the koota's points and says so in its description: those points are written as given and
//   the exception is recorded beside them (reference_exceptions), for the test to compare with our parihara.
// - Excluded kootas: where the reference's table departs from the published one (docs/decisions/kundli-matching.md
//   says which is which and why), the row keeps the reference's number but names the koota in `excluded` with the
//   reason, and the test does not compare that koota (the row's others still are):
//     reference_yoni_untabulated: its yoni table lists only the same yoni (4), the seven bitter enmities (0) and three
//       enmities (1); every other pair falls to a default of 2 ("Neutral"), where the almanacs' table has 1, 2 or 3.
//     reference_vashya_whole_sign: it gives Dhanu and Makara one vashya group each ("Simplify"), where the tables
//       split both at 15 degrees; a Moon in the second half of either is not compared.
//     reference_gana_transposed: its gana table (boy's gana down) is the published one read the other way round in
//       the Deva-Manushya cells (Deva boy with Manushya girl 6 and the reverse 5, where Astroyogi's table and text give
//       5 and 6) and it scores a Deva boy with a Rakshasa girl 0 ("Strict") where the table gives 1.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dir = process.env.MATCH_REF_DIR;
if (!dir) {
  console.error(
    'Set MATCH_REF_DIR to the folder where the reference is installed (see the header of this script).',
  );
  process.exit(1);
}
const REF = '@ishubhamx/panchangam-js';
const require = createRequire(join(dir, 'package.json'));
const reference = require(REF);
const refPackage = JSON.parse(readFileSync(join(dir, 'node_modules', REF, 'package.json'), 'utf8'));

const OUT = 'apps/api/src/modules/kundli/match/fixtures/guna-milan-reference.json';
const SEED = 20250214;
const NAK = 360 / 27;
const PADA = NAK / 4;
const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'];
const NAMES = ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'];

// mulberry32: a small seeded generator, so the same rows come out every time.
let state = SEED;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const r6 = (x) => Math.round(x * 1e6) / 1e6;
const anywhere = () => r6(random() * 360) % 360;
const inNakshatra = (n) => r6(n * NAK + (0.001 + random() * 0.998) * NAK);
/** Nakshatra and pada counted in 108ths of the circle, exact on rashi boundaries (30 degrees is Krittika's 2nd pada). */
const where = (lon) => {
  const padas = Math.floor((lon * 108) / 360);
  return { nakshatra: Math.floor(padas / 4) + 1, pada: (padas % 4) + 1, rashi: Math.floor(lon / 30) + 1 };
};
/** The reference's gana cells that differ from the published table (see the header). */
const GANA_TRANSPOSED = new Set([
  'Boy:Deva - Girl:Manushya',
  'Boy:Manushya - Girl:Deva',
  'Boy:Deva - Girl:Rakshasa',
]);
/** Second half of Dhanu (255-270) or Makara (285-300): where the reference's whole-sign vashya departs. */
const splitHalf = (lon) => (lon >= 255 && lon < 270) || (lon >= 285 && lon < 300);

function person(moon) {
  return { moon, lagna: anywhere(), mars: anywhere(), venus: anywhere() };
}
const asKundli = (p) => ({
  planets: { Moon: { longitude: p.moon }, Mars: { longitude: p.mars }, Venus: { longitude: p.venus } },
  ascendant: { longitude: p.lagna },
});

/** The reference's Manglik finding: which references hold Mars in a dosha house (and which house), and its cancellation. */
function manglikOf(dosha) {
  const present = [...dosha.description.matchAll(/(Lagna|Moon|Venus)\(H(\d+)\)/g)].map((m) => [
    m[1].toLowerCase(),
    Number(m[2]),
  ]);
  return { present, own_or_exalted: /Own\/Exalted/.test(dosha.description) };
}

function row(boyMoon, girlMoon) {
  const boy = person(boyMoon);
  const girl = person(girlMoon);
  const answer = reference.matchKundli(asKundli(boy), asKundli(girl));
  const kootas = {};
  const exceptions = {};
  const excluded = {};
  KOOTAS.forEach((key, i) => {
    const result = answer.ashtakoot.kootas[i];
    if (result.name !== NAMES[i]) throw new Error(`unexpected koota ${result.name} at ${i}`);
    kootas[key] = result.score;
    if (key === 'bhakoot' && /Exception: Same Lord/.test(result.description))
      exceptions.bhakoot = 'same_lord';
    if (key === 'nadi' && /Exception: Same Rashi, Diff Nakshatra/.test(result.description)) {
      exceptions.nadi = 'same_rashi_different_nakshatra';
    }
    if (key === 'yoni' && /\(Neutral\)$/.test(result.description))
      excluded.yoni = 'reference_yoni_untabulated';
    if (key === 'gana' && GANA_TRANSPOSED.has(result.description))
      excluded.gana = 'reference_gana_transposed';
  });
  if (splitHalf(boyMoon) || splitHalf(girlMoon)) excluded.vashya = 'reference_vashya_whole_sign';
  const total = KOOTAS.reduce((sum, key) => sum + kootas[key], 0);
  if (Math.abs(total - answer.ashtakoot.totalScore) > 1e-9)
    throw new Error('reference total is not its kootas');
  return {
    boy: { ...boy, ...where(boyMoon) },
    girl: { ...girl, ...where(girlMoon) },
    kootas,
    reference_exceptions: exceptions,
    excluded,
    manglik: { boy: manglikOf(answer.dosha.boy), girl: manglikOf(answer.dosha.girl) },
  };
}

const rows = [];
// Every ordered pair of nakshatras once.
for (let b = 0; b < 27; b++) for (let g = 0; g < 27; g++) rows.push(row(inNakshatra(b), inNakshatra(g)));
// Rashi boundaries: each Moon on the first instant of every rashi and just before it, against a random partner.
const below = (x) => r6((x - 1e-6 + 360) % 360);
for (let r = 0; r < 12; r++) {
  rows.push(row(r * 30, anywhere()), row(anywhere(), r * 30));
  rows.push(row(below(r * 30), anywhere()), row(anywhere(), below(r * 30)));
}
// Pada boundaries: 24 seeded ones, on and just below, for either Moon.
for (let i = 0; i < 24; i++) {
  const edge = r6(Math.floor(random() * 108) * PADA);
  rows.push(i % 2 ? row(edge, below(edge)) : row(below(edge), edge));
}
// The 15-degree split of Dhanu and Makara, and the wrap at 360.
for (const edge of [255, 285]) rows.push(row(edge, below(edge)), row(below(edge), edge));
rows.push(row(0, 359.999999), row(359.999999, 0));
// One nakshatra in two rashis (Krittika, Punarvasu, Uttara Phalguni, Chitra, Vishakha, Uttara Ashadha, Dhanishta,
// Purva Bhadrapada, Mrigashira): the Moons on either side of the rashi boundary inside it, both ways.
for (const boundary of [30, 60, 90, 150, 180, 210, 270, 300, 330]) {
  rows.push(row(r6(boundary - 1.5), r6(boundary + 1.5)), row(r6(boundary + 2.5), r6(boundary - 0.5)));
}
// The same nakshatra in two padas and in the same pada.
for (let i = 0; i < 12; i++) {
  const n = Math.floor(random() * 27);
  rows.push(row(r6(n * NAK + 0.5), r6(n * NAK + 3 * PADA + 0.5)), row(r6(n * NAK + 1), r6(n * NAK + 2)));
}
// Rashis with one lord in dosha positions (Mesha-Vrishchika, Vrishabha-Tula, Makara-Kumbha), both ways.
for (const [a, b] of [
  [0, 7],
  [1, 6],
  [9, 10],
]) {
  const at = (r) => r6(r * 30 + 1 + random() * 28);
  rows.push(row(at(a), at(b)), row(at(b), at(a)));
}
// Then seeded pairs anywhere, kept only when the reference compares all eight (its answer has no excluded koota),
// until 330 rows are compared on all eight: the reference's own answer decides, not ours.
const FULL_ROWS = 330;
const full = (r) => Object.keys(r.excluded).length === 0;
let fullCount = rows.filter(full).length;
while (fullCount < FULL_ROWS) {
  const candidate = row(anywhere(), anywhere());
  if (full(candidate)) {
    rows.push(candidate);
    fullCount++;
  }
}

const fixture = {
  description:
    'Ashtakoot koota scores and Manglik findings from a reference implementation; made by scripts/make-match-fixture.mjs',
  reference: {
    name: refPackage.name,
    version: refPackage.version,
    license: refPackage.license,
    entry: 'matchKundli(boy, girl)',
  },
  seed: SEED,
  rows,
};
// One row a line keeps the file readable and its diffs small.
const head = JSON.stringify({ ...fixture, rows: [] }, null, 1).replace(/\[\]\n}$/, '');
writeFileSync(OUT, `${head}[\n${rows.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n ]\n}\n`);
const excludedCount = rows.filter((r) => Object.keys(r.excluded).length > 0).length;
console.log(
  `wrote ${rows.length} rows to ${OUT} (${rows.length - excludedCount} with all eight kootas compared)`,
);
