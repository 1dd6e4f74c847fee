// Astrologer administration routes: list, approve, delete, settle wallets, create accounts and profiles, PDF (admin only).
import { createUserResponseSchema, createUserSchema } from '@app/contracts/admin-accounts';
import {
  adminAstrologerRowSchema,
  adminAstrologerSchema,
  astroIdParam,
  createAstrologerResponseSchema,
  settleWalletResponseSchema,
  settleWalletSchema,
  verifyAstrologerSchema,
} from '@app/contracts/admin-astrologers';
import { ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { messageBody } from '@app/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { backgroundWorkOf } from '../../lib/background-work.ts';
import { createNoticeDelivery } from '../../lib/notice-delivery.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import * as service from './admin-astrologers.service.ts';
import { renderAstrologersPdf } from './astrologers-pdf.ts';
import bulkUpload from './bulk-upload.routes.ts';

const admin = { roles: ADMIN_ONLY };
const tags = ['admin astrologers'];
const security = [{ accessToken: [] }];

const adminAstrologers: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const approvals: service.ApprovalDeps = { notices: createNoticeDelivery(ctx.config, ctx.db), background: backgroundWorkOf(app) };
  app.get(
    '/api/astrologers',
    { config: admin, schema: { tags, security, response: { 200: z.array(adminAstrologerRowSchema) } } },
    async () => service.listAstrologers(ctx),
  );

  app.post(
    '/api/verify-astrologer',
    {
      config: admin,
      schema: { tags, security, body: verifyAstrologerSchema, response: { 200: messageBody } },
    },
    async (request) => {
      await service.verifyAstrologer(ctx, approvals, request.body.astro_id, request.body.commission);
      return { message: ADMIN_SUCCESS.verified };
    },
  );

  app.delete(
    '/api/astrologer/:astro_id',
    { config: admin, schema: { tags, security, params: astroIdParam, response: { 200: messageBody } } },
    async (request) => {
      await service.deleteAstrologer(ctx, request.params.astro_id);
      return { message: ADMIN_SUCCESS.astrologerDeleted };
    },
  );

  app.put(
    '/admin/astro-update-wallet',
    {
      config: admin,
      schema: { tags, security, body: settleWalletSchema, response: { 200: settleWalletResponseSchema } },
    },
    async (request) => {
      const split = await service.settleWallet(ctx, request.body.astrologer_id, currentUser(request).id);
      return { message: ADMIN_SUCCESS.walletUpdated, ...split };
    },
  );

  app.post(
    '/api/create-user',
    {
      config: admin,
      schema: { tags, security, body: createUserSchema, response: { 201: createUserResponseSchema } },
    },
    async (request, reply) => {
      const user = await service.createAstroUser(ctx, request.body);
      return reply.status(201).send({ message: ADMIN_SUCCESS.userCreated, user });
    },
  );

  app.post(
    '/admin/astrologer',
    {
      config: admin,
      schema: {
        tags,
        security,
        body: adminAstrologerSchema,
        response: { 201: createAstrologerResponseSchema },
      },
    },
    async (request, reply) => {
      const { token_no } = await service.createProfile(ctx, request.body);
      return reply.status(201).send({ message: ADMIN_SUCCESS.profileCreated, token_no });
    },
  );

  app.post('/api/downloadPdf', { config: admin, schema: { tags, security } }, async (_request, reply) => {
    const pdf = await renderAstrologersPdf(await service.listAstrologers(ctx), ctx.now());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="astrologers.pdf"')
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  await app.register(bulkUpload, ctx);
};

export default adminAstrologers;
