// Serves the built web app: hashed assets cached for a year, and index.html for every client-side route, with the
// first screen rendered on the server for the pages visitors land on.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHOP_LIST_PATH, SHOP_PRODUCT_PATH } from '@app/contracts/catalogue-rules';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';

/** Paths that belong to the API: an unknown one is a JSON 404, never the SPA. */
export const API_PREFIXES = ['/api/', '/auth/', '/shop/', '/admin/', '/dev/', '/uploads/', '/docs'];

/** The files served as they are; dot folders (Vite's manifest, the server render's code) are not. */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.add(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return files;
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

/** What a page shows first, when the server can tell (see the catalogue's firstScreen). */
export interface FirstScreen {
  image: string | null;
  /** API paths the web app requests first on this page. */
  data: string[];
}

export interface SpaOptions {
  webDist: string;
  firstScreen?: (path: string) => Promise<FirstScreen | null>;
}

/**
 * The code of each page the server hints, as keys of Vite's manifest: the route's lazily loaded module and the
 * layout route around it (the query cache's), which the app would otherwise ask for one after the other.
 */
const SHOP_LAYOUT = 'src/app/query-layout.tsx';
const PAGE_MODULES: [RegExp, string[]][] = [
  [SHOP_LIST_PATH, [SHOP_LAYOUT, 'src/features/shop/routes/shop-page.tsx']],
  [SHOP_PRODUCT_PATH, [SHOP_LAYOUT, 'src/features/shop/routes/product-page.tsx']],
];

const EMPTY_ROOT = '<div id="root"></div>';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** What the web app's server render (apps/web/src/entry-server.tsx) gives for an address. */
interface Rendered {
  html: string;
  state: unknown;
}
type Render = (url: string) => Promise<Rendered | null>;
interface RenderModule {
  createRenderer(transport: typeof fetch): Render;
}

/** JSON inside a <script> element: no "<" can end the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The server render's API calls, answered in-process through the same routes (validation, caches, headers) a
 * browser's calls take. Each counts against the visitor it is made for, as the browser's own calls would.
 */
function inProcessFetch(app: FastifyInstance, visitor: AsyncLocalStorage<string>): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/')) throw new Error(`A server render may only read the API: ${url}`);
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: visitor.getStore() ?? '127.0.0.1',
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

async function loadRenderer(app: FastifyInstance, file: string, visitor: AsyncLocalStorage<string>): Promise<Render | null> {
  try {
    const module = (await import(pathToFileURL(file).href)) as RenderModule;
    return module.createRenderer(inProcessFetch(app, visitor));
  } catch (error) {
    app.log.error({ err: error }, 'the server render failed to load: pages render in the browser');
    return null;
  }
}

/** The files of lazily loaded modules and of everything they import, minus those index.html already loads. */
function moduleFiles(manifest: Manifest, keys: string[], indexHtml: string): string[] {
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => !indexHtml.includes(`/${file}"`));
}

function readManifest(root: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

export default fp(async function spa(app: FastifyInstance, opts: SpaOptions) {
  const root = resolve(opts.webDist);
  const available = existsSync(join(root, 'index.html'));
  const files = available ? listFiles(root) : new Set<string>();
  const indexHtml = available ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  const manifest = available ? readManifest(root) : {};
  // index.html's placeholder bar, shown in #root until the app renders on pages that wait for data.
  const shell = /<template id="app-shell">([\s\S]*?)<\/template>/.exec(indexHtml)?.[1]?.trim() ?? null;
  const pageModules = PAGE_MODULES.map(([pattern, keys]) => [pattern, moduleFiles(manifest, keys, indexHtml)] as const);

  // Loaded in the background: the server answers at once, and the first page asked for waits for it if need be.
  const ssrEntry = join(root, '.ssr', 'entry-server.js');
  const visitor = new AsyncLocalStorage<string>();
  const renderer = available && existsSync(ssrEntry) ? loadRenderer(app, ssrEntry, visitor) : null;

  /**
   * The page with its first screen rendered in #root and the API answers it was made from beside it, for the app
   * to take over (hydrate) once its code has run. null: the page renders in the browser. No modulepreload of the
   * page's code here: the first screen does not wait for it, and its picture gets the bandwidth first.
   */
  async function renderedPage(url: string, ip: string): Promise<string | null> {
    const render = await renderer;
    if (!render) return null;
    const rendered = await visitor.run(ip, () => render(url)).catch((error: unknown) => {
      app.log.error({ err: error, url }, 'server render failed: the page renders in the browser');
      return null;
    });
    if (!rendered) return null;
    const state = rendered.state ? `<script id="ssr-state" type="application/json">${scriptJson(rendered.state)}</script>` : '';
    return indexHtml.replace(EMPTY_ROOT, `<div id="root" data-ssr>${rendered.html}</div>${state}`);
  }

  /**
   * index.html asking at once for what the page's first screen needs: its main picture (at high priority),
   * the API answers the app will request and the page's code. Otherwise the browser finds each only after the
   * one before it: the app's code, then the page's code, then the data, then the picture. Only this site's files.
   * The placeholder bar paints while all that arrives.
   */
  async function pageWithHints(path: string): Promise<string | null> {
    if (!opts.firstScreen) return null;
    const screen = await opts.firstScreen(path).catch(() => null);
    if (!screen) return null;
    const local = (url: string | null): url is string => !!url && url.startsWith('/') && !url.startsWith('//');
    const hints: string[] = [];
    if (local(screen.image)) {
      hints.push(`<link rel="preload" as="image" href="${escapeAttribute(screen.image)}" fetchpriority="high" />`);
    }
    // crossorigin: the app's fetch() is a CORS-mode request, and a preload is only reused by a request like it.
    for (const url of screen.data.filter(local)) {
      hints.push(`<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin="anonymous" />`);
    }
    for (const file of pageModules.find(([pattern]) => pattern.test(path))?.[1] ?? []) {
      hints.push(`<link rel="modulepreload" href="/${escapeAttribute(file)}" />`);
    }
    if (hints.length === 0) return null;
    const hinted = indexHtml.replace('</head>', `${hints.map((h) => `    ${h}\n`).join('')}  </head>`);
    return shell ? hinted.replace(EMPTY_ROOT, `<div id="root">${shell}</div>`) : hinted;
  }
  if (!available) app.log.warn(`web app not built at ${root}: run npm run build`);

  await app.register(fastifyStatic, { root, serve: false });

  app.get('/*', { config: { roles: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (API_PREFIXES.some((p) => path.startsWith(p) || path === p.replace(/\/$/, ''))) {
      throw notFound(`No route for ${request.method} ${path}`);
    }
    const file = path.replace(/^\/+/, '');
    if (files.has(file)) {
      const immutable = file.startsWith('assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      return reply.sendFile(file, { cacheControl: false });
    }
    if (!available) throw notFound('The web app is not built. Run npm run build.');
    // A missing script or image is a 404, not the page: after a deploy, an old tab asking for a chunk
    // that no longer exists must fail cleanly (and reload) rather than parse HTML as JavaScript.
    if (file.startsWith('assets/') || /\.[a-z0-9]{2,5}$/i.test(file)) throw notFound('File not found');
    reply.header('cache-control', 'no-cache');
    const page = (await renderedPage(request.url, request.ip)) ?? (await pageWithHints(path));
    if (page) return reply.type('text/html; charset=utf-8').send(page);
    return reply.sendFile('index.html', { cacheControl: false });
  });
});
