import { describe, expect, it } from 'vitest';
import { checkoutSuccessSchema, fakeFailureSchema } from '@app/contracts/payments';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { createProduct } from '../../test/admin-factories.ts';
import { createAccount } from '../../test/factories.ts';
import { call, placeOrder, putInCart, startPayment } from '../../test/purchase.ts';

const t = useTestApp();

describe('fake gateway', () => {
  it('serves a checkout script that defines window.Razorpay, allowed by the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/payments/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('window.Razorpay = FakeRazorpay');
    expect(res.body).toContain("'payment.failed'");
    expect(res.body).toContain("setAttribute('role', 'dialog')");
    // Served from 'self': the site's policy admits it without inline script.
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    // The script parses as JavaScript.
    expect(() => new Function(res.body)).not.toThrow();
  });

  it('answers what the handler and the payment.failed listeners receive', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db);
    await putInCart(t.app, me, p, 1);
    const started = await startPayment(t.app, me, await placeOrder(t.app, me));
    const ok = await call(t.app, 'POST', `/dev/payments/${started.gateway_order_id}/pay`, undefined, { outcome: 'success' });
    expect(checkoutSuccessSchema.parse(ok.body).razorpay_order_id).toBe(started.gateway_order_id);
    const failed = await call(t.app, 'POST', `/dev/payments/${started.gateway_order_id}/pay`, undefined, { outcome: 'failure' });
    expect(fakeFailureSchema.parse(failed.body).error.metadata.order_id).toBe(started.gateway_order_id);
    const bad = await call(t.app, 'POST', `/dev/payments/${started.gateway_order_id}/pay`, undefined, { outcome: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('outcome must be success or failure');
    const unknown = await call(t.app, 'POST', '/dev/payments/order_unknown/pay', undefined, { outcome: 'success' });
    expect(unknown.status).toBe(404);
  });

  it('does not exist with the Razorpay provider', async () => {
    const live = await createTestApp({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' });
    try {
      expect((await live.app.inject({ method: 'GET', url: '/dev/payments/checkout.js' })).statusCode).toBe(404);
      expect((await live.app.inject({ method: 'POST', url: '/dev/payments/order_1/pay', payload: { outcome: 'success' } })).statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
