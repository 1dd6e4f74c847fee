// The filter every text between a user and an astrologer passes before it is stored or delivered: contact details
// and abuse are masked, not refused, and the kinds masked are answered so the sender can be told why and the masking
// counted (docs/decisions/safety.md).
import { findAbuse } from './abuse.ts';
import { findContactDetails, mergeSpans, type MaskKind } from './contact-details.ts';

export type { MaskKind } from './contact-details.ts';

/** What stands in for a contact detail, and for an abusive word: signs, not words, so they read in any language. */
export const CONTACT_MASK = '••••••';
export const ABUSE_MASK = '****';

export interface Filtered {
  /** The text as the other side sees it. */
  text: string;
  /** The kinds masked, each once, in the order they first occur; empty when nothing was. */
  masked: MaskKind[];
}

export function filterText(text: string): Filtered {
  const spans = mergeSpans([...findContactDetails(text), ...findAbuse(text)]);
  if (spans.length === 0) return { text, masked: [] };
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + (span.kind === 'abuse' ? ABUSE_MASK : CONTACT_MASK);
    at = span.end;
  }
  out += text.slice(at);
  return { text: out, masked: [...new Set(spans.map((s) => s.kind))] };
}
