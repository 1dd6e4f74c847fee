// The wallet for a user on a phone: a recharge of ₹200 through the gateway's checkout, its GST, the new balance and
// its row in the statement; and a guest sent to log in.
import type { Page } from '@playwright/test';
import { PHONE, expect, expectNoHorizontalScroll, signInByApi, storeSession, test } from './fixtures.ts';

/**
 * The page opens the site's socket to hear balance changes. A server built without Socket.IO refuses its handshake,
 * which the browser reports as a console error; such a server gets a socket that stays silent instead.
 */
async function quietSocketWithoutServer(page: Page) {
  const probe = await page.request.get('/socket.io/?EIO=4&transport=polling');
  // Engine.IO answers its open packet, "0{...}"; anything else is not a socket server.
  const isSocketServer = probe.ok() && (await probe.text()).startsWith('0{');
  if (!isSocketServer) await page.routeWebSocket(/\/socket\.io\//, () => {});
}

test('a user recharges ₹200 on a phone and sees the balance and the transaction', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await quietSocketWithoutServer(page);
  const session = await signInByApi(page.request, { email: `wallet-${Date.now()}@example.com` }, 'user', { name: 'Wallet Tester' });
  await page.goto('/');
  await storeSession(page, session);

  await page.goto('/wallet?amount=200&next=/shopping');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  // The amount from the link is chosen, with its GST shown before paying.
  await expect(page.getByRole('button', { name: '₹200', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('recharge-total')).toHaveText('₹236.00');
  await expectNoHorizontalScroll(page);

  // A wrong amount is refused inline and cannot be paid.
  const amount = page.getByRole('textbox', { name: 'Or enter an amount' });
  await amount.fill('10.5');
  await expect(page.getByText('Enter a whole amount from ₹1 to ₹1,00,000.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recharge' })).toBeDisabled();
  await page.getByRole('button', { name: '₹200', exact: true }).click();
  await expect(page.getByTestId('recharge-total')).toHaveText('₹236.00');

  await page.getByRole('button', { name: 'Recharge' }).click();
  const checkout = page.getByRole('dialog', { name: /test payment/ });
  await expect(checkout).toContainText('₹236.00');
  await checkout.getByRole('button', { name: /^Pay/ }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Wallet recharged successfully!' }).first()).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹200.00');
  const row = page.getByTestId('wallet-entry');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Wallet recharge');
  await expect(row).toContainText('+₹200.00');
  await expect(row).toContainText('Bal. ₹200.00');
  await expectNoHorizontalScroll(page);
  // Back to where the user came from.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shopping$/);
});

test('a guest is sent to log in', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/login\/determiner$/);
});
