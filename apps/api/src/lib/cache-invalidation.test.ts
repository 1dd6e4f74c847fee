import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import {
  addAddressFor,
  checkout,
  confirmBody,
  putInCart,
  sendWebhook,
} from '../modules/payments/purchase-test-helpers.ts';
import { createAstrologer, createPaidOrder, createProduct } from '../test/admin-factories.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, type TestAccount } from '../test/factories.ts';
import { createSession } from '../modules/auth/session.repository.ts';

// Every write path must drop what this process keeps in memory itself: the database's notification may come
// late. Here every notification reaches the app a while after the write, so the read that follows a write
// can only be fresh if the service that wrote said so.
const LATE_MS = 1500;
const WEBHOOK_SECRET = 'whsec_cache_0123456789';

/** The same database, with every notification delivered LATE_MS after it arrives. */
function lateNotices(database: Database): Database {
  return {
    ...database,
    listen: (channel, onNotify, onLost) =>
      database.listen(channel, (payload) => void setTimeout(() => onNotify(payload), LATE_MS).unref(), onLost),
  };
}

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  app = await buildApp({ config: t.config, database: lateNotices(t.database), now: t.clock.now, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** Lets the notifications of writes made straight in the database arrive, so only the write under test is pending. */
const settle = () => new Promise((resolve) => setTimeout(resolve, LATE_MS + 200));
const get = (url: string, who?: TestAccount) => app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const cartOf = async (who: TestAccount) =>
  (await get('/api/cart', who)).json() as { data: { product_id: number; quantity: number; price_in_rupee: number }[] };
const historyOf = async (who: TestAccount) =>
  (await get('/api/order-history', who)).json() as { order_history_id: number; delivery_status: string }[];
const stockOf = async (productId: number) =>
  ((await get(`/shop/open/product/${productId}`)).json() as { stock_quantity: number }).stock_quantity;

describe('the read after a write in this process', () => {
  it('shows a cart change', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { stockQuantity: 9 });
    await settle();
    await putInCart(app, me, p, 1);
    expect((await cartOf(me)).data).toMatchObject([{ product_id: p.id, quantity: 1 }]);
    await putInCart(app, me, p, 4);
    expect((await cartOf(me)).data).toMatchObject([{ product_id: p.id, quantity: 4 }]);
  });

  it('shows a confirmed payment in the history, the cart and the stock', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { stockQuantity: 7 });
    await settle();
    const addressId = await addAddressFor(app, me);
    await putInCart(app, me, p, 2);
    const { orderId, paid } = await checkout(app, me);
    expect(await historyOf(me)).toEqual([]);
    expect((await cartOf(me)).data).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(7);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/payment/confirm',
      headers: me.headers,
      payload: confirmBody(orderId, addressId, paid),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await historyOf(me)).map((o) => o.order_history_id)).toEqual([orderId]);
    expect((await cartOf(me)).data).toEqual([]);
    expect(await stockOf(p.id)).toBe(5);
  });

  it('shows a payment settled by the webhook in the history', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { stockQuantity: 3 });
    await settle();
    await putInCart(app, me, p, 1);
    const { orderId, started, paid } = await checkout(app, me);
    expect(await historyOf(me)).toEqual([]);
    const hook = await sendWebhook(app, WEBHOOK_SECRET, `evt_cache_${orderId}`, {
      type: 'payment.captured',
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      amount: started.amount,
    });
    expect(hook.json()).toEqual({ status: 'paid' });
    expect((await historyOf(me)).map((o) => o.order_history_id)).toEqual([orderId]);
  });

  it("shows a delivery status the admin changed in the shopper's history", async () => {
    const me = await createAccount(t.db);
    const admin = await createAccount(t.db, { role: 'admin' });
    const p = await createProduct(t.db);
    const order = await createPaidOrder(t.db, { userId: me.id, lines: [{ productId: p.id, unitPricePaise: 10_000, quantity: 1 }] });
    await settle();
    expect((await historyOf(me))[0]?.delivery_status).toBe('Pending');
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/update-delivery-status',
      headers: admin.headers,
      payload: { order_history_id: order.id, new_status: 'Shipped' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await historyOf(me))[0]?.delivery_status).toBe('Shipped');
  });

  it('shows a product the admin edited, in the shop and in carts; a removed one leaves the carts', async () => {
    const me = await createAccount(t.db);
    const admin = await createAccount(t.db, { role: 'admin' });
    const p = await createProduct(t.db, { pricePaise: 10_000, stockQuantity: 5 });
    await settle();
    await putInCart(app, me, p, 1);
    expect((await cartOf(me)).data[0]?.price_in_rupee).toBe(100);
    expect(await stockOf(p.id)).toBe(5);
    const edited = await app.inject({
      method: 'PUT',
      url: `/admin/edit-product/${p.id}`,
      headers: admin.headers,
      payload: { price_in_rupee: '120', stock_quantity: 8 },
    });
    expect(edited.statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(8);
    expect((await cartOf(me)).data[0]?.price_in_rupee).toBe(120);
    const removed = await app.inject({ method: 'DELETE', url: `/admin/remove-product/${p.id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect((await cartOf(me)).data).toEqual([]);
    expect((await get(`/shop/open/product/${p.id}`)).statusCode).toBe(404);
  });

  it('refuses a session once it logged out, and an astrologer once removed', async () => {
    const me = await createAccount(t.db);
    const admin = await createAccount(t.db, { role: 'admin' });
    const astro = await createAstrologer(t.db);
    const astroHeaders = { accesstoken: await createSession(t.db, astro.userId, new Date()) };
    await settle();
    expect((await get('/api/cart', me)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/auth/logout', headers: me.headers })).statusCode).toBe(200);
    expect((await get('/api/cart', me)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: astroHeaders })).statusCode).toBe(200);
    const removed = await app.inject({ method: 'DELETE', url: `/api/astrologer/${astro.id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: astroHeaders })).statusCode).toBe(401);
  });
});
