// The key of the one-time-code HMAC: OTP_SECRET, or outside production a random key kept once per database.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

const SETTING_KEY = 'otp_secret';
const derived = new WeakMap<Db, Promise<string>>();

/**
 * Kept in the database rather than in DATA_DIR so that every process on one database agrees on it
 * (codes sent by one process are checked by another) and a restart keeps outstanding codes valid.
 */
async function loadOrCreate(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  if (!row) throw new Error('otp secret could not be stored');
  return row.value;
}

export function otpSecret(config: Pick<Config, 'OTP_SECRET'>, db: Db): Promise<string> {
  if (config.OTP_SECRET) return Promise.resolve(config.OTP_SECRET);
  let secret = derived.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    derived.set(db, secret);
    secret.catch(() => derived.delete(db));
  }
  return secret;
}
