// The product's languages, and how a request or a page picks one (docs/decisions/languages.md). The words themselves
// are in the catalogues: packages/contracts/src/locales (what the API and the web share) and apps/web/src/locales.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice (a year), sent with every page and API request. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The query parameter that serves a page in a language to anyone, cookie or not: `/astrologers?lang=hi`. */
export const LOCALE_QUERY = 'lang';
/**
 * The test language: English with every translated word marked, so the browser tests find words that bypass the
 * catalogues. Only through `?lang=en-XA`; never stored, never offered in the switch.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** Intl's locale for each language: Indian grouping (₹1,23,456.00) in both, Devanagari month names in Hindi. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's own name, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best language of an Accept-Language header: the highest-weighted tag whose primary language we speak
 * ("hi-IN,hi;q=0.9,en;q=0.8" -> hi), else the default.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The language of a request: the address's `?lang=` first, then the remembered choice, then the browser's. */
export function pickLocale(from: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(from.query)) return from.query;
  if (isLocale(from.cookie)) return from.cookie;
  return negotiateLocale(from.acceptLanguage);
}

/**
 * The two addresses of a page (`hreflang`): English without `lang`, Hindi with `lang=hi`; other parameters kept in
 * their order. `path` is the path and query, e.g. "/shopping?q=rudraksha&lang=hi".
 */
export function localeAddresses(path: string): Record<Locale, string> {
  const url = new URL(path, 'http://localhost');
  url.searchParams.delete(LOCALE_QUERY);
  const en = url.pathname + url.search;
  url.searchParams.set(LOCALE_QUERY, 'hi');
  return { en, hi: url.pathname + url.search };
}
