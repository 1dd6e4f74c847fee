// The catalogues agree: Hindi has every English key and no other, with the same interpolated values and plural
// forms, and no words are missing; every key of the web's catalogues is used by the code that reads it.
/** @vitest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname);
const SHARED = join(import.meta.dirname, '../../../../packages/contracts/src/locales');
const SOURCES = join(import.meta.dirname, '..');

type Catalogue = Record<string, unknown>;

function read(dir: string, locale: string): Map<string, Catalogue> {
  const files = readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json'));
  return new Map(files.map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(dir, locale, f), 'utf8')) as Catalogue]));
}

/** "a.b.c" -> value, for every leaf. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value as Catalogue, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\/?[\w-]+)\s*\/?>/g)].map((m) => m[1]).sort();

for (const [name, dir] of [
  ['web', WEB],
  ['shared', SHARED],
] as const) {
  describe(`the ${name} catalogues`, () => {
    const en = read(dir, 'en');
    const hi = read(dir, 'hi');

    it('have the same namespaces in English and Hindi', () => {
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    });

    for (const [ns, english] of en) {
      it(`${ns}: Hindi has every key, the same {{values}}, <tags> and plural forms, and no empty words`, () => {
        const enKeys = flatten(english);
        const hiKeys = flatten(hi.get(ns) ?? {});
        expect([...hiKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
        for (const [key, text] of enKeys) {
          const hindi = hiKeys.get(key) ?? '';
          expect(text.trim(), `${ns}:${key} (en)`).not.toBe('');
          expect(hindi.trim(), `${ns}:${key} (hi)`).not.toBe('');
          // A plural's count may be written out in a form ("one" in words), so its own {{count}} may be absent.
          if (!PLURAL.test(key)) expect(variables(hindi), `${ns}:${key}`).toEqual(variables(text));
          expect(tags(hindi), `${ns}:${key}`).toEqual(tags(text));
        }
      });
    }
  });
}

/** Every source file of the web app (not tests), read once. */
function sourceText(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'locales' && entry !== 'test') walk(path);
      } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        parts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  walk(SOURCES);
  return parts.join('\n');
}

describe('the web catalogues', () => {
  it('hold no key the code never reads', () => {
    const source = sourceText();
    // Keys the code builds (`t(\`status.${status}\`)`) are used through their literal prefix.
    const prefixes = [...source.matchAll(/`(?:[\w-]+:)?([\w.-]+\.)\$\{/g)].map((m) => m[1]!);
    const unused: string[] = [];
    for (const [ns, english] of read(WEB, 'en')) {
      for (const full of flatten(english).keys()) {
        const key = full.replace(PLURAL, '');
        const quoted = [`'${key}'`, `"${key}"`, `\`${key}\``, `'${ns}:${key}'`, `"${ns}:${key}"`, `\`${ns}:${key}\``];
        if (quoted.some((q) => source.includes(q))) continue;
        if (prefixes.some((prefix) => key.startsWith(prefix))) continue;
        unused.push(`${ns}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
