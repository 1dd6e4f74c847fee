// The engine against an independent npm implementation (fixture from scripts/make-match-fixture.mjs): every row's
// eight koota scores equal, except the kootas the script excluded with a documented reason, and the same Manglik houses.
import { readFileSync } from 'node:fs';
import type { KootaKey } from '@app/contracts/kundli-match';
import { describe, expect, it } from 'vitest';
import { gunaMilan, moonPlace } from './guna-milan.ts';
import { manglikDosha } from './manglik.ts';

interface Person {
  moon: number;
  lagna: number;
  mars: number;
  venus: number;
  nakshatra: number;
  pada: number;
  rashi: number;
}
interface ReferenceManglik {
  present: [string, number][];
  own_or_exalted: boolean;
}
interface Row {
  boy: Person;
  girl: Person;
  kootas: Record<KootaKey, number>;
  reference_exceptions: { bhakoot?: 'same_lord'; nadi?: 'same_rashi_different_nakshatra' };
  excluded: Partial<Record<KootaKey, string>>;
  manglik: { boy: ReferenceManglik; girl: ReferenceManglik };
}

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/guna-milan-reference.json', import.meta.url), 'utf8'),
) as { reference: { name: string; version: string }; rows: Row[] };
const KEYS: KootaKey[] = ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'];
/** Every reason the script may give for not comparing a koota, each explained in its header and the decision record. */
const DOCUMENTED_EXCLUSIONS = new Set([
  'reference_yoni_untabulated',
  'reference_vashya_whole_sign',
  'reference_gana_transposed',
]);
const where = (row: Row) =>
  `boy ${row.boy.moon} (${row.boy.nakshatra}/${row.boy.pada}), girl ${row.girl.moon} (${row.girl.nakshatra}/${row.girl.pada})`;

describe(`guna milan against ${fixture.reference.name} ${fixture.reference.version}`, () => {
  it('has at least 300 rows compared on all eight kootas and every ordered pair of nakshatras', () => {
    const full = fixture.rows.filter((row) => Object.keys(row.excluded).length === 0);
    expect(full.length).toBeGreaterThanOrEqual(300);
    const pairs = new Set(fixture.rows.map((row) => `${row.boy.nakshatra}-${row.girl.nakshatra}`));
    expect(pairs.size).toBe(27 * 27);
  });

  it('places every Moon in the rashi, nakshatra and pada the script found', () => {
    for (const row of fixture.rows) {
      for (const p of [row.boy, row.girl]) {
        const place = moonPlace(p.moon);
        expect([place.rashi + 1, place.nakshatra + 1, place.pada + 1], `${p.moon}`).toEqual([
          p.rashi,
          p.nakshatra,
          p.pada,
        ]);
      }
    }
  });

  it('excludes kootas only for the documented reasons', () => {
    for (const row of fixture.rows) {
      for (const why of Object.values(row.excluded)) expect(DOCUMENTED_EXCLUSIONS).toContain(why);
    }
  });

  it('scores every compared koota of every row as the reference does', () => {
    const problems: string[] = [];
    const compared: Record<string, number> = {};
    for (const row of fixture.rows) {
      const ours = gunaMilan(row.boy.moon, row.girl.moon);
      KEYS.forEach((key, i) => {
        if (row.excluded[key]) return;
        compared[key] = (compared[key] ?? 0) + 1;
        let score = ours.kootas[i]?.score;
        // The reference counts its one exception of each dosha at full points: ours must name the same rule.
        const bhakootSameLord = ours.doshas.bhakoot.reasons.some((r) => r.code === 'bhakoot_same_lord');
        const nadiSameRashi = ours.doshas.nadi.reasons.some(
          (r) => r.code === 'nadi_same_rashi_different_nakshatra',
        );
        if (key === 'bhakoot' && (row.reference_exceptions.bhakoot === 'same_lord') !== bhakootSameLord) {
          problems.push(`${where(row)}: bhakoot same-lord exception differs`);
        }
        if (key === 'nadi' && !!row.reference_exceptions.nadi !== nadiSameRashi) {
          problems.push(`${where(row)}: nadi same-rashi exception differs`);
        }
        if (key === 'bhakoot' && bhakootSameLord) score = 7;
        if (key === 'nadi' && nadiSameRashi) score = 8;
        if (score !== row.kootas[key])
          problems.push(`${where(row)}: ${key} ${score}, reference ${row.kootas[key]}`);
      });
    }
    console.info(`kootas compared over ${fixture.rows.length} rows: ${JSON.stringify(compared)}`);
    expect(problems).toEqual([]);
  });

  it('finds Mars in the same dosha houses from the Lagna, the Moon and Venus, and the same own-sign cancellation', () => {
    const problems: string[] = [];
    for (const row of fixture.rows) {
      for (const side of ['boy', 'girl'] as const) {
        const p = row[side];
        const ours = manglikDosha({
          lagna: p.lagna,
          mars: p.mars,
          moon: p.moon,
          venus: p.venus,
          jupiter: p.mars + 30,
        });
        const present = ours.from.filter((f) => f.in_dosha_house).map((f) => [f.reference, f.house]);
        const ownOrExalted = ours.cancellations.some((c) =>
          ['manglik_mars_own_sign', 'manglik_mars_exalted'].includes(c.code),
        );
        if (JSON.stringify(present) !== JSON.stringify(row.manglik[side].present)) {
          problems.push(
            `${where(row)} ${side}: ${JSON.stringify(present)} vs ${JSON.stringify(row.manglik[side].present)}`,
          );
        }
        if (present.length > 0 && ownOrExalted !== row.manglik[side].own_or_exalted) {
          problems.push(`${where(row)} ${side}: own or exalted ${ownOrExalted}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
