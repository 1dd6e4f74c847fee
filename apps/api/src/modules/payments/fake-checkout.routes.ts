// The fake gateway's browser side: a local checkout script with Razorpay's API, and the pay route it calls. Both
// answer only a client on this machine (lib/local-only.ts): anyone else could pay for anything with them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES, checkoutSuccessSchema, fakeFailureSchema, fakePayBody, type CheckoutFailure } from '@app/contracts/payments';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import { localClientsOnly } from '../../lib/local-only.ts';
import type { FakeGateway } from '../../lib/razorpay-gateway.ts';
import { FAKE_CHECKOUT_SCRIPT } from './fake-checkout-script.ts';
import { findRechargeByGatewayOrder } from './recharge.repository.ts';
import { findPaymentByGatewayOrder } from './payments.repository.ts';

const PUBLIC = { roles: 'public' } as const;
const tags = ['dev'];
const gatewayOrderParam = z.object({ gateway_order_id: z.string().min(1).max(64) });

export const registerFakeCheckout: FastifyPluginAsyncZod<AppContext & { gateway: FakeGateway }> = async (app, opts) => {
  app.addHook('onRequest', localClientsOnly);
  app.get('/dev/payments/checkout.js', { config: PUBLIC, schema: { tags, hide: true } }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(FAKE_CHECKOUT_SCRIPT),
  );

  app.post(
    '/dev/payments/:gateway_order_id/pay',
    {
      config: PUBLIC,
      schema: {
        tags,
        params: gatewayOrderParam,
        body: fakePayBody,
        response: { 200: z.union([checkoutSuccessSchema, fakeFailureSchema]) },
      },
    },
    async (request) => {
      const { gateway_order_id: gatewayOrderId } = request.params;
      // A shop order's payment or a wallet recharge: both are paid through this checkout.
      const payment =
        (await findPaymentByGatewayOrder(opts.db, gatewayOrderId)) ?? (await findRechargeByGatewayOrder(opts.db, gatewayOrderId));
      if (!payment || payment.provider !== 'fake') throw notFound('gateway_order_unknown', PAYMENT_MESSAGES.gatewayOrderUnknown);
      if (request.body.outcome === 'success') return opts.gateway.pay(gatewayOrderId);
      const failure: CheckoutFailure = {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment was declined by the test gateway.',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: gatewayOrderId, payment_id: `pay_fake_${randomBytes(9).toString('hex')}` },
        },
      };
      return failure;
    },
  );
};
