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

/** Asks for a code on one process, reads it from /dev/outbox and trades it for a session there. */
export async function signInOver(
  base: string,
  email: string,
  ip: string,
): Promise<{ token: string; userId: number }> {
  const sent = await call(base, 'POST', '/auth/signin', { body: { email, user_type: 'user' }, ip });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const outbox = await call<{ code: string }[]>(base, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`, {
    ip,
  });
  const code = outbox.body[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  const session = await call<{ accessToken: string; user_id: number }>(base, 'POST', '/auth/submit-otp', {
    body: { username: email, otp: code },
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
  const paid = await call(base, 'POST', `/dev/payments/${gatewayOrderId}/pay`, {
    ip,
    body: { outcome: 'success' },
  });
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
