// The key of the one-time-code HMAC: OTP_SECRET, or outside production a random key kept once per database.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { storedSecret } from '../../lib/stored-secret.ts';

/**
 * Kept in the database rather than in DATA_DIR so that every process on one database agrees on it
 * (codes sent by one process are checked by another) and a restart keeps outstanding codes valid.
 */
export function otpSecret(config: Pick<Config, 'OTP_SECRET'>, db: Db): Promise<string> {
  return config.OTP_SECRET ? Promise.resolve(config.OTP_SECRET) : storedSecret(db, 'otp_secret');
}
