// Serves the built web app: its files through @fastify/static (hashed assets cached for a year, the others for a day,
// dot folders never), and every other address as index.html, with the first screen rendered by the web app's own
// render (apps/web/src/entry-server.tsx) for the pages it renders. A path the app has no page for, and a product or
// astrologer that does not exist, is a 404 that still shows the app's not-found page (docs/decisions/seo.md).
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { LOCALES, LOCALE_QUERY, PSEUDO_LOCALE, localeAddresses, type Locale } from '@app/contracts/i18n';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreen, KnownPath, PageHead, RenderLocale, RenderPage, RenderedPage } from '@app/contracts/server-render';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';
import { requestLocale, translator } from '../lib/i18n.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { canonicalPath, scriptJson, seoHeadLinks, type DescribePage, type PageFacts } from './page-head.ts';

/** Paths that belong to the API: an unknown one is a JSON 404, never the SPA. */
export const API_PREFIXES = ['/api/', '/auth/', '/shop/', '/admin/', '/dev/', '/uploads/', '/docs'];

export interface SpaOptions {
  webDist: string;
  /** Where the site is (PUBLIC_URL): the origin of the pages' `hreflang` addresses; else the request's own. */
  publicUrl?: string | undefined;
  /** Whether a page's thing exists, and its structured data (modules/seo); absent: every page the app has is found. */
  describePage?: DescribePage;
}

/** The render's bundle: the render, and the paths the app has pages for (absent from an older bundle). */
interface RenderModule {
  render: RenderPage;
  isKnownPath?: KnownPath;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

const EMPTY_ROOT = '<div id="root"></div>';

const escapeText = (value: string) => value.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * The server render's API calls, answered in-process through the same routes (validation, caches, headers) a
 * browser's calls take. Each counts against the visitor it is made for, as the browser's own calls would.
 */
function inProcessFetch(app: FastifyInstance, visitor: string, locale: Locale): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/')) throw new Error(`A server render may only read the API: ${url}`);
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', cookie: `lang=${locale}` }, remoteAddress: visitor });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

async function loadRender(app: FastifyInstance, file: string): Promise<RenderModule | null> {
  try {
    return (await import(pathToFileURL(file).href)) as RenderModule;
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

/** index.html with the page's own title and description in place of the site's. */
function withHead(html: string, head: PageHead | null): string {
  if (!head) return html;
  const titled = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(head.title)}</title>`);
  if (head.description === null) return titled;
  return titled.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
  );
}

/**
 * index.html in a language: its `lang`, the site's title and descriptions in that language, and the page's two
 * addresses (`hreflang`), so that a search engine finds the Hindi page without a cookie; then `more` for the head.
 */
export function localizedIndex(html: string, locale: Locale, path: string, origin: string, more: string[] = []): string {
  const t = translator(locale, 'site');
  const addresses = localeAddresses(path);
  const absolute = (address: string) => escapeAttribute(new URL(address, origin).href);
  const alternates = [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${absolute(addresses[l])}" />`),
    `<link rel="alternate" hreflang="x-default" href="${absolute(addresses.en)}" />`,
    ...more,
  ];
  return withHead(html, { title: t('title'), description: t('description') })
    .replace(/<html[^>]*>/, `<html lang="${locale}">`)
    .replace(/<meta property="og:title" content="[^"]*"/, `<meta property="og:title" content="${escapeAttribute(t('ogTitle'))}"`)
    .replace(
      /<meta property="og:description" content="[^"]*"/,
      `<meta property="og:description" content="${escapeAttribute(t('ogDescription'))}"`,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>/, `<noscript>${escapeText(t('noscript'))}</noscript>`)
    .replace('</head>', `${alternates.map((a) => `    ${a}\n`).join('')}  </head>`);
}

/** The installable app's service worker (vite-plugin-pwa writes it at the root of the build). */
const SERVICE_WORKER = 'sw.js';

export default fp(async function spa(app: FastifyInstance, opts: SpaOptions) {
  const root = resolve(opts.webDist);
  const available = existsSync(join(root, 'index.html'));
  const indexHtml = available ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  const manifest = available ? readManifest(root) : {};
  // index.html's placeholder bar, shown in #root until the app renders on pages that wait for data.
  const shell = /<template id="app-shell">([\s\S]*?)<\/template>/.exec(indexHtml)?.[1]?.trim() ?? null;
  // Loaded in the background: the server answers at once, and the first page asked for waits for it if need be.
  const ssrEntry = join(root, '.ssr', 'entry-server.js');
  const renderer = available && existsSync(ssrEntry) ? loadRender(app, ssrEntry) : null;

  /**
   * index.html asking at once for what the page's first screen needs: its main picture (at high priority), the
   * API answers the app will request and the page's code. Otherwise the browser finds each only after the one
   * before it: the app's code, then the page's code, then the data, then the picture. Only this site's files.
   */
  function hintLinks(screen: FirstScreen): string[] {
    const local = (url: string | null): url is string => !!url && url.startsWith('/') && !url.startsWith('//');
    const hints: string[] = [];
    if (local(screen.image)) {
      hints.push(`<link rel="preload" as="image" href="${escapeAttribute(screen.image)}" fetchpriority="high" />`);
    }
    // crossorigin: the app's fetch() is a CORS-mode request, and a preload is only reused by a request like it.
    for (const url of screen.data.filter(local)) {
      hints.push(`<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin="anonymous" />`);
    }
    for (const file of moduleFiles(manifest, screen.modules, indexHtml)) {
      hints.push(`<link rel="modulepreload" href="/${escapeAttribute(file)}" />`);
    }
    return hints;
  }

  /**
   * The page as the web app's render made it: the first screen in #root with the answers it was made from beside
   * it, for the app to take over (hydrate); or, when only the render itself failed, index.html with the first
   * screen's hints and the placeholder bar, which paints while they arrive. No modulepreload on a rendered page:
   * its first screen does not wait for the code, and its picture gets the bandwidth first.
   */
  function pageHtml(page: RenderedPage, index: string): string | null {
    if (page.html !== null) {
      const state = page.state ? `<script id="ssr-state" type="application/json">${scriptJson(page.state)}</script>` : '';
      return withHead(index, page.head).replace(EMPTY_ROOT, `<div id="root" data-ssr>${page.html}</div>${state}`);
    }
    const hints = page.hints ? hintLinks(page.hints) : [];
    if (hints.length === 0) return null;
    const hinted = withHead(index, page.head).replace('</head>', `${hints.map((h) => `    ${h}\n`).join('')}  </head>`);
    return shell ? hinted.replace(EMPTY_ROOT, `<div id="root">${shell}</div>`) : hinted;
  }

  /** null: index.html as built, which the browser renders. */
  async function renderedPage(url: string, visitor: string, locale: RenderLocale, index: string): Promise<string | null> {
    const render = (await renderer)?.render;
    if (!render) return null;
    try {
      const page = await render(url, inProcessFetch(app, visitor, locale === PSEUDO_LOCALE ? 'en' : locale), locale);
      if (page?.error) app.log.error({ err: page.error, url }, 'server render failed: the page renders in the browser');
      return page ? pageHtml(page, index) : null;
    } catch (error) {
      app.log.error({ err: error, url }, 'server render failed: the page renders in the browser');
      return null;
    }
  }

  /** Whether there is a page here (a 404 otherwise), and what search engines read about it. */
  async function pageFacts(pathname: string, locale: Locale, origin: string): Promise<PageFacts> {
    const isKnownPath = (await renderer)?.isKnownPath;
    if (isKnownPath && !isKnownPath(pathname)) return { found: false, structuredData: [] };
    if (!opts.describePage) return { found: true, structuredData: [] };
    try {
      return await opts.describePage({ pathname, locale, origin });
    } catch (error) {
      // A failed read is not a missing page: the page is served, without its structured data.
      app.log.error({ err: error, pathname }, 'the page could not be described: served without structured data');
      return { found: true, structuredData: [] };
    }
  }
  if (!available) app.log.warn(`web app not built at ${root}: run npm run build`);

  // The plugin serves the files through reply.sendFile, with these defaults, from the route below: its own routes
  // (serve: true) would declare no roles, which the auth plugin refuses (config.roles on every route). Dot folders
  // (Vite's manifest, the server render's code) are answered as missing.
  await app.register(fastifyStatic, { root, serve: false, index: false, dotfiles: 'ignore', maxAge: '365d', immutable: true });

  app.get('/*', { config: { roles: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (API_PREFIXES.some((p) => path.startsWith(p) || path === p.replace(/\/$/, ''))) {
      throw notFound('no_route', ERROR_CATALOGUE.no_route(request.method, path));
    }
    const file = path.replace(/^\/+/, '');
    // A file, found or not: after a deploy, an old tab asking for a chunk that no longer exists must get a clean 404
    // (and reload) rather than parse HTML as JavaScript. Only the hashed assets/ are cached for good.
    if (file.startsWith('assets/') || /\.\w+$/.test(file)) {
      // A folder is not a file either (the plugin would refuse to list it with a 403).
      if (file.endsWith('/')) throw notFound('file_not_found', ERROR_CATALOGUE.file_not_found);
      if (file.startsWith('assets/')) return reply.sendFile(file);
      // The service worker is checked for a new version on every visit: never kept by a cache.
      if (file === SERVICE_WORKER) return reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
      return reply.sendFile(file, { maxAge: '1d', immutable: false });
    }
    if (!available) throw notFound('web_not_built', ERROR_CATALOGUE.web_not_built);
    // The same address answers in the visitor's language: a shared cache must key on what chose it.
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
    const locale = requestLocale(request);
    const origin = siteOrigin(request, opts.publicUrl);
    const facts = await pageFacts(new URL(request.url, 'http://localhost').pathname, locale, origin);
    // Nothing here: the app's not-found page, which the browser renders, with a 404 and no address of its own.
    if (!facts.found) return reply.status(404).type('text/html; charset=utf-8').send(localizedIndex(indexHtml, locale, request.url, origin));
    const head = seoHeadLinks(new URL(canonicalPath(request.url, locale), origin).href, facts.structuredData);
    const index = localizedIndex(indexHtml, locale, request.url, origin, head);
    // The test language renders as the browser will show it, so the app takes the page over without a mismatch.
    const pseudo = (request.query as Record<string, unknown> | undefined)?.[LOCALE_QUERY] === PSEUDO_LOCALE;
    const page = await renderedPage(request.url, request.ip, pseudo ? PSEUDO_LOCALE : locale, index);
    return reply.type('text/html; charset=utf-8').send(page ?? index);
  });
});
