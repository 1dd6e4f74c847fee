// robots.txt and sitemap.xml, at the addresses crawlers ask for; both name the site by PUBLIC_URL, else the request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { API_PREFIXES } from '../../plugins/static.ts';
import { robotsTxt } from './robots.ts';
import { createSeo } from './seo.service.ts';
import { sitemapIndex, sitemapParts, urlSet } from './sitemap.ts';

const PUBLIC = { roles: 'public' } as const;
/** Crawlers come back often enough; an hour's staleness costs nothing (a new product waits at most that long). */
const CACHE_CONTROL = 'public, max-age=3600';

const sitemapQuery = z.object({ part: z.coerce.number().int().min(1).max(10_000).optional() });

const seo: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = createSeo(ctx);

  app.get('/robots.txt', { config: PUBLIC, schema: { tags: ['seo'] } }, async (request, reply) => {
    const sitemap = new URL('/sitemap.xml', siteOrigin(request, ctx.config.PUBLIC_URL)).href;
    return reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(API_PREFIXES, sitemap));
  });

  app.get('/sitemap.xml', { config: PUBLIC, schema: { tags: ['seo'], querystring: sitemapQuery } }, async (request, reply) => {
    const origin = siteOrigin(request, ctx.config.PUBLIC_URL);
    const pages = await service.sitemapPages();
    const parts = sitemapParts(pages.length);
    const { part } = request.query;
    if (part !== undefined && part > parts) throw notFound('no_route', ERROR_CATALOGUE.no_route('GET', request.url));
    const body = parts > 1 && part === undefined ? sitemapIndex(parts, origin) : urlSet(pages, origin, part ?? 1);
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);
  });
};

export default seo;
