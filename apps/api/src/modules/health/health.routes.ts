// Liveness and readiness probes.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';

const healthBody = z.object({
  status: z.string(),
  database: z.string().optional(),
  /** Change feeds whose LISTEN is down: until they are back this process's caches are not trusted. */
  lost: z.array(z.string()).optional(),
});

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
        // A process deaf to the change feeds would answer from copies nobody can drop; serving from the
        // database alone it is correct but slow, so a load balancer should send its traffic elsewhere.
        const lost = ctx.changes.lost();
        if (lost.length > 0) return reply.status(503).send({ status: 'unavailable', database: ctx.database.kind, lost });
        return { status: 'ok', database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: ctx.database.kind });
      }
    },
  );
};

export default health;
