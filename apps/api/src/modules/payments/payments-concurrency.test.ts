import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@app/contracts/payments';
import { cartLines, carts, orders, paymentEvents, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createProduct } from '../../test/admin-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { addAddressFor, call, checkout, confirmBody, putInCart, sendWebhook } from '../../test/purchase.ts';

const WEBHOOK_SECRET = 'whsec_test_0123456789';
const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });

const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const confirm = (who: TestAccount, body: Record<string, unknown>) => call(t.app, 'POST', '/api/payment/confirm', who, body);
const hook = (eventId: string, event: Parameters<typeof sendWebhook>[3]) => sendWebhook(t.app, WEBHOOK_SECRET, eventId, event);

async function buyer(stock: number) {
  const me = await createAccount(t.db);
  const addressId = await addAddressFor(t.app, me);
  const p = await createProduct(t.db, { stockQuantity: stock });
  return { me, addressId, p };
}

describe('idempotent confirmation', () => {
  it('confirm twice and the webhook, raced: paid once, stock taken once', async () => {
    const { me, addressId, p } = await buyer(5);
    await putInCart(t.app, me, p, 2);
    const { orderId, started, paid } = await checkout(t.app, me);
    const body = confirmBody(orderId, addressId, paid);
    const [a, b, w1, w2] = await Promise.all([
      confirm(me, body),
      confirm(me, body),
      hook('evt_race_1', { type: 'payment.captured', gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, amount: started.amount }),
      hook('evt_race_1', { type: 'payment.captured', gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, amount: started.amount }),
    ]);
    expect([a.status, b.status, w1.statusCode, w2.statusCode]).toEqual([200, 200, 200, 200]);
    expect(await stockOf(p.id)).toBe(3);
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_race_1'))).toHaveLength(1);
    expect((await confirm(me, body)).status).toBe(200);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('the order.paid webhook alone pays the order with the default address; a later confirm changes nothing twice', async () => {
    const { me, addressId, p } = await buyer(5);
    await putInCart(t.app, me, p, 1);
    const { orderId, started, paid } = await checkout(t.app, me);
    const res = await hook('evt_alone', { type: 'order.paid', gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, amount: started.amount });
    expect(res.json()).toEqual({ status: 'paid' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', addressId });
    expect((await hook('evt_alone', { type: 'order.paid', gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, amount: started.amount })).json()).toEqual({ status: 'duplicate_event' });
    expect((await confirm(me, confirmBody(orderId, addressId, paid))).status).toBe(200);
    expect(await stockOf(p.id)).toBe(4);
  });

  it('refuses an unsigned or wrongly signed webhook', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'webhook_signature', message: PAYMENT_MESSAGES.webhookSignature, errors: {} });
    const bad = await sendWebhook(t.app, 'not-the-secret', 'evt_bad', { type: 'payment.captured', gatewayOrderId: 'order_x', paymentId: 'pay_x', amount: 100 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('10 buyers race for 3 units', () => {
  it('exactly 3 are paid, stock ends at 0, the others are refused cleanly', async () => {
    const p = await createProduct(t.db, { stockQuantity: 3, pricePaise: 5_000 });
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const me = await createAccount(t.db, { email: `race-${Math.random().toString(36).slice(2)}@example.com` });
        const addressId = await addAddressFor(t.app, me);
        await putInCart(t.app, me, p, 1);
        return { me, addressId, ...(await checkout(t.app, me)) };
      }),
    );
    const results = await Promise.all(buyers.map((b) => confirm(b.me, confirmBody(b.orderId, b.addressId, b.paid))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(PAYMENT_MESSAGES.refundDue(p.name));
    }
    expect(await stockOf(p.id)).toBe(0);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, buyers.map((b) => b.orderId)));
    expect(rows.filter((o) => o.status === 'paid')).toHaveLength(3);
    expect(rows.filter((o) => o.status === 'refund_due')).toHaveLength(7);
    // Paid buyers' carts are emptied of the product; refused buyers keep theirs.
    const lines = await t.db.select().from(cartLines).innerJoin(carts, eq(carts.id, cartLines.cartId)).where(eq(cartLines.productId, p.id));
    expect(lines).toHaveLength(7);
  });
});

describe('webhook events', () => {
  it('ignores events that do not settle a payment, and unknown gateway orders', async () => {
    const failed = await hook('evt_failed', { type: 'payment.failed', gatewayOrderId: 'order_x', paymentId: 'pay_x', amount: 100 });
    expect(failed.json()).toEqual({ status: 'ignored' });
    const unknown = await hook('evt_unknown', { type: 'payment.captured', gatewayOrderId: 'order_nobody', paymentId: 'pay_y', amount: 100 });
    expect(unknown.json()).toEqual({ status: 'mismatch' });
  });

  it('does not pay an order when the captured amount differs', async () => {
    const { me, p } = await buyer(5);
    await putInCart(t.app, me, p, 1);
    const { orderId, started, paid } = await checkout(t.app, me);
    const res = await hook('evt_short', { type: 'payment.captured', gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, amount: started.amount - 1 });
    expect(res.json()).toEqual({ status: 'mismatch' });
    expect((await orderRow(orderId)).status).toBe('pending_payment');
    expect(await stockOf(p.id)).toBe(5);
  });
});
