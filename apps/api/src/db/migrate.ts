// Applies the committed SQL migrations; the same files serve PGlite and PostgreSQL.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client.ts';

/** Finds the migrations folder both from source (src/db) and from the bundle (dist). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations'), join(here, '..', 'src', 'db', 'migrations')];
  const found = candidates.find((p) => existsSync(join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

/**
 * The PostgreSQL advisory lock key that start-up work (migrations and the first seed) runs under, so
 * processes started together take turns: the second waits, then finds the migrations applied (drizzle
 * skips them) and the database no longer empty (the seed skips it). Any fixed number no other code
 * locks on will do; this one spells "JKST" in ASCII.
 */
export const STARTUP_LOCK_KEY = 0x4a4b5354;

/** Runs start-up work one process at a time (see STARTUP_LOCK_KEY); PGlite needs no lock. */
export function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return database.exclusive(STARTUP_LOCK_KEY, work);
}

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // Only the running driver's migrator is loaded (see client.ts).
  if (database.kind === 'postgres') {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  }
}
