// Test helpers for invoices: addresses in any state, a paid cart or recharge through the HTTP API, and the invoice of each.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CheckoutSuccess } from '@app/contracts/payments';
import type { Db } from '../../db/client.ts';
import { taxInvoices } from '../../db/schema/index.ts';
import { createProduct } from '../../test/admin-factories.ts';
import type { TestApp } from '../../test/app.ts';
import { canonicalState, INDIAN_STATES } from '@app/contracts/indian-states';
import type { TestAccount } from '../../test/factories.ts';
import { settlePayment } from '../payments/payment-settlement.ts';
import { invoiceSettings } from './invoice-numbering.ts';
import { call, checkout, confirmBody, payAtGateway } from '../../test/purchase.ts';

/** A PIN of the state's postal circle (its first prefix padded), so the address passes the PIN check. */
function samplePin(state: string): string {
  const found = INDIAN_STATES.find((s) => s.name === canonicalState(state));
  return found ? found.pins[0]!.padEnd(6, '1') : '560001';
}

export async function addAddressIn(
  app: FastifyInstance,
  who: TestAccount,
  state: string,
  city = 'Somewhere',
): Promise<number> {
  const res = await call(app, 'POST', '/api/address', who, {
    street: '7 Temple Street',
    city,
    state,
    postal_code: samplePin(state),
    country: 'India',
    address_type: 'Home',
    phone: '9876543210',
  });
  if (res.status !== 201) throw new Error(`address not added: ${JSON.stringify(res.body)}`);
  return (res.body.data as { address_id: number }).address_id;
}

/** Puts the products in the cart, places the order and pays at the fake gateway; the confirm is left to the caller. */
export async function cartCheckout(
  app: FastifyInstance,
  who: TestAccount,
  items: { product: { id: number; categoryId: number }; quantity: number }[],
) {
  const added = await call(app, 'POST', '/api/cart', who, {
    products: items.map((i) => ({
      product_id: i.product.id,
      category_id: i.product.categoryId,
      quantity: i.quantity,
    })),
  });
  if (added.status !== 200) throw new Error(`cart: ${JSON.stringify(added.body)}`);
  return checkout(app, who);
}

/** Buys and confirms; answers the order id. */
export async function buy(
  app: FastifyInstance,
  who: TestAccount,
  addressId: number,
  items: { product: { id: number; categoryId: number }; quantity: number }[],
) {
  const { orderId, paid } = await cartCheckout(app, who, items);
  const res = await call(app, 'POST', '/api/payment/confirm', who, confirmBody(orderId, addressId, paid));
  if (res.status !== 200) throw new Error(`confirm: ${JSON.stringify(res.body)}`);
  return orderId;
}

export const rechargeConfirmOf = (paid: CheckoutSuccess) => ({
  gateway_order_id: paid.razorpay_order_id,
  payment_id: paid.razorpay_payment_id,
  signature: paid.razorpay_signature,
});

/** Starts a recharge of `rupees` and pays it at the fake gateway; the confirm is left to the caller. */
export async function paidRecharge(app: FastifyInstance, who: TestAccount, rupees: number) {
  const res = await call(app, 'POST', '/api/wallet/recharge', who, { amount: rupees });
  if (res.status !== 200) throw new Error(`recharge: ${JSON.stringify(res.body)}`);
  const started = res.body as unknown as { recharge_id: number; gateway_order_id: string; amount: number };
  return { started, paid: await payAtGateway(app, started.gateway_order_id) };
}

export async function invoiceOfOrder(db: Db, orderId: number) {
  return db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
}

export async function invoiceOfRecharge(db: Db, rechargeId: number) {
  return db.select().from(taxInvoices).where(eq(taxInvoices.rechargeId, rechargeId));
}

/**
 * Pays an order of one product, shipped to `state`, at a chosen instant through the settlement's transaction, so its
 * invoice is dated then; answers the invoice.
 */
export async function invoicePaidAt(t: TestApp, who: TestAccount, state: string, now: Date, pricePaise = 11_800) {
  const addressId = await addAddressIn(t.app, who, state);
  const p = await createProduct(t.db, { pricePaise, gstRateBp: 1800 });
  const { orderId, paid } = await cartCheckout(t.app, who, [{ product: p, quantity: 1 }]);
  const outcome = await settlePayment(t.db, {
    gatewayOrderId: paid.razorpay_order_id,
    gatewayPaymentId: paid.razorpay_payment_id,
    orderId,
    userId: who.id,
    addressId,
    now,
    invoice: invoiceSettings(t.config),
    // A webhook-like settlement (no address choice) would also do; the event forces the transaction path.
    event: { id: `evt_at_${orderId}`, type: 'payment.captured', payload: {} },
    amountPaise: pricePaise,
  });
  expect(outcome.kind).toBe('paid');
  return (await invoiceOfOrder(t.db, orderId))[0]!;
}
