// What the safety filter's masking says to the person who wrote the text: which contact details were hidden and why,
// and that offensive words were (docs/decisions/safety.md). The chat, a free question, its answer and a review say it
// in their own words; the words are the consult catalogue's, which every page that writes these loads.
import type { MaskKind } from '@app/contracts/safety';
import type { TFunction } from 'i18next';
import { currentIntlLocale } from '../lib/i18n.tsx';

/** Where the text was written. */
export type MaskedWhere = 'message' | 'question' | 'answer' | 'review';

/** The sentences telling the writer what was masked in their `where`; none when nothing was. `t` reads `consult`. */
export function maskedSentences(t: TFunction, masked: readonly MaskKind[], where: MaskedWhere): string[] {
  const contact = masked.filter((k) => k !== 'abuse');
  const list = new Intl.ListFormat(currentIntlLocale(), { type: 'conjunction' });
  return [
    ...(contact.length > 0 ? [t(`consult:safety.contactHidden.${where}`, { what: list.format(contact.map((k) => t(`consult:safety.kind.${k}`))) })] : []),
    ...(masked.includes('abuse') ? [t('consult:safety.abuseHidden')] : []),
  ];
}
