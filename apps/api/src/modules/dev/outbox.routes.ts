// GET /dev/outbox: the codes and notices (with their attachments, a reminder's .ics) the outbox driver kept, so tests and developers can sign in; absent in production, and
// answering only a client on this machine (lib/local-only.ts).
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema, parseIdentifier } from '@app/contracts/auth';
import type { AppContext } from '../../app-context.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { localClientsOnly } from '../../lib/local-only.ts';

const OUTBOX_LIMIT = 50;

const outbox: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Not even registered in production, so no configuration mistake can expose codes there.
  if (ctx.config.NODE_ENV === 'production') return;
  // Every sign-in code, the admin's included, is listed here: no other machine may read them.
  app.addHook('onRequest', localClientsOnly);
  app.get(
    '/dev/outbox',
    {
      config: { roles: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the outbox driver for one e-mail or phone, newest first (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      const id = parseIdentifier(request.query.to);
      if ('error' in id) throw badRequest('validation', id.error, { to: id.error });
      const rows = await ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, id.value))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(OUTBOX_LIMIT);
      return rows.map((r) => ({
        to: r.to,
        channel: r.channel,
        code: r.code,
        subject: r.subject,
        text: r.body,
        attachments: r.attachments ?? [],
        created_at: r.createdAt.toISOString(),
      }));
    },
  );
};

export default outbox;
