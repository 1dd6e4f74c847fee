// The demo configuration's doors answer only this machine: a client on another address cannot read sign-in codes
// from /dev/outbox or pay through the fake gateway, even with TRUST_PROXY and an X-Forwarded-For saying 127.0.0.1;
// a client on loopback can, unless it forwards someone from elsewhere. The rest of the site answers everyone.
import { describe, expect, it } from 'vitest';
import { DEV_MESSAGES } from '@app/contracts/dev';
import { checkoutSuccessSchema } from '@app/contracts/payments';
import { createProduct } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount } from '../../test/factories.ts';
import { placeOrder, putInCart, startPayment } from '../../test/purchase.ts';
import { requestCode } from '../../test/sign-in.ts';

const t = useTestApp({ TRUST_PROXY: 'true' });

const ELSEWHERE = ['192.0.2.2', '10.1.2.3', '203.0.113.7', '::ffff:10.1.2.3', 'fd00::2', '2a00:1450:4009:81d::200a'];
const LOOPBACK = ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'];

const refused = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ message: DEV_MESSAGES.localOnly });
};

describe('the development outbox', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/outbox?to=doors@example.com', remoteAddress, headers });

  it('lists the codes to a client on this machine only', async () => {
    await requestCode(t.app, { email: 'doors@example.com', user_type: 'user' });
    for (const address of LOOPBACK) {
      const res = await outbox(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.json<{ code: string }[]>()[0]!.code, address).toMatch(/^\d{6}$/);
    }
    for (const address of ELSEWHERE) {
      const res = await outbox(address);
      refused(res);
      // The refusal's own code names it; no sign-in code (six digits) is in it.
      expect(res.json(), address).toMatchObject({ code: 'local_only' });
      expect(res.body, address).not.toMatch(/\d{6}/);
    }
  });

  it('judges by the connection, not by what X-Forwarded-For says', async () => {
    refused(await outbox('192.0.2.2', { 'x-forwarded-for': '127.0.0.1' }));
    refused(await outbox('10.1.2.3', { 'x-forwarded-for': '::1', 'x-real-ip': '127.0.0.1' }));
    // A proxy on this machine forwarding a visitor from elsewhere.
    refused(await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }));
    refused(await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }));
    refused(await outbox('127.0.0.1', { 'x-real-ip': '10.1.2.3' }));
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('leaves the rest of the site open to every address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '192.0.2.2' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the fake payment gateway', () => {
  it('serves its checkout and takes a payment from this machine only', async () => {
    const me = await createAccount(t.db);
    await putInCart(t.app, me, await createProduct(t.db), 1);
    const started = await startPayment(t.app, me, await placeOrder(t.app, me));
    const pay = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/dev/payments/${started.gateway_order_id}/pay`,
        payload: { outcome: 'success' },
        remoteAddress,
        headers,
      });
    for (const address of ELSEWHERE) {
      refused(await t.app.inject({ method: 'GET', url: started.checkout_script, remoteAddress: address }));
      refused(await pay(address));
    }
    refused(await pay('192.0.2.2', { 'x-forwarded-for': '127.0.0.1' }));

    expect((await t.app.inject({ method: 'GET', url: started.checkout_script, remoteAddress: '::1' })).statusCode).toBe(200);
    const paid = await pay('127.0.0.1');
    expect(paid.statusCode).toBe(200);
    expect(checkoutSuccessSchema.parse(paid.json()).razorpay_order_id).toBe(started.gateway_order_id);
  });
});
