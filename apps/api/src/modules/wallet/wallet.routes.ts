// The user's prepaid wallet: the statement, and a recharge paid through the shop's payment gateway.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  rechargeBody,
  rechargeRefundsQuery,
  rechargeRefundsResponse,
  rechargeResponse,
  walletQuery,
  walletResponse,
} from '@app/contracts/wallet';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/i18n.ts';
import { openGateway } from '../../lib/razorpay-gateway.ts';
import { ADMIN_ONLY, ANY_ACCOUNT, currentUser, type Role } from '../../plugins/auth.ts';
import { rechargeRefunds, startRecharge, walletStatement } from './wallet.service.ts';

/** Astrologers are paid into their own wallet and the admin has none: only users recharge. */
const USERS_ONLY: readonly Role[] = ['user'];
const tags = ['wallet'];

const walletModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // The same gateway, keys and secrets as the shop's checkout: its webhook settles recharges too.
  const gateway = await openGateway(ctx.config, ctx.db);

  app.get(
    '/api/wallet',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, querystring: walletQuery, response: { 200: walletResponse } } },
    async (request) =>
      walletStatement(ctx.db, ctx.config.GST_PERCENT, currentUser(request).id, request.query.page, request.query.limit, requestLocale(request)),
  );
  app.post(
    '/api/wallet/recharge',
    { config: { roles: USERS_ONLY }, schema: { tags, body: rechargeBody, response: { 200: rechargeResponse } } },
    async (request) => startRecharge(ctx, gateway, currentUser(request).id, request.body.amount),
  );
  // POST /api/wallet/recharge/confirm settles the payment: payments.routes.ts serves it beside the webhook.
  // Second payments of recharges already paid: never credited, listed for the admin to refund at the gateway.
  app.get(
    '/api/admin/recharge-refunds',
    {
      config: { roles: ADMIN_ONLY },
      schema: { tags, querystring: rechargeRefundsQuery, response: { 200: rechargeRefundsResponse } },
    },
    async (request) => rechargeRefunds(ctx.db, request.query.page, request.query.limit),
  );
};

export default walletModule;
