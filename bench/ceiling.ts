// The bench's ceiling: a JSON body of a requested size answered from memory. Only the bench's own server
// (ceiling-server.ts) registers it; the product's modules do not include it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../apps/api/src/app-context.ts';

const MAX_BYTES = 4 * 1024 * 1024;
const ceilingQuery = z.object({ bytes: z.coerce.number().int().min(16).max(MAX_BYTES) });

/** A valid JSON document of exactly `bytes` bytes, so the ceiling sends what the measured route sends. */
export function ceilingBody(bytes: number): Buffer {
  const frame = '{"data":""}';
  return Buffer.from(`{"data":"${'x'.repeat(bytes - frame.length)}"}`);
}

const ceiling: FastifyPluginAsyncZod<AppContext> = async (app) => {
  // Bodies are built once per size: the ceiling measures the server's overhead, not the building.
  const bodies = new Map<number, Buffer>();
  // Under /api/ so the ceiling passes the same hooks (rate limit, headers, compression) as the routes it is compared with.
  app.get(
    '/api/bench/ceiling',
    { config: { roles: 'public' }, schema: { tags: ['bench'], hide: true, querystring: ceilingQuery } },
    async (request, reply) => {
      const { bytes } = request.query;
      let body = bodies.get(bytes);
      if (!body) {
        body = ceilingBody(bytes);
        bodies.set(bytes, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};

export default ceiling;
