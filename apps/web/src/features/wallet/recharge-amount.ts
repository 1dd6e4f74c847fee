// The recharge form's rules: an amount is a whole number of rupees in the contract's range, and `next` must stay on
// this site.
import { rechargeBody, rechargeTax, WALLET_MESSAGES } from '@app/contracts/wallet';

export type ParsedAmount = { ok: true; amount: number } | { ok: false; error: string };

/** The amount typed or picked, checked with the API's own schema. */
export function parseAmount(text: string): ParsedAmount {
  const parsed = rechargeBody.shape.amount.safeParse(text.trim());
  return parsed.success ? { ok: true, amount: parsed.data } : { ok: false, error: WALLET_MESSAGES.amountInvalid };
}

/** `?amount=NNN` when it is a valid amount, else "". */
export function initialAmount(query: string | null): string {
  if (!query) return '';
  const parsed = parseAmount(query);
  return parsed.ok ? String(parsed.amount) : '';
}

/** A same-site path to go back to after paying ("/consultations/5"); null for anything that could leave the site. */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in our own paths and are how some redirects escape.
  if (next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 32)) return null;
  return next;
}

/** The breakdown shown before paying, rupees: what is credited, the GST on it and what the gateway charges. */
export function breakdown(amount: number, gstPercent: number) {
  const { taxPaise, totalPaise } = rechargeTax(amount * 100, gstPercent);
  return { amount, gst: taxPaise / 100, total: totalPaise / 100 };
}
