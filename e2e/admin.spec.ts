// Admin back-office journeys: the guard, the catalogue, astrologer approval and wallets, and every report's paging.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, signInByApi, test } from './fixtures.ts';

const ADMIN_EMAIL = 'admin@example.com';
// A 1x1 PNG: enough for the server's image check, no file on disk needed.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signIn(request: APIRequestContext, email: string): Promise<{ token: string; userId: number }> {
  const session = await signInByApi(request, { email });
  return { token: session.accessToken, userId: session.user_id };
}

// One admin session for the whole file: every sign-in starts a resend cool-down for that e-mail.
let adminSession: Promise<{ token: string; userId: number }> | undefined;

async function openDashboard(page: Page, session?: { token: string; userId: number }) {
  // Started only by a test that needs the admin, so the sign-in (which may wait out the cool-down) runs
  // on that test's own request context and within its own time limit.
  const { token, userId } = session ?? (await (adminSession ??= signIn(page.request, ADMIN_EMAIL)));
  await page.goto('/');
  await page.evaluate(([t, id]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('user_id', id);
  }, [token, String(userId)] as const);
  await page.goto('/admin-dashboard');
}

const tiles = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });
const openTile = (page: Page, name: string) => tiles(page).getByRole('button', { name, exact: true }).click();
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('a visitor without a stored user id is sent to the admin login', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('a signed-in normal user sees Unauthorized Access', async ({ page }) => {
  const user = await signIn(page.request, `admin-e2e-user-${Date.now()}@example.com`);
  await openDashboard(page, user);
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Admin Login' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('the admin adds a category and a product, sees it in the shop, edits and deletes it', async ({ page }) => {
  const category = `E2E Category ${Date.now()}`;
  const product = `E2E Crystal ${Date.now()}`;
  test.slow();
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  // The site's navigation bar is hidden here: the dashboard has its own top bar.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await openTile(page, 'Add Category');
  await panel(page, 'Add Category').getByLabel('Category name').fill(category);
  await panel(page, 'Add Category').getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category added successfully!')).toBeVisible();

  await openTile(page, 'Add Product');
  const form = panel(page, 'Add Product');
  await expect(panel(page, 'Add Category')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Product name is required.')).toBeVisible();
  await expect(form.getByText('Please upload a product image.')).toBeVisible();
  await form.getByLabel('Product name').fill(product);
  await form.getByLabel('Category').selectOption({ label: category });
  await form.getByLabel('Price (₹)').fill('499.50');
  await form.getByLabel('Rating (1-5)').fill('4.5');
  await form.getByLabel('Stock quantity').fill('5');
  await form.getByLabel('Description').fill('A clear quartz point for the e2e journey.');
  await form.getByLabel('Kit includes').fill('Crystal, Pouch');
  await form.getByLabel('Product image').setInputFiles({ name: 'crystal.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Chosen product' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully!')).toBeVisible();

  await openTile(page, 'Category & Products');
  const cp = panel(page, 'Category & Products');
  await expect(cp.getByText('Please select a category to view products.')).toBeVisible();
  await cp.getByLabel('Category').selectOption({ label: category });
  await expect(cp.getByRole('heading', { name: product })).toBeVisible();
  await expect(cp.locator('[data-low-stock]')).toHaveText(/5/);
  await expect(cp.getByRole('listitem').filter({ hasText: 'Pouch' }).last()).toBeVisible();

  // The shop pages its results: search for the new product as a shopper would.
  await page.goto(`/shopping?q=${encodeURIComponent(product)}`);
  await expect(page.getByRole('link', { name: product })).toBeVisible();

  await page.goto('/admin-dashboard');
  await openTile(page, 'Show Products');
  const list = panel(page, 'Products');
  await list.getByRole('button', { name: `Edit ${product}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(modal.getByLabel('Product name')).toHaveValue(product);
  await modal.getByLabel('Stock quantity').fill('0');
  await modal.getByLabel('Rating (0-5)').fill('3.7');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(list.getByRole('listitem').filter({ hasText: product })).toContainText('Out of Stock');

  await list.getByRole('button', { name: `Delete ${product}` }).click();
  await expect(page.getByText('Product deleted successfully!')).toBeVisible();
  await expect(list.getByText(product)).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await openTile(page, 'Show Categories');
  await panel(page, 'Categories').getByRole('button', { name: `Delete category ${category}` }).click();
  await expect(page.getByText('Category deleted successfully!')).toBeVisible();
});

test('the admin approves an astrologer with a commission and settles a wallet', async ({ page }) => {
  await openDashboard(page);
  const unverified = page.getByRole('region', { name: /ALL UNVERIFIED ASTROLOGERS/ });
  const verified = page.getByRole('region', { name: /ALL VERIFIED ASTROLOGERS/ });
  const card = unverified.getByRole('button', { name: /open details/ }).first();
  const name = (await card.getAttribute('aria-label'))?.split(',')[0] ?? '';
  await card.click();
  const modal = page.getByRole('dialog', { name });
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(modal.getByText('Please enter commission')).toBeVisible();
  await modal.getByLabel('Commission rate (%)').fill('15.5');
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('verification success')).toBeVisible();
  await expect(verified.getByRole('button', { name: new RegExp(`^${name},`) })).toBeVisible();
  await expect(unverified.getByRole('button', { name: new RegExp(`^${name},`) })).toHaveCount(0);

  // A verified astrologer with money in the wallet: settle it.
  const rich = verified.getByRole('listitem').filter({ hasNotText: 'Wallet₹0.00' }).first().getByRole('button');
  const richName = (await rich.getAttribute('aria-label'))?.split(',')[0] ?? '';
  const token = /token (\S+):/.exec((await rich.getAttribute('aria-label')) ?? '')?.[1];
  await rich.click();
  const detail = page.getByRole('dialog', { name: richName });
  await expect(detail.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  let confirmText = '';
  page.once('dialog', (dialog) => {
    confirmText = dialog.message();
    void dialog.accept();
  });
  await detail.getByRole('button', { name: 'Update Wallet' }).click();
  await expect(page.getByText('Wallet updated successfully!')).toBeVisible();
  expect(confirmText).toBe(`Are you sure you want to update the wallet for Token No: ${token}?`);
  await expect(detail.getByText('Wallet', { exact: true }).locator('..')).toContainText('₹0.00');
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  const download = page.waitForEvent('download');
  await tiles(page).getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('astrologers.pdf');
});

test('the admin pages through payments, orders, interactions and users and changes an order status', async ({ page }) => {
  test.slow();
  await openDashboard(page);
  await openTile(page, 'Show Payments');
  const payments = panel(page, 'Payment History');
  await expect(payments.getByTestId('admin-wallet')).toContainText('₹');
  await expect(payments.getByText(/^Showing 1 to \d+ of \d+$/)).toBeVisible();
  await payments.getByRole('button', { name: 'Venkatesh Raghavan' }).click();
  const modal = page.getByRole('dialog', { name: 'User Payment Details' });
  // The seed's 15 payments to him: his chats, and the calls that ended paid.
  await expect(modal.getByText('Showing 1 to 10 of 15')).toBeVisible();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Showing 11 to 15 of 15')).toBeVisible();
  await modal.getByRole('button', { name: 'Close dialog' }).click();

  await openTile(page, 'Show Orders');
  const orders = panel(page, 'Order History');
  await expect(orders.getByText(/^Showing 1 to 10 of \d+$/)).toBeVisible();
  const items = orders.locator('li[aria-label^="Order "]');
  const firstPage = await items.evaluateAll((list) => list.map((li) => li.getAttribute('aria-label')));
  await orders.getByRole('button', { name: 'Page 2' }).click();
  await expect(orders.getByText(/^Showing 11 to \d+ of \d+$/)).toBeVisible();
  // The second page's own orders, not the first page's still on screen while it loads.
  await expect.poll(async () => firstPage.includes(await items.first().getAttribute('aria-label'))).toBe(false);
  const order = items.first();
  const label = (await order.getAttribute('aria-label')) ?? '';
  const status = order.getByLabel('Status');
  const next = (await status.inputValue()) === 'Delivered' ? 'Cancelled' : 'Delivered';
  await status.selectOption(next);
  await expect(page.getByText('Delivery status updated successfully!')).toBeVisible();
  await page.reload();
  await openTile(page, 'Show Orders');
  await orders.getByRole('button', { name: 'Page 2' }).click();
  await expect(orders.locator(`li[aria-label="${label}"]`).getByLabel('Status')).toHaveValue(next);

  await openTile(page, 'Chats/Call History');
  const history = panel(page, 'Chat & Call History');
  await expect(history.getByText(/^Showing 1 to 10 of \d+$/)).toBeVisible();
  await history.getByRole('button', { name: 'Page 2' }).click();
  await expect(history.getByText(/^Showing 11 to 20 of \d+$/)).toBeVisible();
  await history.getByLabel('From (or single date)').fill('2030-01-02');
  await history.getByLabel('To', { exact: true }).fill('2030-01-01');
  await expect(history.getByText("The 'to' date cannot be before the 'from' date.")).toBeVisible();
  await history.getByLabel('To', { exact: true }).fill('2030-01-03');
  await expect(history.getByText('No History Found')).toBeVisible();

  await openTile(page, 'All Users');
  const users = panel(page, 'Registered Users');
  await expect(users.getByText(/^Showing 1 to 10 of \d+$/)).toBeVisible();
  await users.getByRole('button', { name: 'Page 2' }).click();
  await expect(users.getByText(/^Showing 11 to 20 of \d+$/)).toBeVisible();
});

test('on a 768 px tablet the tables scroll inside their panels, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openDashboard(page);
  await expectNoHorizontalScroll(page);
  for (const [tile, title] of [['Show Payments', 'Payment History'], ['Show Orders', 'Order History'], ['Chats/Call History', 'Chat & Call History'], ['All Users', 'Registered Users']] as const) {
    await openTile(page, tile);
    await expect(panel(page, title).getByText(/^Showing 1 to/)).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
});

test('on a phone each tile brings its panel into view, and no panel widens the page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  for (const [tile, title] of [
    ['Add Category', 'Add Category'],
    ['Show Products', 'Products'],
    ['Show Payments', 'Payment History'],
    ['Show Orders', 'Order History'],
    ['Chats/Call History', 'Chat & Call History'],
    ['All Users', 'Registered Users'],
    ['Create Astrologer', 'Create Astrologer'],
    ['Free Questions', 'Free Questions'],
    ['Invoices', 'Invoices'],
    ['Moderation', 'Moderation'],
    ['Account Deletions', 'Account Deletions'],
    ['Charts', 'Charts'],
  ] as const) {
    await openTile(page, tile);
    await expect(panel(page, title).getByRole('heading', { level: 2, name: title })).toBeInViewport();
    // With the seeded shop, astrologers, orders and sessions in them: wide tables scroll inside their panels.
    await expectNoHorizontalScroll(page);
  }
});

test('at 1280 px the payments table shows every column, its status included, without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page);
  await openTile(page, 'Show Payments');
  const table = panel(page, 'Payment History').getByRole('region');
  await expect(panel(page, 'Payment History').getByText(/^Showing 1 to/)).toBeVisible();
  const fits = await table.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, 'the payments table is wider than its panel').toBe(true);
  await expect(table.getByRole('columnheader', { name: /Status/ }).first()).toBeInViewport();
});

test('the admin creates an astrologer in two steps and uploads a bulk file', async ({ page }) => {
  test.slow();
  const stamp = Date.now();
  const name = `E2E Jyotishi ${stamp}`;
  await openDashboard(page);
  await openTile(page, 'Create Astrologer');
  const form = panel(page, 'Create Astrologer');
  await form.getByRole('button', { name: 'Complete Profile Registration' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete the user account section first' })).toBeVisible();
  await form.getByLabel('Phone').fill('12345');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number (10-15 digits)')).toBeVisible();
  await form.getByLabel('Email').fill(`e2e-astro-${stamp}@example.com`);
  await form.getByLabel('Phone').fill(`9${String(stamp).slice(-9)}`);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('User account created successfully!')).toBeVisible();
  await expect(form.getByLabel('User ID')).toHaveValue(/^\d+$/);

  await form.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Date of birth').fill('1985-04-12');
  await form.getByLabel('Female').check();
  await form.getByLabel('About').fill('Tarot reader for fifteen years, calm and practical.');
  await form.getByLabel('Experience (years)').fill('15');
  await form.getByLabel('Rating (0-5)').fill('4.2');
  await form.getByLabel('Languages').fill('Hindi, English');
  await form.getByLabel('Type').selectOption('Tarot');
  await form.getByLabel('Expertise').fill('Career, Love');
  await form.getByLabel('Session charge (₹ per minute)').fill('30');
  await form.getByLabel('Platform commission (%)').fill('20');
  await form.getByRole('button', { name: 'Complete Profile Registration' }).click();
  await expect(page.getByText('Astrologer profile created successfully!')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(page.getByRole('button', { name: new RegExp(`^${name},`) })).toBeVisible();

  await openTile(page, 'Bulk Upload');
  const bulk = panel(page, 'Bulk Astrologer Upload');
  await bulk.getByRole('button', { name: 'Upload File' }).click();
  await expect(bulk.getByText('Please select a file to upload.')).toBeVisible();
  const csv = [
    'name,email,phone,about,experience,rating,language_known,type,expertise,charge,dob,gender,commission,profile_image',
    `Bulk Pandit ${stamp},bulk-${stamp}@example.com,8${String(stamp).slice(-9)},"Vedic astrologer with twenty years of practice.",20,4.5,"Hindi, English",Vedic,Career,25,1975-06-01,Male,20,`,
    `Bad Row,not-an-email,123,short,200,9,Hindi,Vedic,Career,25,1975-06-01,Male,20,`,
  ].join('\n');
  await bulk.getByLabel('Astrologers file').setInputFiles({ name: 'astrologers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await bulk.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByText('File processed successfully!')).toBeVisible();
  await expect(bulk.getByText('1 astrologer created, 1 row rejected.')).toBeVisible();
  await expect(bulk.getByRole('region', { name: 'Rejected rows' })).toContainText('Please enter a valid email address');
});

// Last: signing out revokes the session the other tests share.
test('Sign Out forgets the session and returns to the admin login', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user_id')])).toEqual([null, null]);
});
