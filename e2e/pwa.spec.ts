// The installable app in Chromium: the built site registers its service worker, which takes control; the browser
// finds it installable (manifest, icons, worker); the site opens offline with the offline notice; a signed-in
// user's cart and wallet answers never come from the worker's caches.
import { test as base, type Page } from '@playwright/test';
import { fundedUserByApi } from './accounts-factories.ts';
import { expect, PHONE, storeSession, test } from './fixtures.ts';

const OFFLINE = /You are offline\./;

/**
 * Offline, Chromium logs every request it could not make (ERR_INTERNET_DISCONNECTED) as a console error, and that
 * is expected here: these journeys fail only on the page's own script errors.
 */
const offlineTest = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'the page threw').toEqual([]);
  },
});

test('the built site installs its service worker and meets the browser\'s install criteria', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito, where Chromium never installs apps; nothing else may stand in the way.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
  };
  for (const wanted of [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === wanted.sizes && i.purpose === wanted.purpose);
    expect(icon, JSON.stringify(wanted)).toBeTruthy();
    const res = await page.request.get(icon!.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

offlineTest('the site opens offline, with the offline notice, on the pages a visitor reaches', async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  await context.setOffline(true);
  try {
    for (const path of ['/', '/astrologers', '/shopping']) {
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
      await expect(page.getByRole('link', { name: /Jyotish Kendra/ }).first()).toBeVisible();
    }
  } finally {
    await context.setOffline(false);
  }
  await page.reload();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

offlineTest("a signed-in user's cart and wallet answers are never served from the worker's cache", async ({ page, context, request }) => {
  const user = await fundedUserByApi(request, 100);
  await page.goto('/');
  await storeSession(page, user);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹100.00');
  await page.goto('/shopping/mycart');

  const fetchBoth = () =>
    page.evaluate(async () => {
      const headers = { accessToken: localStorage.getItem('token') ?? '' };
      const read = async (url: string) => {
        try {
          return (await fetch(url, { headers })).status;
        } catch {
          return 'failed';
        }
      };
      return [await read('/api/wallet'), await read('/shop/cart')];
    });
  const online = await fetchBoth();
  expect(online[0]).toBe(200);

  await context.setOffline(true);
  try {
    expect(await fetchBoth()).toEqual(['failed', 'failed']);
  } finally {
    await context.setOffline(false);
  }
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((u) => /\/(api|auth|shop|admin|uploads)\//.test(new URL(u).pathname))).toEqual([]);
});
