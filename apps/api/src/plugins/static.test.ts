// The built web app as a browser gets it: history fallback, long-cached hashed assets, clean 404s.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/admin-factories.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'jk-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Jyotish Kendra</title></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every client-side route with index.html, never cached', async () => {
    for (const url of ['/', '/shopping/product/3', '/admin-dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset and an unknown API path with a 404, not the page', async () => {
    for (const url of ['/assets/index-gone.js', '/logo.png', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: {} });
    }
  });

  it('asks for the main picture of a shop page in the HTML itself', async () => {
    const p = await createProduct(t.db, { image: '/uploads/"rudraksha".webp' });
    const page = await t.app.inject({ method: 'GET', url: `/shopping/product/${p.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(
      '<link rel="preload" as="image" href="/uploads/&quot;rudraksha&quot;.webp" fetchpriority="high" />\n  </head>',
    );
    // The shop's first product in its default order.
    const shop = await t.app.inject({ method: 'GET', url: '/shopping' });
    expect(shop.body).toMatch(/<link rel="preload" as="image" href="\/uploads\/[^"]+" fetchpriority="high" \/>/);
    // No hint where there is no such product, and none for pictures on other sites.
    const missing = await t.app.inject({ method: 'GET', url: '/shopping/product/999999' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).not.toContain('preload');
    const elsewhere = await createProduct(t.db, { image: 'https://example.com/p.webp' });
    expect((await t.app.inject({ method: 'GET', url: `/shopping/product/${elsewhere.id}` })).body).not.toContain('preload');
  });
});
