// The sitemap's XML: each public page once per language, with its addresses in both languages (hreflang) beside it.
// Past the protocol's 50,000 addresses a file, /sitemap.xml is an index of numbered parts (docs/decisions/seo.md).
import { LOCALES, localeAddresses } from '@app/contracts/i18n';

/** The protocol's limit of <url> elements in one file. */
export const SITEMAP_URLS_MAX = 50_000;

export interface SitemapPage {
  /** The English address: path and query. */
  path: string;
  lastModified?: Date | undefined;
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlElements(page: SitemapPage, origin: string): string[] {
  const addresses = localeAddresses(page.path);
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const alternates = [
    ...LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${absolute(addresses[l])}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(addresses.en)}"/>`,
  ];
  const lastmod = page.lastModified ? [`    <lastmod>${page.lastModified.toISOString()}</lastmod>`] : [];
  return LOCALES.map((l) => ['  <url>', `    <loc>${absolute(addresses[l])}</loc>`, ...lastmod, ...alternates, '  </url>'].join('\n'));
}

/** How many files the pages take: one unless there are more addresses than one file may hold. */
export function sitemapParts(pageCount: number, urlsMax = SITEMAP_URLS_MAX): number {
  return Math.max(1, Math.ceil((pageCount * LOCALES.length) / urlsMax));
}

/** One file of the sitemap: the pages of part `part` (1-based) of `parts`. */
export function urlSet(pages: SitemapPage[], origin: string, part = 1, urlsMax = SITEMAP_URLS_MAX): string {
  const perPart = Math.floor(urlsMax / LOCALES.length);
  const slice = pages.slice((part - 1) * perPart, part * perPart);
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...slice.flatMap((page) => urlElements(page, origin)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The index of the parts, each at /sitemap.xml?part=n. */
export function sitemapIndex(parts: number, origin: string): string {
  const entries = Array.from({ length: parts }, (_, i) => {
    const loc = escapeXml(new URL(`/sitemap.xml?part=${i + 1}`, origin).href);
    return `  <sitemap>\n    <loc>${loc}</loc>\n  </sitemap>`;
  });
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>', ''].join('\n');
}
