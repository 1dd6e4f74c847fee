// Serves the built web app: hashed assets cached for a year, and index.html for every client-side route.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';

/** Paths that belong to the API: an unknown one is a JSON 404, never the SPA. */
export const API_PREFIXES = ['/api/', '/auth/', '/shop/', '/admin/', '/dev/', '/uploads/', '/docs'];

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
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

export interface SpaOptions {
  webDist: string;
  /** The largest picture of a page's first screen, if the server can tell (see firstScreenImage). */
  firstScreenImage?: (path: string) => Promise<string | null>;
}

export default fp(async function spa(app: FastifyInstance, opts: SpaOptions) {
  const root = resolve(opts.webDist);
  const available = existsSync(join(root, 'index.html'));
  const files = available ? listFiles(root) : new Set<string>();
  const indexHtml = available ? readFileSync(join(root, 'index.html'), 'utf8') : '';

  /**
   * index.html asking for the page's main picture at once, at high priority: otherwise the browser
   * finds it only after the app's code and the product data have arrived. Only pictures of this site.
   */
  async function pageWithHints(path: string): Promise<string | null> {
    if (!opts.firstScreenImage) return null;
    const image = await opts.firstScreenImage(path).catch(() => null);
    if (!image || !image.startsWith('/') || image.startsWith('//')) return null;
    const hint = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />`;
    return indexHtml.replace('</head>', `    ${hint}\n  </head>`);
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
    const hinted = await pageWithHints(path);
    if (hinted) return reply.type('text/html; charset=utf-8').send(hinted);
    return reply.sendFile('index.html', { cacheControl: false });
  });
});
