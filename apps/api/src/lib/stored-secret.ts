// Random keys made once per database and kept in app_settings: every process on the database agrees on them (a code
// sent by one process is checked by another, a payment signed by one is verified by another) and a restart keeps them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

const loaded = new WeakMap<Db, Map<string, Promise<string>>>();

async function loadOrCreate(db: Db, key: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`the secret ${key} could not be stored`);
  return row.value;
}

/** The database's secret named `key`, made at first use; read once per process. */
export function storedSecret(db: Db, key: string): Promise<string> {
  let byKey = loaded.get(db);
  if (!byKey) loaded.set(db, (byKey = new Map()));
  let secret = byKey.get(key);
  if (!secret) {
    secret = loadOrCreate(db, key);
    byKey.set(key, secret);
    secret.catch(() => byKey.delete(key));
  }
  return secret;
}
