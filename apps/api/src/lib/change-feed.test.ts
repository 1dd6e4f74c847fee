import { sql as dsql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putInCart } from '../modules/payments/purchase-test-helpers.ts';
import { createProduct } from '../test/admin-factories.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount } from '../test/factories.ts';
import { POSTGRES_ADMIN_URL } from '../test/global-setup.ts';

// The caches trust their copies only while the feed that would drop them listens. On PostgreSQL that is a
// connection of its own, which can be lost: this ends it from the server's side, as a restart or a network
// fault would, and checks that the process says it is not ready and answers from the database meanwhile.
const wanted = process.env.TEST_DB === 'postgres';

describe.skipIf(!wanted)('a lost change feed', () => {
  let t: TestApp;
  /** Another session on the same database: writes here are announced only to processes that listen. */
  let other: pg.Client;
  let database = '';

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.db.execute(dsql`select current_database() as name`);
    database = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${database}`;
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  const ready = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
  const poll = { timeout: 5000, interval: 10 };

  it('answers /readyz 503 until it listens again, and no copy hides a change made meanwhile', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db, { stockQuantity: 5 });
    await putInCart(t.app, me, p, 1);
    const quantity = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/cart', headers: me.headers })).json() as { data: { quantity: number }[] })
        .data[0]?.quantity;
    const stock = async () =>
      ((await t.app.inject({ method: 'GET', url: `/shop/open/product/${p.id}` })).json() as { stock_quantity: number })
        .stock_quantity;
    const setQuantity = (n: number) =>
      other.query('update cart_lines set quantity = $1 where product_id = $2', [n, p.id]);
    // Both answers are now kept in memory.
    expect(await quantity()).toBe(1);
    expect(await stock()).toBe(5);
    expect(await ready()).toBe(200);

    const ended = await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
      [database],
    );
    expect(ended.rowCount).toBe(1);
    // Changes nobody hears about: the listening connection is gone.
    await setQuantity(3);
    await other.query('update products set stock_quantity = 2 where id = $1', [p.id]);
    await expect.poll(ready, poll).toBe(503);
    expect(await quantity()).toBe(3);
    expect(await stock()).toBe(2);
    // Nothing read while the feed is lost is served again from memory.
    await setQuantity(4);
    expect(await quantity()).toBe(4);
    // Still within the loss (it listens again after a second), so the reads above were made without the feed.
    expect(await ready()).toBe(503);

    await expect.poll(ready, poll).toBe(200);
    expect(await quantity()).toBe(4);
    // Listening again: a change from elsewhere is announced and reaches the answer kept again.
    await setQuantity(6);
    await expect.poll(quantity, poll).toBe(6);
  });
});
