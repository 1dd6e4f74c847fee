import { CATALOGUE_MESSAGES } from '@app/contracts/admin-catalogue';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, categories, orderLines, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createPaidOrder, createProduct } from '../../test/admin-factories.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';

const t = useTestApp();
let admin: TestAccount;
let user: TestAccount;
let astro: TestAccount;

beforeAll(async () => {
  admin = await adminAccount(t.db);
  user = await createAccount(t.db, { role: 'user' });
  astro = await createAccount(t.db, { role: 'astro' });
});

const validProduct = (categoryId: number) => ({
  category_id: String(categoryId),
  name: 'Rudraksha Mala',
  price_in_rupee: '1499.50',
  rating: '4.5',
  stock_quantity: '12',
  image: '/uploads/mala.webp',
  description: 'A 108-bead mala.',
  instruction: '',
  kit_includes: 'Mala, Pouch',
});

describe('admin catalogue access', () => {
  const routes = [
    ['POST', '/admin/product-category'],
    ['DELETE', '/admin/delete-category/1'],
    ['POST', '/admin/product'],
    ['PUT', '/admin/edit-product/1'],
    ['DELETE', '/admin/remove-product/1'],
  ] as const;
  it.each(routes)('%s %s: 401 for a guest, 403 for a user and an astrologer', async (method, url) => {
    expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: user.headers, payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method, url, headers: astro.headers, payload: {} })).statusCode).toBe(403);
  });
});

describe('categories', () => {
  it('adds a category and refuses the same name in another case', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/product-category', headers: admin.headers, payload: { category_name: '  Gemstones ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Category added successfully!', category: { category_name: 'Gemstones' } });
    const again = await t.app.inject({ method: 'POST', url: '/admin/product-category', headers: admin.headers, payload: { category_name: 'GEMSTONES' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CATALOGUE_MESSAGES.categoryExists);
  });

  it('requires a name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/product-category', headers: admin.headers, payload: { category_name: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation', message: 'Category name is required.', errors: { category_name: 'Category name is required.' } });
  });

  it('refuses to delete a category that still has products, then deletes it once they are removed', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id });
    const refused = await t.app.inject({ method: 'DELETE', url: `/admin/delete-category/${cat.id}`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This category still has products. Move or remove them first.');
    await t.app.inject({ method: 'DELETE', url: `/admin/remove-product/${p.id}`, headers: admin.headers });
    const ok = await t.app.inject({ method: 'DELETE', url: `/admin/delete-category/${cat.id}`, headers: admin.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Category deleted successfully!' });
    expect(await t.db.select().from(categories).where(eq(categories.id, cat.id))).toHaveLength(0);
    const gone = await t.app.inject({ method: 'DELETE', url: `/admin/delete-category/${cat.id}`, headers: admin.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps a category whose removed products appear in past orders', async () => {
    const cat = await createCategory(t.db);
    const p = await createProduct(t.db, { categoryId: cat.id });
    await createPaidOrder(t.db, { userId: user.id, lines: [{ productId: p.id, unitPricePaise: 100, quantity: 1 }] });
    await t.app.inject({ method: 'DELETE', url: `/admin/remove-product/${p.id}`, headers: admin.headers });
    const res = await t.app.inject({ method: 'DELETE', url: `/admin/delete-category/${cat.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
  });
});

describe('products', () => {
  it('adds a product and answers it in the catalogue shape', async () => {
    const cat = await createCategory(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/admin/product', headers: admin.headers, payload: validProduct(cat.id) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Product added successfully!');
    expect(body.product).toMatchObject({
      category_id: cat.id,
      category_name: cat.name,
      name: 'Rudraksha Mala',
      price_in_rupee: 1499.5,
      rating: 4.5,
      stock_quantity: 12,
      instruction: null,
      kit_includes: 'Mala, Pouch',
      discount: 0,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, body.product.product_id));
    expect(row!.pricePaise).toBe(149_950);
    const shop = await t.app.inject({ method: 'GET', url: `/shop/open/product/${body.product.product_id}` });
    if (shop.statusCode !== 404) expect(shop.json()).toMatchObject({ name: 'Rudraksha Mala', price_in_rupee: 1499.5 });
  });

  it.each([
    [{ name: '' }, 'name', 'Product name is required.'],
    [{ category_id: '' }, 'category_id', 'Please select a category.'],
    [{ category_id: 999999 }, 'category_id', 'Please select a category.'],
    [{ price_in_rupee: 0 }, 'price_in_rupee', 'Price should be a positive number.'],
    [{ price_in_rupee: '-5' }, 'price_in_rupee', 'Price should be a positive number.'],
    [{ price_in_rupee: 10.999 }, 'price_in_rupee', 'Price can have at most 2 decimals.'],
    [{ rating: 0 }, 'rating', 'Rating should be a positive number between 1 and 5.'],
    [{ rating: 5.5 }, 'rating', 'Rating should be a positive number between 1 and 5.'],
    [{ stock_quantity: '' }, 'stock_quantity', 'Stock quantity should be a positive number.'],
    [{ stock_quantity: -1 }, 'stock_quantity', 'Stock quantity should be a positive number.'],
    [{ stock_quantity: 2.5 }, 'stock_quantity', 'Stock quantity should be a positive number.'],
    [{ image: '' }, 'image', 'Please upload a product image.'],
    [{ image: 'javascript:alert(1)' }, 'image', CATALOGUE_MESSAGES.imageInvalid],
    [{ discount: 101 }, 'discount', CATALOGUE_MESSAGES.discount],
  ])('refuses %j with the rule message', async (patch, field, message) => {
    const cat = await createCategory(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/admin/product', headers: admin.headers, payload: { ...validProduct(cat.id), ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('edits a product, may move it to another category and accepts rating 0', async () => {
    const p = await createProduct(t.db);
    const other = await createCategory(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/admin/edit-product/${p.id}`,
      headers: admin.headers,
      payload: { product_id: p.id, category_id: other.id, name: 'Yantra', price_in_rupee: '250', rating: '0', stock_quantity: 0, kit_includes: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Product updated successfully!',
      product: { product_id: p.id, category_id: other.id, name: 'Yantra', price_in_rupee: 250, rating: 0, stock_quantity: 0, kit_includes: null },
    });
    const bad = await t.app.inject({ method: 'PUT', url: `/admin/edit-product/${p.id}`, headers: admin.headers, payload: { rating: 6 } });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'PUT', url: '/admin/edit-product/999999', headers: admin.headers, payload: { name: 'X' } });
    expect(missing.statusCode).toBe(404);
  });

  it('removes a product softly: past order lines stay, carts drop it, a second removal is 404', async () => {
    const p = await createProduct(t.db);
    const order = await createPaidOrder(t.db, { userId: user.id, lines: [{ productId: p.id, unitPricePaise: 49_900, quantity: 2, name: 'Old name' }] });
    const [cart] = await t.db.insert(carts).values({ userId: user.id }).onConflictDoNothing().returning();
    if (cart) await t.db.insert(cartLines).values({ cartId: cart.id, productId: p.id, quantity: 1 });
    const res = await t.app.inject({ method: 'DELETE', url: `/admin/remove-product/${p.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted successfully!' });
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.deletedAt).not.toBeNull();
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toMatchObject([{ productId: p.id, name: 'Old name', quantity: 2, unitPricePaise: 49_900 }]);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.productId, p.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/remove-product/${p.id}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/admin/edit-product/${p.id}`, headers: admin.headers, payload: { name: 'Back' } })).statusCode).toBe(404);
  });

  it.each(['abc', '-1', '0', '99999999999', "1 or 1=1"])('answers a bad id %s with 400', async (id) => {
    const res = await t.app.inject({ method: 'DELETE', url: `/admin/remove-product/${encodeURIComponent(id)}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
  });

  it('answers malformed bodies with 4xx', async () => {
    for (const payload of ['not json', '[]', 'null', '{"price_in_rupee": {"$gt": 0}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/product', headers: { ...admin.headers, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
