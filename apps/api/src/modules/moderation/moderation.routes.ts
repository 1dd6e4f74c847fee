// The admin's moderation queue: open reports and flags, a report's transcript (each look audited), the actions
// (dismiss, resolve, warn, refund, suspend, reinstate; each audited), and the audit log (docs/decisions/safety.md).
import { idParam, messageBody } from '@app/contracts/common';
import { refundBody } from '@app/contracts/consultations';
import { moderationNoteBody, moderationQueue, moderationReportDetail, suspendBody } from '@app/contracts/safety';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { backgroundWorkOf } from '../../lib/background-work.ts';
import { createNoticeDelivery } from '../../lib/notice-delivery.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import * as service from './moderation.service.ts';

const reportId = idParam('id', 'report id must be a positive whole number');
const accountId = idParam('id', 'account id must be a positive whole number');

const admin = { roles: ADMIN_ONLY };
const tags = ['moderation'];
const security = [{ accessToken: [] }];
const private_ = 'private, no-store';

const moderationModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps: service.ModerationDeps = { notices: createNoticeDelivery(ctx.config, ctx.db), background: backgroundWorkOf(app) };
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
        params: reportId,
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
        params: reportId,
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
  app.post(
    '/api/admin/moderation/reports/:id/warn',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Warns the reported account (push, and e-mail or SMS) and closes the report (audited)',
        params: reportId,
        body: moderationNoteBody,
        response: { 200: messageBody },
      },
    },
    async (request) => service.warnReported(ctx, deps, currentUser(request), request.params.id as number, request.body.note),
  );
  app.post(
    '/api/admin/moderation/reports/:id/refund',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Refunds the reported consultation to the user who reported it (all that is left, or amount), closing the report (audited)',
        params: reportId,
        body: moderationNoteBody.extend({ amount: refundBody.shape.amount }),
        response: { 200: messageBody },
      },
    },
    async (request) => service.refundReported(ctx, currentUser(request), request.params.id as number, request.body),
  );
  app.post(
    '/api/admin/moderation/accounts/:id/suspend',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Suspends an account: its open sessions end fairly, an astrologer leaves the directory and goes offline (audited)',
        params: accountId,
        body: suspendBody,
        response: { 200: messageBody },
      },
    },
    async (request) => service.suspendAccount(ctx, deps, currentUser(request), request.params.id as number, request.body),
  );
  app.post(
    '/api/admin/moderation/accounts/:id/reinstate',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: "Lifts an account's suspension (audited)",
        params: accountId,
        body: moderationNoteBody,
        response: { 200: messageBody },
      },
    },
    async (request) => service.reinstateAccount(ctx, currentUser(request), request.params.id as number, request.body.note),
  );
};

export default moderationModule;
