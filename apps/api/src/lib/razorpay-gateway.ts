// The payment gateway behind one interface: Razorpay's Orders API, or a local fake that signs exactly as Razorpay does.
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { randomBytes } from 'node:crypto';
import type Razorpay from 'razorpay';
import { FAKE_CHECKOUT_URL, RAZORPAY_CHECKOUT_URL } from '@app/contracts/payments';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { hmacHex } from './tokens.ts';
import { storedSecret } from './stored-secret.ts';
import { AppError } from './errors.ts';
import { signPayment, verifyPaymentSignature, verifyWebhookSignature } from './razorpay-signature.ts';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface PaymentGateway {
  readonly provider: 'razorpay' | 'fake';
  /** The public key id the browser's checkout needs. */
  readonly keyId: string;
  readonly checkoutScript: string;
  createOrder(amountPaise: number, receipt: string): Promise<GatewayOrder>;
  verifyPayment(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** False also when no webhook secret is configured: an unsigned webhook is never trusted. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

export const FAKE_KEY_ID = 'rzp_test_fake';
/**
 * The fake gateway signs with a random key kept once per database (never a constant from the source, which would let
 * anyone who reads it sign a payment), so every process on the database verifies what another signed.
 */
const FAKE_SECRET_KEY = 'fake_gateway_secret';

export interface FakeGateway extends PaymentGateway {
  readonly provider: 'fake';
  /** What Checkout.js would hand to the handler after a successful payment of this gateway order. */
  pay(gatewayOrderId: string): { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}

/** The fake gateway, signing with the configured secrets or else with the database's own (openFakeGateway). */
export function createFakeGateway(
  config: Pick<Config, 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>,
  storedKey: string,
): FakeGateway {
  const keySecret = config.RAZORPAY_KEY_SECRET ?? storedKey;
  const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET ?? hmacHex(storedKey, 'webhook');
  return {
    provider: 'fake',
    keyId: FAKE_KEY_ID,
    checkoutScript: FAKE_CHECKOUT_URL,
    async createOrder(amountPaise) {
      return { id: `order_fake_${randomBytes(9).toString('hex')}`, amount: amountPaise, currency: 'INR' };
    },
    verifyPayment: (o, p, s) => verifyPaymentSignature(o, p, s, keySecret),
    verifyWebhook: (body, s) => verifyWebhookSignature(body, s, webhookSecret),
    pay(gatewayOrderId) {
      const paymentId = `pay_fake_${randomBytes(9).toString('hex')}`;
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: gatewayOrderId,
        razorpay_signature: signPayment(gatewayOrderId, paymentId, keySecret),
      };
    },
  };
}

export function createRazorpayGateway(
  config: Pick<Config, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>,
): PaymentGateway {
  const keyId = config.RAZORPAY_KEY_ID ?? '';
  const keySecret = config.RAZORPAY_KEY_SECRET ?? '';
  // The SDK (and axios under it) is loaded with the first order rather than at start: about 80 ms.
  let client: Promise<Razorpay> | undefined;
  const getClient = () =>
    (client ??= import('razorpay').then(({ default: Sdk }) => new Sdk({ key_id: keyId, key_secret: keySecret })));
  return {
    provider: 'razorpay',
    keyId,
    checkoutScript: RAZORPAY_CHECKOUT_URL,
    async createOrder(amountPaise, receipt) {
      try {
        const order = await (await getClient()).orders.create({ amount: amountPaise, currency: 'INR', receipt });
        return { id: order.id, amount: Number(order.amount), currency: order.currency };
      } catch {
        // The gateway's error body may carry account details; the shopper only needs to retry.
        throw new AppError('bad_gateway', ERROR_CATALOGUE.payment_provider_unreachable, { code: 'payment_provider_unreachable' });
      }
    },
    verifyPayment: (o, p, s) => verifyPaymentSignature(o, p, s, keySecret),
    verifyWebhook: (body, s) => verifyWebhookSignature(body, s, config.RAZORPAY_WEBHOOK_SECRET ?? ''),
  };
}

/** The fake gateway with the database's own key. */
export async function openFakeGateway(config: Config, db: Db): Promise<FakeGateway> {
  return createFakeGateway(config, await storedSecret(db, FAKE_SECRET_KEY));
}

/** The configured gateway: Razorpay, or the fake one. */
export async function openGateway(config: Config, db: Db): Promise<PaymentGateway> {
  return config.PAYMENT_PROVIDER === 'razorpay' ? createRazorpayGateway(config) : openFakeGateway(config, db);
}
