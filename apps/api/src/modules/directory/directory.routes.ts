// The public astrologer directory (/api/consult/astrologers) and reviews of consultations (/api/consultations/:id/review).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@app/contracts/common';
import {
  CONSULT_MESSAGES,
  directoryDetail,
  directoryQuery,
  directoryResponse,
  reviewBody,
  reviewResponse,
} from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createDirectory, reviewConsultation } from './directory.service.ts';

const PUBLIC = { roles: 'public' } as const;
const tags = ['consultations'];
const security = [{ accessToken: [] }];
// Statuses change by the second: a browser or proxy may keep an answer but must ask again before using it.
const FRESH = 'no-cache';

const directory: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = createDirectory(ctx);

  app.get(
    '/api/consult/astrologers',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Verified astrologers with their status, rating and price; filtered, sorted (who is online first) and paged',
        querystring: directoryQuery,
        response: { 200: directoryResponse },
      },
    },
    // A signed-in user's list leaves out their blocks: that answer is theirs alone.
    async (request, reply) =>
      reply.header('cache-control', request.user ? `private, ${FRESH}` : FRESH).send(await service.list(request.query, request.user)),
  );

  app.get(
    '/api/consult/astrologers/:astro_id',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: "A verified astrologer's profile with the 10 most recent reviews",
        params: idParam('astro_id'),
        response: { 200: directoryDetail },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', FRESH).send(await service.detail(request.params.astro_id as number)),
  );

  app.post(
    '/api/consultations/:id/review',
    {
      config: { roles: ['user'] },
      schema: {
        tags,
        summary: 'Review your own ended consultation that cost at least a minute, once',
        security,
        params: idParam('id'),
        body: reviewBody,
        response: { 201: reviewResponse },
      },
    },
    async (request, reply) => {
      const masked = await reviewConsultation(ctx, currentUser(request).id, request.params.id as number, request.body);
      return reply.status(201).send({ message: CONSULT_MESSAGES.reviewSaved, masked });
    },
  );
};

export default directory;
