// India's GST state codes, how a free-text state in an address is recognised, and the GSTIN's format and check digit.

// The list lives in the contracts, where the address form's state choices and checks come from too.
import { INDIAN_STATES } from '@app/contracts/indian-states';

export { canonicalState, STATE_BY_KEY, stateCode, stateKey } from '@app/contracts/indian-states';
export const GST_STATES = INDIAN_STATES;

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character, from the first 14 (the GSTN's published mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [i, ch] of [...first14].entries()) {
    const product = BASE36.indexOf(ch) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not well formed, or null when it is: 2-digit state code, PAN, entity number, "Z", check character. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin))
    return 'must be 15 characters: 2-digit state code, 10-character PAN, entity number, Z, check character';
  if (!GST_STATES.some((s) => s.code === gstin.slice(0, 2)))
    return `starts with ${gstin.slice(0, 2)}, which is no state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'has a wrong check character (last character)';
  return null;
}
