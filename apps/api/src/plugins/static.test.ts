// The built web app as a browser gets it: history fallback, long-cached hashed assets, clean 404s.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/admin-factories.ts';
import { useTestApp, type TestApp } from '../test/app.ts';

/** A page of the web app: HTML, answered 200 and never cached (a deploy must reach every visitor). Its body. */
async function htmlPage(t: TestApp, url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/text\/html/);
  expect(res.headers['cache-control'], url).toBe('no-cache');
  return res.body;
}

/**
 * A built web app as Vite lays it out: index.html, a hashed entry and the manifest of the lazily loaded pages, and
 * the server render's module when one is given.
 */
function writeDist(renderModule?: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'jk-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Jyotish Kendra</title><script type="module" src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div><template id="app-shell">\n  <div class="bar">Jyotish Kendra</div>\n</template></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // Vite's manifest: the shop page's chunk imports a shared chunk and the entry (which index.html loads already).
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/features/shop/routes/shop-page.tsx': { file: 'assets/shop-page-1.js', imports: ['_shared-2.js', 'index.html'] },
      'src/features/shop/routes/product-page.tsx': { file: 'assets/product-page-3.js', imports: ['_shared-2.js'] },
      '_shared-2.js': { file: 'assets/shared-2.js', imports: ['index.html'] },
    }),
  );
  if (renderModule !== undefined) {
    mkdirSync(join(dist, '.ssr'));
    writeFileSync(join(dist, '.ssr', 'entry-server.js'), renderModule);
  }
  return dist;
}

describe('the web app', () => {
  let dist: string;
  beforeAll(() => {
    dist = writeDist();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp(() => ({ WEB_DIST: dist }));

  it('answers every client-side route with index.html, never cached', async () => {
    for (const url of ['/', '/shopping/product/3', '/admin-dashboard']) await htmlPage(t, url);
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

  it('asks for the main picture, the data and the code of a shop page in the HTML itself', async () => {
    const p = await createProduct(t.db, { image: '/uploads/"rudraksha".webp' });
    const page = await htmlPage(t, `/shopping/product/${p.id}`);
    expect(page).toContain(
      [
        '<link rel="preload" as="image" href="/uploads/&quot;rudraksha&quot;.webp" fetchpriority="high" />',
        `<link rel="preload" as="fetch" href="/shop/open/product/${p.id}" crossorigin="anonymous" />`,
        '<link rel="modulepreload" href="/assets/product-page-3.js" />',
        '<link rel="modulepreload" href="/assets/shared-2.js" />',
      ]
        .map((hint) => `    ${hint}\n`)
        .join('') + '  </head>',
    );
    // The placeholder bar is on screen until the app renders.
    expect(page).toContain('<div id="root"><div class="bar">Jyotish Kendra</div></div>');
    // The preloaded answer is the one the page asks for.
    expect((await t.app.inject({ method: 'GET', url: `/shop/open/product/${p.id}` })).json()).toMatchObject({ product_id: p.id });

    // The shop's first product in its default order, and the two requests of the listing's first screen.
    const shop = await t.app.inject({ method: 'GET', url: '/shopping' });
    expect(shop.body).toMatch(/<link rel="preload" as="image" href="\/uploads\/[^"]+" fetchpriority="high" \/>/);
    expect(shop.body).toContain('<link rel="preload" as="fetch" href="/shop/open/product-category" crossorigin="anonymous" />');
    expect(shop.body).toContain(
      '<link rel="preload" as="fetch" href="/shop/open/all-product?page=1&amp;limit=24" crossorigin="anonymous" />',
    );
    expect(shop.body).toContain('<link rel="modulepreload" href="/assets/shop-page-1.js" />');
    // The entry is loaded by index.html already.
    expect(shop.body).not.toContain('<link rel="modulepreload" href="/assets/index-abc123.js" />');
    const firstPage = await t.app.inject({ method: 'GET', url: '/shop/open/all-product?page=1&limit=24' });
    expect(firstPage.statusCode).toBe(200);

    // No hint where there is no such product, and no picture from other sites.
    const missing = await t.app.inject({ method: 'GET', url: '/shopping/product/999999' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).not.toContain('preload');
    const elsewhere = await createProduct(t.db, { image: 'https://example.com/p.webp' });
    const other = (await t.app.inject({ method: 'GET', url: `/shopping/product/${elsewhere.id}` })).body;
    expect(other).not.toContain('as="image"');
    expect(other).toContain(`href="/shop/open/product/${elsewhere.id}"`);
    // Other pages are index.html as built.
    const contact = (await t.app.inject({ method: 'GET', url: '/contact' })).body;
    expect(contact).not.toContain('preload');
    expect(contact).toContain('<div id="root"></div>');
  });
});

// A stand-in for the web app's server render (apps/web/src/entry-server.tsx): a product page from the API's own
// answer, the home page with no data, and a render that breaks.
const RENDER_MODULE = `
export function createRenderer(transport) {
  return async (url) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/') return { html: '<p>Welcome</p>', state: null };
    if (pathname === '/breaks') throw new Error('the render broke');
    if (pathname === '/writes') await transport('/api/cart', { method: 'POST' });
    const match = /^\\/shopping\\/product\\/(\\d+)$/.exec(pathname);
    if (!match) return null;
    const answer = await transport('/shop/open/product/' + match[1]);
    if (!answer.ok) return null;
    const product = await answer.json();
    return { html: '<h1>' + product.name + '</h1>', state: { product, note: '</script><script>alert(1)</script>' } };
  };
}
`;

describe('pages rendered on the server', () => {
  let dist: string;
  beforeAll(() => {
    dist = writeDist(RENDER_MODULE);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp(() => ({ WEB_DIST: dist }));

  it('sends the first screen in #root with the answers it was made from', async () => {
    const p = await createProduct(t.db, { name: 'Sphatik Mala' });
    const page = await htmlPage(t, `/shopping/product/${p.id}`);
    expect(page).toContain('<div id="root" data-ssr><h1>Sphatik Mala</h1></div><script id="ssr-state" type="application/json">');
    // The data is in the page: no request for it, and no placeholder bar. The page's code is fetched by the app:
    // the first screen does not wait for it.
    expect(page).not.toContain('preload');
    expect(page).not.toContain('<div id="root"><div class="bar">');
    // The answers are JSON that no "</script>" inside can end early.
    const json = /<script id="ssr-state" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      product: { product_id: p.id, name: 'Sphatik Mala' },
      note: '</script><script>alert(1)</script>',
    });

    const home = await htmlPage(t, '/');
    expect(home).toContain('<div id="root" data-ssr><p>Welcome</p></div><template');
    expect(home).not.toContain('ssr-state');
  });

  it('leaves a page to the browser when the render has nothing, fails, or tries to write', async () => {
    for (const url of ['/shopping/product/999999', '/breaks', '/writes', '/contact']) {
      const page = await htmlPage(t, url);
      expect(page, url).toContain('<div id="root"></div>');
      expect(page, url).not.toContain('data-ssr');
    }
  });

  it('never serves the server render code or the build manifest', async () => {
    for (const url of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
