// The astrologer console against the real server: a verified astrologer logs in and lands on it, goes online with
// the switch (the console's live socket is what keeps them online), and sees empty earnings; a user is told the
// console is for verified astrologers; a guest is sent to the astrologer login.
import { expect, expectNoHorizontalScroll, PHONE, readCode, signInByApi, storeSession, test } from './fixtures.ts';
import { astrologerWithProfile, typeCode, uniqueEmail, uniquePhone } from './accounts-factories.ts';
import { OTP_COOLDOWN_S } from './settings.ts';

test.describe.configure({ mode: 'serial' });

const astroEmail = uniqueEmail('console-astro');
let codeSentAt = 0;
/** Whether this server runs the Socket.IO server (engine.io answers its polling handshake with an open packet). */
let hasSocketServer = false;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  codeSentAt = Date.now();
  const astro = await astrologerWithProfile(api, { email: astroEmail });
  const admin = await signInByApi(api, { phone: '9999999999' }, 'user');
  const approved = await api.post('/api/verify-astrologer', {
    headers: { accessToken: admin.accessToken },
    data: { astro_id: astro.astro_id, commission: 20 },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const probe = await api.get('/socket.io/?EIO=4&transport=polling');
  hasSocketServer = probe.ok() && (await probe.text()).startsWith('0{');
  await api.dispose();
});

test('a verified astrologer logs in, lands on the console and goes online', async ({ page }) => {
  await page.setViewportSize(PHONE);
  if (!hasSocketServer) {
    // A server without Socket.IO answers its address with the app's page: a stand-in socket keeps the console
    // connected (the switch itself marks the console seen, so the astrologer is online for the grace period).
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      ws.send('0{"sid":"e2e","upgrades":[],"pingInterval":25000,"pingTimeout":60000,"maxPayload":1000000}');
      ws.onMessage((message) => {
        if (String(message).startsWith('40')) ws.send('40{"sid":"e2e-ns"}');
      });
    });
  }
  // Making the account sent a code to this e-mail: the next one may go once the cool-down is over.
  await page.goto('/astrologer/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(astroEmail);
  await page.waitForTimeout(Math.max(0, codeSentAt + (OTP_COOLDOWN_S + 1) * 1000 - Date.now()));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/astrologin\/otp$/);
  await typeCode(page, await readCode(page, astroEmail));
  await expect(page.getByText('You Are verified as Astrologer. Please go to the App')).toBeVisible();
  await expect(page).toHaveURL(/\/astrologer\/console$/);

  const toggle = page.getByRole('switch', { name: 'Available for chat' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('status-pill')).toHaveText('Offline');
  await expect(page.getByTestId('earnings-total')).toHaveText('₹0.00');
  await expect(page.getByText('No sessions yet.')).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('status-pill')).toHaveText('Online');
  await expect(page.getByText(/Connection lost/)).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  // Still on after a reload: the switch is kept by the server.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Available for chat' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: 'Available for chat' }).click();
  await expect(page.getByTestId('status-pill')).toHaveText('Offline');
});

test('a user is told the console is for verified astrologers; a guest goes to the astrologer login', async ({ page }) => {
  await page.goto('/astrologer/console');
  await expect(page).toHaveURL(/\/astrologer\/login$/);

  const user = await signInByApi(page.request, { phone: uniquePhone() }, 'user');
  await storeSession(page, user);
  await page.goto('/astrologer/console');
  await expect(page.getByRole('heading', { name: 'Only verified astrologers can do this.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in as an astrologer' })).toBeVisible();
});
