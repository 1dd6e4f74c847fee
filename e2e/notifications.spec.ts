// Notifications, both forms, against the real server: a push service stand-in on this machine receives the
// encrypted pushes of the astrologer's and the user's devices (subscribed through the API, as a browser's
// PushManager would) for a request, an acceptance and an end; meanwhile the two are on other pages of the site and
// see the same news as toasts whose links take them there. No page asks for notification permission by itself.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { pushPayload, type PushPayload } from '@app/contracts/push';
import { browserSubscription, startPushService, type BrowserSubscription, type PushService } from '../apps/api/src/test/push-service.ts';
import { astrologerWithProfile, fundedUserByApi, uniqueEmail } from './accounts-factories.ts';
import { expect, signInByApi, storeSession, test, type Session } from './fixtures.ts';

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => {
  await service?.close();
});

async function subscribe(api: APIRequestContext, who: Session, path: string): Promise<BrowserSubscription> {
  const sub = browserSubscription(service, path);
  const res = await api.post('/api/push/subscriptions', { headers: { accessToken: who.accessToken }, data: sub });
  expect(res.status(), await res.text()).toBe(201);
  return sub;
}

async function pushes(sub: BrowserSubscription, count: number): Promise<PushPayload[]> {
  const mine = () => service.received.filter((r) => sub.endpoint.endsWith(r.path));
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mine().map((r) => {
    expect(r.headers['content-encoding']).toBe('aes128gcm');
    return pushPayload.parse(JSON.parse(sub.decrypt(r.body)));
  });
}

async function openAs(browser: Browser, session: Session, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await storeSession(page, session);
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
  return page;
}

test('a request, its acceptance and its end reach both devices as pushes and both open pages as toasts', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const tag = [...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const astroName = `Jyotishi Notify ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const astro = await astrologerWithProfile(request, { email: uniqueEmail('notify-astro') }, { name: astroName });
  const admin = await signInByApi(request, { email: 'admin@example.com' }, 'user');
  const verified = await request.post('/api/verify-astrologer', {
    headers: { accessToken: admin.accessToken },
    data: { astro_id: astro.astro_id, commission: 20 },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const user = await fundedUserByApi(request, 500);
  const astroDevice = await subscribe(request, astro, `/push/astro-${tag}`);
  const userDevice = await subscribe(request, user, `/push/user-${tag}`);

  // Both browse other pages; the astrologer takes chats (the open site keeps them online).
  const astroPage = await openAs(browser, astro, '/shopping');
  const userPage = await openAs(browser, user, '/wallet');
  const on = await request.put('/api/consult/availability', { headers: { accessToken: astro.accessToken }, data: { chat: true } });
  expect(on.status()).toBe(200);
  for (const page of [astroPage, userPage]) {
    expect(await page.evaluate(() => Notification.permission), 'no page asks for permission by itself').toBe('default');
  }

  const asked = await request.post('/api/consultations', {
    headers: { accessToken: user.accessToken },
    data: { astro_id: astro.astro_id, type: 'chat' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const id = ((await asked.json()) as { consultation_id: number }).consultation_id;

  expect((await pushes(astroDevice, 1))[0]).toMatchObject({ kind: 'request', title: 'New chat request from Meera Kapoor', url: '/astrologer/console' });
  await expect(astroPage.getByText('New chat request from Meera Kapoor.')).toBeVisible();
  await astroPage.getByRole('button', { name: 'Open the console' }).click();
  await expect(astroPage).toHaveURL(/\/astrologer\/console$/);
  await astroPage.getByRole('article', { name: 'Request from Meera Kapoor' }).getByRole('button', { name: 'Accept' }).click();
  await expect(astroPage).toHaveURL(new RegExp(`/consultations/${id}$`));

  expect((await pushes(userDevice, 1))[0]).toMatchObject({ kind: 'accepted', title: `${astroName} accepted your chat`, url: `/consultations/${id}` });
  await expect(userPage.getByText(`${astroName} accepted your chat.`)).toBeVisible();

  const ended = await request.post(`/api/consultations/${id}/end`, { headers: { accessToken: astro.accessToken } });
  expect(ended.status()).toBe(200);
  expect((await pushes(userDevice, 2))[1]).toMatchObject({ kind: 'ended', title: `Your chat with ${astroName} has ended` });
  await expect(userPage.getByText(`Your chat with ${astroName} has ended. Ended by the astrologer.`)).toBeVisible();
  await userPage.getByRole('button', { name: 'See the summary' }).click();
  await expect(userPage).toHaveURL(new RegExp(`/consultations/${id}$`));
  await expect(userPage.getByTestId('status')).toHaveText('Ended by the astrologer');

  // The astrologer's device heard only its request; nobody else's device heard anything.
  expect(await pushes(astroDevice, 1)).toHaveLength(1);
  await astroPage.context().close();
  await userPage.context().close();
});
