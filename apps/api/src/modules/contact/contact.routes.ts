// POST /api/contact: the public contact form, validated with the shared schema, stored and e-mailed on.
import { CONTACT_SUCCESS, contactResponseSchema, contactSchema } from '@app/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createContactService } from './contact.service.ts';

/** Per address: enough for an office sharing one connection, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const contact: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = createContactService(ctx);
  // Let in-flight e-mails finish before the database closes.
  app.addHook('onClose', async () => service.settle());

  app.post(
    '/api/contact',
    {
      config: { roles: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the business',
        body: contactSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (request, reply) => {
      await service.submit(request.body, request.ip || null, request.log);
      return reply.status(201).send({ message: CONTACT_SUCCESS });
    },
  );
};

export default contact;
