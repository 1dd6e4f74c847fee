// The admin's moderation queue: open reports and flags, a report's transcript (each look audited), dismissing and
// resolving (audited), and the audit log (docs/decisions/safety.md).
import { idParam, messageBody } from '@app/contracts/common';
import { moderationNoteBody, moderationQueue, moderationReportDetail } from '@app/contracts/safety';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import * as service from './moderation.service.ts';

const admin = { roles: ADMIN_ONLY };
const tags = ['moderation'];
const security = [{ accessToken: [] }];
const private_ = 'private, no-store';

const moderationModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/admin/moderation',
    { config: admin, schema: { tags, security, summary: 'Open reports and flags, and the latest of the audit log', response: { 200: moderationQueue } } },
    async (_request, reply) => reply.header('cache-control', private_).send(await service.queue(ctx)),
  );
  app.get(
    '/api/admin/moderation/reports/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: "A report with the consultation's transcript around it; the look is written to the audit log",
        params: idParam('id', 'report id must be a positive whole number'),
        response: { 200: moderationReportDetail },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', private_).send(await service.reportDetail(ctx, currentUser(request), request.params.id as number)),
  );
  app.post(
    '/api/admin/moderation/reports/:id/dismiss',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Dismisses an open report, with a note (audited)',
        params: idParam('id', 'report id must be a positive whole number'),
        body: moderationNoteBody,
        response: { 200: messageBody },
      },
    },
    async (request) => service.dismissReport(ctx, currentUser(request), request.params.id as number, request.body.note),
  );
  app.post(
    '/api/admin/moderation/flags/:id/resolve',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Resolves an open flag, with a note (audited)',
        params: idParam('id', 'flag id must be a positive whole number'),
        body: moderationNoteBody,
        response: { 200: messageBody },
      },
    },
    async (request) => service.resolveFlag(ctx, currentUser(request), request.params.id as number, request.body.note),
  );
};

export default moderationModule;
