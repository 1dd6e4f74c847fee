// The marks an account's e-mail and phone leave when they use the free question: keyed HMACs, never the addresses.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hmacHex } from '../../lib/tokens.ts';
import { otpSecret } from '../auth/auth.service.ts';

/**
 * A key of its own, derived from the one-time-code secret (OTP_SECRET, or the per-database one outside production),
 * so every process on one database computes the same marks and a mark cannot be read back without the secret.
 */
export async function identityKey(config: Pick<Config, 'OTP_SECRET'>, db: Db): Promise<string> {
  return hmacHex(await otpSecret(config, db), 'free-question-identity:v1');
}

/** One mark per identity the account has (lib/identity-marks.ts). */
export { identityMarks as identityHashes } from '../../lib/identity-marks.ts';
