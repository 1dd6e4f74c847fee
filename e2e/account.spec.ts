// The account's own journey on a phone: the account menu in the header, the data download, the tax invoices of a paid
// order and a wallet recharge, deleting the account with a fresh code (signed out, the old session refused), the same
// e-mail starting a new account afterwards, and the admin's log of deletions and invoice register.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { giveSignupConsent, typeCode, uniqueEmail, userWithProfile } from './accounts-factories.ts';
import {
  expect,
  expectNoHorizontalScroll,
  outboxCode,
  PHONE,
  readCode,
  signInByApi,
  storeSession,
  test,
  type Session,
} from './fixtures.ts';
import { OTP_COOLDOWN_S } from './settings.ts';
import type { SeedProduct } from './shop-support.ts';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const email = uniqueEmail('leaving');
let api: APIRequestContext;
let session: Session;
/** When the last code went to the e-mail: the next one may go once the e2e server's cool-down is over. */
let codeSentAt = 0;

async function pay(request: APIRequestContext, gatewayOrderId: string) {
  const paid = await request.post(`/dev/payments/${gatewayOrderId}/pay`, { data: { outcome: 'success' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as { razorpay_payment_id: string; razorpay_signature: string };
}

/** One product bought and paid through the fake gateway, as the checkout does it. */
async function paidOrder(request: APIRequestContext, token: string) {
  const headers = { accessToken: token };
  const products = (await (await request.get('/shop/open/all-product')).json()) as SeedProduct[];
  const product = products.find((p) => p.stock_quantity >= 5);
  if (!product) throw new Error('the seed has no product in stock');
  const cart = await request.post('/api/cart', {
    headers,
    data: { products: [{ product_id: product.product_id, category_id: product.category_id, quantity: 1 }] },
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  const address = await request.post('/api/address', {
    headers,
    data: { street: '12 MI Road', city: 'Jaipur', state: 'Rajasthan', postal_code: '302001', country: 'India', address_type: 'Home', phone: '9829012345' },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const addressId = ((await address.json()) as { data: { address_id: number } }).data.address_id;
  const order = await request.post('/api/order', { headers });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { order: { order_id: number } }).order.order_id;
  const processed = await request.post('/api/payment/process', { headers, data: { order_id: orderId } });
  expect(processed.ok(), await processed.text()).toBe(true);
  const { gateway_order_id } = (await processed.json()) as { gateway_order_id: string };
  const receipt = await pay(request, gateway_order_id);
  const confirmed = await request.post('/api/payment/confirm', {
    headers,
    data: {
      order_id: orderId,
      address_id: addressId,
      gateway_order_id,
      payment_id: receipt.razorpay_payment_id,
      signature: receipt.razorpay_signature,
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** ₹100 into the wallet through the fake gateway. */
async function recharge(request: APIRequestContext, token: string) {
  const headers = { accessToken: token };
  const started = await request.post('/api/wallet/recharge', { headers, data: { amount: 100 } });
  expect(started.ok(), await started.text()).toBe(true);
  const { gateway_order_id } = (await started.json()) as { gateway_order_id: string };
  const receipt = await pay(request, gateway_order_id);
  const confirmed = await request.post('/api/wallet/recharge/confirm', {
    headers,
    data: { gateway_order_id, payment_id: receipt.razorpay_payment_id, signature: receipt.razorpay_signature },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  await expect(accountMenu(page)).toBeVisible();
}

async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

async function waitOutCooldown() {
  const wait = codeSentAt + (OTP_COOLDOWN_S + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  codeSentAt = Date.now();
  session = await userWithProfile(api, { email });
  await paidOrder(api, session.accessToken);
  await recharge(api, session.accessToken);
});

test.afterAll(async () => {
  await api.dispose();
});

test('the account menu opens from the header on a phone and lists the account’s pages', async ({ page }) => {
  await page.goto('/');
  await storeSession(page, session);
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expectNoHorizontalScroll(page);

  await openAccountMenu(page);
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(accountMenu(page).getByRole('link', { name: 'Profile' })).toBeFocused();
  await expect(accountMenu(page).getByRole('link')).toHaveText([
    'Profile',
    'Orders',
    'Wallet',
    'Consultations',
    'My bookings',
    'My questions',
    'My kundli',
    'Blocked accounts',
    'Delete your account',
  ]);
  await expect(accountMenu(page).getByRole('button')).toHaveText(['Download my data', 'Logout']);
  // The panel slides in from the right edge and, once there, stays on the screen.
  await expect
    .poll(async () => {
      const box = await page.locator('#account-menu').boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390 + 0.5;
    })
    .toBe(true);
  await expectNoHorizontalScroll(page);

  await page.keyboard.press('Escape');
  await expect(accountMenu(page)).toBeHidden();
  await expect(accountButton(page)).toBeFocused();

  // On the narrowest phone the brand, the account button and the site menu still share one row.
  await page.setViewportSize(PHONE);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(accountButton(page)).toBeVisible();
  await expect(toggle).toBeVisible();
  const [account, menu] = [await accountButton(page).boundingBox(), await toggle.boundingBox()];
  expect(Math.abs((account?.y ?? 0) - (menu?.y ?? 100)), 'the account button and the menu toggle on one row').toBeLessThan(4);
  await expectNoHorizontalScroll(page);
  await openAccountMenu(page);
  await accountMenu(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/shopping\/orders$/);
  await expect(accountMenu(page)).toBeHidden();
});

test('Download my data saves a JSON file of what the product holds about the person', async ({ page }) => {
  await page.goto('/');
  await storeSession(page, session);
  await page.goto('/about');
  await openAccountMenu(page);
  const download = page.waitForEvent('download');
  await accountMenu(page).getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse((await downloaded(file)).toString('utf8')) as {
    account: { email: string; age_confirmed_at: string | null };
    orders: unknown[];
    invoices: unknown[];
  };
  expect(data.account.email).toBe(email);
  expect(data.account.age_confirmed_at).not.toBeNull();
  expect(data.orders).toHaveLength(1);
  expect(data.invoices).toHaveLength(2);
});

test('the paid order and the wallet recharge each download their tax invoice as a PDF', async ({ page }) => {
  await page.goto('/');
  await storeSession(page, session);
  await page.goto('/shopping/orders');
  const order = page.getByTestId('order-card').first();
  let download = page.waitForEvent('download');
  await order.getByRole('button', { name: /^Tax invoice \(PDF\)/ }).click();
  let file = await download;
  expect(file.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
  expect((await downloaded(file)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expectNoHorizontalScroll(page);

  await page.goto('/wallet');
  const entry = page.getByTestId('wallet-entry').filter({ has: page.getByRole('button', { name: /^Tax invoice/ }) });
  await expect(entry).toHaveCount(1);
  download = page.waitForEvent('download');
  await entry.getByRole('button', { name: /^Tax invoice \(PDF\)/ }).click();
  file = await download;
  expect((await downloaded(file)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expectNoHorizontalScroll(page);
});

test('deleting the account: what happens, the balance given up, a fresh code, then signed out everywhere', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await storeSession(page, session);
  await page.reload();
  await openAccountMenu(page);
  await accountMenu(page).getByRole('link', { name: 'Delete your account' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Erased at once' })).toContainText('Your delivery addresses');
  await expect(page.getByRole('region', { name: /^Kept/ })).toContainText('Orders and tax invoices');
  await expect(page.getByTestId('deletion-balance')).toHaveText('Your wallet holds ₹100.');
  await expectNoHorizontalScroll(page);

  // Nothing filled: the code and the balance are asked for, in the contract's words.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Please enter a 6-digit OTP', { exact: true })).toBeVisible();
  await expect(page.getByText('Please confirm that you give up your wallet balance of ₹100.', { exact: true })).toBeVisible();

  await waitOutCooldown();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toContainText('We sent a code to confirm the deletion.');
  codeSentAt = Date.now();
  await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
  const code = await outboxCode(page.request, email);

  // A wrong code is refused on its field and the account stays.
  await page.getByRole('checkbox', { name: /I give up my wallet balance of ₹100/ }).check();
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog', { name: 'Delete your account for good?' }).getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog).toContainText('The wallet balance of ₹100 is given up.');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toHaveCount(0);
  const left = await page.evaluate(() => ['token', 'user_id'].map((k) => localStorage.getItem(k)));
  expect(left).toEqual([null, null]);
  // Every session was revoked: the old token opens nothing.
  const refused = await page.request.get('/api/wallet', { headers: { accessToken: session.accessToken } });
  expect(refused.status()).toBe(401);
});

test('signing in with the same e-mail afterwards starts a new account', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/user/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await waitOutCooldown();
  await page.getByRole('button', { name: 'Send code' }).click();
  // The login answers as for any e-mail; the code makes a new account, which gives its consent before going on.
  await expect(page).toHaveURL(/\/user\/otp$/);
  await typeCode(page, await readCode(page, email));
  await expect(page.getByRole('heading', { name: 'Before you continue' })).toBeVisible();
  await giveSignupConsent(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  // A new account has no birth profile yet.
  await expect(page).toHaveURL(/\/userprofile\/signup$/);
  const fresh = await page.request.get('/api/order-history', {
    headers: { accessToken: (await page.evaluate(() => localStorage.getItem('token'))) ?? '' },
  });
  expect(await fresh.json()).toEqual([]);
});

test('the admin sees the deletion (when, not who) and downloads an invoice and the register', async ({ page }) => {
  const admin = await signInByApi(page.request, { phone: '9999999999' });
  await page.goto('/admin-login');
  await storeSession(page, admin);
  await page.goto('/admin-dashboard');
  const tiles = page.getByRole('navigation', { name: 'Dashboard sections' });

  await tiles.getByRole('button', { name: 'Account Deletions', exact: true }).click();
  const deletions = page.getByRole('region', { name: 'Account Deletions', exact: true });
  const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date());
  await expect(deletions.getByRole('row').nth(1)).toContainText(today);
  await expect(deletions.getByRole('row').nth(1)).toContainText('User');
  await expect(deletions).not.toContainText(email);
  await expect(deletions.getByRole('button')).toHaveCount(0);

  await tiles.getByRole('button', { name: 'Invoices', exact: true }).click();
  const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
  await expect(invoices.getByRole('list', { name: 'Invoices list' }).getByRole('listitem').first()).toBeVisible();
  let download = page.waitForEvent('download');
  await invoices.getByRole('button', { name: /^PDF / }).first().click();
  let file = await download;
  expect((await downloaded(file)).subarray(0, 4).toString('latin1')).toBe('%PDF');

  download = page.waitForEvent('download');
  await invoices.getByRole('button', { name: 'Download register (CSV)' }).click();
  file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect((await downloaded(file)).toString('utf8').split('\n')[0]).toContain('Invoice number');
  await expectNoHorizontalScroll(page);
});
