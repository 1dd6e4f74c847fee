// A whole shop racing at once: 30 buyers, scarce stock, mixed carts, confirms and webhooks; the books must balance.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, carts, orderLines, orders, payments, products } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { useTestApp } from '../../test/app.ts';
import { createProduct } from '../../test/admin-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { invoiceSettings } from '../invoices/invoice-numbering.ts';
import { settlePayment } from './payment-settlement.ts';
import { addAddressFor, call, checkout, confirmBody, payAtGateway, sendWebhook } from '../../test/purchase.ts';

const WEBHOOK_SECRET = 'whsec_race_0123456789';
const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });

/** A seeded generator, so a failing interleaving of carts can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Settle = 'confirm' | 'confirm-twice' | 'confirm-and-webhook' | 'webhook';
interface Buyer {
  me: TestAccount;
  addressId: number;
  cart: { productId: number; categoryId: number; quantity: number }[];
  settle: Settle;
}

const BUYERS = 30;
const STOCK = [2, 3, 4, 2, 5, 3];

describe('30 buyers race for scarce stock with mixed carts', () => {
  it('never oversells, and every paid, refunded and unpaid order is consistent with the stock and the carts', async () => {
    const random = prng(Number(process.env.RACE_SEED ?? 20_261_122));
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const catalogue: Awaited<ReturnType<typeof createProduct>>[] = [];
    // Prices differ so that an amount taken from the wrong order's lines would show.
    for (const [i, stock] of STOCK.entries()) catalogue.push(await createProduct(t.db, { stockQuantity: stock, pricePaise: 10_000 + i * 1_250 }));
    const initial = new Map(catalogue.map((p) => [p.id, p.stockQuantity]));

    const buyers: Buyer[] = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const me = await createAccount(t.db, { email: `race-${i}-${Date.now().toString(36)}@example.com` });
        const addressId = await addAddressFor(t.app, me);
        // 1-3 distinct products in a random order: orders and carts touch products out of id order.
        const shuffled = [...catalogue].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3));
        const cart = shuffled.map((p) => ({ productId: p.id, categoryId: p.categoryId, quantity: 1 + Math.floor(random() * 2) }));
        const settle = pick<Settle>(['confirm', 'confirm-twice', 'confirm-and-webhook', 'webhook']);
        return { me, addressId, cart, settle };
      }),
    );
    const demand = buyers.flatMap((b) => b.cart).reduce((sum, l) => sum + l.quantity, 0);
    expect(demand).toBeGreaterThan(STOCK.reduce((a, b) => a + b, 0));

    const statuses: number[] = [];
    const expectStatus = (status: number, allowed: number[], what: string, body: unknown) => {
      statuses.push(status);
      if (!allowed.includes(status)) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
    };
    let event = 0;
    // Every buyer runs the whole purchase at once with the others: cart edits, orders and settlements interleave.
    const outcomes = await Promise.all(
      buyers.map(async (b) => {
        const added = await call(t.app, 'POST', '/api/cart', b.me, {
          products: b.cart.map((l) => ({ product_id: l.productId, category_id: l.categoryId, quantity: l.quantity })),
        });
        expectStatus(added.status, [200], 'cart', added.body);
        const placed = await call(t.app, 'POST', '/api/order', b.me);
        // An order is refused up front when another buyer already took the stock.
        expectStatus(placed.status, [201, 400], 'order', placed.body);
        if (placed.status !== 201) return { b, orderId: null };
        const orderId = (placed.body.order as { order_id: number }).order_id;
        const started = await call(t.app, 'POST', '/api/payment/process', b.me, { order_id: orderId });
        expectStatus(started.status, [200], 'process', started.body);
        const gatewayOrderId = started.body.gateway_order_id as string;
        const paid = await payAtGateway(t.app, gatewayOrderId);
        const confirm = async () => {
          const res = await call(t.app, 'POST', '/api/payment/confirm', b.me, confirmBody(orderId, b.addressId, paid));
          expectStatus(res.status, [200, 409], 'confirm', res.body);
        };
        const webhook = async () => {
          const type = ++event % 2 ? 'payment.captured' : 'order.paid';
          const res = await sendWebhook(t.app, WEBHOOK_SECRET, `evt_race_${orderId}`, {
            type,
            gatewayOrderId,
            paymentId: paid.razorpay_payment_id,
            amount: started.body.amount as number,
          });
          expectStatus(res.statusCode, [200], 'webhook', res.body);
        };
        if (b.settle === 'confirm') await confirm();
        else if (b.settle === 'confirm-twice') await Promise.all([confirm(), confirm()]);
        else if (b.settle === 'confirm-and-webhook') await Promise.all([confirm(), webhook(), webhook()]);
        else await webhook();
        return { b, orderId };
      }),
    );
    expect(statuses).not.toContain(500);

    const ids = catalogue.map((p) => p.id);
    const stock = new Map((await t.db.select().from(products).where(inArray(products.id, ids))).map((p) => [p.id, p.stockQuantity]));
    const placed = outcomes.flatMap((o) => (o.orderId === null ? [] : [o.orderId]));
    const orderRows = await t.db.select().from(orders).where(inArray(orders.id, placed));
    const lineRows = await t.db.select().from(orderLines).where(inArray(orderLines.orderId, placed));
    const paymentRows = await t.db.select().from(payments).where(inArray(payments.orderId, placed));

    // Every order was settled one way or the other; none is left hanging.
    expect(orderRows.map((o) => o.status).filter((s) => s !== 'paid' && s !== 'refund_due')).toEqual([]);
    const paidIds = new Set(orderRows.filter((o) => o.status === 'paid').map((o) => o.id));
    expect(paidIds.size).toBeGreaterThan(0);
    expect(orderRows.some((o) => o.status === 'refund_due')).toBe(true);

    for (const id of ids) {
      expect(stock.get(id)).toBeGreaterThanOrEqual(0);
      // Only paid lines took stock: a refund_due order took none, a paid one took all of its lines.
      const sold = lineRows.filter((l) => l.productId === id && paidIds.has(l.orderId)).reduce((sum, l) => sum + l.quantity, 0);
      expect(stock.get(id)! + sold, `product ${id}`).toBe(initial.get(id));
    }
    for (const order of orderRows) {
      const total = lineRows.filter((l) => l.orderId === order.id).reduce((sum, l) => sum + l.lineTotalPaise, 0);
      expect(total).toBe(order.totalPaise);
      const mine = paymentRows.filter((p) => p.orderId === order.id);
      expect(mine).toHaveLength(1);
      const expected = order.status === 'paid' ? 'captured' : 'refund_due';
      expect(mine[0], `order ${order.id}`).toMatchObject({ status: expected, amountPaise: total });
      expect(order.deliveryStatus).toBe(order.status === 'paid' ? 'Pending' : 'Cancelled');
      if (order.status === 'paid') expect(order.addressId).not.toBeNull();
    }

    // A paid buyer's cart lost exactly the paid products; everyone else's cart is as they left it.
    const left = await t.db
      .select({ userId: carts.userId, productId: cartLines.productId, quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, sql`${carts.id} = ${cartLines.cartId}`)
      .where(inArray(carts.userId, buyers.map((b) => b.me.id)));
    for (const { b, orderId } of outcomes) {
      const expected = orderId !== null && paidIds.has(orderId) ? [] : b.cart.map((l) => `${l.productId}x${l.quantity}`).sort();
      const actual = left.filter((l) => l.userId === b.me.id).map((l) => `${l.productId}x${l.quantity}`).sort();
      expect(actual, `cart of buyer ${b.me.id}`).toEqual(expected);
    }
  });
});

describe('settlements beside other shoppers', () => {
  it('never deadlock with cart edits and orders that touch the same products in another order', async () => {
    // Regression: settlements locked products FOR UPDATE, which also blocks the foreign-key checks of cart and
    // order lines; a cart holding [b, a] against a settlement of [a, b] deadlocked on PostgreSQL (a 500).
    const a = await createProduct(t.db, { stockQuantity: 1_000 });
    const b = await createProduct(t.db, { stockQuantity: 1_000, categoryId: a.categoryId });
    const items = (ps: (typeof a)[]) => ({ products: ps.map((p) => ({ product_id: p.id, category_id: p.categoryId, quantity: 1 })) });
    const payers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const me = await createAccount(t.db);
        const addressId = await addAddressFor(t.app, me);
        await call(t.app, 'POST', '/api/cart', me, items([a, b]));
        return { me, addressId, ...(await checkout(t.app, me)) };
      }),
    );
    const others = await Promise.all(Array.from({ length: 12 }, () => createAccount(t.db)));
    const results = await Promise.all([
      ...payers.map((p) => call(t.app, 'POST', '/api/payment/confirm', p.me, confirmBody(p.orderId, p.addressId, p.paid))),
      ...others.flatMap((o) => [
        (async () => {
          await call(t.app, 'POST', '/api/cart', o, items([b, a]));
          return call(t.app, 'POST', '/api/order', o);
        })(),
        call(t.app, 'POST', '/api/cart', o, items([b])),
      ]),
    ]);
    expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    const left = await t.db.select().from(products).where(inArray(products.id, [a.id, b.id])).orderBy(products.id);
    expect(left.map((p) => p.stockQuantity)).toEqual([1_000 - payers.length, 1_000 - payers.length]);
  });
});

describe('many buyers of one product', () => {
  it('queue for it without a deadlock, also while add-to-cart holds a key-share lock on it', async () => {
    // Regression: taking the stock in the statement that also locked the row let a settlement queue behind the
    // ones waiting for the row it held, once an add-to-cart's key-share lock was on the row as it changed hands.
    // The retry hid it from shoppers, at a second (PostgreSQL's deadlock_timeout) a time.
    const p = await createProduct(t.db, { stockQuantity: 1_000 });
    const payers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const me = await createAccount(t.db);
        const addressId = await addAddressFor(t.app, me);
        await call(t.app, 'POST', '/api/cart', me, { products: [{ product_id: p.id, category_id: p.categoryId, quantity: 1 }] });
        return { me, addressId, ...(await checkout(t.app, me)) };
      }),
    );
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A stock edit holds the row, an add-to-cart's foreign-key check takes its key-share lock, then the buyers queue.
    let releaseEdit = () => {};
    const edit = t.db.transaction(async (tx) => {
      await tx.update(products).set({ stockQuantity: sql`${products.stockQuantity}` }).where(eq(products.id, p.id));
      await new Promise<void>((resolve) => (releaseEdit = resolve));
    });
    await pause(50);
    const keyShare = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from products where id = ${p.id} for key share`);
      await pause(800);
    });
    await pause(50);
    // Counts the settlement's statements and transactions: a deadlock victim runs its settlement again.
    let attempts = 0;
    const counting = {
      execute: (query: Parameters<Db['execute']>[0]) => {
        attempts++;
        return t.db.execute(query);
      },
      transaction: (run: Parameters<Db['transaction']>[0]) => {
        attempts++;
        return t.db.transaction(run);
      },
    } as unknown as Db;
    const settled = Promise.all(
      payers.map((b) =>
        settlePayment(counting, {
          gatewayOrderId: b.paid.razorpay_order_id,
          gatewayPaymentId: b.paid.razorpay_payment_id,
          orderId: b.orderId,
          userId: b.me.id,
          addressId: b.addressId,
          now: new Date(),
          invoice: invoiceSettings(t.config),
        }),
      ),
    );
    await pause(200);
    releaseEdit();
    const [outcomes] = await Promise.all([settled, edit, keyShare]);
    expect(outcomes.map((o) => o.kind)).toEqual(payers.map(() => 'paid'));
    expect(attempts).toBe(payers.length);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.stockQuantity).toBe(1_000 - payers.length);
  });
});

describe('a settlement that loses a lock conflict', () => {
  it('runs again instead of answering 500, and still pays once', async () => {
    const me = await createAccount(t.db);
    const addressId = await addAddressFor(t.app, me);
    const p = await createProduct(t.db, { stockQuantity: 4 });
    await call(t.app, 'POST', '/api/cart', me, { products: [{ product_id: p.id, category_id: p.categoryId, quantity: 2 }] });
    const { orderId, paid } = await checkout(t.app, me);
    // PostgreSQL picks a deadlock victim and rolls its transaction back; the first attempt here is that victim.
    let attempts = 0;
    const victim = () => Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    const flaky = {
      execute: (query: Parameters<Db['execute']>[0]) => (++attempts === 1 ? victim() : t.db.execute(query)),
      transaction: (run: Parameters<Db['transaction']>[0]) => (++attempts === 1 ? victim() : t.db.transaction(run)),
    } as unknown as Db;
    const outcome = await settlePayment(flaky, {
      gatewayOrderId: paid.razorpay_order_id,
      gatewayPaymentId: paid.razorpay_payment_id,
      orderId,
      userId: me.id,
      addressId,
      now: new Date(),
      invoice: invoiceSettings(t.config),
    });
    expect(outcome).toEqual({ kind: 'paid', orderId, firstTime: true });
    expect(attempts).toBe(2);
    const [row] = await t.db.select().from(products).where(inArray(products.id, [p.id]));
    expect(row!.stockQuantity).toBe(2);
  });
});
