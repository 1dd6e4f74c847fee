import { sql as dsql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { putInCart } from '../test/purchase.ts';
import { createProduct } from '../test/admin-factories.ts';
import { useTestApp } from '../test/app.ts';
import { createAccount } from '../test/factories.ts';
import { POSTGRES_ADMIN_URL } from '../test/global-setup.ts';
import { scratchDatabase } from '../test/scratch-database.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { createChangeFeeds } from './change-feed.ts';
import { CHANNELS } from './channels.ts';

// The caches trust their copies only while the feed that would drop them listens. On PostgreSQL that is a
// connection of its own, which can be lost: this ends it from the server's side, as a restart or a network
// fault would, and checks that the process says it is not ready and answers from the database meanwhile.
const wanted = process.env.TEST_DB === 'postgres';

describe.skipIf(!wanted)('a lost change feed', () => {
  const t = useTestApp();
  /** Another session on the same database: writes here are announced only to processes that listen. */
  let other: pg.Client;
  let database = '';

  beforeAll(async () => {
    const result = await t.db.execute(dsql`select current_database() as name`);
    database = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${database}`;
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  });
  afterAll(() => other.end());

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

describe.skipIf(!wanted)('a listening connection lost while its LISTEN is in flight', () => {
  it('listens again once: one subscription, one generation step per notification', async () => {
    const scratch = await scratchDatabase('feed_cut');
    const target = new URL(scratch.url);
    let cuts = 0;
    // The first LISTEN never reaches the server: its connection drops with the command in flight, so the
    // feed hears of the loss twice (the connection's end, and the LISTEN failing).
    const proxy = await startTcpProxy(
      { host: target.hostname, port: Number(target.port || 5432) },
      { dropWhen: (chunk) => cuts === 0 && chunk.includes('listen "') && ++cuts === 1 },
    );
    const proxied = new URL(scratch.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ databaseUrl: proxied.toString(), poolSize: 1 });
    const feeds = createChangeFeeds(database);
    const feed = feeds.feed(CHANNELS.catalogue);
    const heard: (string | undefined)[] = [];
    feed.subscribe((payload) => heard.push(payload));
    try {
      await feeds.start();
      expect(cuts).toBe(1);
      expect(feed.listening).toBe(false);
      await expect.poll(() => feed.listening, { timeout: 5000, interval: 10 }).toBe(true);

      const notify = (payload: string) => database.db.execute(dsql`select pg_notify(${CHANNELS.catalogue}, ${payload})`);
      await notify('1');
      await expect.poll(() => heard.includes('1'), { timeout: 5000, interval: 10 }).toBe(true);
      // A second notification arrives after every retry has had its turn: each is heard once.
      await notify('2');
      await expect.poll(() => heard.includes('2'), { timeout: 5000, interval: 10 }).toBe(true);
      // The loss, listening again, then each notification once: two retries would have listened twice.
      expect(heard).toEqual([undefined, undefined, '1', '2']);
      expect(feed.generation).toBe(4);
    } finally {
      await feeds.stop();
      await database.close();
      await proxy.close();
      await scratch.drop();
    }
  });
});
