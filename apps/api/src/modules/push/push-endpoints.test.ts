// Push endpoints are addresses a browser hands to the server, which later POSTs there: an endpoint inside the server's
// own network (cloud metadata, a database port, a private service) is refused at subscription, and again before every
// send, where a name that has since moved to such an address (DNS rebinding) is forgotten. The requests go to the
// address that passed the check. PUSH_ENDPOINT_HOSTS narrows the push services to the listed ones. Names resolve
// through a resolver the test controls (and node:dns for localhost).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, type PushPayload } from '@app/contracts/push';
import { pushSubscriptions, sessions } from '../../db/schema/index.ts';
import { checkPushEndpoint, PushEndpointRefused, resolveWithDns, type ResolveHost } from '../../lib/push-endpoint.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { browserSubscription, PUSH_STAND_IN_ENV, startPushService, type PushService } from '../../test/push-service.ts';

/** A resolver answering from `names` (host name -> addresses), counting what it was asked. */
function resolver(names: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { names, asked, resolve };
}

const PUBLIC_V4 = '142.250.183.10';
const PUBLIC_V6 = '2a00:1450:4009:81d::200a';
const keys = browserSubscription({ origin: 'https://push.invalid' }, '/').keys;
const PAYLOAD: PushPayload = { kind: 'order', title: 'Order #1: Shipped', body: 'Your order is now Shipped.', url: '/shopping/orders', tag: 'order-1' };

const subscribe = (t: TestApp, who: TestAccount, endpoint: string) =>
  t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: who.headers, payload: { endpoint, keys } });

const stored = async (t: TestApp, endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;

describe('a subscription', () => {
  const dns = resolver({
    'fcm.googleapis.com': [PUBLIC_V4, PUBLIC_V6],
    'metadata.push.test': ['169.254.169.254'],
    'private.push.test': ['10.0.0.1'],
    'office.push.test': ['192.168.1.20'],
    'loopback.push.test': ['127.0.0.1'],
    'cgnat.push.test': ['100.64.0.1'],
    'documentation.push.test': ['203.0.113.9'],
    'multicast.push.test': ['224.0.0.251'],
    'unspecified.push.test': ['0.0.0.0'],
    'v6-loopback.push.test': ['::1'],
    'v6-link-local.push.test': ['fe80::1'],
    'v6-unique-local.push.test': ['fd12:3456::1'],
    'v6-mapped.push.test': ['::ffff:10.0.0.1'],
    'v6-documentation.push.test': ['2001:db8::1'],
    'nat64.push.test': ['64:ff9b::a00:1'],
    'mixed.push.test': [PUBLIC_V4, '10.0.0.1'],
  });
  let t: TestApp;
  let user: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({}, [], undefined, { pushResolve: dns.resolve });
    user = await createAccount(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is refused when its host is an IP address, whatever the address and however it is written', async () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://10.0.0.1/push',
      'https://[::ffff:127.0.0.1]:5432/push',
      'https://127.0.0.1/push',
      'https://0x7f.1/push',
      'https://2130706433/push',
      'https://[::1]/push',
      'https://[fd00::2]/push',
      'https://8.8.8.8/push',
      'https://[2a00:1450:4009:81d::200a]/push',
    ]) {
      const res = await subscribe(t, user, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toMatchObject({ code: 'push_endpoint_ip_address', message: PUSH_MESSAGES.endpointIpAddress, errors: { endpoint: PUSH_MESSAGES.endpointIpAddress } });
      expect(await stored(t, endpoint), endpoint).toBe(0);
    }
  });

  it('is refused when its name leads to a loopback, private, link-local, CGNAT, reserved, multicast or mapped address', async () => {
    for (const host of Object.keys(dns.names).filter((h) => h !== 'fcm.googleapis.com')) {
      const endpoint = `https://${host}/push/1`;
      const res = await subscribe(t, user, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(PUSH_MESSAGES.endpointPrivate);
      expect(await stored(t, endpoint), endpoint).toBe(0);
    }
  });

  it('is refused over plain http (the stand-in on this machine too, without the test setting) and when its name is unknown', async () => {
    for (const endpoint of ['http://127.0.0.1:8000/push', 'http://fcm.googleapis.com/fcm/send/1', 'http://localhost:8000/push']) {
      const res = await subscribe(t, user, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(PUSH_MESSAGES.subscriptionInvalid);
    }
    const unknown = await subscribe(t, user, 'https://nowhere.push.test/push');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PUSH_MESSAGES.endpointUnresolved);
  });

  it('is taken when its name leads only to public addresses', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
    expect((await subscribe(t, user, endpoint)).statusCode).toBe(201);
    expect(await stored(t, endpoint)).toBe(1);
  });

  it('to localhost is refused by the system resolver too', async () => {
    await expect(checkPushEndpoint('https://localhost/push', { hosts: [], allowLoopback: false }, resolveWithDns)).rejects.toMatchObject({
      reason: 'private_address',
    });
    await expect(checkPushEndpoint('https://localhost/push', { hosts: [], allowLoopback: false }, resolveWithDns)).rejects.toBeInstanceOf(
      PushEndpointRefused,
    );
  });
});

describe('before each send', () => {
  const dns = resolver({});
  let t: TestApp;
  let service: PushService;
  let user: TestAccount;
  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp({ ...PUSH_STAND_IN_ENV }, [], undefined, { pushResolve: dns.resolve });
    user = await createAccount(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  const received = (path: string) => service.received.filter((r) => r.path === path);

  it('the name is resolved again: sent to the address that passed, and forgotten once it leads to a private address', async () => {
    const port = new URL(service.origin).port;
    dns.names['rebind.push.test'] = ['127.0.0.1'];
    // A name no DNS server knows: only a request to the address the check found can reach the stand-in.
    const endpoint = `http://rebind.push.test:${port}/push/rebind`;
    expect((await subscribe(t, user, endpoint)).statusCode).toBe(201);

    dns.asked.length = 0;
    t.ctx.push.notify([user.id], PAYLOAD);
    await t.ctx.push.idle();
    expect(dns.asked).toEqual(['rebind.push.test']);
    expect(received('/push/rebind')).toHaveLength(1);
    expect(received('/push/rebind')[0]!.headers.host).toBe(`rebind.push.test:${port}`);

    // The name now answers with an address inside the network: nothing is sent, and the subscription is gone.
    dns.names['rebind.push.test'] = ['10.0.0.7'];
    t.ctx.push.notify([user.id], PAYLOAD);
    await t.ctx.push.idle();
    expect(received('/push/rebind')).toHaveLength(1);
    expect(await stored(t, endpoint)).toBe(0);
  });

  it('a name that does not resolve for now is kept for later', async () => {
    dns.names['flaky.push.test'] = [PUBLIC_V4];
    const endpoint = 'https://flaky.push.test/push/flaky';
    expect((await subscribe(t, user, endpoint)).statusCode).toBe(201);
    delete dns.names['flaky.push.test'];
    dns.asked.length = 0;
    t.ctx.push.notify([user.id], PAYLOAD);
    await t.ctx.push.idle();
    expect(dns.asked).toContain('flaky.push.test');
    expect(await stored(t, endpoint)).toBe(1);
  });

  it('the test setting reaches the stand-in on loopback, and nothing else inside the network', async () => {
    const sub = browserSubscription(service, '/push/loopback');
    expect((await subscribe(t, user, sub.endpoint)).statusCode).toBe(201);
    for (const endpoint of ['https://10.0.0.1/push', 'https://169.254.169.254/push', 'http://[fd00::2]:8000/push']) {
      const res = await subscribe(t, user, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(PUSH_MESSAGES.endpointIpAddress);
    }
  });
});

describe('PUSH_ENDPOINT_HOSTS', () => {
  const dns = resolver({
    'fcm.googleapis.com': [PUBLIC_V4],
    'updates.push.services.mozilla.com': [PUBLIC_V4],
    'notfcm.googleapis.com': [PUBLIC_V4],
    'fcm.googleapis.com.attacker.example': [PUBLIC_V4],
    'push.example.net': [PUBLIC_V4],
  });
  let t: TestApp;
  let user: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com, push.services.mozilla.com' }, [], undefined, { pushResolve: dns.resolve });
    user = await createAccount(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes only the listed push services and their subdomains', async () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/1', 'https://updates.push.services.mozilla.com/wpush/v2/1']) {
      expect((await subscribe(t, user, endpoint)).statusCode, endpoint).toBe(201);
    }
    dns.asked.length = 0;
    for (const endpoint of [
      'https://notfcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com.attacker.example/fcm/send/1',
      'https://push.example.net/1',
    ]) {
      const res = await subscribe(t, user, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(PUSH_MESSAGES.endpointNotListed);
    }
    // A host off the list is not even looked up.
    expect(dns.asked).toEqual([]);
  });

  it('forgets, before sending, a subscription stored before its host was off the list', async () => {
    const endpoint = 'https://push.example.net/stored-earlier';
    const [session] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    await t.db.insert(pushSubscriptions).values({ userId: user.id, sessionId: session!.id, endpoint, ...keys });
    t.ctx.push.notify([user.id], PAYLOAD);
    await t.ctx.push.idle();
    expect(await stored(t, endpoint)).toBe(0);
    expect(dns.asked).not.toContain('push.example.net');
  });
});
