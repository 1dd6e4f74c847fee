// robots.txt and sitemap.xml as a crawler reads them: what is open and closed, every public page in both languages with
// its other language beside it, nothing hidden, and well-formed XML.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { astrologers, products } from '../../db/schema/index.ts';
import { createAstrologer, createCategory, createProduct } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { API_PREFIXES } from '../../plugins/static.ts';
import { parseXml, suspend } from './seo.fixture.ts';
import { PUBLIC_PAGES } from './seo.service.ts';
import { sitemapIndex, sitemapParts, urlSet } from './sitemap.ts';

const XHTML = 'http://www.w3.org/1999/xhtml';

/** Each <url>: its <loc>, and its alternates by hreflang. */
function readUrlSet(xml: string): Map<string, Record<string, string>> {
  const doc = parseXml(xml);
  expect(doc.documentElement.tagName).toBe('urlset');
  const urls = new Map<string, Record<string, string>>();
  for (const url of Array.from(doc.getElementsByTagName('url'))) {
    const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
    const alternates: Record<string, string> = {};
    for (const link of Array.from(url.getElementsByTagNameNS(XHTML, 'link'))) {
      expect(link.getAttribute('rel')).toBe('alternate');
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    urls.set(loc, alternates);
  }
  return urls;
}

describe('robots.txt', () => {
  const t = useTestApp();

  it('opens the public site, closes the private pages and the API but for what pages draw from, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin-dashboard', '/account/', '/astrologer/', '/consultations', '/wallet', '/shopping/checkout', '/dev/']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    for (const prefix of API_PREFIXES) expect(lines, prefix).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain('Allow: /shop/open/');
    expect(lines).toContain('Allow: /uploads/*.webp');
    // The public pages themselves are never closed.
    for (const page of PUBLIC_PAGES.filter((p) => p !== '/')) {
      expect(lines.filter((l) => l.startsWith('Disallow:') && page.startsWith(l.slice('Disallow: '.length))), page).toEqual([]);
    }
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('robots.txt and the sitemap where PUBLIC_URL says the site is', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://www.jyotishkendra.in' });

  it('names the site by PUBLIC_URL, whatever host the request came through', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'internal:8000' } });
    expect(robots.body).toContain('Sitemap: https://www.jyotishkendra.in/sitemap.xml');
    const sitemap = readUrlSet((await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'internal:8000' } })).body);
    expect(sitemap.get('https://www.jyotishkendra.in/about')).toEqual({
      en: 'https://www.jyotishkendra.in/about',
      hi: 'https://www.jyotishkendra.in/about?lang=hi',
      'x-default': 'https://www.jyotishkendra.in/about',
    });
  });
});

describe('sitemap.xml', () => {
  const t = useTestApp();
  let shown: { products: number[]; astrologers: number[]; category: number };
  let hidden: { products: number[]; astrologers: number[] };

  beforeAll(async () => {
    const category = await createCategory(t.db, 'Malas & Beads');
    const onSale = await createProduct(t.db, { categoryId: category.id });
    const soldOut = await createProduct(t.db, { categoryId: category.id, stockQuantity: 0 });
    const removed = await createProduct(t.db, { categoryId: category.id });
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, removed.id));
    const verified = await createAstrologer(t.db, { isVerified: true });
    const unverified = await createAstrologer(t.db, { isVerified: false });
    const deleted = await createAstrologer(t.db, { isVerified: true });
    await t.db.update(astrologers).set({ deletedAt: new Date() }).where(eq(astrologers.id, deleted.id));
    const suspended = await createAstrologer(t.db, { isVerified: true });
    await suspend(t.db, suspended.userId);
    shown = { products: [onSale.id, soldOut.id], astrologers: [verified.id], category: category.id };
    hidden = { products: [removed.id], astrologers: [unverified.id, deleted.id, suspended.id] };
  });

  it('lists every public page, product and listed astrologer once per language, each with both addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const urls = readUrlSet(res.body);
    const paths = [
      ...PUBLIC_PAGES,
      `/shopping?category=${shown.category}`,
      ...shown.products.map((id) => `/shopping/product/${id}`),
      ...shown.astrologers.map((id) => `/astrologers/${id}`),
    ];
    for (const path of paths) {
      const en = `http://localhost${path}`;
      const hi = `http://localhost${path}${path.includes('?') ? '&' : '?'}lang=hi`;
      const alternates = { en, hi, 'x-default': en };
      expect(urls.get(en), path).toEqual(alternates);
      expect(urls.get(hi), path).toEqual(alternates);
    }
    // Nothing else: the pages above in two languages, and no page twice.
    expect(urls.size).toBe(paths.length * 2);
    expect(res.body.match(/<url>/g)).toHaveLength(paths.length * 2);
    // "&" is escaped in the XML (the parser above would refuse it bare).
    expect(res.body).toContain(`<loc>http://localhost/shopping?category=${shown.category}&amp;lang=hi</loc>`);
    // A product says when it last changed.
    expect(res.body).toMatch(new RegExp(`<loc>http://localhost/shopping/product/${shown.products[0]}</loc>\\n\\s*<lastmod>\\d{4}-`));
  });

  it('leaves out a removed product and any astrologer the directory does not list', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const id of hidden.products) expect(body).not.toContain(`/shopping/product/${id}<`);
    for (const id of hidden.astrologers) expect(body).not.toContain(`/astrologers/${id}<`);
  });

  it('answers a part past the end with a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml?part=1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml?part=2' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml?part=zero' })).statusCode).toBe(400);
  });
});

describe('a sitemap larger than one file may hold', () => {
  const pages = Array.from({ length: 5 }, (_, i) => ({ path: `/astrologers/${i + 1}` }));

  it('is split into parts of at most the limit, listed by an index', () => {
    // At most 4 addresses a file: 2 pages in their 2 languages.
    expect(sitemapParts(pages.length, 4)).toBe(3);
    expect(sitemapParts(0, 4)).toBe(1);
    const index = parseXml(sitemapIndex(3, 'https://example.in'));
    expect(index.documentElement.tagName).toBe('sitemapindex');
    expect(Array.from(index.getElementsByTagName('loc')).map((l) => l.textContent)).toEqual([
      'https://example.in/sitemap.xml?part=1',
      'https://example.in/sitemap.xml?part=2',
      'https://example.in/sitemap.xml?part=3',
    ]);
    const parts = [1, 2, 3].map((part) => readUrlSet(urlSet(pages, 'https://example.in', part, 4)));
    expect(parts.map((p) => p.size)).toEqual([4, 4, 2]);
    expect([...parts[2]!.keys()]).toEqual(['https://example.in/astrologers/5', 'https://example.in/astrologers/5?lang=hi']);
  });
});
