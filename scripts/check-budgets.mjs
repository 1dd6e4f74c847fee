// `npm run budgets`: fails when the built web app breaks its budgets: first-paint JavaScript, admin code, image layout and format.
// Usage: node scripts/check-budgets.mjs [--dist apps/web/dist] [--max-kb 100] [--static-only] [--from-source] [--port 8124]
/* global window, document, getComputedStyle, devicePixelRatio -- used inside page.evaluate, which runs in the browser */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { serveFresh } from './serve-fresh.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.WEB_DIST ?? join(root, 'apps/web/dist') },
    'max-kb': { type: 'string', default: '100' },
    'home-src': { type: 'string', default: 'src/features/home/routes/home-page.tsx' },
    'static-only': { type: 'boolean', default: false },
    'from-source': { type: 'boolean', default: process.env.E2E_FROM_SOURCE === '1' },
    port: { type: 'string', default: process.env.BUDGET_PORT ?? '8124' },
  },
});
const dist = resolve(args.dist);
const webRoot = join(root, 'apps/web');
const failures = [];
const fail = (message) => failures.push(message);

// ---- JavaScript for the first paint of / -------------------------------------------------

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run npm run build (vite.config.ts sets build.manifest).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('the Vite manifest has no entry');
  process.exit(1);
}

/** A chunk and everything it imports statically: what the browser must fetch before that chunk runs. */
function staticClosure(key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, into);
  return into;
}
const eager = staticClosure(entryKey);
// The home page is a lazy route, but / cannot paint without it: it counts towards the first paint.
const homeKey = manifest[args['home-src']]
  ? args['home-src']
  : Object.keys(manifest).find((k) => /features\/home\/.*page\.tsx$/.test(k) && manifest[k].isDynamicEntry);
if (!homeKey)
  console.warn(`no home page chunk found in the manifest (${args['home-src']}): counting the entry only`);
const firstPaint = homeKey ? staticClosure(homeKey, new Set(eager)) : eager;

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let total = 0;
const lines = [];
for (const key of firstPaint) {
  const { file } = manifest[key];
  const size = gzipBytes(file);
  total += size;
  lines.push(
    `  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}${eager.has(key) ? '' : '  (home route)'}`,
  );
}
const maxBytes = Number(args['max-kb']) * 1024;
console.log(
  `JavaScript for the first paint of / (gzip):\n${lines.join('\n')}\n  ${(total / 1024).toFixed(1).padStart(7)} KB  total, budget ${args['max-kb']} KB`,
);
if (total > maxBytes)
  fail(
    `first-paint JavaScript is ${(total / 1024).toFixed(1)} KB gzip, over the ${args['max-kb']} KB budget`,
  );

// ---- The language layer and the words of / ------------------------------------------------------
// i18next and react-i18next load beside the first page, in parallel with the home page's code (main.tsx), and the
// catalogues a namespace at a time (docs/decisions/languages.md). English and Hindi each need the layer and the words
// of / (common, home); Hindi also the contracts' messages, fetched after the first render. Hindi may cost at most
// 15 KB more than English.
const HINDI_EXTRA_KB = 15;
const chunkOf = (pattern) => Object.entries(manifest).find(([k]) => pattern.test(k))?.[1]?.file;
const layer = chunkOf(/src\/lib\/i18n-runtime\.ts$/);
const words = (locale) =>
  ['common', 'home']
    .map((ns) => chunkOf(new RegExp(`locales/${locale}/${ns}\\.json$`)))
    .filter(Boolean)
    .reduce((sum, file) => sum + gzipBytes(file), 0);
if (layer) {
  const layerBytes = gzipBytes(layer);
  const en = words('en');
  const hi = words('hi');
  console.log(
    `\nThe language layer beside the first paint of / (gzip):\n` +
      `  ${(layerBytes / 1024).toFixed(1).padStart(7)} KB  i18next and react-i18next (${layer})\n` +
      `  ${(en / 1024).toFixed(1).padStart(7)} KB  English words of / (common, home)\n` +
      `  ${(hi / 1024).toFixed(1).padStart(7)} KB  Hindi words of / (common, home): ${((hi - en) / 1024).toFixed(1)} KB more, budget ${HINDI_EXTRA_KB} KB`,
  );
  if (hi - en > HINDI_EXTRA_KB * 1024) fail(`Hindi's words of / are ${((hi - en) / 1024).toFixed(1)} KB more than English's, over ${HINDI_EXTRA_KB} KB`);
  if (firstPaint.has(Object.keys(manifest).find((k) => /src\/lib\/i18n-runtime\.ts$/.test(k))))
    fail('i18next is in the first paint of /: it must load beside it (lib/i18n-runtime.ts, imported on demand)');
} else {
  fail('no language layer chunk (src/lib/i18n-runtime.ts) in the manifest');
}

// ---- No admin code for a visitor -----------------------------------------------------------

// The admin features, and app/admin, which puts their panels together on the dashboard.
const isAdminPath = (p) => /(^|\/)(features\/admin[^/]*|app\/admin)\//.test(p);
// A feature's routes.tsx is the route table (paths and lazy imports), which the router must know up front.
const isRouteTable = (p) => /(^|\/)features\/[^/]+\/routes\.tsx$/.test(p);
for (const key of firstPaint) {
  const { src, name } = manifest[key];
  if ((src && isAdminPath(src)) || /admin/i.test(name ?? ''))
    fail(`admin chunk ${manifest[key].file} loads for the first paint of /`);
}

/** Static imports of one source file, resolved to files; type-only imports and import() are left out. */
function staticImports(file) {
  const text = readFileSync(file, 'utf8');
  const specs = [];
  const re = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(re)) specs.push(match[1]);
  const resolved = [];
  for (const spec of specs) {
    if (!spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (p) => existsSync(p) && /\.(tsx?|jsx?)$/.test(p),
    );
    if (found) resolved.push(found);
  }
  return resolved;
}

/** Walks the static import graph from a source file and reports admin files other than the route table. */
function adminInStaticGraph(start) {
  const seen = new Set();
  const stack = [start];
  const hits = [];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const rel = relative(webRoot, file);
    if (isAdminPath(rel) && !isRouteTable(rel)) hits.push(rel);
    stack.push(...staticImports(file));
  }
  return hits;
}
const starts = [join(webRoot, 'src/main.tsx'), ...(homeKey ? [join(webRoot, homeKey)] : [])].filter(
  existsSync,
);
for (const start of starts) {
  for (const hit of adminInStaticGraph(start))
    fail(
      `${hit} is imported statically from ${relative(webRoot, start)}: admin code would load for visitors`,
    );
}
console.log(`Admin code in the first paint: ${failures.some((f) => f.includes('admin')) ? 'FOUND' : 'none'}`);

// ---- Images, checked in Chromium -------------------------------------------------------

async function checkImages() {
  const { chromium, devices } = await import('@playwright/test');
  const { url, server } = await serveFresh({ port: args.port, dist, fromSource: args['from-source'] });
  let browser;
  try {
    const products = await (await fetch(`${url}/shop/open/all-product`)).json();
    const product = products.find((p) => p.image) ?? products[0];
    const pages = ['/', '/shopping', ...(product ? [`/shopping/product/${product.product_id}`] : [])];
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
    // The phone Lighthouse's mobile run emulates (Moto G Power), so both tools judge the same pixels.
    const context = await browser.newContext({
      ...devices['Moto G4'],
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    for (const path of pages) {
      const page = await context.newPage();
      const images = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'image')
          images.push({ url: res.url(), type: res.headers()['content-type'] ?? '' });
      });
      await page.addInitScript(() => {
        window.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const report = await page.evaluate(() =>
        [...document.images].map((img) => ({
          src: img.currentSrc || img.src,
          sized:
            (img.hasAttribute('width') && img.hasAttribute('height')) ||
            getComputedStyle(img).aspectRatio !== 'auto',
          natural: img.naturalWidth,
          shown: img.getBoundingClientRect().width * devicePixelRatio,
          srcset: img.hasAttribute('srcset'),
          raster: !/\.svg($|\?)|^data:image\/svg/.test(img.currentSrc || img.src),
        })),
      );
      const cls = await page.evaluate(() => window.__cls);
      if (process.env.BUDGET_DEBUG) console.log(report.filter((img) => img.natural > 0));
      console.log(`${path}: ${report.length} images, ${images.length} fetched, CLS ${cls.toFixed(3)}`);
      if (cls >= 0.1) fail(`${path}: cumulative layout shift ${cls.toFixed(3)} (budget < 0.1)`);
      for (const img of report) {
        if (!img.sized)
          fail(`${path}: <img src="${img.src.slice(0, 80)}"> has neither width/height nor an aspect-ratio`);
        // Responsive means a srcset, or one file close to the displayed size; Lighthouse flags a 600 px file shown at 378.
        if (!img.srcset && img.raster && img.natural > 0 && img.shown > 0 && img.natural > 1.5 * img.shown) {
          fail(
            `${path}: ${img.src.slice(0, 80)} is ${img.natural} px wide for ${Math.round(img.shown)} device px and has no srcset`,
          );
        }
      }
      for (const image of images) {
        if (/^image\/(png|jpe?g|gif|bmp)/.test(image.type))
          fail(`${path}: ${image.url} is served as ${image.type}, not WebP`);
      }
      await page.close();
    }
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}

if (!args['static-only']) await checkImages();

if (failures.length) {
  console.error(`\nBudgets exceeded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAll web budgets met.');
