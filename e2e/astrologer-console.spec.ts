// The astrologer console against the real server: a verified astrologer logs in and lands on it, goes online with
// the switch (the console's live socket is what keeps them online), and sees empty earnings; a user is told the
// console is for verified astrologers; a guest is sent to the astrologer login.
import { expect, expectNoHorizontalScroll, PHONE, readCode, signInByApi, storeSession, test } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { astrologerWithProfile, fundedUserByApi, typeCode, uniqueEmail, uniquePhone } from './accounts-factories.ts';
import { OTP_COOLDOWN_S } from './settings.ts';

test.describe.configure({ mode: 'serial' });

const astroEmail = uniqueEmail('console-astro');
let codeSentAt = 0;
let astroSession: { accessToken: string; user_id: number; astro_id: number } | null = null;
/** Whether this server runs the Socket.IO server (engine.io answers its polling handshake with an open packet). */
let hasSocketServer = false;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  codeSentAt = Date.now();
  const astro = await astrologerWithProfile(api, { email: astroEmail });
  astroSession = astro;
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

/**
 * A server without Socket.IO answers its address with the app's page: a stand-in socket keeps the console connected
 * (switching availability marks the console seen, so the astrologer is online for the grace period, and the list of
 * requests is read every 10 s).
 */
async function standInSocketWithoutServer(page: Page) {
  if (hasSocketServer) return;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    ws.send('0{"sid":"e2e","upgrades":[],"pingInterval":25000,"pingTimeout":60000,"maxPayload":1000000}');
    ws.onMessage((message) => {
      if (String(message).startsWith('40')) ws.send('40{"sid":"e2e-ns"}');
    });
  });
}

const fundedUser = (api: APIRequestContext) => fundedUserByApi(api, 500);

async function requestChat(api: APIRequestContext, user: { accessToken: string }) {
  const asked = await api.post('/api/consultations', {
    headers: { accessToken: user.accessToken },
    data: { astro_id: astroSession?.astro_id, type: 'chat' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return ((await asked.json()) as { consultation_id: number }).consultation_id;
}

test('a verified astrologer logs in, lands on the console and goes online', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await standInSocketWithoutServer(page);
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

test('requests arrive on the console with birth details; one is declined, one accepted, and it earns', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await standInSocketWithoutServer(page);
  if (!astroSession) throw new Error('no astrologer');
  await page.goto('/');
  await storeSession(page, astroSession);
  await page.goto('/astrologer/console');
  const toggle = page.getByRole('switch', { name: 'Available for chat' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect(page.getByTestId('status-pill')).toHaveText('Online');

  const first = await fundedUser(page.request);
  await requestChat(page.request, first);
  const card = page.getByRole('article', { name: 'Request from Meera Kapoor' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('12 April 1990');
  await expect(card).toContainText('6:30 am');
  await expect(card).toContainText('Pune');
  await expect(card).toContainText('₹25.00/min');
  await expect(card.getByTestId('countdown')).toHaveText(/^\d:\d\d$/);
  await expect(page).toHaveTitle('(1) New request');
  await expectNoHorizontalScroll(page);

  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this request?' });
  await dialog.getByRole('button', { name: 'Yes, decline' }).click();
  await expect(card).toHaveCount(0);
  await expect(page).not.toHaveTitle(/New request/);

  const second = await fundedUser(page.request);
  const id = await requestChat(page.request, second);
  await page.getByRole('article', { name: 'Request from Meera Kapoor' }).getByRole('button', { name: 'Accept' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/consultations/${id}$`));
  // The room asks for the first message, which starts the session: minute 0 is charged with it.
  await expect(page.getByTestId('awaiting-reply')).toContainText('Send your first message');
  await page.getByRole('textbox', { name: /message/i }).fill('Namaste, I am looking at your chart.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('awaiting-reply')).toBeHidden();

  // The user ends the session and the console shows what it earned (the platform pays a new user's free minute).
  const ended = await page.request.post(`/api/consultations/${id}/end`, { headers: { accessToken: second.accessToken } });
  expect(ended.status(), await ended.text()).toBe(200);
  await page.goto('/astrologer/console');
  await expect(page.getByTestId('earnings-today')).toHaveText('₹25.00');
  await expect(page.getByTestId('sessions-today')).toHaveText('1');
  const row = page.getByRole('link', { name: /Meera Kapoor.*Completed/ });
  await expect(row).toContainText('1 billed min');
  await expect(row).toHaveAttribute('href', `/consultations/${id}`);
  await page.getByRole('switch', { name: 'Available for chat' }).click();
  await expect(page.getByTestId('status-pill')).toHaveText('Offline');
});
