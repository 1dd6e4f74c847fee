// The admin's consultation routes: one session with its refunds, and refunding it (admin only).
import { adminConsultation, consultationIdParam } from '@app/contracts/admin-consultations';
import { refundBody } from '@app/contracts/consultations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import * as service from './admin-consultations.service.ts';

const admin = { roles: ADMIN_ONLY };
const tags = ['admin consultations'];
const security = [{ accessToken: [] }];

const adminConsultations: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/admin/consultations/:id',
    {
      config: admin,
      schema: { tags, security, params: consultationIdParam, response: { 200: adminConsultation } },
    },
    async (request) => service.consultationForAdmin(ctx, request.params.id),
  );

  app.post(
    '/api/admin/consultations/:id/refund',
    {
      config: admin,
      schema: { tags, security, params: consultationIdParam, body: refundBody, response: { 200: adminConsultation } },
    },
    async (request) => service.refundConsultation(ctx, request.params.id, request.body, currentUser(request).id),
  );
};

export default adminConsultations;
