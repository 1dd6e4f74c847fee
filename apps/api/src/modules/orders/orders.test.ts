import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@app/contracts/orders';
import { orderLines, orders, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/admin-factories.ts';
import { createAccount } from '../../test/factories.ts';
import { addAddressFor, call, checkout, confirmBody, placeOrder, putInCart } from '../../test/purchase.ts';

const t = useTestApp();

describe('orders', () => {
  it('refuses a guest', async () => {
    expect((await call(t.app, 'POST', '/api/order')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/order-history')).status).toBe(401);
  });

  it('refuses an empty cart, also sent with an empty JSON body', async () => {
    const me = await createAccount(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: { ...me.headers, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'cart_empty', message: ORDER_MESSAGES.cartEmpty, errors: { cart: ORDER_MESSAGES.cartEmpty } });
    expect(await t.db.select().from(orders).where(eq(orders.userId, me.id))).toHaveLength(0);
  });

  it('snapshots name, price, discount, image and category, and keeps them after a price edit', async () => {
    const me = await createAccount(t.db);
    const cat = await createCategory(t.db, 'Gemstones snapshot');
    const p = await createProduct(t.db, { categoryId: cat.id, name: 'Blue Sapphire', pricePaise: 250_050, discount: 20, image: '/uploads/sapphire.webp', stockQuantity: 4 });
    await putInCart(t.app, me, p, 2);
    const res = await call(t.app, 'POST', '/api/order', me);
    expect(res.status).toBe(201);
    const order = res.body.order as { order_id: number; total_amount: number };
    expect(order).toEqual({ order_id: expect.any(Number), total_amount: 5001, currency: 'INR' });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.order_id));
    expect(line).toMatchObject({ productId: p.id, name: 'Blue Sapphire', unitPricePaise: 250_050, discount: 20, image: '/uploads/sapphire.webp', categoryId: cat.id, categoryName: 'Gemstones snapshot', quantity: 2, lineTotalPaise: 500_100 });

    await t.db.update(products).set({ pricePaise: 999_900, discount: 0, name: 'Renamed' }).where(eq(products.id, p.id));
    const started = await call(t.app, 'POST', '/api/payment/process', me, { order_id: order.order_id });
    expect(started.body.amount).toBe(500_100);
    const [after] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.order_id));
    expect(after).toMatchObject({ name: 'Blue Sapphire', unitPricePaise: 250_050, discount: 20 });
  });

  it("keeps the cart's order in the order's lines, and the buyer's contact on the order", async () => {
    const me = await createAccount(t.db, { email: 'lines-order@example.com', phone: '9876501234' });
    const cat = await createCategory(t.db);
    const a = await createProduct(t.db, { categoryId: cat.id, pricePaise: 10_000 });
    const b = await createProduct(t.db, { categoryId: cat.id, pricePaise: 20_000 });
    const c = await createProduct(t.db, { categoryId: cat.id, pricePaise: 30_000 });
    // Put in the cart out of id order: the lines follow the cart, not the ids.
    await putInCart(t.app, me, c, 1);
    await putInCart(t.app, me, a, 3);
    await putInCart(t.app, me, b, 2);
    const orderId = await placeOrder(t.app, me);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
    expect(lines.map((l) => [l.productId, l.quantity, l.lineTotalPaise])).toEqual([
      [c.id, 1, 30_000],
      [a.id, 3, 30_000],
      [b.id, 2, 40_000],
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: me.id, status: 'pending_payment', userEmail: 'lines-order@example.com', userPhone: '9876501234', totalPaise: 100_000 });
  });

  it('refuses an order for more than is now in stock', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { name: 'Rare Stone', stockQuantity: 3 });
    await putInCart(t.app, me, p, 3);
    await t.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, p.id));
    const res = await call(t.app, 'POST', '/api/order', me);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only 1 left in stock for Rare Stone');
  });

  it("lists only the caller's paid orders, newest first, in the spec's shape", async () => {
    const me = await createAccount(t.db, { email: 'history@example.com', phone: '9123456789' });
    const other = await createAccount(t.db);
    const addressId = await addAddressFor(t.app, me, '7 Lake View');
    const cat = await createCategory(t.db, 'Rudraksha history');
    const first = await createProduct(t.db, { categoryId: cat.id, name: 'Five Mukhi', pricePaise: 30_000, discount: 10 });
    const second = await createProduct(t.db, { categoryId: cat.id, name: 'Seven Mukhi', pricePaise: 70_000 });
    for (const product of [first, second]) {
      await putInCart(t.app, me, product, 1);
      const { orderId, paid } = await checkout(t.app, me);
      expect((await call(t.app, 'POST', '/api/payment/confirm', me, confirmBody(orderId, addressId, paid))).status).toBe(200);
    }
    // An order never paid for does not appear.
    await putInCart(t.app, me, first, 1);
    await placeOrder(t.app, me);

    const res = await call(t.app, 'GET', '/api/order-history', me);
    expect(res.status).toBe(200);
    const items = res.body as unknown as Record<string, unknown>[];
    expect(items.map((i) => i.name)).toEqual(['Seven Mukhi', 'Five Mukhi']);
    expect(items[1]).toEqual({
      order_history_id: expect.any(Number),
      createdAt: expect.any(String),
      delivery_status: 'Pending',
      payment_status: 'paid',
      user_email: 'history@example.com',
      user_phone: '9123456789',
      address: '7 Lake View, Pune, Maharashtra - 411001, India',
      // The courier's mobile, copied from the address when the order was paid.
      delivery_phone: '9876543210',
      image: first.image,
      name: 'Five Mukhi',
      category: 'Rudraksha history',
      price_in_rupee: 300,
      quantity: 1,
      discount: 10,
      product_id: first.id,
      invoice_id: expect.any(Number),
      invoice_number: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d{6}$/),
    });
    expect((await call(t.app, 'GET', '/api/order-history', other)).body).toEqual([]);
  });
});
