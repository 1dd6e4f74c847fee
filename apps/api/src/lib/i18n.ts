// The API's words in the reader's language: error messages by their code, notices, e-mails, SMS and PDFs, from the
// catalogues the web shares (packages/contracts/src/locales). A request's language is its `?lang=`, then the `lang`
// cookie, then Accept-Language; a notice's is its recipient's account (docs/decisions/languages.md).
import { LOCALES, LOCALE_COOKIE, LOCALE_QUERY, pickLocale, type Locale } from '@app/contracts/i18n';
import { messageTranslator } from '@app/contracts/message-translation';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';

/** The catalogues beside the built server (build.mjs copies them), or in the contracts package when run from source. */
const CATALOGUES = [new URL('./locales/', import.meta.url), new URL('../../../../packages/contracts/src/locales/', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(`${dir}en`))!;

/** Every shared catalogue, read once at start: { en: { errors: {...}, ... }, hi: {...} }. */
function readCatalogues(): Record<Locale, Record<string, Record<string, unknown>>> {
  const resources = {} as Record<Locale, Record<string, Record<string, unknown>>>;
  for (const locale of LOCALES) {
    resources[locale] = {};
    for (const file of readdirSync(`${CATALOGUES}${locale}`).filter((name) => name.endsWith('.json'))) {
      resources[locale][file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(`${CATALOGUES}${locale}/${file}`, 'utf8')) as Record<string, unknown>;
    }
  }
  return resources;
}

const resources = readCatalogues();
const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: Object.keys(resources.en),
  defaultNS: 'notices',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** A translation function fixed to one language (and optionally one namespace). */
export function translator(locale: Locale, namespace?: string): TFunction {
  return instance.getFixedT(locale, namespace);
}

const messageTranslators: Partial<Record<Locale, (text: string) => string | null>> = {};

/**
 * A message the contracts define (a refusal, a field's error), in another language: matched by its English wording,
 * values and all; a message the catalogue does not know stays as it is.
 */
export function localizeMessage(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const translate = (messageTranslators[locale] ??= messageTranslator(resources.en.messages ?? {}, resources[locale].messages ?? {}));
  return translate(text) ?? text;
}

/** A body's field errors in another language. */
export function localizeFieldErrors(locale: Locale, errors: Record<string, string>): Record<string, string> {
  if (locale === 'en') return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localizeMessage(locale, message)]));
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The language of a request: `?lang=`, the `lang` cookie, then Accept-Language. */
export function requestLocale(request: { query?: unknown; headers: Record<string, string | string[] | undefined> }): Locale {
  const query = request.query && typeof request.query === 'object' ? (request.query as Record<string, unknown>)[LOCALE_QUERY] : null;
  const cookie = request.headers.cookie;
  const accept = request.headers['accept-language'];
  return pickLocale({
    query: typeof query === 'string' ? query : null,
    cookie: cookieValue(Array.isArray(cookie) ? cookie.join('; ') : cookie, LOCALE_COOKIE),
    acceptLanguage: Array.isArray(accept) ? accept.join(',') : accept,
  });
}
