// The built web app as a browser gets it: history fallback, long-cached hashed assets, clean 404s.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enSite from '../../../../packages/contracts/src/locales/en/site.json' with { type: 'json' };
import hiSite from '../../../../packages/contracts/src/locales/hi/site.json' with { type: 'json' };
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

/** index.html's own title and description, as the build writes them. */
const SITE_HEAD = '<title>Jyotish Kendra</title>\n    <meta\n      name="description"\n      content="Vedic astrology from Jaipur"\n    />';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The site's title and description in a language, as the server writes them in place of index.html's. */
const siteHead = (site: typeof enSite) =>
  `<title>${escapeHtml(site.title).replace(/&quot;/g, '"')}</title>\n    <meta name="description" content="${escapeHtml(site.description)}" />`;

/**
 * A built web app as Vite lays it out: index.html, a hashed entry and the manifest of the lazily loaded pages, and
 * the server render's module when one is given.
 */
function writeDist(renderModule?: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'jk-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head>${SITE_HEAD}<script type="module" src="/assets/index-abc123.js"></script></head>` +
      '<body><div id="root"></div><template id="app-shell">\n  <div class="bar">Jyotish Kendra</div>\n</template></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
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
    const p = await createProduct(t.db);
    for (const url of ['/', `/shopping/product/${p.id}`, '/admin-dashboard']) await htmlPage(t, url);
  });

  it('answers a product that does not exist with a 404 and index.html, whose app shows that it is not found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shopping/product/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("answers a page in the visitor's language, with the two addresses of the page for search engines", async () => {
    const english = await htmlPage(t, '/astrologers?q=tarot');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(siteHead(enSite));
    expect(english).not.toContain(SITE_HEAD);
    const alternates = (hi: string) =>
      [
        '<link rel="alternate" hreflang="en" href="http://localhost/astrologers?q=tarot" />',
        `<link rel="alternate" hreflang="hi" href="http://localhost/astrologers?q=tarot&amp;lang=hi" />`,
        '<link rel="alternate" hreflang="x-default" href="http://localhost/astrologers?q=tarot" />',
      ].join(hi);
    expect(english.replace(/\n\s*/g, '')).toContain(alternates(''));

    // The Hindi address serves Hindi to anyone, cookie or not; so do a remembered choice and the browser's languages.
    for (const [url, headers] of [
      ['/astrologers?q=tarot&lang=hi', {}],
      ['/astrologers?q=tarot', { cookie: 'lang=hi' }],
      ['/astrologers?q=tarot', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.headers.vary, url).toMatch(/Cookie, Accept-Language/);
      expect(res.body, url).toContain('<html lang="hi">');
      expect(res.body, url).toContain(siteHead(hiSite));
      expect(res.body.replace(/\n\s*/g, ''), url).toContain(alternates(''));
    }
    // A choice of English wins over a Hindi browser.
    const chosen = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=en', 'accept-language': 'hi' } });
    expect(chosen.body).toContain('<html lang="en">');
  });

  it('caches hashed assets for a year, the other files for a day, and never the service worker', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=86400');
    // A new service worker must be seen on the next visit.
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing asset and an unknown API path with a 404, not the page', async () => {
    for (const url of ['/assets/index-gone.js', '/assets/', '/logo.png', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: {}, code: expect.stringMatching(/^(file_not_found|no_route)$/) });
    }
  });
});

// A stand-in for the web app's server render (apps/web/src/entry-server.tsx): a product page from the API's own
// answer with its head, the home page with no data, a render that breaks, and on /shopping and a product page asked
// for with ?fails, a render that failed after its data had loaded, which gives the first screen's hints instead.
const RENDER_MODULE = `
const SHOP_LAYOUT = 'src/app/query-layout.tsx';
export async function render(url, transport) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const fails = searchParams.has('fails');
  if (pathname === '/') return { html: '<p>Welcome</p>', state: null, head: null, hints: null };
  if (pathname === '/breaks') throw new Error('the render broke');
  if (pathname === '/writes') await transport('/api/cart', { method: 'POST' });
  if (pathname === '/shopping') {
    const data = ['/shop/open/product-category', '/shop/open/all-product?page=1&limit=24'];
    const [, list] = await Promise.all(data.map(async (path) => (await transport(path)).json()));
    const hints = { image: list[0]?.image ?? null, data, modules: [SHOP_LAYOUT, 'src/features/shop/routes/shop-page.tsx'] };
    return { html: null, state: null, head: null, hints, error: new Error('the shop broke') };
  }
  const match = /^\\/shopping\\/product\\/(\\d+)$/.exec(pathname);
  if (!match) return null;
  const answer = await transport('/shop/open/product/' + match[1]);
  if (!answer.ok) return null;
  const product = await answer.json();
  const head = { title: product.name + ' | Jyotish Kendra', description: product.description || null };
  if (fails) {
    const hints = { image: product.image, data: ['/shop/open/product/' + match[1]], modules: [SHOP_LAYOUT, 'src/features/shop/routes/product-page.tsx'] };
    return { html: null, state: null, head, hints, error: new Error('the product broke') };
  }
  return { html: '<h1>' + product.name + '</h1>', state: { product, note: '</script><script>alert(1)</script>' }, head, hints: null };
}
`;

describe('pages rendered on the server', () => {
  let dist: string;
  beforeAll(() => {
    dist = writeDist(RENDER_MODULE);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp(() => ({ WEB_DIST: dist }));

  it('sends the first screen in #root with the answers it was made from, and the page\'s title and description', async () => {
    const p = await createProduct(t.db, { name: 'Sphatik <Mala>', description: 'Clear "quartz" & silver' });
    const page = await htmlPage(t, `/shopping/product/${p.id}`);
    expect(page).toContain('<div id="root" data-ssr><h1>Sphatik <Mala></h1></div><script id="ssr-state" type="application/json">');
    expect(page).toContain('<title>Sphatik &lt;Mala&gt; | Jyotish Kendra</title>');
    expect(page).toContain('<meta name="description" content="Clear &quot;quartz&quot; &amp; silver" />');
    expect(page).not.toContain('Vedic astrology');
    // The data is in the page: no request for it, and no placeholder bar. The page's code is fetched by the app:
    // the first screen does not wait for it.
    expect(page).not.toContain('preload');
    expect(page).not.toContain('<div id="root"><div class="bar">');
    // The answers are JSON that no "</script>" inside can end early.
    const json = /<script id="ssr-state" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      product: { product_id: p.id, name: 'Sphatik <Mala>' },
      note: '</script><script>alert(1)</script>',
    });

    const home = await htmlPage(t, '/');
    expect(home).toContain('<div id="root" data-ssr><p>Welcome</p></div><template');
    expect(home).not.toContain('ssr-state');
    // No head from the render: the site's own title and description.
    expect(home).toContain(siteHead(enSite));
  });

  it('leaves a page to the browser when the render has nothing, fails, or tries to write', async () => {
    for (const url of ['/breaks', '/writes', '/contact']) {
      const page = await htmlPage(t, url);
      expect(page, url).toContain('<div id="root"></div>');
      expect(page, url).not.toContain('data-ssr');
      expect(page, url).toContain(siteHead(enSite));
    }
  });

  it('asks for the main picture, the data and the code of a shop page in the HTML itself', async () => {
    const p = await createProduct(t.db, { name: 'Rudraksha', image: '/uploads/"rudraksha".webp', description: '' });
    const page = await htmlPage(t, `/shopping/product/${p.id}?fails`);
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
    // The page's own title, known from its data; its description is the site's, the product having none.
    expect(page).toContain('<title>Rudraksha | Jyotish Kendra</title>');
    expect(page).toContain(`content="${escapeHtml(enSite.description)}"`);
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
    const missing = await t.app.inject({ method: 'GET', url: '/shopping/product/999999?fails' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('preload');
    const elsewhere = await createProduct(t.db, { image: 'https://example.com/p.webp' });
    const other = (await t.app.inject({ method: 'GET', url: `/shopping/product/${elsewhere.id}?fails` })).body;
    expect(other).not.toContain('as="image"');
    expect(other).toContain(`href="/shop/open/product/${elsewhere.id}"`);
    // Other pages are index.html as built.
    const contact = (await t.app.inject({ method: 'GET', url: '/contact' })).body;
    expect(contact).not.toContain('preload');
    expect(contact).toContain('<div id="root"></div>');
  });

  it('never serves the server render code or the build manifest', async () => {
    for (const url of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
