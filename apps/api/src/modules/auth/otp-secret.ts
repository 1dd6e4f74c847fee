// The key of the one-time-code HMAC (OTP_SECRET, or outside production a random key kept once per database) and the
// hash a code is stored as, so no code is kept readable.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { storedSecret } from '../../lib/stored-secret.ts';
import { hmacHex } from '../../lib/tokens.ts';

/**
 * Kept in the database rather than in DATA_DIR so that every process on one database agrees on it
 * (codes sent by one process are checked by another) and a restart keeps outstanding codes valid.
 */
export function otpSecret(config: Pick<Config, 'OTP_SECRET'>, db: Db): Promise<string> {
  return config.OTP_SECRET ? Promise.resolve(config.OTP_SECRET) : storedSecret(db, 'otp_secret');
}

/** A code as stored: keyed by the secret and bound to the address it was sent to. */
export const codeHash = (secret: string, identifier: string, code: string) => hmacHex(secret, `${identifier}:${code}`);
