import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders, products } from '../db/schema/index.ts';
import { createPaidOrder, createProduct } from '../test/admin-factories.ts';
import { useTestApp } from '../test/app.ts';
import { createAccount, type TestAccount } from '../test/factories.ts';
import { putInCart } from '../test/purchase.ts';

// The cart and order history are answered from memory once built; these check that every change to
// what they show, made here, by another process or straight in the database, reaches the shopper.
const t = useTestApp();
/** A second API process on the same database. */
let other: FastifyInstance;

beforeAll(async () => {
  other = await t.anotherProcess();
});

const poll = { timeout: 3000, interval: 20 };
const get = (app: FastifyInstance, url: string, who: TestAccount, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...who.headers, ...headers } });
type Cart = {
  data: { product_id: number; quantity: number; price_in_rupee: number; stock: number }[];
  total_amount: number;
};
const cartOf = async (app: FastifyInstance, who: TestAccount) =>
  (await get(app, '/api/cart', who)).json() as Cart;
type History = { order_history_id: number; delivery_status: string }[];
const historyOf = async (app: FastifyInstance, who: TestAccount) =>
  (await get(app, '/api/order-history', who)).json() as History;

describe('cart answers', () => {
  it('tags the answer, answers 304 while it holds, and shows the shopper their own change at once', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { pricePaise: 10_000, stockQuantity: 9 });
    const first = await get(t.app, '/api/cart', me);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect((await get(t.app, '/api/cart', me, { 'if-none-match': etag })).statusCode).toBe(304);
    await putInCart(t.app, me, p, 2);
    const after = await get(t.app, '/api/cart', me, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ data: [{ product_id: p.id, quantity: 2 }], total_amount: 200 });
  });

  it('never answers one shopper with another one’s cart', async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const p = await createProduct(t.db);
    await putInCart(t.app, a, p, 1);
    expect((await cartOf(t.app, a)).data).toHaveLength(1);
    expect((await cartOf(t.app, b)).data).toHaveLength(0);
  });

  it('a change made through another process is seen here once its notice arrives', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db);
    await putInCart(t.app, me, p, 1);
    expect((await cartOf(t.app, me)).data[0]!.quantity).toBe(1);
    await putInCart(other, me, p, 3);
    await expect.poll(async () => (await cartOf(t.app, me)).data[0]?.quantity, poll).toBe(3);
    await t.db.delete(cartLines).where(eq(cartLines.productId, p.id));
    await expect.poll(async () => (await cartOf(t.app, me)).data.length, poll).toBe(0);
  });

  it('a new price or stock in the catalogue shows in carts already answered', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { pricePaise: 10_000, stockQuantity: 5 });
    await putInCart(t.app, me, p, 1);
    expect((await cartOf(t.app, me)).data[0]).toMatchObject({ price_in_rupee: 100, stock: 5 });
    await t.db.update(products).set({ pricePaise: 12_000, stockQuantity: 4 }).where(eq(products.id, p.id));
    await expect
      .poll(async () => (await cartOf(t.app, me)).data[0], poll)
      .toMatchObject({ price_in_rupee: 120, stock: 4 });
  });
});

describe('order history answers', () => {
  it('shows an order paid elsewhere, and a delivery status changed by the admin in another process', async () => {
    const me = await createAccount(t.db);
    const admin = await createAccount(t.db, { role: 'admin' });
    const p = await createProduct(t.db);
    expect(await historyOf(t.app, me)).toEqual([]);
    const order = await createPaidOrder(t.db, {
      userId: me.id,
      lines: [{ productId: p.id, unitPricePaise: 10_000, quantity: 1 }],
    });
    await expect.poll(async () => (await historyOf(t.app, me)).length, poll).toBe(1);
    const before = await get(t.app, '/api/order-history', me);
    const moved = await other.inject({
      method: 'PUT',
      url: '/api/update-delivery-status',
      headers: admin.headers,
      payload: { order_history_id: order.id, new_status: 'Shipped' },
    });
    expect(moved.statusCode).toBe(200);
    await expect.poll(async () => (await historyOf(t.app, me))[0]?.delivery_status, poll).toBe('Shipped');
    const after = await get(t.app, '/api/order-history', me, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
  });

  it('an order that stops counting as paid leaves the history', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db);
    const order = await createPaidOrder(t.db, {
      userId: me.id,
      lines: [{ productId: p.id, unitPricePaise: 5_000, quantity: 2 }],
    });
    await expect.poll(async () => (await historyOf(t.app, me)).length, poll).toBe(1);
    await t.db.update(orders).set({ status: 'pending_payment' }).where(eq(orders.id, order.id));
    await expect.poll(async () => (await historyOf(t.app, me)).length, poll).toBe(0);
  });
});
