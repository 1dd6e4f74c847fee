import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SEARCH_COUNT_CAP, CATALOGUE_UNPAGED_MAX, type Product } from '@app/contracts/catalogue';
import { seedBenchCatalogue } from '../../db/seed/bench-catalogue.ts';
import { useTestApp } from '../../test/app.ts';

// A catalogue just past both caps: enough to see them, small enough to seed in a test.
const PRODUCTS = 1_250;
const t = useTestApp();
let etagBefore: string;
let seeded: Awaited<ReturnType<typeof seedBenchCatalogue>>;

beforeAll(async () => {
  etagBefore = String((await t.app.inject({ method: 'GET', url: '/shop/open/all-product' })).headers.etag);
  seeded = await seedBenchCatalogue(t.db, { products: PRODUCTS, categories: 5 });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('bench catalogue', () => {
  it('seeds the products over the categories once, and the seed changes the ETag', async () => {
    expect(seeded).toMatchObject({ products: PRODUCTS });
    expect(seeded.categoryIds).toHaveLength(5);
    expect(await seedBenchCatalogue(t.db, { products: PRODUCTS, categories: 5 })).toMatchObject({ products: 0 });
    const res = await get('/shop/open/all-product', { 'if-none-match': etagBefore });
    expect(res.statusCode).toBe(200);
    const byCategory = await get(`/shop/open/product/category/${seeded.categoryIds[0]}?limit=1`);
    expect(byCategory.headers['x-total-count']).toBe(String(PRODUCTS / 5));
  });
});

describe('a catalogue larger than the caps', () => {
  it('without parameters answers the first 1,000 in id order, with the real total', async () => {
    const res = await get('/shop/open/all-product');
    const list = res.json() as Product[];
    expect(list).toHaveLength(CATALOGUE_UNPAGED_MAX);
    expect(list.map((p) => p.product_id)).toEqual([...list.map((p) => p.product_id)].sort((a, b) => a - b));
    expect(res.headers['x-total-count']).toBe(String(PRODUCTS));
    expect(res.headers['x-total-count-relation']).toBe('eq');
    expect(res.headers.link).toBeUndefined();
  });

  it('a common word counts to the cap: relation gte, a next link and no last', async () => {
    // Every bench description says "Energised for".
    const res = await get('/shop/open/all-product?q=energised&sort=price-low&page=2&limit=50');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Product[];
    expect(list).toHaveLength(50);
    const prices = list.map((p) => p.price_in_rupee);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(res.headers['x-total-count']).toBe(String(CATALOGUE_SEARCH_COUNT_CAP));
    expect(res.headers['x-total-count-relation']).toBe('gte');
    expect(String(res.headers.link)).toContain('page=3&limit=50>; rel="next"');
    expect(String(res.headers.link)).not.toContain('rel="last"');
  });

  it('a rare term is counted exactly and sorted the same way', async () => {
    const res = await get('/shop/open/all-product?q=No.%20123&sort=price-high&limit=100');
    const list = res.json() as Product[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.name.includes('No. 123'))).toBe(true);
    expect(res.headers['x-total-count']).toBe(String(list.length));
    expect(res.headers['x-total-count-relation']).toBe('eq');
    const prices = list.map((p) => p.price_in_rupee);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('pages of a sort never overlap and together hold every product of the category', async () => {
    const url = `/shop/open/product/category/${seeded.categoryIds[1]}?sort=rating&limit=100`;
    const ids: number[] = [];
    for (let page = 1; page <= 3; page++) ids.push(...(((await get(`${url}&page=${page}`)).json()) as Product[]).map((p) => p.product_id));
    expect(ids).toHaveLength(PRODUCTS / 5);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
