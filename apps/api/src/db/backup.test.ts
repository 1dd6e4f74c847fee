// npm run db:backup and db:restore on the run's engine (PGlite, or PostgreSQL under TEST_DB=postgres): what was
// stored at the backup comes back, what came after it goes, the database as it was before a restore is kept, and a
// backup of the other engine or a database in use is refused with nothing changed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BackupRefused, backupDatabase, restoreDatabase, type BackupTarget } from './backup.ts';
import { openDatabase, type Database } from './client.ts';
import { categories } from './schema/index.ts';
import { scratchDatabase, type ScratchDatabase } from '../test/scratch-database.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const ROOT = resolve(import.meta.dirname, '../../../..');
let dataDir: string;
let scratch: ScratchDatabase | null = null;
let target: BackupTarget;

/** Opens the target's database for one piece of work and closes it (the embedded one admits one opener). */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir, poolSize: 2 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The categories this file made (their names start with "Backup "). */
const names = () =>
  withDatabase(async ({ db }) =>
    (await db.select({ name: categories.name }).from(categories).where(sql`name like 'Backup %'`)).map((c) => c.name.slice(7)).sort(),
  );

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backup-'));
  // The run's migrated database: a clone of its PostgreSQL template, or its PGlite dump unpacked into DATA_DIR.
  if (onPostgres) scratch = await scratchDatabase(inject('postgresTemplate')!, inject('postgresTemplate'));
  target = { databaseUrl: scratch?.url, dataDir };
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir,
    loadDataDir: onPostgres ? undefined : new Blob([readFileSync(inject('pgliteDump'))]),
  });
  try {
    await database.db.insert(categories).values([{ name: 'Backup Gemstones' }, { name: 'Backup Rudraksha' }]);
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`db:backup and db:restore on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('brings back what was stored at the backup and keeps the database as it was before the restore', async () => {
    const file = join(dataDir, 'nightly', 'backup');
    expect(await backupDatabase(target, file)).toBe(file);

    await withDatabase(async ({ db }) => {
      await db.insert(categories).values({ name: 'Backup Yantras' });
      await db.delete(categories).where(sql`name = 'Backup Rudraksha'`);
    });
    expect(await names()).toEqual(['Gemstones', 'Yantras']);

    const restored = await restoreDatabase(target, file);
    expect(await names()).toEqual(['Gemstones', 'Rudraksha']);
    expect(restored.migrations).toBeGreaterThanOrEqual(24);
    expect(existsSync(restored.previous)).toBe(true);

    // On PostgreSQL the kept database is a dump, itself a restore away: the change made after the backup is in it.
    if (onPostgres) {
      await restoreDatabase(target, restored.previous);
      expect(await names()).toEqual(['Gemstones', 'Yantras']);
    }
  }, 240_000);

  it('refuses a file that is no backup, or one of the other engine, and changes nothing', async () => {
    const before = await names();
    const junk = join(dataDir, 'junk.txt');
    writeFileSync(junk, 'not a backup');
    await expect(restoreDatabase(target, junk)).rejects.toThrow(/is not a backup made by npm run db:backup/);
    const other = join(dataDir, 'other');
    writeFileSync(other, onPostgres ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : 'PGDMP-made-elsewhere');
    await expect(restoreDatabase(target, other)).rejects.toThrow(BackupRefused);
    await expect(restoreDatabase(target, join(dataDir, 'missing'))).rejects.toThrow(/There is no backup file/);
    expect(await names()).toEqual(before);
  }, 120_000);

  it.skipIf(onPostgres)('refuses to copy or replace an embedded database a server has open', async () => {
    const open = await openDatabase({ dataDir });
    try {
      await expect(backupDatabase(target, join(dataDir, 'while-open'))).rejects.toThrow(/is in use: stop the server first/);
    } finally {
      await open.close();
    }
    expect(existsSync(join(dataDir, 'while-open'))).toBe(false);
  }, 120_000);

  it('runs as npm run db:backup and npm run db:restore', () => {
    const { DATABASE_URL: _unset, ...rest } = process.env;
    const env = { ...rest, DATA_DIR: dataDir, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) };
    const file = join(dataDir, 'by-npm');
    const backup = spawnSync('npm', ['run', '-s', 'db:backup', '--', '--out', file], { cwd: ROOT, env, encoding: 'utf8' });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    const restore = spawnSync('npm', ['run', '-s', 'db:restore', '--', file], { cwd: ROOT, env, encoding: 'utf8' });
    expect(restore.stdout).toMatch(/Restored from .* migrations applied/);
    const refused = spawnSync('npm', ['run', '-s', 'db:restore', '--', join(dataDir, 'missing')], { cwd: ROOT, env, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('There is no backup file');
  }, 240_000);
});
