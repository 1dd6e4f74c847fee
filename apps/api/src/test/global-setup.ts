// Prepares one migrated database per test run: a PGlite dump, or a PostgreSQL template database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { ensureAdmin } from '../db/seed/index.ts';
import { TEST_ADMIN } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const name = `test_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await runMigrations(database);
    await ensureAdmin(database.db, TEST_ADMIN);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteDump', '');
    return async () => {
      // Databases cloned from the template by the test files are dropped by them; drop any left over.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}%`],
      );
      for (const row of rows.reverse()) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ memory: true });
  await runMigrations(database);
  await ensureAdmin(database.db, TEST_ADMIN);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'jk-test-'));
  const file = join(dir, 'base.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
