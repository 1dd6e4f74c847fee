// Backups of the database and restores from them (docs/operations.md): on PostgreSQL, pg_dump's custom format made
// while the servers run (a consistent snapshot) and pg_restore into the emptied database; on the embedded database,
// PGlite's own tarball of its data directory, made and restored while no server has it open.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, readSync, closeSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface BackupTarget {
  /** PostgreSQL when set; otherwise the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export type BackupKind = 'postgres' | 'pglite';

/** Raised for a backup or restore refused before anything changed: the message says what to do. */
export class BackupRefused extends Error {}

const kindOf = (t: BackupTarget): BackupKind => (t.databaseUrl ? 'postgres' : 'pglite');
const pgdataOf = (t: BackupTarget) => join(resolve(t.dataDir), 'pgdata');
const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** Where a backup goes when no file is named: DATA_DIR/backups/<engine>-<UTC time>.<ext>. */
export function defaultBackupFile(t: BackupTarget, at = new Date()): string {
  const ext = kindOf(t) === 'postgres' ? 'dump' : 'tar.gz';
  return join(resolve(t.dataDir), 'backups', `${kindOf(t)}-${stamp(at)}.${ext}`);
}

/** The engine a backup file was made on, from its first bytes: pg_dump's "PGDMP", or gzip's 1f 8b. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

/**
 * An embedded database is open while its postmaster.pid exists: PGlite writes it at start and removes it on a clean
 * close. One left by a crash is passed over with `force`.
 */
function refuseWhileOpen(pgdata: string, force: boolean): void {
  if (!force && existsSync(join(pgdata, 'postmaster.pid'))) {
    throw new BackupRefused(
      `The embedded database in ${pgdata} is in use: stop the server first. If no server is running (it crashed), run again with --force.`,
    );
  }
}

async function openPglite(pgdata: string, loadDataDir?: Blob) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return PGlite.create({ dataDir: pgdata, loadDataDir, extensions: { pg_trgm } });
}

/** Writes a backup of the database to `file` (made, with its folder, if missing); answers the file's path. */
export async function backupDatabase(t: BackupTarget, file = defaultBackupFile(t), opts: { force?: boolean } = {}): Promise<string> {
  const out = resolve(file);
  mkdirSync(dirname(out), { recursive: true });
  if (t.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`, `--dbname=${t.databaseUrl}`]);
    return out;
  }
  const pgdata = pgdataOf(t);
  if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new BackupRefused(`There is no embedded database in ${pgdata} to back up.`);
  refuseWhileOpen(pgdata, opts.force ?? false);
  const db = await openPglite(pgdata);
  try {
    const tarball = await db.dumpDataDir('gzip');
    writeFileSync(out, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await db.close();
  }
  return out;
}

/** How many migrations a database has applied: a restored database must answer this to count as restored. */
async function appliedMigrations(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  const { rows } = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return (rows[0] as { n: number }).n;
}

export interface RestoreResult {
  /** The database as it was before the restore, kept so that a restore can itself be undone. */
  previous: string;
  /** Migrations applied in the restored database (a server started on it applies the newer ones). */
  migrations: number;
}

/**
 * Replaces the database with the backup in `file`, after keeping the database as it was (RestoreResult.previous).
 * PostgreSQL: the servers must be stopped (docs/operations.md); the public and drizzle schemas are emptied and the
 * dump restored in one transaction. Embedded: the data directory is moved aside and the tarball loaded in its place;
 * on failure the old directory is put back.
 */
export async function restoreDatabase(t: BackupTarget, file: string, opts: { force?: boolean } = {}): Promise<RestoreResult> {
  const from = resolve(file);
  if (!existsSync(from)) throw new BackupRefused(`There is no backup file ${from}.`);
  const found = backupKindOf(from);
  if (found !== kindOf(t)) {
    throw new BackupRefused(
      found
        ? `${from} is a ${found === 'postgres' ? 'PostgreSQL' : 'PGlite'} backup; this configuration's database is ${kindOf(t) === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded one (DATA_DIR)'}.`
        : `${from} is not a backup made by npm run db:backup.`,
    );
  }
  const at = new Date();
  if (t.databaseUrl) {
    const previous = await backupDatabase(t, join(resolve(t.dataDir), 'backups', `before-restore-${stamp(at)}.dump`));
    try {
      await pgRestore(t.databaseUrl, from);
    } catch (error) {
      // The database is put back as it was before the error is reported.
      await pgRestore(t.databaseUrl, previous);
      throw error;
    }
    const check = new pg.Client({ connectionString: t.databaseUrl });
    await check.connect();
    try {
      return { previous, migrations: await appliedMigrations((q) => check.query(q)) };
    } finally {
      await check.end();
    }
  }
  const pgdata = pgdataOf(t);
  if (existsSync(pgdata)) refuseWhileOpen(pgdata, opts.force ?? false);
  const previous = `${pgdata}.before-restore-${stamp(at)}`;
  const hadOne = existsSync(pgdata);
  if (hadOne) renameSync(pgdata, previous);
  try {
    const db = await openPglite(pgdata, new Blob([readFileSync(from)]));
    try {
      return { previous, migrations: await appliedMigrations((q) => db.query(q)) };
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(pgdata, { recursive: true, force: true });
    if (hadOne) renameSync(previous, pgdata);
    throw error;
  }
}

/** Empties the public and drizzle schemas in one transaction, then restores a pg_dump file in another. */
async function pgRestore(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);
}
