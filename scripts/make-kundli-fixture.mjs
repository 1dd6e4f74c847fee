// Writes the kundli accuracy fixture: reference sidereal (Lahiri) positions from Swiss Ephemeris for seeded birth moments.
//
// Run once, from the repository root; it installs nothing itself and the project does not depend on Swiss Ephemeris:
//
//   mkdir -p /tmp/sweph && (cd /tmp/sweph && npm init -y && npm install --no-save sweph@2.10.3-b-1 luxon@3.7.2)
//   SWEPH_DIR=/tmp/sweph npx tsx scripts/make-kundli-fixture.mjs
//
// (sweph compiles the Swiss Ephemeris C sources with node-gyp: python3, make and g++ must be installed.)
//
// What it does, so the reference is independent of the code it checks:
// - Places come from the project's gazetteer (imported through tsx): a seeded pseudo-random choice of rows, 60% in
//   India, 25% elsewhere within 50 degrees of the equator, 15% between 50 and 60 degrees north or south.
// - Moments are seeded pseudo-random local dates and times in 1900-2099 (plus a few fixed ones on India's time history).
//   The local time becomes UTC with luxon (not the engine's own Intl code); a local time that did not exist or that
//   happened twice at that place is drawn again, so every row has one unambiguous instant.
// - Swiss Ephemeris: the Moshier ephemeris (SEFLG_MOSEPH, no data files), sidereal mode SE_SIDM_LAHIRI, apparent
//   positions (swe_calc_ut with SEFLG_SIDEREAL), Rahu = SE_MEAN_NODE, Ketu = Rahu + 180, the ascendant from
//   swe_houses_ex with SEFLG_SIDEREAL, the ayanamsa from swe_get_ayanamsa_ex_ut. UT is taken equal to UTC (as the
//   engine does); Swiss Ephemeris applies its own delta T.
// - Nakshatra and pada are computed here from Swiss Ephemeris' unrounded longitudes; longitudes are stored to 1e-6 degree.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gazetteer } from '../apps/api/src/modules/kundli/gazetteer.ts';
import { findPlace } from '../apps/api/src/modules/kundli/places.ts';

const dir = process.env.SWEPH_DIR;
if (!dir) {
  console.error(
    'Set SWEPH_DIR to a folder where sweph and luxon are installed (see the header of this script).',
  );
  process.exit(1);
}
const require = createRequire(join(dir, 'package.json'));
const swe = require('sweph');
const { DateTime } = require('luxon');
const C = swe.constants;

const OUT = 'apps/api/src/modules/kundli/fixtures/swiss-ephemeris-lahiri.json';
const ROWS = 240;
const SEED = 20240915;

// mulberry32: a small seeded generator, so the same rows come out every time.
let state = SEED;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const pad = (n) => String(n).padStart(2, '0');

const g = gazetteer();
const pools = { india: [], world: [], north: [] };
for (let row = 0; row < g.size; row++) {
  const lat = Math.abs(g.latitudes[row]);
  if (g.countryCodes[g.countryOf[row]] === 'IN') pools.india.push(row);
  else if (lat < 50) pools.world.push(row);
  else if (lat <= 60) pools.north.push(row);
}

/** The one UTC instant of a local wall time, or null when it was skipped or repeated there. */
function toUtc(local, zone) {
  const fields = {
    year: local.year,
    month: local.month,
    day: local.day,
    hour: local.hour,
    minute: local.minute,
  };
  const dt = DateTime.fromObject(fields, { zone });
  const same = (d) =>
    d.year === local.year &&
    d.month === local.month &&
    d.day === local.day &&
    d.hour === local.hour &&
    d.minute === local.minute;
  if (!dt.isValid || !same(dt)) return null;
  const offsets = new Set([dt.offset, dt.minus({ days: 1 }).offset, dt.plus({ days: 1 }).offset]);
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  let fits = 0;
  for (const offset of offsets) {
    const instant = DateTime.fromMillis(wall - offset * 60000, { zone });
    if (instant.offset === offset && same(instant)) fits++;
  }
  return fits === 1 ? dt : null;
}

const NAK = 360 / 27;
const where = (lon) => {
  const nakshatra = Math.floor(lon / NAK);
  return { nakshatra: nakshatra + 1, pada: Math.floor((lon - nakshatra * NAK) / (NAK / 4)) + 1 };
};
const r6 = (x) => Math.round(x * 1e6) / 1e6;
const BODIES = [
  ['sun', C.SE_SUN],
  ['moon', C.SE_MOON],
  ['mars', C.SE_MARS],
  ['mercury', C.SE_MERCURY],
  ['jupiter', C.SE_JUPITER],
  ['venus', C.SE_VENUS],
  ['saturn', C.SE_SATURN],
  ['rahu', C.SE_MEAN_NODE],
];
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;
swe.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);

function reference(local, place) {
  const dt = toUtc(local, place.time_zone);
  if (!dt) return null;
  const utcMs = dt.toMillis();
  const jdUt = 2440587.5 + utcMs / 86400000;
  const positions = {};
  for (const [key, body] of BODIES) {
    const result = swe.calc_ut(jdUt, body, FLAGS);
    if (result.error) throw new Error(`${key}: ${result.error}`);
    const [lon, , , speed] = result.data;
    positions[key] = { longitude: r6(lon), ...where(lon), retrograde: speed < 0 };
  }
  const ketu = (positions.rahu.longitude + 180) % 360;
  const rahuRaw = swe.calc_ut(jdUt, C.SE_MEAN_NODE, FLAGS).data[0];
  positions.ketu = { longitude: r6(ketu), ...where((rahuRaw + 180) % 360), retrograde: true };
  const houses = swe.houses_ex(jdUt, C.SEFLG_SIDEREAL | C.SEFLG_MOSEPH, place.latitude, place.longitude, 'W');
  const asc = houses.data.points[0];
  return {
    date: `${local.year}-${pad(local.month)}-${pad(local.day)}`,
    time: `${pad(local.hour)}:${pad(local.minute)}`,
    place_id: place.id,
    label: place.label,
    latitude: place.latitude,
    longitude: place.longitude,
    time_zone: place.time_zone,
    utc: new Date(utcMs).toISOString(),
    utc_offset_minutes: Math.round(dt.offset * 1e4) / 1e4,
    ayanamsa: r6(swe.get_ayanamsa_ex_ut(jdUt, C.SEFLG_MOSEPH).data),
    delta_t_seconds: Math.round(swe.deltat_ex(jdUt, C.SEFLG_MOSEPH).data * 86400 * 100) / 100,
    lagna: { longitude: r6(asc), ...where(asc) },
    planets: positions,
  };
}

const rows = [];
// Fixed rows on India's time history: war time (+6:30) in 1943, standard time in 1990, Madras time in 1901.
for (const [date, time, id] of [
  ['1943-08-15', '06:10', '1275004'],
  ['1990-01-26', '23:55', '1273294'],
  ['1901-03-02', '05:45', '1259229'],
]) {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  rows.push(reference({ year, month, day, hour, minute }, findPlace(id)));
}
while (rows.length < ROWS) {
  const roll = random();
  const pool = roll < 0.6 ? pools.india : roll < 0.85 ? pools.world : pools.north;
  const place = findPlace(String(g.ids[pick(pool)]));
  const year = 1900 + Math.floor(random() * 200);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * new Date(Date.UTC(year, month, 0)).getUTCDate());
  const local = { year, month, day, hour: Math.floor(random() * 24), minute: Math.floor(random() * 60) };
  const row = reference(local, place);
  if (row) rows.push(row);
}

const fixture = {
  description:
    'Sidereal (Lahiri) reference positions from Swiss Ephemeris; made by scripts/make-kundli-fixture.mjs',
  swiss_ephemeris: swe.version(),
  ephemeris: 'Moshier (SEFLG_MOSEPH)',
  sidereal_mode: 'SE_SIDM_LAHIRI',
  node: 'SE_MEAN_NODE',
  ascendant: "swe_houses_ex(SEFLG_SIDEREAL, 'W') ascmc[0]",
  seed: SEED,
  rows,
};
// One row a line keeps the file readable and its diffs small.
const head = JSON.stringify({ ...fixture, rows: [] }, null, 1).replace(/\[\]\n}$/, '');
writeFileSync(OUT, `${head}[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n ]\n}\n`);
console.log(`wrote ${rows.length} rows to ${OUT}`);
