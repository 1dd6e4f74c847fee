// The gazetteer's compact columns: names decoded from their bytes, and the grouped key index finding every key a
// plain scan of all keys finds.
import { describe, expect, it } from 'vitest';
import {
  KEY_EQUAL,
  KEY_OTHER,
  gazetteer,
  keyMatch,
  keyOf,
  keyRange,
  nameOf,
  normalizeText,
  rowOfId,
} from './gazetteer.ts';

const g = gazetteer();

/** The keys that begin with `prefix`, by reading every key. */
function scan(prefix: string): number[] {
  const found: number[] = [];
  for (let i = 0; i < g.keyRow.length; i++) if (keyOf(g, i).startsWith(prefix)) found.push(i);
  return found;
}

/** The same through the index: the group (or run of groups) of the prefix, each key checked. */
function indexed(prefix: string): number[] {
  const { from, to } = keyRange(g, prefix);
  const found: number[] = [];
  for (let i = from; i < to; i++) if (keyMatch(g, i, prefix) !== KEY_OTHER) found.push(i);
  return found;
}

describe('the gazetteer', () => {
  it('keeps each name as written, accents and all', () => {
    const row = rowOfId(g, 3448439);
    expect(row).toBeDefined();
    expect(nameOf(g, row ?? 0)).toBe('São Paulo');
    expect(nameOf(g, rowOfId(g, 1259229) ?? 0)).toBe('Pune');
  });

  it.each(['pu', 'pun', 'sao p', 'new d', 'zu', 'x'])(
    'finds through its index every key that begins with %j',
    (prefix) => {
      const expected = prefix.length < 2 ? [] : scan(prefix);
      if (prefix.length >= 2) expect(expected.length).toBeGreaterThan(0);
      expect(indexed(prefix)).toEqual(expected);
    },
  );

  it('tells a key equal to the prefix from a longer one', () => {
    const exact = indexed('pune').filter((i) => keyMatch(g, i, 'pune') === KEY_EQUAL);
    expect(exact.length).toBeGreaterThan(0);
    for (const i of exact) expect(keyOf(g, i)).toBe('pune');
    expect(exact.map((i) => g.keyRow[i])).toContain(rowOfId(g, 1259229));
  });

  it('holds only normalised keys', () => {
    for (let i = 0; i < g.keyRow.length; i += 997) {
      const key = keyOf(g, i);
      expect(normalizeText(key)).toBe(key);
    }
  });
});
