// The proof that money has one owner: a search of the API's source, outside modules/money and the tests, finds no
// insert into, update of or delete from a money table, no write of the astrologer's balance column, and no import of
// db/schema/money.ts. Anyone can re-run it; a deliberate violation (the samples below) is caught.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const TABLES = 'userWallets|userWalletEntries|walletLedger';
const SQL_TABLES = 'user_wallets|user_wallet_entries|wallet_ledger';

/** Each pattern names one way of writing money. */
const WRITES: { what: string; pattern: RegExp }[] = [
  { what: 'an insert into a money table', pattern: new RegExp(`\\.insert\\(\\s*(${TABLES})\\b`) },
  { what: 'an update of a money table', pattern: new RegExp(`\\.update\\(\\s*(${TABLES})\\b`) },
  { what: 'a delete from a money table', pattern: new RegExp(`\\.delete\\(\\s*(${TABLES})\\b`) },
  { what: "a write of the astrologer's balance", pattern: /\.set\(\s*\{[^}]*\bwalletPaise\b/ },
  { what: "an astrologer inserted with a balance", pattern: /\.values\(\s*\{[^}]*\bwalletPaise\b/ },
  { what: 'raw SQL inserting into a money table', pattern: new RegExp(`insert\\s+into\\s+"?(${SQL_TABLES})\\b`, 'i') },
  { what: 'raw SQL updating a money table', pattern: new RegExp(`update\\s+"?(${SQL_TABLES})\\b`, 'i') },
  { what: 'raw SQL deleting from a money table', pattern: new RegExp(`delete\\s+from\\s+"?(${SQL_TABLES})\\b`, 'i') },
  { what: "raw SQL writing the astrologer's balance", pattern: /update\s+"?astrologers"?\s+set\b[^;`]*\bwallet_paise\b/i },
  { what: 'an import of the money tables', pattern: /from\s+['"][./]*(?:db\/)?schema\/money\.ts['"]/ },
];

/** Money's own code, the tests and their helpers may touch the tables; so may the handle and drizzle's config. */
function exempt(path: string): boolean {
  const p = path.split(sep).join('/');
  return (
    p.startsWith('modules/money/') ||
    p.startsWith('test/') ||
    /\.test\.tsx?$/.test(p) ||
    p === 'db/client.ts' ||
    p.startsWith('db/schema/') ||
    p.startsWith('db/migrations/')
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function violations(text: string): string[] {
  return WRITES.filter((w) => w.pattern.test(text)).map((w) => w.what);
}

describe('money has one owner', () => {
  it('finds no write of a money table outside modules/money', () => {
    const found: string[] = [];
    for (const path of sources(SRC)) {
      const rel = relative(SRC, path);
      if (exempt(rel)) continue;
      for (const what of violations(readFileSync(path, 'utf8'))) found.push(`${rel}: ${what}`);
    }
    expect(found).toEqual([]);
  });

  it('catches each kind of write it looks for', () => {
    const samples = [
      'await tx.insert(walletLedger).values(rows);',
      'await tx.update(userWallets).set({ balancePaise: 0 });',
      'await tx.delete(userWalletEntries).where(x);',
      'await tx.update(astrologers).set({ walletPaise: sql`0` }).where(y);',
      'await tx.insert(astrologers).values({ name, walletPaise: 100 });',
      "await tx.execute(sql`insert into wallet_ledger (account) values ('platform')`);",
      'await tx.execute(sql`UPDATE user_wallets SET balance_paise = 0`);',
      'await tx.execute(sql`delete from user_wallet_entries`);',
      'await tx.execute(sql`update astrologers set wallet_paise = 0`);',
      "import { walletLedger } from '../../db/schema/money.ts';",
    ];
    expect(samples.map((s) => violations(s).length)).toEqual(samples.map(() => 1));
    // Reading the balance is not writing it.
    expect(violations('db.select({ walletPaise: astrologers.walletPaise }).from(astrologers)')).toEqual([]);
  });
});
