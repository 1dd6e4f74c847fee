// The contracts' messages (form errors, the spec's confirmations and refusals, which the code passes around in their
// English) in the language shown: matched by their English in the `messages` catalogue, values and all. English
// needs no catalogue; another language loads it on first use.
import { PSEUDO_LOCALE } from '@app/contracts/i18n';
import { messageTranslator } from '@app/contracts/message-translation';
import type { i18n as I18n } from 'i18next';
import { currentI18n, useT } from './i18n.tsx';

const translators = new Map<string, (text: string) => string | null>();

function translate(i18n: I18n | null, text: string): string {
  const language = i18n?.language;
  // The test language marks each message as it marks every translated word (lib/i18n-runtime.ts).
  if (language === PSEUDO_LOCALE) return `⟦${text}⟧`;
  if (!i18n || !language || language === 'en') return text;
  const english = i18n.getResourceBundle('en', 'messages') as Record<string, unknown> | undefined;
  const target = i18n.getResourceBundle(language, 'messages') as Record<string, unknown> | undefined;
  if (!english || !target) return text;
  let words = translators.get(language);
  if (!words) translators.set(language, (words = messageTranslator(english, target)));
  return words(text) ?? text;
}

/** In a component: `const tm = useMessageWords(); tm(WALLET_MESSAGES.noEntries)`; renders again once the words load. */
export function useMessageWords(): (text: string) => string {
  const { i18n } = useT('messages');
  return (text) => translate(i18n, text);
}

/** Outside a component (a toast): the words when they are loaded, else the English. */
export function messageNow(text: string): string {
  return translate(currentI18n(), text);
}
