// Test helpers that drive the shop through its HTTP API, as the web app does: cart, address, order, payment.
import type { FastifyInstance } from 'fastify';
import type { CheckoutSuccess } from '@app/contracts/payments';
import { signWebhook } from '../lib/razorpay-signature.ts';
import type { TestAccount } from './factories.ts';

type Json = Record<string, unknown>;

export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, who?: TestAccount, payload?: Json) {
  const res = await app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Json & { message?: string } };
}

export async function putInCart(app: FastifyInstance, who: TestAccount, product: { id: number; categoryId: number }, quantity = 1) {
  return call(app, 'POST', '/api/cart', who, { products: [{ product_id: product.id, category_id: product.categoryId, quantity }] });
}

export async function addAddressFor(app: FastifyInstance, who: TestAccount, street = '12 MG Road'): Promise<number> {
  const res = await call(app, 'POST', '/api/address', who, {
    street,
    city: 'Pune',
    state: 'Maharashtra',
    postal_code: '411001',
    country: 'India',
    address_type: 'Home',
    phone: '9876543210',
  });
  if (res.status !== 201) throw new Error(`address not added: ${JSON.stringify(res.body)}`);
  return (res.body.data as { address_id: number }).address_id;
}

export async function placeOrder(app: FastifyInstance, who: TestAccount): Promise<number> {
  const res = await call(app, 'POST', '/api/order', who);
  if (res.status !== 201) throw new Error(`order not placed: ${JSON.stringify(res.body)}`);
  return (res.body.order as { order_id: number }).order_id;
}

export async function startPayment(app: FastifyInstance, who: TestAccount, orderId: number) {
  const res = await call(app, 'POST', '/api/payment/process', who, { order_id: orderId });
  if (res.status !== 200) throw new Error(`payment not started: ${JSON.stringify(res.body)}`);
  return res.body as { gateway_order_id: string; amount: number; key: string; currency: string; checkout_script: string };
}

/** Pays a gateway order at the fake gateway: what Checkout.js would hand to the handler. */
export async function payAtGateway(app: FastifyInstance, gatewayOrderId: string): Promise<CheckoutSuccess> {
  const res = await call(app, 'POST', `/dev/payments/${gatewayOrderId}/pay`, undefined, { outcome: 'success' });
  if (res.status !== 200) throw new Error(`fake pay failed: ${JSON.stringify(res.body)}`);
  return res.body as unknown as CheckoutSuccess;
}

export function confirmBody(orderId: number, addressId: number, paid: CheckoutSuccess): Json {
  return {
    order_id: orderId,
    address_id: addressId,
    gateway_order_id: paid.razorpay_order_id,
    payment_id: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  };
}

/** Order, payment and gateway callback for what is in the cart; the confirm is left to the test. */
export async function checkout(app: FastifyInstance, who: TestAccount) {
  const orderId = await placeOrder(app, who);
  const started = await startPayment(app, who, orderId);
  const paid = await payAtGateway(app, started.gateway_order_id);
  return { orderId, started, paid };
}

/** Delivers a signed webhook event as Razorpay does: raw JSON body, signature and event id headers. */
export function sendWebhook(
  app: FastifyInstance,
  secret: string,
  eventId: string,
  event: { type: string; gatewayOrderId: string; paymentId: string; amount: number },
) {
  const payment = { id: event.paymentId, order_id: event.gatewayOrderId, amount: event.amount, currency: 'INR', status: 'captured' };
  const payload = event.type === 'order.paid'
    ? { payment: { entity: payment }, order: { entity: { id: event.gatewayOrderId, amount_paid: event.amount, status: 'paid' } } }
    : { payment: { entity: payment } };
  const raw = JSON.stringify({ entity: 'event', event: event.type, contains: Object.keys(payload), payload });
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(raw, secret), 'x-razorpay-event-id': eventId },
    payload: raw,
  });
}
