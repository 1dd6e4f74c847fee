// The one database handle: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded engine, when there is one (tests dump and load it). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Start an embedded database from a dump made by `pglite.dumpDataDir()`. */
  loadDataDir?: Blob | File;
  /** An in-memory embedded database, for tests. */
  memory?: boolean;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // A broken idle connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (!opts.memory) {
    const dir = resolve(opts.dataDir ?? './data');
    mkdirSync(dir, { recursive: true });
    dataDir = join(dir, 'pgdata');
  }
  const client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export { schema };
