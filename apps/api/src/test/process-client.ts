// What a browser or a proxy sends to a real server process: JSON calls, sign-in through the outbox, a checkout.
import { expect } from 'vitest';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The client address, as a proxy in front (TRUST_PROXY=true) would pass it on. */
  ip?: string;
  headers?: Record<string, string>;
}

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.accesstoken = opts.token;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an image, a page): the text is what there is.
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

/** Asks for a code on one process, reads it from /dev/outbox and trades it for a session there (with the sign-up's consent unless `consent` is false). */
export async function signInOver(
  base: string,
  email: string,
  ip: string,
  consent = true,
): Promise<{ token: string; userId: number }> {
  const sent = await call(base, 'POST', '/auth/signin', { body: { email, user_type: 'user' }, ip });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  // Read as a developer on the server's machine: the outbox answers no one forwarded from elsewhere (lib/local-only.ts).
  const outbox = await call<{ code: string }[]>(base, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = outbox.body[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  const session = await call<{ accessToken: string; user_id: number }>(base, 'POST', '/auth/submit-otp', {
    body: { username: email, otp: code, ...(consent ? { age_confirmed: true, privacy_consent: true } : {}) },
    ip,
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { token: session.body.accessToken, userId: session.body.user_id };
}

/** Order, payment, the fake gateway's pay and the confirm of what is in the cart; answers the order id. */
export async function checkoutOver(
  base: string,
  token: string,
  addressId: number,
  ip: string,
): Promise<number> {
  const order = await call<{ order: { order_id: number } }>(base, 'POST', '/api/order', {
    token,
    ip,
    body: {},
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const orderId = order.body.order.order_id;
  const started = await call(base, 'POST', '/api/payment/process', {
    token,
    ip,
    body: { order_id: orderId },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const gatewayOrderId = String(started.body.gateway_order_id);
  // The fake gateway, like the outbox, answers only this machine itself.
  const paid = await call(base, 'POST', `/dev/payments/${gatewayOrderId}/pay`, { body: { outcome: 'success' } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const confirmed = await call(base, 'POST', '/api/payment/confirm', {
    token,
    ip,
    body: {
      order_id: orderId,
      address_id: addressId,
      gateway_order_id: gatewayOrderId,
      payment_id: paid.body.razorpay_payment_id,
      signature: paid.body.razorpay_signature,
    },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return orderId;
}

/**
 * Asks `probe` every 25 ms until `done` holds or `withinMs` has passed; answers the last reply and
 * the milliseconds it took, so the caller asserts on both.
 */
export async function waitFor<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs: number,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    const ms = Date.now() - started;
    if (done(value) || ms > withinMs) return { value, ms };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface Product {
  product_id: number;
  category_id: number;
  name: string;
  stock_quantity: number;
}

/** Products a buyer can put in a cart, at least two of them. */
export async function inStock(base: string, ip: string): Promise<[Product, Product, ...Product[]]> {
  const list = await call<Product[]>(base, 'GET', '/shop/open/all-product', { ip });
  const products = list.body.filter((p) => p.stock_quantity > 5);
  expect(products.length).toBeGreaterThanOrEqual(2);
  return products as [Product, Product, ...Product[]];
}

type CartBody = { data: { product_id: number; quantity: number }[] };

export async function setCartOver(base: string, token: string, ip: string, product: Product, quantity: number) {
  const line = { product_id: product.product_id, category_id: product.category_id, quantity };
  const res = await call<CartBody>(base, 'POST', '/api/cart', { token, ip, body: { products: [line] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export const getCartOver = (base: string, token: string, ip: string) => call<CartBody>(base, 'GET', '/api/cart', { token, ip });

export async function addAddressOver(base: string, token: string, ip: string): Promise<number> {
  const body = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', postal_code: '411001', country: 'India', address_type: 'Home', phone: '9876543210' };
  const res = await call<{ data: { address_id: number } }>(base, 'POST', '/api/address', { token, ip, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.address_id;
}

/**
 * Keeps sending GET `path` to `base` (one client address per request) while `during` runs, and a
 * moment after; answers how many were answered 200 and what the others got.
 */
export async function loadWhile(base: string, path: string, during: () => Promise<void>, ip: () => string) {
  let loading = true;
  let served = 0;
  const failures: string[] = [];
  const load = (async () => {
    while (loading) {
      const res = await call(base, 'GET', path, { ip: ip() }).catch((e: Error) => ({ status: e.message }));
      if (res.status === 200) served++;
      else failures.push(String(res.status));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await during();
  await new Promise((resolve) => setTimeout(resolve, 500));
  loading = false;
  await load;
  return { served, failures };
}
