// The language layer's code (i18next and react-i18next), loaded beside the first page rather than in the entry, and
// the catalogues, loaded a namespace at a time (docs/decisions/languages.md).
import { PSEUDO_LOCALE, type Locale } from '@app/contracts/i18n';
import i18next, { type i18n as I18n, type PostProcessorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export { I18nextProvider, Trans, useTranslation } from 'react-i18next';

/** Every catalogue file: the web's own, and those the API shares (errors, messages, astrology words). */
const webCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
const sharedCatalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/contracts/src/locales/*/*.json',
);
const catalogues = new Map<string, () => Promise<{ default: Record<string, unknown> }>>();
for (const [file, load] of [...Object.entries(webCatalogues), ...Object.entries(sharedCatalogues)]) {
  const [, lng, ns] = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(file) ?? [];
  if (lng && ns) catalogues.set(`${lng}/${ns}`, load);
}

/** The namespaces a catalogue file exists for, in English: the whole vocabulary (tests load it all). */
export const NAMESPACES = [...catalogues.keys()].filter((key) => key.startsWith('en/')).map((key) => key.slice(3));

/** The test language: every translation wrapped in ⟦ ⟧ with its letters accented, so an unwrapped word stands out. */
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' };
const pseudo: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  // Tags (<refund>…</refund>) keep their names, so the links they make still work in the test language.
  process: (value: string) => `⟦${value.replace(/<[^>]*>|[aeiouAEIOU]/g, (m) => (m.length > 1 ? m : (ACCENTED[m] ?? m)))}⟧`,
};

let started: Promise<unknown> | null = null;

/** Starts the shared instance in a language with these namespaces loaded; later calls load more namespaces. */
export async function start(locale: Locale, namespaces: readonly string[], isPseudo = false): Promise<I18n> {
  started ??= i18next
    .use(initReactI18next)
    .use(pseudo)
    .use(resourcesToBackend((lng: string, ns: string) => catalogues.get(`${lng}/${ns}`)?.() ?? Promise.resolve({ default: {} })))
    .init({
      lng: isPseudo ? PSEUDO_LOCALE : locale,
      fallbackLng: 'en',
      supportedLngs: ['en', 'hi', PSEUDO_LOCALE],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      postProcess: isPseudo ? ['pseudo'] : false,
      interpolation: { escapeValue: false },
      returnNull: false,
      // The page waits for its namespaces before it renders (router.tsx); a render never suspends.
      react: { useSuspense: false },
      partialBundledLanguages: true,
      // Loads at once rather than on a timer: a page whose clock is held (a test's) still starts.
      initAsync: false,
    });
  await started;
  await i18next.loadNamespaces(needed(namespaces));
  afterSwitch(isPseudo ? PSEUDO_LOCALE : locale);
  return i18next;
}

/**
 * The namespaces to load for the language shown: the contracts' messages are matched by their English, so English
 * never needs their catalogue (every other language loads it with the page, so its first render has it).
 */
export function needed(namespaces: readonly string[], language = i18next.language): string[] {
  return namespaces.filter((ns) => ns !== 'messages' || (language !== 'en' && language !== undefined));
}

/** Loads namespaces (a page's) into the running layer. */
export async function loadMore(namespaces: readonly string[]): Promise<void> {
  const wanted = needed(namespaces);
  if (wanted.length > 0) await i18next.loadNamespaces(wanted);
}

/** What a language needs beside its words: the contracts' messages (toasts, form errors). */
function afterSwitch(language: string): void {
  if (language !== 'en') void i18next.loadNamespaces(['messages']);
}

/** Shows another language: its words for every namespace in use, then every component renders again. */
export async function switchTo(locale: Locale): Promise<void> {
  // The messages are loaded before the switch, so the first render in the new language has them.
  if (locale !== 'en') await i18next.loadNamespaces(['messages']);
  await i18next.changeLanguage(locale);
  afterSwitch(locale);
}

/** A server render's instance for its request's language (entry-server.tsx provides it to the tree). */
export async function requestI18n(locale: Locale | typeof PSEUDO_LOCALE, namespaces: readonly string[]): Promise<I18n> {
  return forRequest(locale, ['common', 'app', ...namespaces]);
}

export const instance = (): I18n => i18next;

/** A server render's own instance in the request's language, sharing the loaded catalogues. */
export async function forRequest(locale: Locale | typeof PSEUDO_LOCALE, namespaces: readonly string[]): Promise<I18n> {
  await start('en', []);
  const own = i18next.cloneInstance({
    lng: locale,
    initAsync: false,
    postProcess: locale === PSEUDO_LOCALE ? ['pseudo'] : false,
  });
  await own.loadLanguages(locale);
  await own.loadNamespaces(needed(namespaces, locale === PSEUDO_LOCALE ? 'en' : locale));
  return own;
}
