// GET /metrics in Prometheus's text format, and the HTTP series every answered request adds to. Only this machine (by
// the connection's own address, a forwarding header can only narrow it: lib/local-only.ts) or a scraper with the
// METRICS_TOKEN bearer token may read it; anyone else gets the 404 of an address that does not exist
// (docs/decisions/observability.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLocalClient } from '../lib/local-only.ts';
import type { Metrics } from '../lib/metrics.ts';

export const METRICS_PATH = '/metrics';
/** The route label of a request no route took (the 404 handler, a URL the router refused). */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface MetricsOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: a scraper elsewhere sends it as `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's length nor its characters leak through timing. */
function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.toLowerCase().startsWith('bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

export default fp<MetricsOptions>(
  async (app: FastifyInstance, { metrics, token }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.get(METRICS_PATH, { config: { roles: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!isLocalClient(request) && !bearerMatches(request, token)) return reply.callNotFound();
      const body = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
    });
  },
  { name: 'metrics' },
);
