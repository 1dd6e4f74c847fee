import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@app/contracts/payments';
import { orders, payments, products } from '../../db/schema/index.ts';
import { FAKE_KEY_ID } from '../../lib/razorpay-gateway.ts';
import { signPayment } from '../../lib/razorpay-signature.ts';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/admin-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { addAddressFor, call, checkout, confirmBody, putInCart, sendWebhook, startPayment, placeOrder } from '../../test/purchase.ts';

const WEBHOOK_SECRET = 'whsec_test_0123456789';
const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });

const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const confirm = (who: TestAccount, body: Record<string, unknown>) => call(t.app, 'POST', '/api/payment/confirm', who, body);

async function buyer(stock = 5, pricePaise = 49_900) {
  const me = await createAccount(t.db, { email: `b-${Math.random().toString(36).slice(2)}@example.com` });
  const addressId = await addAddressFor(t.app, me);
  const p = await createProduct(t.db, { stockQuantity: stock, pricePaise });
  return { me, addressId, p };
}

describe('the whole purchase', () => {
  it('cart, order, process, pay, confirm: paid once, stock taken, cart emptied, address recorded', async () => {
    const { me, addressId, p } = await buyer(5, 12_345);
    const keep = await createProduct(t.db);
    await putInCart(t.app, me, p, 2);
    const orderId = await placeOrder(t.app, me);
    // Added after ordering: stays in the cart after the payment.
    await putInCart(t.app, me, keep, 1);
    const started = await call(t.app, 'POST', '/api/payment/process', me, { order_id: String(orderId) });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ currency: 'INR', amount: 24_690, amount_in_rupee: 246.9, key: FAKE_KEY_ID, provider: 'fake', checkout_script: '/dev/payments/checkout.js', order_id: orderId, prefill: { email: me.email, contact: me.phone } });
    // Asking again reuses the same gateway order: one order, one checkout to pay.
    const again = await call(t.app, 'POST', '/api/payment/process', me, { order_id: orderId });
    expect(again.body.gateway_order_id).toBe(started.body.gateway_order_id);

    const paid = (await call(t.app, 'POST', `/dev/payments/${String(started.body.gateway_order_id)}/pay`, undefined, { outcome: 'success' })).body;
    // The browser may send Razorpay's own names.
    const res = await confirm(me, { order_id: orderId, address_id: addressId, ...paid });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PAYMENT_MESSAGES.success, order_id: orderId, status: 'paid' });
    expect(await stockOf(p.id)).toBe(3);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'paid', addressId, deliveryAddress: '12 MG Road, Pune, Maharashtra - 411001, India' });
    expect(order.paidAt).toBeInstanceOf(Date);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'captured', amountPaise: 24_690, gatewayPaymentId: paid.razorpay_payment_id });
    const cart = (await call(t.app, 'GET', '/api/cart', me)).body.data as { product_id: number }[];
    expect(cart.map((l) => l.product_id)).toEqual([keep.id]);
    // A paid order cannot be paid again.
    expect((await call(t.app, 'POST', '/api/payment/process', me, { order_id: orderId })).body.message).toBe(PAYMENT_MESSAGES.notPending);
  });

  it('charges the sum of the lines in paise, as an independent computation gives', async () => {
    const me = await createAccount(t.db);
    const cat = await createCategory(t.db);
    const prices = [10_001, 99_999, 33_333];
    const quantities = [3, 1, 2];
    for (const [i, price] of prices.entries()) {
      const p = await createProduct(t.db, { categoryId: cat.id, pricePaise: price, discount: 15, stockQuantity: 9 });
      await putInCart(t.app, me, p, quantities[i]);
    }
    const cartTotal = (await call(t.app, 'GET', '/api/cart', me)).body.total_amount;
    const expected = prices.reduce((sum, price, i) => sum + price * quantities[i]!, 0);
    const orderId = await placeOrder(t.app, me);
    const started = await startPayment(t.app, me, orderId);
    expect(started.amount).toBe(expected);
    expect(Math.round(Number(cartTotal) * 100)).toBe(expected);
  });
});

describe('refusals', () => {
  it("refuses another user's order, payment and address, and changes nothing", async () => {
    const owner = await buyer();
    const stranger = await createAccount(t.db);
    const strangerAddress = await addAddressFor(t.app, stranger);
    await putInCart(t.app, owner.me, owner.p, 1);
    const { orderId, paid } = await checkout(t.app, owner.me);
    expect((await call(t.app, 'POST', '/api/payment/process', stranger, { order_id: orderId })).status).toBe(404);
    expect((await confirm(stranger, confirmBody(orderId, strangerAddress, paid))).status).toBe(404);
    // The owner cannot ship to someone else's address either.
    const foreign = await confirm(owner.me, confirmBody(orderId, strangerAddress, paid));
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual({ address_id: 'Address not found' });
    expect((await orderRow(orderId)).status).toBe('pending_payment');
    expect(await stockOf(owner.p.id)).toBe(5);
  });

  it('refuses a tampered signature, gateway order id or amount', async () => {
    const { me, addressId, p } = await buyer();
    await putInCart(t.app, me, p, 1);
    const { orderId, paid } = await checkout(t.app, me);
    const body = confirmBody(orderId, addressId, paid);
    const forged = await confirm(me, { ...body, signature: signPayment(paid.razorpay_order_id, paid.razorpay_payment_id, 'wrong-secret') });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(PAYMENT_MESSAGES.verificationFailed);
    expect((await confirm(me, { ...body, payment_id: 'pay_other' })).status).toBe(400);

    // A genuine payment of a cheaper order of the same buyer does not pay this one.
    const cheap = await createProduct(t.db, { pricePaise: 100 });
    await putInCart(t.app, me, cheap, 1);
    const other = await checkout(t.app, me);
    expect((await confirm(me, { ...body, gateway_order_id: other.paid.razorpay_order_id, payment_id: other.paid.razorpay_payment_id, signature: other.paid.razorpay_signature })).status).toBe(400);

    // A gateway order whose amount differs from the order's lines is refused.
    await t.db.update(payments).set({ amountPaise: 100 }).where(eq(payments.gatewayOrderId, paid.razorpay_order_id));
    expect((await confirm(me, body)).status).toBe(400);
    expect((await orderRow(orderId)).status).toBe('pending_payment');
    expect((await orderRow(other.orderId)).status).toBe('pending_payment');
    expect(await stockOf(p.id)).toBe(5);
  });

  it('answers a sold-out item after the charge with a refund message and takes no stock', async () => {
    const { me, addressId, p } = await buyer(2);
    await putInCart(t.app, me, p, 2);
    const { orderId, paid } = await checkout(t.app, me);
    await t.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, p.id));
    const res = await confirm(me, confirmBody(orderId, addressId, paid));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.refundDue(p.name));
    expect(await orderRow(orderId)).toMatchObject({ status: 'refund_due', deliveryStatus: 'Cancelled' });
    expect(await stockOf(p.id)).toBe(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.status).toBe('refund_due');
    expect((await confirm(me, confirmBody(orderId, addressId, paid))).status).toBe(409);
  });

  it('takes the stock of an order of several products whole or not at all', async () => {
    const { me, addressId, p } = await buyer(5);
    const scarce = await createProduct(t.db, { stockQuantity: 3 });
    await putInCart(t.app, me, p, 2);
    await putInCart(t.app, me, scarce, 3);
    const { orderId, paid } = await checkout(t.app, me);
    await t.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, scarce.id));
    const res = await confirm(me, confirmBody(orderId, addressId, paid));
    expect([res.status, res.body.message]).toEqual([409, PAYMENT_MESSAGES.refundDue(scarce.name)]);
    expect([await stockOf(p.id), await stockOf(scarce.id)]).toEqual([5, 2]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refund_due', deliveryStatus: 'Cancelled' });
  });
});

describe('settlement paths', () => {
  it('refunds a second payment of an order already paid, and takes the stock once', async () => {
    const { me, addressId, p } = await buyer(5);
    await putInCart(t.app, me, p, 1);
    const { orderId, started, paid } = await checkout(t.app, me);
    // A second gateway order for the same order, as an earlier checkout left behind.
    const second = `order_fake_second_${Math.random().toString(36).slice(2)}`;
    await t.db.insert(payments).values({ orderId, provider: 'fake', gatewayOrderId: second, amountPaise: started.amount });
    const paidTwice = (await call(t.app, 'POST', `/dev/payments/${second}/pay`, undefined, { outcome: 'success' })).body as unknown as typeof paid;
    expect((await confirm(me, confirmBody(orderId, addressId, paid))).status).toBe(200);
    const res = await confirm(me, confirmBody(orderId, addressId, paidTwice));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'duplicate_payment', message: PAYMENT_MESSAGES.duplicatePayment, errors: { order_id: 'refund_due' } });
    expect(await stockOf(p.id)).toBe(4);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
    expect(rows.map((r) => [r.status, r.gatewayPaymentId])).toEqual([
      ['captured', paid.razorpay_payment_id],
      ['refund_due', paidTwice.razorpay_payment_id],
    ]);
  });

  it("ships to the shopper's chosen address even when the webhook paid first with the default", async () => {
    const { me, addressId, p } = await buyer(5);
    const other = await addAddressFor(t.app, me, '9 Hill Road');
    await putInCart(t.app, me, p, 1);
    const { orderId, started, paid } = await checkout(t.app, me);
    const hook = await sendWebhook(t.app, WEBHOOK_SECRET, `evt_first_${orderId}`, {
      type: 'payment.captured',
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      amount: started.amount,
    });
    expect(hook.json()).toEqual({ status: 'paid' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', addressId });
    expect((await confirm(me, confirmBody(orderId, other, paid))).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', addressId: other, deliveryAddress: '9 Hill Road, Pune, Maharashtra - 411001, India' });
    expect(await stockOf(p.id)).toBe(4);
  });

  it('lets the webhook pay for a buyer without any address; the order waits for one', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { stockQuantity: 5 });
    await putInCart(t.app, me, p, 2);
    const { orderId, started, paid } = await checkout(t.app, me);
    const hook = await sendWebhook(t.app, WEBHOOK_SECRET, `evt_noaddr_${orderId}`, {
      type: 'order.paid',
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      amount: started.amount,
    });
    expect(hook.json()).toEqual({ status: 'paid' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', addressId: null, deliveryAddress: null });
    expect(await stockOf(p.id)).toBe(3);
  });
});
