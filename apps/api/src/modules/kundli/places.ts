// Place search over the shipped gazetteer: the picker's suggestions, a place by id, and the best match for a profile's free text.
import { PLACE_RESULTS_MAX, type Place } from '@app/contracts/kundli';
import {
  KEY_EQUAL,
  KEY_NAME,
  KEY_OTHER,
  KEY_WORD,
  gazetteer,
  keyMatch,
  keyRange,
  nameOf,
  normalizeText,
  rowOfId,
  type Gazetteer,
} from './gazetteer.ts';
import { isDevanagari, latinQueries } from './hindi-place-query.ts';

const INDIA = 'IN';
const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNames = new Map<string, string>();
// What people write for a country that is not its English display name.
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  america: 'US',
  uk: 'GB',
  england: 'GB',
  uae: 'AE',
};

function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = displayNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

function toPlace(g: Gazetteer, row: number): Place {
  const name = nameOf(g, row);
  const region = g.regionNames[g.regionOf[row] ?? 0] ?? '';
  const countryCode = g.countryCodes[g.countryOf[row] ?? 0] ?? '';
  const country = countryName(countryCode);
  const label = [name, region && region !== name ? region : '', country].filter(Boolean).join(', ');
  return {
    id: String(g.ids[row]),
    name,
    region,
    country,
    country_code: countryCode,
    latitude: g.latitudes[row] ?? 0,
    longitude: g.longitudes[row] ?? 0,
    time_zone: g.zones[g.zoneOf[row] ?? 0] ?? 'UTC',
    label,
  };
}

/** How many of the qualifiers ("maharashtra", "india") a row's region or country begins with. */
function qualifierScore(g: Gazetteer, row: number, qualifiers: readonly string[], prefix: boolean): number {
  if (qualifiers.length === 0) return 0;
  const code = g.countryCodes[g.countryOf[row] ?? 0] ?? '';
  const region = normalizeText(g.regionNames[g.regionOf[row] ?? 0] ?? '');
  const country = normalizeText(countryName(code));
  let score = 0;
  for (const q of qualifiers) {
    const hit = (s: string) => (prefix ? s.startsWith(q) : s === q);
    if ((region && hit(region)) || hit(country) || q === code.toLowerCase() || COUNTRY_ALIASES[q] === code)
      score++;
  }
  return score;
}

interface Candidate {
  row: number;
  exact: boolean;
  /** 0 when matched by its own name, 1 by a later word of it, 2 by another name only. */
  via: number;
  qualifiers: number;
}

// A match through a later word or an old or foreign name counts as a place 10 or 100 times smaller: "bombay" still
// finds Mumbai first, while "new delhi" finds New Delhi before Delhi (one of whose other names it is).
const VIA_WEIGHT = [1, 0.1, 0.01];

function weight(g: Gazetteer, c: Candidate): number {
  return (g.populations[c.row] ?? 0) * (VIA_WEIGHT[c.via] ?? 1);
}

function compare(g: Gazetteer, a: Candidate, b: Candidate): number {
  const indiaA = g.countryCodes[g.countryOf[a.row] ?? 0] === INDIA ? 1 : 0;
  const indiaB = g.countryCodes[g.countryOf[b.row] ?? 0] === INDIA ? 1 : 0;
  // Our visitors are mostly in India: an Indian place comes before a foreign one of the same exactness, whatever
  // their sizes ("Kochi" is Cochin in Kerala, known by that name, before the larger Kochi in Japan); then the larger.
  return (
    b.qualifiers - a.qualifiers ||
    Number(b.exact) - Number(a.exact) ||
    indiaB - indiaA ||
    weight(g, b) - weight(g, a) ||
    a.via - b.via ||
    (g.ids[a.row] ?? 0) - (g.ids[b.row] ?? 0)
  );
}

/** The k best of a list in order, in one pass: a two-letter query can match tens of thousands of places. */
function best<T>(items: Iterable<T>, k: number, order: (a: T, b: T) => number): T[] {
  const top: T[] = [];
  for (const item of items) {
    const last = top[top.length - 1];
    if (top.length >= k && last !== undefined && order(item, last) >= 0) continue;
    let i = top.length;
    while (i > 0 && order(item, top[i - 1] as T) < 0) i--;
    top.splice(i, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}

/** Every place with a key starting with `name` (or equal to it when `exact`), one candidate per place. */
function candidates(g: Gazetteer, name: string, qualifiers: readonly string[], exact: boolean): Candidate[] {
  const found = new Map<number, Candidate>();
  const { from, to } = keyRange(g, name);
  for (let i = from; i < to; i++) {
    const match = keyMatch(g, i, name);
    if (match === KEY_OTHER) continue;
    const kind = g.keyKind[i] ?? KEY_NAME;
    const isExact = match === KEY_EQUAL && kind !== KEY_WORD;
    if (exact && !isExact) continue;
    const row = g.keyRow[i] ?? 0;
    const via = kind === KEY_NAME ? 0 : kind === KEY_WORD ? 1 : 2;
    const previous = found.get(row);
    if (!previous) {
      found.set(row, { row, exact: isExact, via, qualifiers: qualifierScore(g, row, qualifiers, !exact) });
    } else if (Number(isExact) * 3 - via > Number(previous.exact) * 3 - previous.via) {
      previous.exact = isExact;
      previous.via = via;
    }
  }
  return [...found.values()];
}

function splitQuery(text: string): { name: string; qualifiers: string[] } {
  const [first = '', ...rest] = text.split(/[,;/]/).map(normalizeText);
  return { name: first, qualifiers: rest.filter(Boolean) };
}

/** Suggestions for the place picker: names, other names and later words of names that begin with the query, best first. */
export function searchPlaces(query: string, limit: number = PLACE_RESULTS_MAX): Place[] {
  if (isDevanagari(query)) {
    // "वाराणसी": each Latin spelling it may stand for is searched; a place found by several keeps its best rank.
    const found = new Map<string, { place: Place; rank: number }>();
    for (const latin of latinQueries(query)) {
      searchPlaces(latin, limit).forEach((place, rank) => {
        const seen = found.get(place.id);
        if (!seen || rank < seen.rank) found.set(place.id, { place, rank });
      });
      if (found.size >= limit * 3) break;
    }
    return [...found.values()]
      // A name written in Hindi most likely means an Indian place: on an equal rank India comes first.
      .sort((a, b) => a.rank - b.rank || Number(b.place.country_code === INDIA) - Number(a.place.country_code === INDIA))
      .slice(0, limit)
      .map((f) => f.place);
  }
  const { name, qualifiers } = splitQuery(query);
  if (!name || limit <= 0) return [];
  const g = gazetteer();
  let found = candidates(g, name, qualifiers, false);
  if (found.length === 0 && qualifiers.length === 0 && name.includes(' ')) {
    // "pune maha": the first words name the place, the rest begin its region or country.
    const words = name.split(' ');
    for (let w = words.length - 1; w >= 1 && found.length === 0; w--) {
      const rest = words.slice(w);
      found = candidates(g, words.slice(0, w).join(' '), rest, false).filter(
        (c) => c.qualifiers === rest.length,
      );
    }
  }
  return best(found, limit, (a, b) => compare(g, a, b)).map((c) => toPlace(g, c.row));
}

export function findPlace(id: string): Place | undefined {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const g = gazetteer();
  const row = rowOfId(g, Number(id));
  return row === undefined ? undefined : toPlace(g, row);
}

/**
 * The place a profile's free text most likely means ("Pune", "pune maharashtra", "New Delhi, India"): a place whose name
 * or other name equals the text's first part, preferring one whose region or country matches the rest, then the most
 * populous (India first on a tie). Undefined when no name matches exactly: a guess would draw someone else's chart.
 */
export function resolvePlaceName(text: string): Place | undefined {
  if (isDevanagari(text)) {
    // A profile's place written in Hindi: the first Latin spelling that names a place exactly.
    for (const latin of latinQueries(text)) {
      const place = resolvePlaceName(latin);
      if (place) return place;
    }
    return undefined;
  }
  const { name, qualifiers } = splitQuery(text);
  if (!name) return undefined;
  const g = gazetteer();
  const words = name.split(' ');
  // Without commas the trailing words may be the region or country: try the longest leading name first.
  for (let w = words.length; w >= 1; w--) {
    const extra = [...words.slice(w), ...qualifiers].filter(Boolean);
    const found = candidates(g, words.slice(0, w).join(' '), extra, true);
    if (found.length === 0) continue;
    const strays = words.length - w;
    // Trailing words that are neither part of the name nor a region or country mean this is not the place.
    const fitting = found.filter((c) => c.qualifiers >= Math.min(strays, 1) || strays === 0);
    const [first] = best(fitting, 1, (a, b) => compare(g, a, b));
    if (first && (strays === 0 || first.qualifiers > 0)) return toPlace(g, first.row);
  }
  return undefined;
}
