// Kills the real server (SIGKILL) in the middle of a checkout load on PostgreSQL, restarts it, and audits the books.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { signWebhook } from '../lib/razorpay-signature.ts';
import { createProduct } from './admin-factories.ts';
import { createAccount, type TestAccount } from './factories.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';

// Only the PostgreSQL pass runs it: a crash needs a database that outlives the process, and once is enough.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the crash test'));

const WEBHOOK_SECRET = 'whsec_crash_0123456789';
const BUYERS = 24;
const STOCK = [6, 8, 5, 7, 6];
/** The server is killed when this many confirmations and webhooks have been sent. */
const KILL_AFTER_SETTLEMENTS = 8;
const DEADLINE_MS = 45_000;

/** One server process on the test database; `url` changes when it is restarted on a new port. */
class Server {
  private current: ServerProcess | null = null;
  url = '';
  /** Set once the test's database exists. */
  databaseUrl = '';

  log = () => this.current?.log() ?? '';

  async start(): Promise<void> {
    this.current = await startServer({
      env: { DATABASE_URL: this.databaseUrl, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    this.url = this.current.url;
  }

  async kill(): Promise<void> {
    const current = this.current;
    this.current = null;
    this.url = '';
    await current?.kill('SIGKILL');
  }
}

/** The server answered 5xx: not a crash artefact to retry, a bug to report. */
class ServerError extends Error {}

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

describe.skipIf(!reachable)('a server killed in the middle of checkouts', () => {
  let scratch: ScratchDatabase | null = null;
  const server = new Server();
  let database: Database | null = null;
  let sql: pg.Client | null = null;

  beforeAll(async () => {
    scratch = await scratchDatabase('crash');
    server.databaseUrl = scratch.url;
    // The first start migrates the fresh database, as a deployment would.
    await server.start();
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  }, 60_000);

  afterAll(async () => {
    await server.kill();
    await sql?.end();
    await database?.close();
    await scratch?.drop();
  });

  it('keeps every paid order whole, stocked and recorded, and every unpaid cart intact', { timeout: 90_000 }, async () => {
    const db = database!.db;
    const catalogue: Awaited<ReturnType<typeof createProduct>>[] = [];
    for (const [i, stock] of STOCK.entries()) catalogue.push(await createProduct(db, { stockQuantity: stock, pricePaise: 20_000 + i * 999 }));
    const initial = new Map(catalogue.map((p) => [p.id, p.stockQuantity]));
    let seed = 7;
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const me: TestAccount = await createAccount(db, { email: `crash-${i}@example.com` });
        const cart = [...catalogue]
          .sort(() => random() - 0.5)
          .slice(0, 1 + Math.floor(random() * 3))
          .map((p) => ({ product_id: p.id, category_id: p.categoryId, quantity: 1 + Math.floor(random() * 2) }));
        return { me, cart, viaWebhook: i % 3 === 0, addressId: 0 };
      }),
    );

    let started = Date.now();
    let settlementsSent = 0;
    let networkErrors = 0;
    let crash: Promise<void> | null = null;
    let crashError: Error | null = null;
    // SIGKILL, then a new process on the same database; clients meanwhile keep retrying as a browser would.
    let downMs = 0;
    const crashNow = async () => {
      const at = Date.now();
      await server.kill();
      await server.start();
      downMs = Date.now() - at;
    };

    /** Sends until the server answers; a dropped connection is retried, a 5xx is a failure (SIGKILL leaves no dying server to blame). */
    async function send(path: string, init: { who?: TestAccount; body?: unknown; headers?: Record<string, string>; raw?: string }): Promise<Reply> {
      for (;;) {
        if (crashError) throw crashError;
        if (Date.now() - started > DEADLINE_MS) throw new Error(`gave up on ${path}`);
        if (!server.url) {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        try {
          const res = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(init.who?.headers ?? {}), ...(init.headers ?? {}) },
            body: init.raw ?? JSON.stringify(init.body ?? {}),
          });
          const body = (await res.json()) as Record<string, unknown>;
          if (res.status >= 500) throw new ServerError(`${path} answered ${res.status} ${JSON.stringify(body)}\nserver log:\n${server.log()}`);
          return { status: res.status, body };
        } catch (error) {
          if (error instanceof ServerError) throw error;
          networkErrors++;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }

    const countSettlement = () => {
      if (++settlementsSent !== KILL_AFTER_SETTLEMENTS) return;
      crash = crashNow().catch((error: unknown) => {
        crashError = error as Error;
      });
    };

    const address = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', postal_code: '411001', country: 'India', address_type: 'Home', phone: '9876543210' };
    for (const b of buyers) {
      const added = await send('/api/address', { who: b.me, body: address });
      if (added.status !== 201) throw new Error(`address: ${JSON.stringify(added.body)}`);
      b.addressId = (added.body.data as { address_id: number }).address_id;
    }
    const expectOk = (reply: Reply, allowed: number[], what: string) => {
      if (!allowed.includes(reply.status)) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
    };
    // Every cart is filled before anyone pays: a cart add cut off by the kill and retried afterwards could
    // otherwise find the stock sold meanwhile and be refused, which is right but not what this test audits.
    await Promise.all(buyers.map(async ({ me, cart }) => expectOk(await send('/api/cart', { who: me, body: { products: cart } }), [200], 'cart')));
    started = Date.now();

    const results = await Promise.all(
      buyers.map(async ({ me, viaWebhook, addressId }) => {
        const placed = await send('/api/order', { who: me });
        expectOk(placed, [201, 400], 'order');
        if (placed.status !== 201) return { me, outcome: 'refused' as const };
        const orderId = (placed.body.order as { order_id: number }).order_id;
        const checkout = await send('/api/payment/process', { who: me, body: { order_id: orderId } });
        expectOk(checkout, [200], 'process');
        const gatewayOrderId = checkout.body.gateway_order_id as string;
        const paid = await send(`/dev/payments/${gatewayOrderId}/pay`, { body: { outcome: 'success' } });
        expectOk(paid, [200], 'pay');
        countSettlement();
        if (viaWebhook) {
          // The browser closed: only Razorpay's webhook arrives, and it is redelivered until it gets a 200.
          const payment = { id: paid.body.razorpay_payment_id, order_id: gatewayOrderId, amount: checkout.body.amount, currency: 'INR', status: 'captured' };
          const raw = JSON.stringify({ entity: 'event', event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: payment } } });
          const hook = await send('/api/payment/webhook', {
            raw,
            headers: { 'x-razorpay-signature': signWebhook(raw, WEBHOOK_SECRET), 'x-razorpay-event-id': `evt_${gatewayOrderId}` },
          });
          expectOk(hook, [200], 'webhook');
          return { me, orderId, outcome: 'webhook' as const };
        }
        const confirm = await send('/api/payment/confirm', {
          who: me,
          body: {
            order_id: orderId,
            address_id: addressId,
            gateway_order_id: gatewayOrderId,
            payment_id: paid.body.razorpay_payment_id,
            signature: paid.body.razorpay_signature,
          },
        });
        expectOk(confirm, [200, 409], 'confirm');
        return { me, orderId, outcome: confirm.status === 200 ? ('paid' as const) : ('refund_due' as const) };
      }),
    );
    await crash;
    expect(crash, 'the server was killed during the load').not.toBeNull();
    expect(networkErrors, 'some requests were cut off by the kill').toBeGreaterThan(0);

    const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await sql!.query<T>(text, values)).rows;
    // No order is half-written: each has lines, and its total is the sum of them.
    expect(await q(`select o.id from orders o left join order_lines l on l.order_id = o.id group by o.id having count(l.id) = 0 or sum(l.line_total_paise) <> o.total_paise`)).toEqual([]);
    // Stock never went negative, and what left the shelf is exactly what paid orders hold.
    const stock = await q<{ id: number; stock: number; sold: string }>(
      `select p.id, p.stock_quantity as stock, coalesce(sum(l.quantity) filter (where o.status = 'paid'), 0) as sold
         from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
        where p.id = any($1) group by p.id`,
      [catalogue.map((p) => p.id)],
    );
    for (const row of stock) {
      expect(row.stock).toBeGreaterThanOrEqual(0);
      expect(row.stock + Number(row.sold), `product ${row.id}`).toBe(initial.get(row.id));
    }
    // Every paid order has exactly one captured payment of its own amount; nothing else is captured.
    expect(
      await q(`select o.id from orders o where o.status = 'paid' and (o.paid_at is null or o.address_id is null
                 or (select count(*) from payments p where p.order_id = o.id and p.status = 'captured' and p.amount_paise = o.total_paise) <> 1)`),
    ).toEqual([]);
    expect(await q(`select p.id from payments p join orders o on o.id = p.order_id where p.status = 'captured' and o.status <> 'paid'`)).toEqual([]);
    expect(await q(`select o.id from orders o where o.status = 'refund_due' and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'refund_due')`)).toEqual([]);

    const orderRows = await q<{ id: number; user_id: number; status: string }>(`select id, user_id, status from orders`);
    const status = new Map(orderRows.map((o) => [o.id, o.status]));
    const count = (s: string) => orderRows.filter((o) => o.status === s).length;
    console.info(
      `crash test: ${networkErrors} requests cut off, down ${downMs} ms; orders ${count('paid')} paid, ${count('refund_due')} refund_due, ${count('pending_payment')} abandoned`,
    );
    expect(orderRows.filter((o) => o.status === 'paid').length).toBeGreaterThan(0);
    for (const r of results) {
      // What the buyer was told is what the books say.
      if (r.outcome === 'paid' || r.outcome === 'refund_due') expect(status.get(r.orderId), `order ${r.orderId}`).toBe(r.outcome);
      if (r.outcome === 'webhook') expect(['paid', 'refund_due']).toContain(status.get(r.orderId));
    }
    // No cart line is lost: a buyer's cart still holds every product none of their paid orders holds.
    const paidProducts = await q<{ user_id: number; product_id: number }>(
      `select distinct o.user_id, l.product_id from orders o join order_lines l on l.order_id = o.id where o.status = 'paid'`,
    );
    const carts = await q<{ user_id: number; product_id: number; quantity: number }>(
      `select c.user_id, l.product_id, l.quantity from carts c join cart_lines l on l.cart_id = c.id`,
    );
    for (const { me, cart } of buyers) {
      const bought = new Set(paidProducts.filter((p) => p.user_id === me.id).map((p) => p.product_id));
      const expected = cart.filter((l) => !bought.has(l.product_id)).map((l) => `${l.product_id}x${l.quantity}`).sort();
      const actual = carts.filter((l) => l.user_id === me.id).map((l) => `${l.product_id}x${l.quantity}`).sort();
      expect(actual, `cart of buyer ${me.id}`).toEqual(expected);
    }
  });
});
