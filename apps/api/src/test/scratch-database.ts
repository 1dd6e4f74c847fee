// PostgreSQL databases of a test's own, for tests whose servers run as separate processes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from './global-setup.ts';

/** Whether the local PostgreSQL answers; under CI its absence is an error, elsewhere a reason to skip. */
export async function postgresReachable(what: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
    await probe.end();
    return true;
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: ${(error as Error).message}`);
    console.warn(`PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}; skipping ${what}.`);
    return false;
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A database of the test's own, empty or cloned from a template, dropped by `drop`. */
export async function scratchDatabase(prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
