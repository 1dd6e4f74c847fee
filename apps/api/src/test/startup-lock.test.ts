// Two real servers started at the same moment on one empty PostgreSQL database: both become ready, the
// migrations are applied once and the demo data is seeded once.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/migrate.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../db/seed/catalogue-data.ts';
import { SEED_ASTROLOGERS, SEED_CUSTOMERS } from '../db/seed/people-data.ts';
import { POSTGRES_ADMIN_URL } from './global-setup.ts';
import { startServer, type ServerProcess } from './server-process.ts';

// The lock is PostgreSQL's; PGlite's data directory belongs to one process.
const wanted = process.env.TEST_DB === 'postgres';

describe.skipIf(!wanted)('servers started together on an empty database', () => {
  const name = `startup_${randomBytes(4).toString('hex')}`;
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('both become ready, with each migration applied once and one seed', { timeout: 120_000 }, async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const env = { DATABASE_URL: url.toString(), SEED: 'true' };
    const started = await Promise.allSettled([startServer({ env }), startServer({ env })]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ready'))).toEqual(['ready', 'ready']);
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const sql = new pg.Client({ connectionString: url.toString() });
    await sql.connect();
    try {
      const count = async (query: string) => Number((await sql.query<{ n: string }>(query)).rows[0]!.n);
      const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      expect(await count(`select count(*) as n from users where role = 'admin'`)).toBe(1);
      expect(await count('select count(*) as n from users')).toBe(1 + SEED_CUSTOMERS.length + SEED_ASTROLOGERS.length);
      expect(await count('select count(*) as n from categories')).toBe(SEED_CATEGORIES.length);
      expect(await count('select count(*) as n from products')).toBe(SEED_PRODUCTS.length);
    } finally {
      await sql.end();
    }
  });
});
