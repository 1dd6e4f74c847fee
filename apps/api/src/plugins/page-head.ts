// What a served page's head tells search engines besides its words: its canonical address and its structured data
// (JSON-LD), and whether there is a page at all (docs/decisions/seo.md). The facts about a page come from the modules
// (modules/seo), handed to the static plugin by app.ts.
import { localeAddresses, type Locale } from '@app/contracts/i18n';

/** A page as the modules know it: whether it exists, and its schema.org objects. */
export interface PageFacts {
  /** False for an address whose thing does not exist (a product or astrologer id with nothing behind it): a 404. */
  found: boolean;
  /** JSON-LD objects, each written in its own script element. */
  structuredData: object[];
}

export type DescribePage = (page: { pathname: string; locale: Locale; origin: string }) => Promise<PageFacts>;

/** Query parameters that only say where a visitor came from: never part of a page's address. */
const TRACKING = /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The page's own address in its language: the path (without a trailing slash) and the parameters that choose what it
 * shows (a category, a day), minus the tracking ones; `lang=hi` for the Hindi page.
 */
export function canonicalPath(url: string, locale: Locale): string {
  const parsed = new URL(url, 'http://localhost');
  for (const key of [...parsed.searchParams.keys()]) if (TRACKING.test(key)) parsed.searchParams.delete(key);
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  return localeAddresses(path + parsed.search)[locale];
}

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** JSON inside a <script> element: no "<" can end the element or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The canonical link and the JSON-LD scripts, for the end of the page's head. */
export function seoHeadLinks(canonical: string, structuredData: object[]): string[] {
  return [
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    ...structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
}
