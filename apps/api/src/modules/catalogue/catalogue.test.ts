import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NOT_FOUND } from '@app/contracts/catalogue';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/admin-factories.ts';

let t: TestApp;
let categoryId: number;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  productId = (await createProduct(t.db, { categoryId, pricePaise: 99_900, discount: 25 })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('catalogue', () => {
  it.each([
    ['/shop/open/product-category', '/api/product-category'],
    ['/shop/open/all-product', '/api/all-product'],
    [`/shop/open/product/category/${1}`, `/api/product/category/${1}`],
  ])('%s and %s answer the same', async (open, alias) => {
    const a = await get(open.replace('/1', `/${categoryId}`));
    const b = await get(alias.replace('/1', `/${categoryId}`));
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('answers a product with its selling price in rupees', async () => {
    const res = await get(`/shop/open/product/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ product_id: productId, category_id: categoryId, price_in_rupee: 999, discount: 25 });
  });

  it('answers 404 for an unknown product and 400 for a non-numeric id', async () => {
    const missing = await get('/shop/open/product/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PRODUCT_NOT_FOUND, errors: {} });
    const bad = await get('/shop/open/product/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });
});
