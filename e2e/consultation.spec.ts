// A paid chat from end to end, in three browsers: a user recharges, finds an online astrologer and asks for a chat;
// the astrologer accepts in the console; both exchange text and a voice note the other plays; the user is warned
// that the balance runs low and the chat ends by itself; the user reviews it; the admin sees it in Chats/Call
// History and in the payments and refunds part of it; the astrologer sees the earnings. The e2e server runs
// 6-second minutes (playwright.config.ts), so the ₹150 wallet pays six minutes of a ₹25/min chat after the three a
// new user's first session has free: 54 seconds.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { astrologerWithProfile, uniqueEmail, uniquePhone, userWithProfile } from './accounts-factories.ts';
import { PHONE, expect, expectNoHorizontalScroll, signInByApi, storeSession, test, type Session } from './fixtures.ts';

const DESKTOP = { width: 1280, height: 900 };

/** A browser context of its own (its own storage, its own socket), with the microphone allowed. */
async function person(browser: Browser, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, permissions: ['microphone'] });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) problems.push(msg.text());
  });
  context.on('close', () => expect(problems, 'the page logged errors').toEqual([]));
  return { context, page };
}

async function signedIn(page: Page, session: Session, path: string) {
  await page.goto('/');
  await storeSession(page, session);
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a paid chat from request to refund, on a ${label}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    // Names are letters only: the run's number spelt in letters keeps this astrologer apart from every other.
    const tag = [...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('');
    const astroName = `Acharya ${label === 'phone' ? 'Mobile' : 'Desktop'} ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
    const astro = await astrologerWithProfile(request, { email: uniqueEmail(`chat-astro-${label}`) }, { name: astroName });
    const user = await userWithProfile(request, { phone: uniquePhone() });
    const admin = await signInByApi(request, { phone: '9999999999' }, 'user');
    const verified = await request.post('/api/verify-astrologer', {
      headers: { accessToken: admin.accessToken },
      data: { astro_id: astro.astro_id, commission: 20 },
    });
    expect(verified.status(), await verified.text()).toBe(200);

    const a = await person(browser, viewport);
    const u = await person(browser, viewport);
    try {
      // The astrologer opens the console and goes online.
      await signedIn(a.page, astro, '/astrologer/console');
      const toggle = a.page.getByRole('switch', { name: 'Available for chat' });
      await toggle.click();
      await expect(a.page.getByTestId('status-pill')).toHaveText('Online');

      // The user recharges ₹150 (plus GST) through the gateway's checkout.
      await signedIn(u.page, user, '/wallet?amount=150');
      await expect(u.page.getByTestId('recharge-total')).toHaveText('₹177.00');
      await u.page.getByRole('button', { name: 'Recharge' }).click();
      await u.page.getByRole('dialog', { name: /test payment/ }).getByRole('button', { name: /^Pay/ }).click();
      await expect(u.page.getByTestId('wallet-balance')).toHaveText('₹150.00');

      // ...finds the astrologer online in the directory and asks for a chat.
      await u.page.goto('/astrologers');
      // The server-rendered directory takes input once the app runs it: typed before, a search is lost.
      await u.page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
      await u.page.getByRole('searchbox', { name: /Search/ }).fill(astroName);
      const card = u.page.getByRole('article').filter({ hasText: astroName });
      await expect(card.getByText('Online')).toBeVisible();
      await card.getByRole('button', { name: /Chat ₹25\/min/ }).click();
      // The request sheet: what a minute costs, what the balance buys (3 free + 6 paid), and only then the request.
      const sheet = u.page.getByTestId('request-sheet');
      await expect(sheet).toContainText('Your first 3 minutes are free');
      await expect(u.page.getByTestId('sheet-minutes')).toHaveText('Your balance lasts about 9 minutes.');
      await expectNoHorizontalScroll(u.page);
      await u.page.getByRole('button', { name: 'Start chat', exact: true }).click();
      await expect(u.page).toHaveURL(/\/consultations\/\d+$/);
      const room = u.page.url();
      await expect(u.page.getByText(new RegExp(`Waiting for ${astroName}`))).toBeVisible();
      await expectNoHorizontalScroll(u.page);

      // The request reaches the console with the user's birth details; the astrologer accepts.
      const requestCard = a.page.getByRole('article', { name: 'Request from Meera Kapoor' });
      await expect(requestCard).toContainText('Pune');
      await requestCard.getByRole('button', { name: 'Accept' }).click();
      await expect(a.page).toHaveURL(room);

      // Both write; each sees the other's message.
      const userLog = u.page.getByRole('log', { name: 'Messages' });
      const astroLog = a.page.getByRole('log', { name: 'Messages' });
      await u.page.getByRole('textbox', { name: /message/i }).fill('Namaste, will my career change this year?');
      await u.page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(astroLog).toContainText('will my career change this year?');
      await a.page.getByRole('textbox', { name: /message/i }).fill('Namaste Meera. Let me look at your chart.');
      await a.page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(userLog).toContainText('Let me look at your chart.');

      // The astrologer records a voice note with the (fake) microphone; the user plays it.
      await a.page.getByRole('button', { name: 'Record voice note' }).click();
      await a.page.waitForTimeout(1500);
      await a.page.getByRole('button', { name: 'Send voice note' }).click();
      const audio = userLog.locator('audio');
      await expect(audio).toHaveCount(1);
      await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
      await audio.evaluate((el: HTMLAudioElement) => el.play());
      await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
      await expectNoHorizontalScroll(u.page);
      await expectNoHorizontalScroll(a.page);

      // Fewer than two minutes left: the user is warned; then the wallet runs out and the chat ends by itself.
      await expect(u.page.getByRole('alert').filter({ hasText: 'less than 2 minutes remain' })).toBeVisible({ timeout: 45_000 });
      await expect(u.page.getByTestId('status')).toHaveText('Ended: wallet balance ran out', { timeout: 45_000 });
      await expect(a.page.getByTestId('status')).toHaveText('Ended: wallet balance ran out', { timeout: 15_000 });

      // The user reviews the chat.
      // A person taps the fifth star (the radio itself is visually hidden behind it).
      await u.page.locator('label').filter({ has: u.page.getByRole('radio', { name: '5 stars' }) }).click();
      await expect(u.page.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await u.page.getByRole('textbox', { name: /review/i }).fill('Clear and kind answers.');
      await u.page.getByRole('button', { name: /Submit review/i }).click();
      await expect(u.page.getByText('Thank you for your review!')).toBeVisible();

      // The admin sees the paid chat in Chats/Call History and refunds ₹50 of it.
      await u.context.close();
      const ad = await person(browser, viewport);
      try {
        await signedIn(ad.page, admin, '/admin-dashboard');
        await ad.page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: 'Chats/Call History', exact: true }).click();
        const history = ad.page.getByRole('region', { name: 'Chat & Call History', exact: true });
        const row = history.getByRole('row').filter({ hasText: astroName });
        await expect(row).toContainText('₹150');
        await row.getByRole('button', { name: /Refund/ }).click();
        const dialog = ad.page.getByRole('dialog', { name: 'Refund consultation' });
        await expect(dialog.getByTestId('refundable')).toHaveText('₹150.00');
        await dialog.getByLabel('Amount (₹)').fill('50');
        await dialog.getByLabel('Reason').fill('The second half of the answer was cut short.');
        await dialog.getByRole('button', { name: 'Confirm refund' }).click();
        await expect(ad.page.getByText('Refund issued successfully!')).toBeVisible();
        await expect(row).toContainText('Refunded ₹50');

        // The astrologer's payment summary counts the paid chat, net of the refund.
        await ad.page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: 'Show Payments', exact: true }).click();
        // Astrologers are listed oldest first: this one, just approved, is on the last page.
        const summary = ad.page.getByRole('region', { name: 'Payment History' });
        const pages = summary.getByRole('navigation', { name: 'Payment summary pages' }).getByRole('button', { name: /^Page \d+$/ });
        await expect(summary.getByRole('row').nth(1)).toBeVisible();
        if ((await pages.count()) > 1) await pages.last().click();
        await expect(summary.getByRole('row').filter({ hasText: astroName })).toContainText('₹100');
      } finally {
        await ad.context.close();
      }

      // The astrologer's console shows what the chat earned, less the refund: nine minutes at ₹25 (the three free
      // ones paid by the platform) less ₹50.
      await a.page.goto('/astrologer/console');
      await expect(a.page.getByTestId('earnings-total')).toHaveText('₹175.00');
    } finally {
      await a.context.close().catch(() => {});
      await u.context.close().catch(() => {});
    }
  });
}
