// Web Push against a stand-in push service: the devices of the right accounts receive encrypted, VAPID-signed
// notifications for a new request, an acceptance, an end and a delivery status change; a subscription the service
// says is gone is deleted; signing out stops a device's notifications; keys are generated once per data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, pushPayload, type PushPayload } from '@app/contracts/push';
import { pushSubscriptions, users } from '../../db/schema/index.ts';
import { resolveVapidKeys } from '../../lib/push.ts';
import { createSession } from '../auth/session.repository.ts';
import { createAstrologer, createPaidOrder, createProduct } from '../../test/admin-factories.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer, requestCall, requestChat, sessionAction } from '../../test/consult-factories.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';
import { sample, scrape } from '../../test/metrics.ts';
import { browserSubscription, PUSH_STAND_IN_ENV, startPushService, type BrowserSubscription, type PushService } from '../../test/push-service.ts';

let service: PushService;
let t: TestApp;
let path = 0;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ CONSULT_TICK_MS: '50', ...PUSH_STAND_IN_ENV });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

/** A device of `who` subscribed through the API. */
async function device(who: TestAccount): Promise<BrowserSubscription> {
  const sub = browserSubscription(service, `/push/${(path += 1)}`);
  const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: who.headers, payload: sub });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toEqual({ message: PUSH_MESSAGES.subscribed });
  return sub;
}

const at = (sub: BrowserSubscription) => service.received.filter((r) => sub.endpoint.endsWith(r.path));

/** The notifications `sub` has received, decrypted, once there are `count` of them. */
async function notices(sub: BrowserSubscription, count: number): Promise<PushPayload[]> {
  await expect.poll(() => at(sub).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return at(sub).map((r) => pushPayload.parse(JSON.parse(sub.decrypt(r.body))));
}

/** The app's count of pushes with this outcome (GET /metrics). */
const pushes = async (outcome: 'sent' | 'failed' | 'gone') => sample(await scrape(t.app), 'push_notifications_total', { outcome }) ?? 0;

const subscriptionCount = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;

describe('subscriptions', () => {
  it('gives the public key to anyone, and takes a subscription only from a signed-in device with real keys and an HTTPS (or loopback) push service', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ public_key: t.config.VAPID_PUBLIC_KEY });

    const user = await fundedUser(t, 0);
    const good = browserSubscription(service, '/push/validation');
    expect((await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: good })).statusCode).toBe(401);
    for (const bad of [
      { ...good, endpoint: 'http://push.example.org/plain' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: 'has spaces in it!!' } },
      { endpoint: good.endpoint },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: user.headers, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(PUSH_MESSAGES.subscriptionInvalid);
    }
    expect(await subscriptionCount(good.endpoint)).toBe(0);
  });

  it('moves an endpoint to whoever subscribes it last, and lets only its owner remove it', async () => {
    const first = await fundedUser(t, 0);
    const second = await fundedUser(t, 0);
    const sub = await device(first);
    const again = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: second.headers, payload: sub });
    expect(again.statusCode).toBe(201);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row!.userId).toBe(second.id);
    const remove = (who: TestAccount) =>
      t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: who.headers, payload: { endpoint: sub.endpoint } });
    expect((await remove(first)).statusCode).toBe(204);
    expect(await subscriptionCount(sub.endpoint)).toBe(1);
    expect((await remove(second)).statusCode).toBe(204);
    expect(await subscriptionCount(sub.endpoint)).toBe(0);
  });
});

describe('notifications', () => {
  it('tells the astrologer of a request and the user of the acceptance and the end, encrypted and signed', async () => {
    const astro = await onlineAstrologer(t, { name: 'Pandit Push', call: true });
    const user = await fundedUser(t, 500, { name: 'Asha Verma' });
    const outsider = await fundedUser(t, 500);
    const [astroDevice, userDevice, otherDevice] = [await device(astro), await device(user), await device(outsider)];

    const requested = await requestCall(t, user, astro);
    expect(requested.status).toBe(201);
    const id = requested.body.consultation_id;
    const [request] = await notices(astroDevice, 1);
    expect(request).toEqual({
      kind: 'request',
      title: 'Incoming call from Asha Verma',
      body: '₹10/min. Open your console to accept before the request expires.',
      url: '/astrologer/console',
      tag: `consultation-${id}`,
    });
    const raw = at(astroDevice)[0]!;
    expect(raw.headers['content-encoding']).toBe('aes128gcm');
    expect(raw.headers.urgency).toBe('high');
    expect(Number(raw.headers.ttl)).toBeGreaterThan(0);
    expect(raw.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.config.VAPID_PUBLIC_KEY}$`));
    expect(raw.body.includes(Buffer.from('Asha Verma'))).toBe(false);

    await sessionAction(t, astro, id, 'accept');
    expect((await notices(userDevice, 1))[0]).toMatchObject({ kind: 'accepted', title: 'Pandit Push accepted your call', url: `/consultations/${id}` });
    await sessionAction(t, astro, id, 'end');
    expect((await notices(userDevice, 2))[1]).toMatchObject({ kind: 'ended', title: 'Your call with Pandit Push has ended', url: `/consultations/${id}` });
    expect(at(astroDevice)).toHaveLength(1);
    expect(at(otherDevice)).toEqual([]);
    // Each delivered push counted as sent (the first test to push: these three are all there are).
    await expect.poll(() => pushes('sent')).toBe(3);
  });

  it("words each device's notification in its account's language", async () => {
    const astro = await onlineAstrologer(t, { name: 'Pandit Bhasha', call: true });
    const user = await fundedUser(t, 500, { name: 'Asha Verma' });
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, astro.id));
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, user.id));
    const [astroDevice, userDevice] = [await device(astro), await device(user)];
    const id = (await requestCall(t, user, astro)).body.consultation_id;
    expect((await notices(astroDevice, 1))[0]).toMatchObject({
      title: 'Asha Verma की कॉल आ रही है',
      body: '₹10/मिनट। अनुरोध खत्म होने से पहले स्वीकार करने के लिए अपना कंसोल खोलें।',
    });
    await sessionAction(t, astro, id, 'accept');
    expect((await notices(userDevice, 1))[0]).toMatchObject({ title: 'Pandit Bhasha ने आपकी कॉल स्वीकार की', body: 'जुड़ने के लिए अभी कॉल खोलें।' });
    await sessionAction(t, astro, id, 'end');
    expect((await notices(userDevice, 2))[1]).toMatchObject({ title: 'Pandit Bhasha के साथ आपकी कॉल खत्म हुई' });
    expect((await notices(userDevice, 2))[1]!.body).toMatch(/^ज्योतिषी ने खत्म किया। \d+ मिनट, ₹/);
  });

  it('tells the user of a declined request, but not of an end they chose themselves', async () => {
    const astro = await onlineAstrologer(t, { name: 'Pandit Decline' });
    const user = await fundedUser(t, 500);
    const userDevice = await device(user);
    const first = await requestChat(t, user, astro);
    await sessionAction(t, astro, first.body.consultation_id, 'decline');
    expect((await notices(userDevice, 1))[0]).toMatchObject({ kind: 'ended', title: 'Pandit Decline declined your request' });

    const second = await requestChat(t, user, astro);
    await sessionAction(t, astro, second.body.consultation_id, 'accept');
    await sessionAction(t, user, second.body.consultation_id, 'end');
    await notices(userDevice, 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(at(userDevice).map((r) => pushPayload.parse(JSON.parse(userDevice.decrypt(r.body))).kind)).toEqual(['ended', 'accepted']);
  });

  it("tells the customer of an order's new delivery status", async () => {
    const admin = await adminAccount(t.db);
    const buyer = await fundedUser(t, 0);
    const buyerDevice = await device(buyer);
    const product = await createProduct(t.db);
    const order = await createPaidOrder(t.db, { userId: buyer.id, lines: [{ productId: product.id, unitPricePaise: 500, quantity: 1 }] });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-delivery-status',
      headers: admin.headers,
      payload: { order_history_id: String(order.id), new_status: 'Shipped' },
    });
    expect(res.statusCode).toBe(200);
    expect((await notices(buyerDevice, 1))[0]).toEqual({
      kind: 'order',
      title: `Order #${order.id}: Shipped`,
      body: 'Your order is now Shipped.',
      url: '/shopping/orders',
      tag: `order-${order.id}`,
    });
  });

  it('tells an astrologer on their devices that the admin approved them, and leads to the console', async () => {
    const admin = await adminAccount(t.db);
    const pending = await createAstrologer(t.db, { name: 'Pandit Pratiksha' });
    const token = await createSession(t.db, pending.userId, new Date());
    const astroDevice = await device({ id: pending.userId, email: pending.user.email!, phone: pending.user.phone!, token, headers: { accesstoken: token } });
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-astrologer', headers: admin.headers, payload: { astro_id: pending.id, commission: 20 } });
    expect(res.statusCode).toBe(200);
    expect((await notices(astroDevice, 1))[0]).toEqual({
      kind: 'approved',
      title: 'Your astrologer profile is approved',
      body: 'Open your console and go online to take consultations.',
      url: '/astrologer/console',
      tag: 'astrologer-approved',
    });
  });

  it('deletes a subscription the push service says is gone (404, 410) and keeps one it failed on (500)', async () => {
    const astro = await onlineAstrologer(t);
    const [gone, missing, failing] = [await device(astro), await device(astro), await device(astro)];
    service.answer(new URL(gone.endpoint).pathname, 410);
    service.answer(new URL(missing.endpoint).pathname, 404);
    service.answer(new URL(failing.endpoint).pathname, 500);
    const before = { gone: await pushes('gone'), failed: await pushes('failed') };
    const user = await fundedUser(t, 500);
    await requestChat(t, user, astro);
    for (const sub of [gone, missing, failing]) await notices(sub, 1);
    await expect.poll(() => subscriptionCount(gone.endpoint)).toBe(0);
    await expect.poll(() => subscriptionCount(missing.endpoint)).toBe(0);
    expect(await subscriptionCount(failing.endpoint)).toBe(1);
    // Counted for the operator: two gone, one failed.
    await expect.poll(() => pushes('gone')).toBeGreaterThanOrEqual(before.gone + 2);
    await expect.poll(() => pushes('failed')).toBeGreaterThanOrEqual(before.failed + 1);
  });

  it("stops a device's notifications when its session signs out", async () => {
    const astro = await onlineAstrologer(t);
    const sub = await device(astro);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: astro.headers });
    expect(out.statusCode).toBeLessThan(300);
    expect(await subscriptionCount(sub.endpoint)).toBe(0);
  });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR and kept across restarts; production without keys has push off', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jk-vapid-'));
    try {
      const config = { ...t.config, DATA_DIR: dataDir, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined };
      const first = resolveVapidKeys(config);
      expect(first?.publicKey).toMatch(/^[\w-]{87}$/);
      expect(resolveVapidKeys(config)).toEqual(first);
      expect(resolveVapidKeys({ ...config, NODE_ENV: 'production' })).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
