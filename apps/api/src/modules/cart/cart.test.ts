import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_LINES_MAX, CART_MESSAGES } from '@app/contracts/cart';
import { cartLines, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/admin-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { call, putInCart } from '../../test/purchase.ts';

const t = useTestApp();
let buyer: TestAccount;

beforeAll(async () => {
  buyer = await createAccount(t.db, { role: 'user' });
});

describe('cart', () => {
  it('refuses a guest', async () => {
    expect((await call(t.app, 'GET', '/api/cart')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/cart', undefined, { products: [] })).status).toBe(401);
  });

  it('starts empty, sets quantities, totals in rupees, and removes a line at 0', async () => {
    const me = await createAccount(t.db);
    expect((await call(t.app, 'GET', '/api/cart', me)).body).toEqual({ data: [], total_amount: 0 });
    const cat = await createCategory(t.db);
    const a = await createProduct(t.db, { categoryId: cat.id, pricePaise: 49_950, discount: 10, stockQuantity: 5 });
    const b = await createProduct(t.db, { categoryId: cat.id, pricePaise: 10_005, stockQuantity: 5 });
    // Numbers as strings, as the existing clients send them.
    const set = await call(t.app, 'POST', '/api/cart', me, {
      products: [
        { product_id: String(a.id), category_id: String(cat.id), quantity: '2' },
        { product_id: b.id, category_id: cat.id, quantity: 3, extra: 'ignored' },
      ],
    });
    expect(set.status).toBe(200);
    const cart = (await call(t.app, 'GET', '/api/cart', me)).body as { data: Record<string, unknown>[]; total_amount: number };
    expect(cart.data).toEqual([
      { product_id: a.id, category_id: cat.id, name: a.name, image: a.image, price_in_rupee: 499.5, discount: 10, quantity: 2, stock: 5, line_total: 999 },
      { product_id: b.id, category_id: cat.id, name: b.name, image: b.image, price_in_rupee: 100.05, discount: 0, quantity: 3, stock: 5, line_total: 300.15 },
    ]);
    // Independent computation in paise: 2 x 49950 + 3 x 10005 = 129915.
    expect(cart.total_amount).toBe(1299.15);
    await putInCart(t.app, me, b, 0);
    const after = (await call(t.app, 'GET', '/api/cart', me)).body as { data: { product_id: number }[]; total_amount: number };
    expect(after.data.map((l) => l.product_id)).toEqual([a.id]);
    expect(after.total_amount).toBe(999);
  });

  it('refuses more than the stock with a clear message, and changes nothing', async () => {
    const p = await createProduct(t.db, { name: 'Tulsi Mala', stockQuantity: 2 });
    const res = await putInCart(t.app, buyer, p, 3);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'out_of_stock', message: 'Only 2 left in stock for Tulsi Mala', errors: { quantity: 'Only 2 left in stock for Tulsi Mala' } });
    const none = await createProduct(t.db, { name: 'Yantra', stockQuantity: 0 });
    expect((await putInCart(t.app, buyer, none, 1)).body.message).toBe('Yantra is out of stock');
    expect(await t.db.select().from(cartLines).where(eq(cartLines.productId, p.id))).toHaveLength(0);
  });

  it('refuses an unknown or removed product and a wrong category', async () => {
    const res = await call(t.app, 'POST', '/api/cart', buyer, { products: [{ product_id: 999999, category_id: 1, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CART_MESSAGES.productUnavailable(999999));
    const gone = await createProduct(t.db);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    expect((await putInCart(t.app, buyer, gone, 1)).status).toBe(400);
    const p = await createProduct(t.db);
    const other = await createCategory(t.db);
    const wrong = await putInCart(t.app, buyer, { id: p.id, categoryId: other.id }, 1);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(CART_MESSAGES.categoryMismatch(p.name));
  });

  it('validates the body', async () => {
    const bad = await call(t.app, 'POST', '/api/cart', buyer, { products: [{ product_id: 'x', category_id: 1, quantity: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ 'products.0.product_id': 'product_id must be a positive whole number' });
  });

  it('gives one line when the same product is added in parallel', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { stockQuantity: 10 });
    const results = await Promise.all(Array.from({ length: 8 }, () => putInCart(t.app, me, p, 1)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const cart = (await call(t.app, 'GET', '/api/cart', me)).body as { data: { product_id: number; quantity: number }[] };
    expect(cart.data).toEqual([expect.objectContaining({ product_id: p.id, quantity: 1 })]);
  });

  it('keeps each shopper to their own cart', async () => {
    const mine = await createAccount(t.db);
    const theirs = await createAccount(t.db);
    const p = await createProduct(t.db);
    await putInCart(t.app, mine, p, 2);
    expect(((await call(t.app, 'GET', '/api/cart', theirs)).body.data as unknown[]).length).toBe(0);
    // Removing "the same product" from another cart touches only the caller's own cart.
    await putInCart(t.app, theirs, p, 0);
    expect(((await call(t.app, 'GET', '/api/cart', mine)).body.data as { quantity: number }[])[0]?.quantity).toBe(2);
  });

  it('caps a cart at its number of different products, keeping what it held', async () => {
    const me = await createAccount(t.db);
    const cat = await createCategory(t.db);
    const many = await t.db
      .insert(products)
      .values(Array.from({ length: CART_LINES_MAX + 1 }, (_, i) => ({ name: `Rudraksha ${i}`, pricePaise: 100, stockQuantity: 5, categoryId: cat.id })))
      .returning({ id: products.id });
    const line = (id: number, quantity = 1) => ({ product_id: id, category_id: cat.id, quantity });
    const full = await call(t.app, 'POST', '/api/cart', me, { products: many.slice(0, CART_LINES_MAX).map((p) => line(p.id)) });
    expect(full.status).toBe(200);
    expect((full.body.data as unknown[]).length).toBe(CART_LINES_MAX);
    const over = await call(t.app, 'POST', '/api/cart', me, { products: [line(many[CART_LINES_MAX]!.id), line(many[0]!.id, 3)] });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ code: 'cart_too_many_lines', message: CART_MESSAGES.tooManyLines, errors: { products: CART_MESSAGES.tooManyLines } });
    const kept = (await call(t.app, 'GET', '/api/cart', me)).body as { data: { product_id: number; quantity: number }[] };
    expect(kept.data).toHaveLength(CART_LINES_MAX);
    expect(kept.data[0]).toMatchObject({ product_id: many[0]!.id, quantity: 1 });
    // Room made by a removal in the same request is room.
    const swap = await call(t.app, 'POST', '/api/cart', me, { products: [line(many[1]!.id, 0), line(many[CART_LINES_MAX]!.id)] });
    expect(swap.status).toBe(200);
  });
});
