// The app's words in the visitor's language: `useT(namespace)` in components, `tNow` outside them, and the language
// every formatter follows. The library itself (lib/i18n-runtime.ts) loads beside the first page, so the entry stays
// small; nothing renders before `startI18n` has resolved (main.tsx, entry-server.tsx).
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_QUERY,
  PSEUDO_LOCALE,
  isLocale,
  type Locale,
} from '@app/contracts/i18n';
import type { i18n as I18n, TFunction } from 'i18next';
import type * as RuntimeModule from './i18n-runtime.ts';

type Runtime = typeof RuntimeModule;
let runtime: Runtime | null = null;

function loaded(): Runtime {
  if (!runtime) throw new Error('The language layer is used before startI18n resolved');
  return runtime;
}

/** Loads the language layer and the namespaces the first screen needs. */
export async function startI18n(locale: Locale, namespaces: readonly string[] = [], isPseudo = false): Promise<I18n> {
  runtime ??= await import('./i18n-runtime.ts');
  return runtime.start(locale, ['common', 'app', ...namespaces], isPseudo);
}

/** Loads namespaces (a page's) into the running layer, before the page renders. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  runtime ??= await import('./i18n-runtime.ts');
  await runtime.loadMore(namespaces);
}


/**
 * The words of one namespace (react-i18next's useTranslation: `t`, `i18n`): `t('key')`, `t('other:key')`; the
 * component renders again when the language changes.
 */
export function useT(namespace?: string | readonly string[]) {
  return loaded().useTranslation(namespace as string);
}

/** react-i18next's Trans: a sentence with links or emphasis inside, its markup named in the catalogue (`<1>…</1>`). */
export function T(props: Parameters<Runtime['Trans']>[0]) {
  const Trans = loaded().Trans;
  return <Trans {...props} />;
}

/** The server render's instance of the request being rendered (entry-server.tsx sets it), else the shared one. */
let requestInstance: () => I18n | undefined = () => undefined;
export function setRequestI18n(source: () => I18n | undefined): void {
  requestInstance = source;
}

/** The instance in use (the request's in a server render); null before the layer has loaded. */
export function currentI18n(): I18n | null {
  return requestInstance() ?? runtime?.instance() ?? null;
}
const current = currentI18n;

/** Translation outside a component (a toast from a callback, a document title): the current language's words. */
export const tNow: TFunction = ((...args: Parameters<TFunction>) => {
  const i18n = current();
  if (!i18n) throw new Error('The language layer is used before startI18n resolved');
  return i18n.t(...args);
}) as TFunction;

/** The language being shown: en or hi (the test language counts as English). */
export function currentLocale(): Locale {
  const language = current()?.language;
  return language === 'hi' ? 'hi' : DEFAULT_LOCALE;
}

/** Intl's locale of the language being shown: en-IN or hi-IN. */
export function currentIntlLocale(): string {
  return currentLocale() === 'hi' ? 'hi-IN' : 'en-IN';
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/**
 * The language the page opens in: the address's `?lang=`, then the visitor's remembered choice, then the language
 * the server chose for the HTML (from the browser's Accept-Language).
 */
export function initialLocale(): { locale: Locale; isPseudo: boolean } {
  const query = new URLSearchParams(window.location.search).get(LOCALE_QUERY);
  if (query === PSEUDO_LOCALE) return { locale: 'en', isPseudo: true };
  if (isLocale(query)) return { locale: query, isPseudo: false };
  const cookie = readCookie(LOCALE_COOKIE);
  if (isLocale(cookie)) return { locale: cookie, isPseudo: false };
  const served = document.documentElement.lang;
  return { locale: isLocale(served) ? served : DEFAULT_LOCALE, isPseudo: false };
}

/** Remembers the choice for this browser: a cookie, so the server answers pages and messages in it too. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Switches the shown language: loads its words for every namespace in use, then every component renders again. */
export async function switchLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  document.documentElement.lang = locale;
  await loaded().switchTo(locale);
}
