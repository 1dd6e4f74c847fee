// axe-core on every route of both spec documents, as a guest, a shopper and the admin: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { PHONE, expect, signInByApi, storeSession, test } from './fixtures.ts';
import { uniqueEmail } from './accounts-factories.ts';
import { catalogue, pick, prepareCheckout, signIn } from './shop-support.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const ADMIN_PHONE = '9999999999';

/** The routes of storefront.md and accounts-and-admin.md section 2, and one no feature claims. */
const ROUTES = [
  '/',
  '/about',
  '/services',
  '/disclaimer',
  '/contact',
  '/privacy-policy',
  '/refund-policy',
  '/shipping-policy',
  '/terms-conditions',
  '/shopping',
  '/shopping/product/1',
  '/shopping/mycart',
  '/shopping/checkout',
  '/shopping/thanks',
  '/shopping/orders',
  '/kundli',
  '/kundli-matching',
  '/astrologers',
  '/free-question',
  '/account/delete',
  '/signup/determiner',
  '/login/determiner',
  '/user/signup',
  '/user/login',
  '/user/otp',
  '/usersignup/otp',
  '/userprofile/signup',
  '/astrologer/signup',
  '/astro/otp',
  '/astrologer/login',
  '/astrologin/otp',
  '/astrologermain/signup',
  '/thank-you',
  '/admin-login',
  '/admin-otp',
  '/admin-dashboard',
  '/no-such-page',
] as const;

/** The routes whose content depends on the session: a shopper's own pages, and a static page under the signed-in header. */
const SIGNED_IN_ROUTES = [
  '/',
  '/about',
  '/shopping',
  '/shopping/product/1',
  '/shopping/mycart',
  '/shopping/checkout',
  '/shopping/orders',
  '/kundli',
  '/kundli-matching',
  '/astrologers',
  '/wallet',
  '/consultations',
  '/free-question',
  '/my-questions',
  '/userprofile/signup',
  '/account/delete',
] as const;

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  /** What axe says about the first node, e.g. the measured contrast ratio. */
  detail: string;
}

/** Every finding of a test, blocking or not; the moderate ones are printed for the record. */
class Findings {
  readonly all: Finding[] = [];

  async scan(page: Page, where: string) {
    // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
    // blank page for every scan to finish the run, which doubles the time. Passes are not needed.
    const results = await new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    for (const v of results.violations) {
      this.all.push({
        where: `${where} (${new URL(page.url()).pathname})`,
        rule: v.id,
        impact: v.impact ?? 'unknown',
        targets: v.nodes.map((n) => n.target.join(' ')),
        detail: v.nodes[0]?.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '',
      });
    }
  }

  /** Fails on serious or critical findings, listing rule, impact, targets and the route of each. */
  verdict() {
    const line = (f: Finding) => `${f.impact} ${f.rule} on ${f.where}: ${f.targets.slice(0, 6).join(' | ')} (${f.detail})`;
    const minor = this.all.filter((f) => !BLOCKING.has(f.impact));
    if (minor.length > 0) console.log(`Non-blocking findings:\n${minor.map(line).join('\n')}`);
    expect(this.all.filter((f) => BLOCKING.has(f.impact)).map(line)).toEqual([]);
  }
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's open requests: networkidle would wait 500 ms after each page, too long for 80 scans. */
function watchRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Waits until the page has loaded, its requests are done, and no spinner or skeleton remains, twice in a row. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  const busy = page.locator('.animate-spin, .animate-pulse');
  let quiet = 0;
  const deadline = Date.now() + 15_000;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle`);
    await page.waitForTimeout(100);
    const idle = (inFlight.get(page)?.size ?? 0) === 0 && (await busy.count()) === 0;
    quiet = idle ? quiet + 1 : 0;
  }
}

async function visitAndScan(page: Page, findings: Findings, route: string, state: string) {
  await page.goto(route);
  await settle(page);
  await findings.scan(page, `${route} as ${state}`);
}

/** The code pages render their six boxes only when a code was sent; a guest arriving from a form has one pending. */
async function pendIdentity(page: Page, email: string) {
  await page.evaluate(
    (identity) => sessionStorage.setItem('pending_identity', JSON.stringify(identity)),
    { kind: 'user', email, sentAt: Date.now() },
  );
}

async function adminSignIn(page: Page) {
  const session = await signInByApi(page.request, { phone: ADMIN_PHONE });
  await page.goto('/admin-login');
  await storeSession(page, session);
}

test.beforeEach(({ page }) => watchRequests(page));

test('every route as a guest', async ({ page }) => {
  test.setTimeout(360_000);
  const findings = new Findings();
  await page.goto('/');
  await pendIdentity(page, uniqueEmail('a11y-guest'));
  for (const route of ROUTES) await visitAndScan(page, findings, route, 'guest');

  // Forms with their error messages showing: the red texts and their links to the fields.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await findings.scan(page, 'contact form with errors as guest');
  await page.goto('/user/signup');
  await page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await findings.scan(page, 'user sign-up form with errors as guest');
  findings.verdict();
});

test('every signed-in route as a shopper with a cart and an order', async ({ page }) => {
  test.setTimeout(360_000);
  const findings = new Findings();
  const products = await catalogue(page);
  const item = pick(products, (p) => p.discount > 0 && p.stock_quantity >= 5, 'discounted product in stock');
  const token = await signIn(page, uniqueEmail('a11y-shopper'));

  // One paid order through the test gateway, so the thank-you and order history pages show a real order.
  await prepareCheckout(page, token, item);
  await page.goto('/shopping/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/payment/confirm'));
  await page.getByRole('dialog', { name: /test payment/ }).getByRole('button', { name: /^Pay/ }).click();
  await paid;
  await expect(page).toHaveURL(/\/shopping\/thanks$/);
  await settle(page);
  await findings.scan(page, 'thanks after paying as shopper');

  // And something in the cart again, for the cart and checkout in their full states.
  const cart = await page.request.post('/api/cart', {
    headers: { accessToken: token },
    data: { products: [{ product_id: item.product_id, category_id: item.category_id, quantity: 2 }] },
  });
  expect(cart.ok(), await cart.text()).toBe(true);

  for (const route of SIGNED_IN_ROUTES) await visitAndScan(page, findings, route, 'shopper');

  // The account menu open, on a phone (a slide-in panel) and on a desktop (a dropdown).
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link').first()).toBeVisible();
    await settle(page);
    await findings.scan(page, `account menu open at ${viewport.width} px as shopper`);
  }

  // The address form of the checkout.
  await page.goto('/shopping/checkout');
  await settle(page);
  await page.getByRole('button', { name: /Add New Address/ }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Address' })).toBeVisible();
  await findings.scan(page, 'checkout address form as shopper');
  findings.verdict();
});

test('the admin dashboard with each panel and modal open', async ({ page }) => {
  test.setTimeout(360_000);
  const findings = new Findings();
  await adminSignIn(page);
  await visitAndScan(page, findings, '/admin-dashboard', 'admin');

  const tiles = page.getByRole('navigation', { name: 'Dashboard sections' });
  const pressed = tiles.locator('button[aria-pressed]');
  const count = await pressed.count();
  for (let i = 0; i < count; i += 1) {
    const tile = pressed.nth(i);
    const label = (await tile.innerText()).trim();
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await settle(page);
    const panel = page.locator(`#${(await tile.getAttribute('aria-controls')) ?? ''}`);
    if (label === 'Category & Products') await chooseCategory(page, panel);
    await findings.scan(page, `admin panel "${label}"`);

    if (label === 'Show Products') {
      await panel.getByRole('button', { name: /^Edit / }).first().click();
      const modal = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(modal).toBeVisible();
      await findings.scan(page, 'admin Edit Product modal');
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await expect(modal).toBeHidden();
    }
    if (label === 'Show Payments') {
      // The seed has astrologer payments: the first row opens the User Payment Details modal.
      await panel.getByRole('table').getByRole('button').first().click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await settle(page);
      await findings.scan(page, 'admin User Payment Details modal');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
  }

  // The astrologer detail modal, from the first card.
  const card = page.getByRole('button', { name: /open details/ }).first();
  const name = ((await card.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
  await card.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await findings.scan(page, 'admin astrologer detail modal');
  findings.verdict();
});

/** Picks the first category that has products, so the panel shows its cards. */
async function chooseCategory(page: Page, panel: Locator) {
  const select = panel.getByLabel('Category');
  const values = await select.locator('option').evaluateAll((options) =>
    options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''),
  );
  for (const value of values) {
    await select.selectOption(value);
    await settle(page);
    if ((await panel.getByRole('heading', { level: 3 }).count()) > 0) return;
  }
  throw new Error('no category has products');
}

test('the phone menu at 360 px', async ({ page }) => {
  const findings = new Findings();
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await findings.scan(page, 'phone menu open at 360 px');
  findings.verdict();
});
