// Liveness and readiness probes.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';

const healthBody = z.object({ status: z.string(), database: z.string().optional() });

const health: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/healthz',
    { config: { roles: 'public' }, schema: { tags: ['health'], response: { 200: healthBody } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    { config: { roles: 'public' }, schema: { tags: ['health'], response: { 200: healthBody, 503: healthBody } } },
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok', database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: ctx.database.kind });
      }
    },
  );
};

export default health;
