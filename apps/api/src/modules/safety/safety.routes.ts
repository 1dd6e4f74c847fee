// Reports and blocks: a participant reports a consultation (and may block the other side with it), a user blocks an
// astrologer from their page, any account lists and lifts its blocks (docs/decisions/safety.md).
import { idParam, messageBody } from '@app/contracts/common';
import { blocksResponse, reportBody } from '@app/contracts/safety';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import * as service from './safety.service.ts';

const participants = { roles: ['user', 'astro'] as const };
const users = { roles: ['user'] as const };
const tags = ['safety'];
const security = [{ accessToken: [] }];
const consultationParams = idParam('id', 'consultation id must be a positive whole number');

const safetyModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/consultations/:id/report',
    {
      config: participants,
      schema: {
        tags,
        security,
        summary: 'Reports the consultation to the admin, once per participant; optionally blocks the other side',
        params: consultationParams,
        body: reportBody,
        response: { 201: z.object({ message: z.string(), report_id: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.reportConsultation(ctx, currentUser(request), request.params.id as number, request.body)),
  );
  app.post(
    '/api/consultations/:id/block',
    {
      config: participants,
      schema: { tags, security, summary: "Blocks the consultation's other participant", params: consultationParams, response: { 200: messageBody } },
    },
    async (request) => service.blockFromConsultation(ctx, currentUser(request), request.params.id as number),
  );
  app.post(
    '/api/astrologers/:id/block',
    {
      config: users,
      schema: {
        tags,
        security,
        summary: 'Blocks an astrologer: hidden from your directory, never matched again',
        params: idParam('id', 'astrologer id must be a positive whole number'),
        response: { 200: messageBody },
      },
    },
    async (request) => service.blockAstrologer(ctx, currentUser(request), request.params.id as number),
  );
  app.get(
    '/api/blocks',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, security, summary: 'The accounts you blocked', response: { 200: blocksResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { blocks: await service.listBlocks(ctx, currentUser(request)) };
    },
  );
  app.delete(
    '/api/blocks/:accountId',
    {
      config: { roles: ANY_ACCOUNT },
      schema: {
        tags,
        security,
        summary: 'Lifts a block',
        params: idParam('accountId', 'accountId must be a positive whole number'),
        response: { 200: messageBody },
      },
    },
    async (request) => service.unblock(ctx, currentUser(request), request.params.accountId as number),
  );
};

export default safetyModule;
