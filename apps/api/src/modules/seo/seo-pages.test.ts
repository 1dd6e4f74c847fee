// The served pages as a search engine reads them: their canonical address, their structured data (JSON-LD, checked
// for the fields schema.org and the search engines require), and a 404 where there is no page.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astrologers } from '../../db/schema/index.ts';
import { createAstrologer, createProduct, createUser } from '../../test/admin-factories.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { createReview } from '../directory/sessions.fixture.ts';
import { parseHtml, structuredData, suspend, writeDist } from './seo.fixture.ts';

const dist = writeDist();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function page(t: TestApp, url: string, status = 200, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
  return res.body;
}

const canonicalOf = (html: string) =>
  Array.from(parseHtml(html).querySelectorAll('link[rel="canonical"]')).map((link) => link.getAttribute('href'));

/** The one JSON-LD object of a type, with the schema.org context every object must carry. */
function ofType(html: string, type: string): Record<string, unknown> {
  const objects = structuredData(html).filter((o) => o['@type'] === type);
  expect(objects, type).toHaveLength(1);
  expect(objects[0]!['@context']).toBe('https://schema.org');
  return objects[0]!;
}

describe('the served pages', () => {
  const t = useTestApp(() => ({ WEB_DIST: dist }));

  it('name their canonical address in their language, without tracking parameters', async () => {
    for (const [url, canonical, headers] of [
      ['/', 'http://localhost/', {}],
      ['/about/?utm_source=news&utm_medium=mail&gclid=x1', 'http://localhost/about', {}],
      ['/about?lang=hi&fbclid=y', 'http://localhost/about?lang=hi', {}],
      ['/shopping?category=3&utm_campaign=diwali', 'http://localhost/shopping?category=3', {}],
      // Served in Hindi by the visitor's choice: the Hindi page's address.
      ['/kundli', 'http://localhost/kundli?lang=hi', { cookie: 'lang=hi' }],
    ] as const) {
      expect(canonicalOf(await page(t, url, 200, headers)), url).toEqual([canonical]);
    }
  });

  it('describe the business and the site on the home page', async () => {
    for (const [url, locale] of [['/', 'en'], ['/?lang=hi', 'hi']] as const) {
      const html = await page(t, url);
      const org = ofType(html, 'Organization');
      expect(org).toMatchObject({ name: 'Jyotish Kendra', url: 'http://localhost/', logo: 'http://localhost/icons/icon-512.png' });
      expect(org.sameAs).toEqual(expect.arrayContaining(['https://www.facebook.com/jyotishkendra']));
      const site = ofType(html, 'WebSite');
      expect(site).toMatchObject({ name: 'Jyotish Kendra', url: 'http://localhost/', inLanguage: locale });
      expect(site.publisher).toEqual({ '@id': org['@id'] });
    }
    expect(structuredData(await page(t, '/about'))).toEqual([]);
  });

  it('describe a product and its offer: the price paid in rupees, and whether it is in stock', async () => {
    const mala = await createProduct(t.db, { name: 'Rudraksha </script> Mala', description: 'Five & faced', pricePaise: 49_950, image: '/uploads/mala.webp' });
    const html = await page(t, `/shopping/product/${mala.id}`);
    const product = ofType(html, 'Product');
    expect(product).toMatchObject({
      name: 'Rudraksha </script> Mala',
      description: 'Five & faced',
      image: ['http://localhost/uploads/mala.webp'],
      sku: String(mala.id),
      url: `http://localhost/shopping/product/${mala.id}`,
    });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '499.50',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    });
    // The name cannot end the script element early.
    expect(html).not.toContain('Rudraksha </script>');
    expect(canonicalOf(html)).toEqual([`http://localhost/shopping/product/${mala.id}`]);

    const soldOut = await createProduct(t.db, { stockQuantity: 0 });
    const hindi = ofType(await page(t, `/shopping/product/${soldOut.id}?lang=hi`), 'Product');
    expect(hindi.url).toBe(`http://localhost/shopping/product/${soldOut.id}?lang=hi`);
    expect(hindi.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', priceCurrency: 'INR', price: '499.00' });
  });

  it("describe an astrologer's service, with the average of reviews only once there are reviews", async () => {
    const reviewed = await createAstrologer(t.db, { isVerified: true, name: 'Pandit Ravi Shastri', languageKnown: 'Hindi, English' });
    const reviewer = await createUser(t.db);
    await createReview(t.db, { userId: reviewer.id, astrologerId: reviewed.id, stars: 5 });
    await createReview(t.db, { userId: reviewer.id, astrologerId: reviewed.id, stars: 4 });
    const service = ofType(await page(t, `/astrologers/${reviewed.id}`), 'ProfessionalService');
    expect(service).toMatchObject({
      name: 'Pandit Ravi Shastri',
      url: `http://localhost/astrologers/${reviewed.id}`,
      image: 'http://localhost/uploads/astro.webp',
      knowsLanguage: ['Hindi', 'English'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });

    // New: no rating at all, never the one typed into the profile.
    const fresh = await createAstrologer(t.db, { isVerified: true, rating: 4.9 });
    const unrated = ofType(await page(t, `/astrologers/${fresh.id}`), 'ProfessionalService');
    expect(unrated.name).toBe('Pandit Sharma');
    expect(unrated).not.toHaveProperty('aggregateRating');
  });
});

describe('a page that is not there', () => {
  const t = useTestApp(() => ({ WEB_DIST: dist }));
  let hidden: number[];

  beforeAll(async () => {
    const unverified = await createAstrologer(t.db, { isVerified: false });
    const deleted = await createAstrologer(t.db, { isVerified: true });
    await t.db.update(astrologers).set({ deletedAt: new Date() }).where(eq(astrologers.id, deleted.id));
    const suspended = await createAstrologer(t.db, { isVerified: true });
    await suspend(t.db, suspended.userId);
    hidden = [unverified.id, deleted.id, suspended.id];
  });

  it("answers 404 with the app's page, which shows that it is not found, and no canonical address", async () => {
    const urls = [
      '/no-such-page',
      '/about/us',
      '/shopping/product/999999',
      '/shopping/product/abc',
      '/astrologers/999999',
      '/astrologers/0',
      ...hidden.map((id) => `/astrologers/${id}`),
    ];
    for (const url of urls) {
      const html = await page(t, url, 404);
      expect(html, url).toContain('<div id="root"></div>');
      expect(canonicalOf(html), url).toEqual([]);
      expect(structuredData(html), url).toEqual([]);
    }
    // Never kept by a cache, as no page is: a product added later is found at once.
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
