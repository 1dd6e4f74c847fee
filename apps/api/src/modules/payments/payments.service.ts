// Payment rules: the server computes the amount, verifies every signature, and settles each payment once.
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { createHash } from 'node:crypto';
import { ADDRESS_MESSAGES } from '@app/contracts/addresses';
import { ORDER_MESSAGES } from '@app/contracts/orders';
import {
  CHECKOUT_MERCHANT_NAME,
  PAYMENT_MESSAGES,
  type ConfirmPaymentResponse,
  type ProcessPaymentResponse,
} from '@app/contracts/payments';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeFeeds } from '../../lib/change-feed.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../lib/razorpay-gateway.ts';
import { withLiveAccount } from '../../plugins/live-account.ts';
import { requireCompleteAddress } from '../addresses/addresses.service.ts';
import { invoiceSettings } from '../invoices/invoices.service.ts';
import { settleRecharge } from './recharge-settlement.ts';
import { announceBalance } from './recharge.service.ts';
import { settlePayment, type SettleOutcome } from './payment-settlement.ts';
import * as repo from './payments.repository.ts';

export async function processPayment(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  orderId: number,
): Promise<ProcessPaymentResponse> {
  const order = await repo.findOrderToPay(db, userId, orderId, gateway.provider);
  if (!order) throw notFound('order_not_found', ORDER_MESSAGES.notFound);
  if (order.status !== 'pending_payment' && order.status !== 'payment_failed') throw conflict('order_not_payable', PAYMENT_MESSAGES.notPending);
  const amount = order.amountPaise;
  let gatewayOrderId = order.openGatewayOrderId;
  if (!gatewayOrderId) {
    const created = await gateway.createOrder(amount, `order_${order.id}`);
    if (created.amount !== amount || created.currency !== 'INR') {
      throw new AppError('bad_gateway', ERROR_CATALOGUE.payment_amount_mismatch, { code: 'payment_amount_mismatch' });
    }
    await withLiveAccount(db, userId, (tx) => repo.insertPayment(tx, { orderId: order.id, provider: gateway.provider, gatewayOrderId: created.id, amountPaise: amount }));
    gatewayOrderId = created.id;
  }
  return {
    currency: 'INR',
    gateway_order_id: gatewayOrderId,
    amount,
    amount_in_rupee: amount / 100,
    key: gateway.keyId,
    provider: gateway.provider,
    checkout_script: gateway.checkoutScript,
    order_id: order.id,
    name: CHECKOUT_MERCHANT_NAME,
    prefill: { email: order.userEmail ?? '', contact: order.userPhone ?? '' },
  };
}

export interface ConfirmInput {
  orderId: number;
  addressId: number;
  gatewayOrderId: string;
  paymentId: string;
  signature: string;
}

const verificationFailed = () =>
  badRequest('payment_verification_failed', PAYMENT_MESSAGES.verificationFailed, { signature: PAYMENT_MESSAGES.verificationFailed });

/** Maps a settlement to the shopper's answer; every refusal is a 4xx with a message they can act on. */
function confirmAnswer(outcome: SettleOutcome): ConfirmPaymentResponse {
  switch (outcome.kind) {
    case 'paid':
      return { message: PAYMENT_MESSAGES.success, order_id: outcome.orderId, status: 'paid' };
    case 'refund_due':
      throw conflict(
        outcome.soldOut ? 'refund_due' : 'refund_due_again',
        outcome.soldOut ? PAYMENT_MESSAGES.refundDue(outcome.soldOut) : PAYMENT_MESSAGES.refundDueAgain,
        {
        order_id: 'refund_due',
      });
    case 'duplicate_payment':
      throw conflict('duplicate_payment', PAYMENT_MESSAGES.duplicatePayment, { order_id: 'refund_due' });
    case 'order_not_found':
      throw notFound('order_not_found', ORDER_MESSAGES.notFound);
    case 'address_not_found':
      throw new AppError('not_found', ADDRESS_MESSAGES.notFound, { code: 'address_not_found', errors: { address_id: ADDRESS_MESSAGES.notFound } });
    default:
      throw verificationFailed();
  }
}

/**
 * What a settlement changed, announced to this process's caches: the order's status shows in the history, a paid
 * order's products leave the cart, and stock taken moves the catalogue. `userId` is unknown for a webhook.
 */
function announce(changes: ChangeFeeds, outcome: SettleOutcome, userId?: number) {
  if (outcome.kind !== 'paid' && outcome.kind !== 'refund_due' && outcome.kind !== 'duplicate_payment') return;
  changes.changed(CHANNELS.order, userId);
  if (outcome.kind === 'paid' && outcome.firstTime) {
    changes.changed(CHANNELS.cart, userId);
    changes.changed(CHANNELS.catalogue);
  }
}

export async function confirmPayment(
  { db, changes, config }: Pick<AppContext, 'db' | 'changes' | 'config'>,
  gateway: PaymentGateway,
  userId: number,
  input: ConfirmInput,
  now: Date,
): Promise<ConfirmPaymentResponse> {
  if (!gateway.verifyPayment(input.gatewayOrderId, input.paymentId, input.signature)) throw verificationFailed();
  // Nothing is settled to an address still to be completed: the buyer completes it and confirms again.
  if (input.addressId !== undefined) await requireCompleteAddress(db, userId, input.addressId);
  const outcome = await settlePayment(db, {
    gatewayOrderId: input.gatewayOrderId,
    gatewayPaymentId: input.paymentId,
    orderId: input.orderId,
    userId,
    addressId: input.addressId,
    now,
    invoice: invoiceSettings(config),
  });
  announce(changes, outcome, userId);
  return confirmAnswer(outcome);
}

interface WebhookEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } };
    order?: { entity?: { id?: unknown } };
  };
}

const SETTLING_EVENTS = new Set(['payment.captured', 'order.paid']);

/** Handles a signed webhook; every outcome is a 200 so the gateway stops retrying what we have decided. */
export async function handleWebhook(
  { db, changes, realtime, config }: Pick<AppContext, 'db' | 'changes' | 'realtime' | 'config'>,
  gateway: PaymentGateway,
  rawBody: string,
  signature: string,
  eventIdHeader: string | undefined,
  now: Date,
): Promise<{ status: string }> {
  if (!gateway.verifyWebhook(rawBody, signature)) throw badRequest('webhook_signature', PAYMENT_MESSAGES.webhookSignature);
  let body: WebhookEvent;
  try {
    body = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw badRequest('webhook_body', PAYMENT_MESSAGES.webhookBody);
  }
  const type = typeof body.event === 'string' ? body.event : '';
  if (!SETTLING_EVENTS.has(type)) return { status: 'ignored' };
  const payment = body.payload?.payment?.entity;
  const gatewayOrderId = payment?.order_id ?? body.payload?.order?.entity?.id;
  if (typeof gatewayOrderId !== 'string' || typeof payment?.id !== 'string' || typeof payment.amount !== 'number') {
    return { status: 'ignored' };
  }
  // Razorpay names each event in a header; without it the body itself identifies the delivery.
  const eventId = eventIdHeader || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const settle = {
    gatewayOrderId,
    gatewayPaymentId: payment.id,
    amountPaise: payment.amount,
    event: { id: eventId.slice(0, 100), type, payload: body },
    now,
    invoice: invoiceSettings(config),
  };
  // A wallet recharge is settled by the wallet; any other gateway order is a shop order's.
  const recharge = await settleRecharge(db, settle);
  if (recharge.kind !== 'not_found') {
    announceBalance({ realtime }, recharge);
    return { status: recharge.kind };
  }
  const outcome = await settlePayment(db, settle);
  announce(changes, outcome);
  return { status: outcome.kind };
}
