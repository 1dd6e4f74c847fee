// Two real API processes on one PostgreSQL database and one Redis: what one process does, the other sees.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/migrate.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../db/seed/catalogue-data.ts';
import { SEED_ASTROLOGERS, SEED_CUSTOMERS } from '../db/seed/people-data.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import {
  addAddressOver,
  call,
  checkoutOver,
  getCartOver,
  inStock,
  loadWhile,
  setCartOver,
  signInOver,
  waitFor,
  type Product,
} from './process-client.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';
import { dropRedisKeys, redisAvailable, TEST_REDIS_URL, testRedisPrefix } from './redis.ts';
import { startServer, type ServerProcess } from './server-process.ts';

// Only the PostgreSQL pass runs it: PGlite admits one process.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the two-process test')) && (await redisAvailable());

const ADMIN_EMAIL = 'admin@example.com';
const RATE_LIMIT_MAX = 50;
/** How soon a change made through one process must show through the other. */
const PROPAGATION_MS = 1000;

let nextIp = 0;
/**
 * A client address of its own per check, so the per-address rate limit counts only what it means to: from
 * 198.18.0.0/15 (set aside for network tests): the counter is the low 17 bits of the address.
 */
const freshIp = () => {
  const n = ++nextIp;
  if (n >= 2 ** 17) throw new Error('freshIp: 198.18.0.0/15 is used up');
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

describe.skipIf(!reachable)('two API processes on one PostgreSQL and one Redis', () => {
  const redisPrefix = testRedisPrefix();
  let database: ScratchDatabase;
  let s3: TestS3Server | null = null;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await scratchDatabase('two_proc');
    s3 = await startS3Server();
    const env = (name: string) => {
      // A folder per process, as on two machines: nothing may pass between them through the disk.
      const dataDir = mkdtempSync(join(tmpdir(), `jk-${name}-`));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SEED: 'true',
        ADMIN_EMAIL,
        TRUST_PROXY: 'true',
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        ...s3!.env,
      };
    };
    // At the same moment, on the empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startServer({ env: env('a') }), startServer({ env: env('b') })]);
  }, 90_000);

  afterAll(async () => {
    // Either may be missing when the start failed.
    await Promise.all([a, b].map((p) => (p as ServerProcess | undefined)?.kill('SIGKILL')));
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await dropRedisKeys(redisPrefix);
    await s3?.close();
  });

  it('started at the same moment on an empty database, both become ready with each migration applied once and the seed present once', async () => {
    for (const p of [a, b]) expect((await call(p.url, 'GET', '/readyz')).status, p.log()).toBe(200);
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = await sql.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
      const counts = await sql.query<{ admins: number; users: number; categories: number; products: number }>(
        `select (select count(*)::int from users where role = 'admin') as admins, (select count(*)::int from users) as users,
          (select count(*)::int from categories) as categories, (select count(*)::int from products) as products`,
      );
      expect(counts.rows[0]).toEqual({
        admins: 1,
        users: 1 + SEED_CUSTOMERS.length + SEED_ASTROLOGERS.length,
        categories: SEED_CATEGORIES.length,
        products: SEED_PRODUCTS.length,
      });
    } finally {
      await sql.end();
    }
    const seeded = [a, b].filter((p) => p.log().includes('Seeded a fresh database'));
    expect(seeded, 'exactly one process seeded').toHaveLength(1);
  });

  it('refuses on B, within one second, a session logged out on A', async () => {
    const ip = freshIp();
    const { token } = await signInOver(a.url, 'logout-two@example.com', ip);
    // B has answered with this session, so it holds it in memory: the logout must reach that copy.
    expect((await call(b.url, 'GET', '/api/cart', { token, ip })).status).toBe(200);
    expect((await call(a.url, 'POST', '/auth/logout', { token, ip, body: {} })).status).toBe(200);
    const seen = await waitFor(() => call(b.url, 'GET', '/api/cart', { token, ip }), (r) => r.status === 401, PROPAGATION_MS);
    expect(seen.value.status).toBe(401);
    expect(seen.ms).toBeLessThanOrEqual(PROPAGATION_MS);
  });

  it('shows on B a catalogue edit made by the admin on A', async () => {
    const ip = freshIp();
    const [product] = await inStock(b.url, ip);
    const path = `/shop/open/product/${product.product_id}`;
    // B has answered the product, so it holds it in memory: the edit must reach that copy.
    expect((await call(b.url, 'GET', path, { ip })).body).toMatchObject({ name: product.name });
    const { token } = await signInOver(a.url, ADMIN_EMAIL, ip);
    const name = `Edited on A ${Date.now()}`;
    const edit = await call(a.url, 'PUT', `/admin/edit-product/${product.product_id}`, { token, ip, body: { name, price_in_rupee: '321' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const seen = await waitFor(() => call<Product>(b.url, 'GET', path, { ip }), (r) => r.body.name === name, PROPAGATION_MS);
    expect(seen.value.body).toMatchObject({ name, price_in_rupee: 321 });
    const listed = await call<Product[]>(b.url, 'GET', '/shop/open/all-product', { ip });
    expect(listed.body.find((p) => p.product_id === product.product_id)?.name).toBe(name);
  });

  it('shows on B a cart changed on A', async () => {
    const ip = freshIp();
    const { token } = await signInOver(b.url, 'cart-two@example.com', ip);
    const [product] = await inStock(b.url, ip);
    expect((await getCartOver(b.url, token, ip)).body.data).toEqual([]);
    await setCartOver(a.url, token, ip, product, 3);
    const seen = await waitFor(() => getCartOver(b.url, token, ip), (r) => r.body.data.length > 0, PROPAGATION_MS);
    expect(seen.value.body.data).toEqual([expect.objectContaining({ product_id: product.product_id, quantity: 3 })]);
  });

  it('counts requests to A and B against one rate limit', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // One and a half times the limit, alternating: each process alone would let every one through.
    for (let i = 0; i < RATE_LIMIT_MAX * 1.5; i++) {
      statuses.push((await call(i % 2 ? b.url : a.url, 'GET', '/shop/open/product-category', { ip })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(RATE_LIMIT_MAX / 2);
    const other = await call(b.url, 'GET', '/shop/open/product-category', { ip: freshIp() });
    expect(other.status, 'another address has its own count').toBe(200);
  });

  it('serves through B an image uploaded through A (S3 driver)', async () => {
    const ip = freshIp();
    const { token } = await signInOver(a.url, 'upload-two@example.com', ip);
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const headers = { accesstoken: token, 'x-forwarded-for': ip };
    const res = await fetch(`${a.url}/api/upload-image`, { method: 'POST', headers, body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    const { image } = (await res.json()) as { image: string };
    const path = new URL(image, a.url).pathname;
    const fromA = await fetch(`${a.url}${path}`);
    const fromB = await fetch(`${b.url}${path}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('keeps B serving when A is killed with SIGKILL, and loses nothing written through A', async () => {
    const ip = freshIp();
    const { token } = await signInOver(a.url, 'survivor-two@example.com', ip);
    const [bought, kept] = await inStock(a.url, ip);
    const addressId = await addAddressOver(a.url, token, ip);
    await setCartOver(a.url, token, ip, bought, 2);
    const orderId = await checkoutOver(a.url, token, addressId, ip);
    await setCartOver(a.url, token, ip, kept, 1);

    // B is under load while A dies: not one of its answers may fail.
    const load = await loadWhile(b.url, '/shop/open/all-product', () => a.kill('SIGKILL'), freshIp);
    await expect(fetch(`${a.url}/healthz`), 'A is gone').rejects.toThrow();
    expect(load.failures).toEqual([]);
    expect(load.served).toBeGreaterThan(0);

    expect((await call(b.url, 'GET', '/readyz')).status).toBe(200);
    const history = await call<{ order_history_id: number; product_id: number; quantity: number }[]>(b.url, 'GET', '/api/order-history', { token, ip });
    expect(history.body).toEqual([expect.objectContaining({ order_history_id: orderId, product_id: bought.product_id, quantity: 2 })]);
    expect((await getCartOver(b.url, token, ip)).body.data).toEqual([expect.objectContaining({ product_id: kept.product_id, quantity: 1 })]);
    expect((await call(b.url, 'POST', '/auth/logout', { token, ip, body: {} })).status).toBe(200);
  });
});
