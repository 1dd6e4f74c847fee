import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LIMIT_MAX, PRODUCT_NOT_FOUND, type Product } from '@app/contracts/catalogue';
import { products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/admin-factories.ts';
import { adminAccount, createAccount } from '../../test/factories.ts';
import { addAddressFor, call, checkout, confirmBody, putInCart } from '../../test/purchase.ts';

const t = useTestApp();
let categoryId: number;
let productId: number;
/** A category of its own for search, sort and paging, so other tests' products do not interfere. */
let shelf: number;
let shelfIds: number[];

beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  productId = (await createProduct(t.db, { categoryId, pricePaise: 99_900, discount: 25 })).id;
  shelf = (await createCategory(t.db)).id;
  const rows = [
    { name: 'Ruby Ring', description: 'A red stone for the Sun', pricePaise: 30_000, rating: 4.5, discount: 10 },
    { name: 'Blue Sapphire', description: 'Worn on SATURDAY for Shani', pricePaise: 90_000, rating: null, discount: 40 },
    { name: '50% Off Mala', description: 'Rudraksha beads', pricePaise: 10_000, rating: 3.0, discount: 50 },
    { name: 'Yantra', description: 'copper plate, under_score engraving', pricePaise: 20_000, rating: 5.0, discount: 0 },
    { name: 'Plain Pouch', description: 'Cotton', pricePaise: 5_000, rating: 1.5, discount: 5 },
  ];
  shelfIds = [];
  for (const row of rows) shelfIds.push((await createProduct(t.db, { categoryId: shelf, ...row })).id);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const names = (res: { json: () => unknown }) => (res.json() as Product[]).map((p) => p.name);
const shelfUrl = (query = '') => `/shop/open/product/category/${shelf}${query}`;

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
    expect(missing.json()).toEqual({ code: 'product_not_found', message: PRODUCT_NOT_FOUND, errors: {} });
    const bad = await get('/shop/open/product/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });
});

describe('without parameters: the spec answer', () => {
  it('is a plain list of every live product in id order, with the total and no links', async () => {
    const res = await get(shelfUrl());
    expect(res.statusCode).toBe(200);
    expect((res.json() as Product[]).map((p) => p.product_id)).toEqual(shelfIds);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers['x-total-count-relation']).toBe('eq');
    expect(res.headers.link).toBeUndefined();
    const all = (await get('/shop/open/all-product')).json() as Product[];
    expect(all.map((p) => p.product_id)).toEqual([...all.map((p) => p.product_id)].sort((a, b) => a - b));
    expect(all.map((p) => p.product_id)).toEqual(expect.arrayContaining([productId, ...shelfIds]));
  });
});

describe('search', () => {
  it.each([
    ['ruby', ['Ruby Ring']],
    ['RING', ['Ruby Ring']],
    ['saturday', ['Blue Sapphire']],
    ['rudraKSHA', ['50% Off Mala']],
    ['o', ['Ruby Ring', 'Blue Sapphire', '50% Off Mala', 'Yantra', 'Plain Pouch']],
    ['nothing like this', []],
  ])('q=%s matches name or description, any case', async (q, expected) => {
    const res = await get(shelfUrl(`?q=${encodeURIComponent(q)}`));
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it('treats % and _ literally, not as wildcards', async () => {
    expect(names(await get(shelfUrl('?q=%25')))).toEqual(['50% Off Mala']);
    expect(names(await get(shelfUrl('?q=_')))).toEqual(['Yantra']);
    expect(names(await get(shelfUrl('?q=d_s')))).toEqual([]);
    expect(names(await get(shelfUrl(`?q=${encodeURIComponent('\\')}`)))).toEqual([]);
  });

  it('searches across categories on the all-products list, and a blank q is no filter', async () => {
    expect(names(await get('/api/all-product?q=sapphire'))).toEqual(['Blue Sapphire']);
    expect(names(await get(shelfUrl('?q=')))).toHaveLength(5);
  });
});

describe('sort', () => {
  it.each([
    ['price-low', ['Plain Pouch', '50% Off Mala', 'Yantra', 'Ruby Ring', 'Blue Sapphire']],
    ['price-high', ['Blue Sapphire', 'Ruby Ring', 'Yantra', '50% Off Mala', 'Plain Pouch']],
    ['rating', ['Yantra', 'Ruby Ring', '50% Off Mala', 'Plain Pouch', 'Blue Sapphire']],
    ['discount', ['50% Off Mala', 'Blue Sapphire', 'Ruby Ring', 'Plain Pouch', 'Yantra']],
    ['default', ['Ruby Ring', 'Blue Sapphire', '50% Off Mala', 'Yantra', 'Plain Pouch']],
    ['newest', ['Plain Pouch', 'Yantra', '50% Off Mala', 'Blue Sapphire', 'Ruby Ring']],
  ])('sort=%s', async (sort, expected) => {
    const res = await get(shelfUrl(`?sort=${sort}`));
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
  });

  it('combines with search', async () => {
    expect(names(await get(shelfUrl('?q=r&sort=price-high')))).toEqual(['Blue Sapphire', 'Ruby Ring', 'Yantra', '50% Off Mala']);
  });
});

describe('paging', () => {
  it('answers a page with the total and RFC 8288 links that keep q and sort', async () => {
    const res = await get(shelfUrl('?sort=price-low&page=2&limit=2'));
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Yantra', 'Ruby Ring']);
    expect(res.headers['x-total-count']).toBe('5');
    const link = String(res.headers.link);
    const base = `/shop/open/product/category/${shelf}?sort=price-low`;
    expect(link).toContain(`<${base}&page=1&limit=2>; rel="first"`);
    expect(link).toContain(`<${base}&page=1&limit=2>; rel="prev"`);
    expect(link).toContain(`<${base}&page=3&limit=2>; rel="next"`);
    expect(link).toContain(`<${base}&page=3&limit=2>; rel="last"`);
  });

  it('the last page has no next, a page past the end is empty with the total, page alone uses the default size', async () => {
    const last = await get(shelfUrl('?page=3&limit=2'));
    expect(names(last)).toEqual(['Plain Pouch']);
    expect(String(last.headers.link)).not.toContain('rel="next"');
    const past = await get(shelfUrl('?page=9&limit=2'));
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
    const first = await get(shelfUrl('?page=1'));
    expect(names(first)).toHaveLength(5);
    expect(String(first.headers.link)).toContain('limit=24');
  });

  it.each([
    ['limit=0'],
    [`limit=${CATALOGUE_LIMIT_MAX + 1}`],
    ['limit=abc'],
    ['limit=2.5'],
    ['page=0'],
    ['page=-1'],
    ['page=x'],
    ['sort=cheapest'],
    [`q=${'a'.repeat(101)}`],
  ])('refuses %s with 400 {message, errors}', async (query) => {
    const res = await get(`/shop/open/all-product?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect(Object.keys(res.json().errors as object).length).toBeGreaterThan(0);
  });

  it('accepts the largest limit', async () => {
    expect((await get(`/shop/open/all-product?limit=${CATALOGUE_LIMIT_MAX}`)).statusCode).toBe(200);
  });
});

describe('ETags', () => {
  it('answers 304 to a matching If-None-Match, weak or strong form, and asks browsers to revalidate', async () => {
    const first = await get(shelfUrl());
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(shelfUrl(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(shelfUrl(), { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await get(shelfUrl(), { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    expect((await get(`/shop/open/product/${productId}`, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('an admin edit changes the ETag and the next answer shows it', async () => {
    const before = await get(shelfUrl());
    const admin = await adminAccount(t.db);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/admin/edit-product/${shelfIds[4]}`,
      headers: admin.headers,
      payload: { name: 'Plain Cotton Pouch' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(shelfUrl(), { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(names(after)).toContain('Plain Cotton Pouch');
  });

  it('a write from outside this process (another API process) is seen once its notification arrives', async () => {
    const before = await get(`/shop/open/product/${shelfIds[0]}`);
    await t.db.update(products).set({ discount: 11 }).where(eq(products.id, shelfIds[0]!));
    // PostgreSQL delivers the trigger's NOTIFY on its own connection, within milliseconds of the commit.
    const fresh = () => get(`/shop/open/product/${shelfIds[0]}`, { 'if-none-match': String(before.headers.etag) });
    await expect.poll(async () => (await fresh()).statusCode, { timeout: 2000, interval: 20 }).toBe(200);
    expect((await fresh()).json()).toMatchObject({ discount: 11 });
    // A removed product leaves the lists.
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, shelfIds[0]!));
    await expect.poll(async () => (await get(`/shop/open/product/${shelfIds[0]}`)).statusCode, { timeout: 2000, interval: 20 }).toBe(404);
    expect(names(await get(shelfUrl()))).not.toContain('Ruby Ring');
  });

  it('a purchase changes the ETag and the next answer shows the stock taken', async () => {
    const p = await createProduct(t.db, { stockQuantity: 5, pricePaise: 10_000 });
    const url = `/shop/open/product/category/${p.categoryId}`;
    const before = await get(url);
    expect((before.json() as Product[])[0]!.stock_quantity).toBe(5);
    const me = await createAccount(t.db);
    const addressId = await addAddressFor(t.app, me);
    await putInCart(t.app, me, p, 2);
    const { orderId, paid } = await checkout(t.app, me);
    expect((await call(t.app, 'POST', '/api/payment/confirm', me, confirmBody(orderId, addressId, paid))).status).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect((after.json() as Product[])[0]!.stock_quantity).toBe(3);
  });

  it('reads and cart changes do not change the ETag', async () => {
    const a = String((await get(shelfUrl())).headers.etag);
    await get('/shop/open/all-product?q=ring');
    const me = await createAccount(t.db);
    await putInCart(t.app, me, { id: shelfIds[1]!, categoryId: shelf }, 1);
    expect((await get(shelfUrl(), { 'if-none-match': a })).statusCode).toBe(304);
  });
});
