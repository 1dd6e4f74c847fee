// Checkout payments: start one for an order, confirm the browser's callback, take the gateway's webhook, and confirm a
// wallet recharge paid through the same gateway.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmPaymentBody,
  confirmPaymentResponse,
  processPaymentBody,
  processPaymentResponse,
  webhookResponse,
} from '@app/contracts/payments';
import type { AppContext } from '../../app-context.ts';
import { openFakeGateway, openGateway } from '../../lib/razorpay-gateway.ts';
import { rechargeConfirmBody, rechargeConfirmResponse } from '@app/contracts/wallet';
import { ANY_ACCOUNT, currentUser, type Role } from '../../plugins/auth.ts';
import { registerFakeCheckout } from './fake-checkout.routes.ts';
import { confirmPayment, handleWebhook, processPayment } from './payments.service.ts';
import { confirmRecharge } from './recharge.service.ts';

const config = { roles: ANY_ACCOUNT };
const tags = ['payments'];
/** Astrologers are paid into their own wallet and the admin has none: only users recharge. */
const USERS_ONLY: readonly Role[] = ['user'];

const paymentsModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const fake = ctx.config.PAYMENT_PROVIDER === 'fake' ? await openFakeGateway(ctx.config, ctx.db) : null;
  const gateway = fake ?? (await openGateway(ctx.config, ctx.db));

  app.post(
    '/api/payment/process',
    { config, schema: { tags, body: processPaymentBody, response: { 200: processPaymentResponse } } },
    async (request) => processPayment(ctx.db, gateway, currentUser(request).id, request.body.order_id),
  );
  // A wallet recharge is paid through the same gateway; its settlement is here, its statement in wallet/.
  app.post(
    '/api/wallet/recharge/confirm',
    {
      config: { roles: USERS_ONLY },
      schema: { tags: ['wallet'], body: rechargeConfirmBody, response: { 200: rechargeConfirmResponse } },
    },
    async (request) => confirmRecharge(ctx, gateway, currentUser(request).id, request.body, ctx.now()),
  );
  app.post(
    '/api/payment/confirm',
    { config, schema: { tags, body: confirmPaymentBody, response: { 200: confirmPaymentResponse } } },
    async (request) => confirmPayment(ctx, gateway, currentUser(request).id, request.body, ctx.now()),
  );

  // The webhook is signed over its exact bytes, so its body is kept as text in its own scope.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payment/webhook',
      { config: { roles: 'public' }, schema: { tags, response: { 200: webhookResponse } } },
      async (request) => {
        const signature = request.headers['x-razorpay-signature'];
        const eventId = request.headers['x-razorpay-event-id'];
        return handleWebhook(
          ctx,
          gateway,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : '',
          typeof eventId === 'string' ? eventId : undefined,
          ctx.now(),
        );
      },
    );
  });

  // The fake gateway's checkout and pay routes exist only with the fake provider, never in production.
  if (fake && ctx.config.NODE_ENV !== 'production') await app.register(registerFakeCheckout, { ...ctx, gateway: fake });
};

export default paymentsModule;
