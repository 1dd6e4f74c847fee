// Public catalogue: categories and products, with the admin-document aliases, ETags and optional search/sort/paging.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TOTAL_COUNT_HEADER,
  catalogueQuery,
  categoryIdParam,
  categoryListSchema,
  productIdParam,
  productListSchema,
  productSchema,
} from '@app/contracts/catalogue';
import type { AppContext } from '../../app-context.ts';
import { type CachedBody, createCatalogue, productNotFound } from './catalogue.service.ts';

const PUBLIC = { roles: 'public' } as const;
const tags = ['catalogue'];

/** Answers a cached body, or 304 when the client already holds this version. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  reply.header('etag', entry.etag);
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  if (entry.total !== null) reply.header(TOTAL_COUNT_HEADER, String(entry.total));
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === entry.etag || t.trim() === '*')) {
    return reply.status(304).send();
  }
  if (entry.body === null) throw productNotFound();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

const catalogue: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = createCatalogue(ctx.db);

  // Any write anywhere (an admin edit, a paid order taking stock) may change the catalogue.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') service.invalidate();
  });

  for (const url of ['/shop/open/product-category', '/api/product-category']) {
    app.get(url, { config: PUBLIC, schema: { tags, response: { 200: categoryListSchema } } }, async (request, reply) =>
      answer(request, reply, await service.categories()),
    );
  }
  for (const url of ['/shop/open/all-product', '/api/all-product']) {
    app.get(
      url,
      { config: PUBLIC, schema: { tags, querystring: catalogueQuery, response: { 200: productListSchema } } },
      async (request, reply) => answer(request, reply, await service.products(request.query)),
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
        answer(request, reply, await service.products(request.query, request.params.category_id as number)),
    );
  }
  app.get(
    '/shop/open/product/:product_id',
    { config: PUBLIC, schema: { tags, params: productIdParam, response: { 200: productSchema } } },
    async (request, reply) => answer(request, reply, await service.product(request.params.product_id as number)),
  );
};

// Not encapsulated, so the invalidation hook sees the write routes of every module.
export default fp(catalogue, { name: 'catalogue' });
