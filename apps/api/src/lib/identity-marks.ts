// The marks a person's verified e-mail and phone leave where an offer is once per person (the free question, the
// first session on the house): keyed HMACs, never the addresses, so they outlive the account without keeping it.
import { hmacHex } from './tokens.ts';

/** One mark per identity the account has, sorted so two transactions always insert them in the same order. */
export function identityMarks(key: string, account: { email: string | null; phone: string | null }): string[] {
  const marks: string[] = [];
  if (account.email) marks.push(hmacHex(key, `email:${account.email.toLowerCase()}`));
  if (account.phone) marks.push(hmacHex(key, `phone:${account.phone.slice(-10)}`));
  return marks.sort();
}
