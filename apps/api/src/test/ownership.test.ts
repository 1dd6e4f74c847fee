// Ownership matrix: user B acting on user A's ids (profile, cart, addresses, orders, payments) is refused and A's rows stay as they were.
import { sql } from 'drizzle-orm';
import type { CheckoutSuccess } from '@app/contracts/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../modules/auth/session.repository.ts';
import { createAstrologer, createProduct } from './admin-factories.ts';
import { useTestApp } from './app.ts';
import { createAccount, type TestAccount } from './factories.ts';
import { addAddressFor } from './purchase.ts';

type Json = Record<string, unknown>;

const t = useTestApp();
let alice: TestAccount;
let bob: TestAccount;
let aliceAstro: TestAccount;
let bobAstro: TestAccount;
let product: { id: number; categoryId: number };
let aliceAddress: number;
let aliceOtherAddress: number;
let aliceOrder: number;
let alicePaid: CheckoutSuccess;
let registered: Set<string>;

async function call(method: 'GET' | 'POST', url: string, who: TestAccount, payload?: Json) {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Json };
}

async function tokenFor(userId: number, email: string): Promise<TestAccount> {
  const token = await createSession(t.db, userId, new Date());
  return { id: userId, email, phone: '', token, headers: { accesstoken: token } };
}

/** Every row that belongs to one account, serialised, so any change to any of them shows. */
async function rowsOf(userId: number): Promise<Record<string, string>> {
  const query = (text: string) =>
    t.db
      .execute(sql.raw(text.replaceAll('$user', String(userId))))
      .then((r) => JSON.stringify((r as unknown as { rows: unknown[] }).rows));
  return {
    users: await query('select * from users where id = $user'),
    profile: await query('select * from user_profiles where user_id = $user'),
    astrologer: await query('select * from astrologers where user_id = $user'),
    cart: await query(
      'select l.* from cart_lines l join carts c on c.id = l.cart_id where c.user_id = $user order by l.id',
    ),
    addresses: await query('select * from addresses where user_id = $user order by id'),
    orders: await query('select * from orders where user_id = $user order by id'),
    orderLines: await query(
      'select l.* from order_lines l join orders o on o.id = l.order_id where o.user_id = $user order by l.id',
    ),
    payments: await query('select p.* from payments p join orders o on o.id = p.order_id where o.user_id = $user order by p.id'),
  };
}

const stockOf = async (productId: number) => {
  const r = await t.db.execute(sql`select stock_quantity from products where id = ${productId}`);
  return Number((r as unknown as { rows: { stock_quantity: number }[] }).rows[0]?.stock_quantity);
};

/** The shop routes are written by another module; a case whose route is missing is skipped, not failed. */
const has = (method: string, url: string) => registered.has(`${method} ${url}`);

const profileBody = (name: string) => ({
  name,
  date_of_birth: '1992-04-12',
  gender: 'Female',
  place_of_birth: 'Pune',
  time_of_birth: '06:30',
  profile_image: '/uploads/a.webp',
});

const astrologerBody = (name: string) => ({
  name,
  profile_image: '/uploads/astro.webp',
  about: 'Twenty years of Vedic practice and kundli reading.',
  experience: 12,
  rating: 4,
  language_known: 'Hindi',
  type: 'Vedic',
  expertise: 'Career',
  charge: 30,
  dob: '1980-01-01',
  gender: 'Male',
});

beforeAll(async () => {
  registered = new Set(t.app.routeAccess.map((r) => `${r.method} ${r.url}`));
  alice = await createAccount(t.db, { role: 'user', name: 'Alice' });
  bob = await createAccount(t.db, { role: 'user', name: 'Bob' });
  const astroA = await createAstrologer(t.db, { name: 'Pandit Alice' });
  const astroB = await createAstrologer(t.db, { name: 'Pandit Bob' });
  aliceAstro = await tokenFor(astroA.userId, astroA.user.email ?? '');
  bobAstro = await tokenFor(astroB.userId, astroB.user.email ?? '');
  const row = await createProduct(t.db, { stockQuantity: 10, pricePaise: 50_000 });
  product = { id: row.id, categoryId: row.categoryId };

  // Alice: a profile, a cart, two addresses (the first the default), and an order paid at the gateway but not yet confirmed.
  expect((await call('POST', '/api/profile', alice, profileBody('Alice Rao'))).status).toBe(200);
  if (!has('POST', '/api/cart') || !has('POST', '/api/address')) return;
  aliceAddress = await addAddressFor(t.app, alice, '12 MG Road');
  aliceOtherAddress = await addAddressFor(t.app, alice, '7 FC Road');
  expect((await call('POST', `/api/select-address/${aliceAddress}`, alice)).status).toBe(200);
  const cart = await call('POST', '/api/cart', alice, { products: [{ product_id: product.id, category_id: product.categoryId, quantity: 2 }] });
  expect(cart.status).toBe(200);
  if (!has('POST', '/api/order') || !has('POST', '/api/payment/process')) return;
  const order = await call('POST', '/api/order', alice);
  expect(order.status).toBe(201);
  aliceOrder = (order.body.order as { order_id: number }).order_id;
  const started = await call('POST', '/api/payment/process', alice, { order_id: aliceOrder });
  expect(started.status).toBe(200);
  const paid = await t.app.inject({ method: 'POST', url: `/dev/payments/${String(started.body.gateway_order_id)}/pay`, payload: { outcome: 'success' } });
  expect(paid.statusCode).toBe(200);
  alicePaid = paid.json() as CheckoutSuccess;
  // The cart again, so that there is something of Alice's for Bob to try to read or overwrite.
  await call('POST', '/api/cart', alice, { products: [{ product_id: product.id, category_id: product.categoryId, quantity: 1 }] });
});

describe('ownership matrix: Bob acting on Alice\'s ids', () => {
  let aliceBefore: Record<string, string>;
  let stockBefore: number;
  beforeAll(async () => {
    aliceBefore = await rowsOf(alice.id);
    stockBefore = await stockOf(product.id);
  });

  it("refuses Alice's profile to Bob, and Bob's save with Alice's user_id writes only Bob's", async () => {
    const read = await call('GET', `/api/profile/${alice.id}`, bob);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ message: expect.any(String), errors: {}, code: 'not_your_profile' });
    const save = await call('POST', '/api/profile', bob, { ...profileBody('Mallory'), user_id: alice.id, id: alice.id });
    expect(save.status).toBe(200);
    expect(save.body.user_id).toBe(bob.id);
    expect((await call('GET', `/api/profile/${alice.id}`, alice)).body.name).toBe('Alice Rao');
  });

  it("refuses Alice's astrologer profile to Bob and to another astrologer, whose save stays their own", async () => {
    expect((await call('GET', `/api/astrologer/${aliceAstro.id}`, bob)).status).toBe(403);
    expect((await call('GET', `/api/astrologer/${aliceAstro.id}`, bobAstro)).status).toBe(403);
    const astroBefore = await rowsOf(aliceAstro.id);
    const save = await call('POST', '/api/astrologer', bobAstro, {
      ...astrologerBody('Pandit Mallory'),
      user_id: aliceAstro.id,
      astro_id: 1,
      is_verified: true,
      wallet: 99999,
      commission: 0,
    });
    expect(save.status).toBe(200);
    expect(save.body.is_verified).toBe(false);
    expect(await rowsOf(aliceAstro.id)).toEqual(astroBefore);
    // A plain user may not write an astrologer profile at all.
    expect((await call('POST', '/api/astrologer', bob, astrologerBody('Pandit Bob'))).status).toBe(403);
  });

  it("keeps Alice's cart out of Bob's reads and writes", async (ctx) => {
    if (!has('GET', '/api/cart') || !has('POST', '/api/cart')) return ctx.skip('cart routes not registered yet');
    const read = await call('GET', '/api/cart', bob);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([]);
    const write = await call('POST', '/api/cart', bob, {
      user_id: alice.id,
      cart_id: 1,
      products: [{ product_id: product.id, category_id: product.categoryId, quantity: 5, user_id: alice.id }],
    });
    expect(write.status).toBe(200);
    expect((write.body.data as { quantity: number }[]).map((l) => l.quantity)).toEqual([5]);
    const aliceCart = await call('GET', '/api/cart', alice);
    expect((aliceCart.body.data as { quantity: number }[]).map((l) => l.quantity)).toEqual([1]);
  });

  it("keeps Alice's addresses out of Bob's list, and refuses Alice's address as Bob's default", async (ctx) => {
    if (!has('GET', '/api/address') || !has('POST', '/api/select-address/:address_id')) return ctx.skip('address routes not registered yet');
    const list = await call('GET', '/api/address', bob);
    expect(list.status).toBe(200);
    expect((list.body.data as { address_id: number }[]).map((a) => a.address_id)).not.toContain(aliceAddress);
    for (const id of [aliceAddress, aliceOtherAddress]) {
      const select = await call('POST', `/api/select-address/${id}`, bob);
      expect(select.status).toBe(404);
      expect(select.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    const added = await call('POST', '/api/address', bob, {
      user_id: alice.id,
      street: '1 Bob Lane',
      city: 'Mumbai',
      state: 'Maharashtra',
      postal_code: '400001',
      address_type: 'Office',
      phone: '9876543210',
    });
    expect(added.status).toBe(201);
    const aliceList = await call('GET', '/api/address', alice);
    const selected = (aliceList.body.data as { address_id: number; is_selected: boolean }[]).filter((a) => a.is_selected);
    expect(selected.map((a) => a.address_id)).toEqual([aliceAddress]);
  });

  it("refuses to start a payment for Alice's order as Bob", async (ctx) => {
    if (!has('POST', '/api/payment/process') || aliceOrder === undefined) return ctx.skip('order or payment routes not registered yet');
    const res = await call('POST', '/api/payment/process', bob, { order_id: aliceOrder });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it("refuses Bob's confirm of Alice's order, even with Alice's valid gateway signature", async (ctx) => {
    if (!has('POST', '/api/payment/confirm') || alicePaid === undefined) return ctx.skip('payment routes not registered yet');
    const body = {
      order_id: aliceOrder,
      gateway_order_id: alicePaid.razorpay_order_id,
      payment_id: alicePaid.razorpay_payment_id,
      signature: alicePaid.razorpay_signature,
    };
    const withAlicesAddress = await call('POST', '/api/payment/confirm', bob, { ...body, address_id: aliceAddress });
    expect(withAlicesAddress.status).toBe(404);
    const bobAddresses = await call('GET', '/api/address', bob);
    const bobAddress = (bobAddresses.body.data as { address_id: number }[])[0]?.address_id ?? aliceAddress;
    const withOwnAddress = await call('POST', '/api/payment/confirm', bob, { ...body, address_id: bobAddress });
    expect(withOwnAddress.status).toBe(404);
    expect(withOwnAddress.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect(await stockOf(product.id)).toBe(stockBefore);
  });

  it("keeps Alice's orders out of Bob's history, and Bob's order is his own", async (ctx) => {
    if (!has('GET', '/api/order-history') || !has('POST', '/api/order')) return ctx.skip('order routes not registered yet');
    const history = await call('GET', '/api/order-history', bob);
    expect(history.status).toBe(200);
    expect((history.body as unknown as { order_history_id: number }[]).map((o) => o.order_history_id)).not.toContain(aliceOrder);
    const placed = await t.app.inject({ method: 'POST', url: '/api/order', headers: bob.headers, payload: { user_id: alice.id, order_id: aliceOrder } });
    expect(placed.statusCode).toBe(201);
    const bobOrder = (placed.json() as { order: { order_id: number } }).order.order_id;
    const owner = await t.db.execute(sql`select user_id from orders where id = ${bobOrder}`);
    expect((owner as unknown as { rows: { user_id: number }[] }).rows[0]?.user_id).toBe(bob.id);
  });

  it("leaves every one of Alice's rows as it was", async () => {
    expect(await rowsOf(alice.id)).toEqual(aliceBefore);
  });

  it("still lets Alice confirm her own order with the same ids (the refusals were about the owner)", async (ctx) => {
    if (!has('POST', '/api/payment/confirm') || alicePaid === undefined) return ctx.skip('payment routes not registered yet');
    const res = await call('POST', '/api/payment/confirm', alice, {
      order_id: aliceOrder,
      address_id: aliceAddress,
      gateway_order_id: alicePaid.razorpay_order_id,
      payment_id: alicePaid.razorpay_payment_id,
      signature: alicePaid.razorpay_signature,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('paid');
    const history = await call('GET', '/api/order-history', alice);
    expect((history.body as unknown as { order_history_id: number }[]).map((o) => o.order_history_id)).toContain(aliceOrder);
    const bobHistory = await call('GET', '/api/order-history', bob);
    expect((bobHistory.body as unknown as { order_history_id: number }[]).map((o) => o.order_history_id)).not.toContain(aliceOrder);
  });
});
