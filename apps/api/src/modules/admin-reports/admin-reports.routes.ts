// Admin report routes: payments, the platform wallet, shop orders and their delivery status, interactions, users (admin only).
import {
  REPORT_MESSAGES,
  adminOrdersResponseSchema,
  astroPaymentResponseSchema,
  interactionQuerySchema,
  interactionsResponseSchema,
  pageSchema,
  registeredUsersResponseSchema,
  totalAmountResponseSchema,
  updateDeliveryStatusSchema,
  userPaymentDetailSchema,
  userPaymentResponseSchema,
} from '@app/contracts/admin-reports';
import { messageBody } from '@app/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import * as service from './admin-reports.service.ts';

const admin = { roles: ADMIN_ONLY };

const tags = ['admin reports'];
const security = [{ accessToken: [] }];

const adminReports: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/astro-payment-detail',
    {
      config: admin,
      schema: { tags, security, body: pageSchema, response: { 200: astroPaymentResponseSchema } },
    },
    async (request) => service.astroPaymentDetail(ctx, request.body),
  );

  app.post(
    '/api/user-payment-detail',
    {
      config: admin,
      schema: { tags, security, body: userPaymentDetailSchema, response: { 200: userPaymentResponseSchema } },
    },
    async (request) => service.userPaymentDetail(ctx, request.body.astro_id, request.body),
  );

  app.get(
    '/api/total-amount',
    { config: admin, schema: { tags, security, response: { 200: totalAmountResponseSchema } } },
    async () => service.totalAmount(ctx),
  );

  app.post(
    '/api/order/get-all-orders',
    {
      config: admin,
      schema: { tags, security, body: pageSchema, response: { 200: adminOrdersResponseSchema } },
    },
    async (request) => service.allOrders(ctx, request.body),
  );

  app.put(
    '/api/update-delivery-status',
    {
      config: admin,
      schema: { tags, security, body: updateDeliveryStatusSchema, response: { 200: messageBody } },
    },
    async (request) => {
      const { order_history_id, new_status } = request.body;
      await service.updateDeliveryStatus(ctx, order_history_id, new_status, currentUser(request).id);
      return { message: REPORT_MESSAGES.statusUpdated };
    },
  );

  app.get(
    '/api/get-all-interaction',
    {
      config: admin,
      schema: {
        tags,
        security,
        querystring: interactionQuerySchema,
        response: { 200: interactionsResponseSchema },
      },
    },
    async (request) => service.allInteractions(ctx, request.query),
  );

  app.get(
    '/api/get-all-profile',
    { config: admin, schema: { tags, security, response: { 200: registeredUsersResponseSchema } } },
    async () => service.allProfiles(ctx),
  );
};

export default adminReports;
