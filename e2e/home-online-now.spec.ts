// The home page's strip of astrologers online now, on a 390 px phone against the real server: an astrologer who goes
// online in the console appears in a visitor's open home page without a reload, with the rating the directory shows,
// the price a minute and a link to the profile, and in the home page's server-rendered HTML; going offline takes them
// out of the strip live. The strip scrolls sideways inside the page: the page itself never does.
import type { Page, Route } from '@playwright/test';
import { verifiedAstrologer } from './accounts-factories.ts';
import { expect, expectNoHorizontalScroll, signInByApi, storeSession, test } from './fixtures.ts';

const PHONE_390 = { width: 390, height: 844 };

/** The strip's own reads of the directory (api/get-online-now.ts). */
const STRIP_READS = /\/api\/consult\/astrologers\?.*online=true/;

const strip = (page: Page) => page.getByRole('region', { name: 'Astrologers online now' });

test('an astrologer who comes online appears in the home page strip live, and leaves it going offline', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { account: astro, name: astroName } = await verifiedAstrologer(request, 'Strip', {
    profile: { charge: 27, type: ['Numerology'], language_known: 'Hindi, Marathi' },
    admin: signInByApi(request, { phone: '9999999999' }, 'user'),
  });

  // A visitor has the home page open on a phone; the new astrologer is not online yet.
  await page.setViewportSize(PHONE_390);
  await page.goto('/');
  await expect(page.getByRole('link', { name: astroName })).toHaveCount(0);

  // The astrologer opens the console in a browser of their own and goes online.
  const consoleContext = await browser.newContext({ viewport: PHONE_390 });
  try {
    const consolePage = await consoleContext.newPage();
    await consolePage.goto('/');
    await storeSession(consolePage, astro);
    await consolePage.goto('/astrologer/console');
    await consolePage.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
    const available = consolePage.getByRole('switch', { name: 'Available for chat' });
    await available.click();
    await expect(consolePage.getByTestId('status-pill')).toHaveText('Online');

    // ...and appears in the visitor's strip, without a reload.
    const card = strip(page).getByTestId('online-now-card').filter({ hasText: astroName });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: astroName })).toHaveAttribute('href', `/astrologers/${astro.astro_id}`);
    await expect(card).toContainText('Numerology');
    await expect(card).toContainText('Hindi, Marathi');
    await expect(card).toContainText('₹27/min');
    // The rating as the directory shows it: the reviews' average with its stars, or New before the first review.
    const listed = await request.get(`/api/consult/astrologers/${astro.astro_id}`);
    const { rating } = (await listed.json()) as { rating: number | null };
    if (rating === null) await expect(card.getByTestId('rating-new')).toHaveText('New');
    else await expect(card.getByRole('img', { name: `Rated ${rating.toFixed(1)} out of 5` })).toBeVisible();
    await expect(strip(page).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/astrologers');
    await card.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: 'test-results/home-online-now-phone.png' });

    // The home page's first HTML already shows who is online.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(astroName);

    // Going offline takes them out of the strip, live: the strip's own reads are held back meanwhile, so only the
    // status event can. The strip (or, with nobody left, its one line) stays.
    const held: Route[] = [];
    await page.route(STRIP_READS, (route) => void held.push(route));
    await available.click();
    await expect(consolePage.getByTestId('status-pill')).toHaveText('Offline');
    await expect(page.getByRole('link', { name: astroName })).toHaveCount(0);
    await page.unroute(STRIP_READS);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect(strip(page).or(page.getByTestId('online-now-none'))).toBeVisible();
    await expectNoHorizontalScroll(page);

    // Online again: back in the strip, and its card leads to the profile.
    await available.click();
    await expect(consolePage.getByTestId('status-pill')).toHaveText('Online');
    await strip(page).getByRole('link', { name: astroName }).click();
    await expect(page).toHaveURL(new RegExp(`/astrologers/${astro.astro_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: astroName })).toBeVisible();
  } finally {
    await consoleContext.close();
  }
});
