// Public catalogue: categories and products, with the admin-document aliases, ETags and optional search/sort/paging.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LINK_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_RELATION_HEADER,
  catalogueQuery,
  categoryIdParam,
  categoryListSchema,
  productIdParam,
  productListSchema,
  productSchema,
} from '@app/contracts/catalogue';
import type { AppContext } from '../../app-context.ts';
import { etagMatches } from '../../lib/etag.ts';
import { schemaChecked } from '../../plugins/account-answers.ts';
import { type CachedBody, type Paging, createCatalogue, productNotFound } from './catalogue.service.ts';

const PUBLIC = { roles: 'public' } as const;
const tags = ['catalogue'];
// A client on another origin (CORS_ORIGINS) can read these only if they are exposed.
const EXPOSED = ['etag', TOTAL_COUNT_HEADER, TOTAL_COUNT_RELATION_HEADER, LINK_HEADER].join(', ');

/** Weak comparison (RFC 9110 13.1.2): W/ is ignored on both sides. */
/** RFC 8288 links to the other pages, relative to this URL and keeping q and sort; no "last" when the total is a lower bound. */
function pageLinks(request: FastifyRequest, paging: Required<Paging>): string {
  const url = new URL(request.url, 'http://local');
  const { page, limit } = paging.page;
  const last = Math.max(1, Math.ceil(paging.total / limit));
  const link = (n: number, rel: string) => {
    url.searchParams.set('page', String(n));
    url.searchParams.set('limit', String(limit));
    return `<${url.pathname}?${url.searchParams.toString()}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
  if (page < last || (!paging.exact && page * limit >= paging.total)) links.push(link(page + 1, 'next'));
  if (paging.exact) links.push(link(last, 'last'));
  return links.join(', ');
}

/** Answers a cached body, or 304 when the client already holds this version. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  if (entry.body === null) throw productNotFound();
  // no-cache: a browser may keep the body but must ask again; the ETag makes asking cheap.
  reply.header('cache-control', 'no-cache');
  reply.header('etag', entry.etag);
  reply.header('access-control-expose-headers', EXPOSED);
  if (entry.paging) {
    const { total, exact, page } = entry.paging;
    reply.header(TOTAL_COUNT_HEADER, String(total));
    reply.header(TOTAL_COUNT_RELATION_HEADER, exact ? 'eq' : 'gte');
    if (page) reply.header(LINK_HEADER, pageLinks(request, { total, exact, page }));
  }
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

const catalogue: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = createCatalogue(ctx.db, ctx.changes);
  /** Bodies pass through the route's declared 200 schema, as an uncached answer would. */
  const toJson = (reply: FastifyReply) => (value: object) => schemaChecked(reply, value);

  for (const url of ['/shop/open/product-category', '/api/product-category']) {
    app.get(url, { config: PUBLIC, schema: { tags, response: { 200: categoryListSchema } } }, async (request, reply) =>
      answer(request, reply, await service.categories(toJson(reply))),
    );
  }
  for (const url of ['/shop/open/all-product', '/api/all-product']) {
    app.get(
      url,
      { config: PUBLIC, schema: { tags, querystring: catalogueQuery, response: { 200: productListSchema } } },
      async (request, reply) => answer(request, reply, await service.products(request.query, undefined, toJson(reply))),
    );
  }
  for (const url of ['/shop/open/product/category/:category_id', '/api/product/category/:category_id']) {
    app.get(
      url,
      {
        config: PUBLIC,
        schema: { tags, params: categoryIdParam, querystring: catalogueQuery, response: { 200: productListSchema } },
      },
      async (request, reply) =>
        answer(request, reply, await service.products(request.query, request.params.category_id as number, toJson(reply))),
    );
  }
  app.get(
    '/shop/open/product/:product_id',
    { config: PUBLIC, schema: { tags, params: productIdParam, response: { 200: productSchema } } },
    async (request, reply) => answer(request, reply, await service.product(request.params.product_id as number, toJson(reply))),
  );
};

export default catalogue;
