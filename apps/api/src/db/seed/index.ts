// Demo data for a fresh database; never touches a database that already has accounts.
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Db, Tx } from '../client.ts';
import { users } from '../schema/index.ts';
import { insertDemo, prepareDemo, type DemoConfig } from './demo.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

type AdminConfig = Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PHONE'>;
export type SeedConfig = Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PHONE'> & DemoConfig;

/** The admin account is always user id 1. */
export async function ensureAdmin(db: Db | Tx, config: AdminConfig): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: 1,
      email: config.ADMIN_EMAIL.toLowerCase(),
      phone: config.ADMIN_PHONE,
      name: 'Administrator',
      role: 'admin',
    });
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  });
}

/**
 * Seeds the admin and the demo data in one transaction, so a failure leaves the database empty
 * (and the next start tries again) rather than half-seeded and never seeded again.
 */
export async function seed(db: Db, config: SeedConfig, storage: FileStorage, now = new Date()): Promise<void> {
  // Images are drawn before the transaction: slow file work should not hold it open.
  const data = await prepareDemo(config, storage, now);
  await db.transaction(async (tx) => {
    await ensureAdmin(tx, config);
    await insertDemo(tx, data);
  });
}

export async function seedIfEmpty(db: Db, config: SeedConfig, storage: FileStorage): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db, config, storage);
  return true;
}
