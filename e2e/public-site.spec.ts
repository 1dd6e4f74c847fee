// The public site: navigation bar, home slider, static pages, the contact form and the 404 page.
import { test as base, type Page } from '@playwright/test';
import { CONTACT_FAILURE, CONTACT_MESSAGES, CONTACT_SUCCESS } from '../packages/contracts/src/contact.ts';
import { uniqueEmail } from './accounts-factories.ts';
import { PHONE, expect, expectNoHorizontalScroll, signInByApi, test } from './fixtures.ts';

const NAV_LABELS = ['Home', 'Shopping', 'Astrologers', 'Kundli', 'About Us', 'Services', 'Disclaimer', 'Contact'];

test.describe('navigation bar', () => {
  test('shows the six links, Register and Login on a desktop', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV_LABELS);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup/determiner');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login/determiner');
    await page.getByRole('banner').getByRole('link', { name: 'Jyotish Kendra' }).click();
    await expect(page).toHaveURL('/');
  });

  test('collapses into a menu on a phone that closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Disclaimer' });
    await expect(menuLink).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(NAV_LABELS);
    await menuLink.click();
    await expect(page).toHaveURL('/disclaimer');
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    await expect(menuLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // Register and Login sit in the menu too, and Escape closes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup/determiner');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login/determiner');
    await page.keyboard.press('Escape');
    await expect(menuLink).toBeHidden();
    await expectNoHorizontalScroll(page);
  });

  test('offers Logout in the account menu to a signed-in visitor, which ends the session and forgets it', async ({ page }) => {
    const session = await signInByApi(page.request, { email: uniqueEmail('logout') }, 'user');
    await page.goto('/about');
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user_id', '7');
      localStorage.setItem('token_no', 'JK-1');
      localStorage.setItem('Token_Number', 'JK-1');
    }, session.accessToken);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Register' })).toBeHidden();
    const logout = page.waitForResponse((r) => r.url().endsWith('/auth/logout'));
    // Logout sits in the account menu.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    const left = await page.evaluate(() => ['token', 'user_id', 'token_no', 'Token_Number'].map((k) => localStorage.getItem(k)));
    expect(left).toEqual([null, null, null, null]);
    const check = await page.request.post('/auth/verify-token', { data: { token: session.accessToken } });
    expect(check.ok()).toBe(false);
  });
});

// A failed request makes Chromium log "Failed to load resource"; these tests cause one on purpose.
const testWithFailedRequest = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(page);
    expect(problems).toEqual([]);
  },
});

testWithFailedRequest('logs out locally even when the server refuses the logout', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'no-such-session'));
  await page.reload();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test.describe('home page', () => {
  test('shows the offer, the claims and the links, and fits a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByText('Ask one Question for free')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover What The Stars Reveal About...');
    await expect(page.getByRole('complementary', { name: 'Partner affiliation' })).toContainText('affiliated');
    const stats = page.getByRole('region', { name: 'Jyotish Kendra in numbers' }).getByRole('listitem');
    await expect(stats).toHaveCount(3);
    await expect(stats).toContainText(['Since 2012', '15+', '5000+']);
    await expect(page.getByText('nakshatras analysed in every chart')).toBeVisible();
    await expect(page.getByText('Vedas-based methods')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    const partner = page.getByRole('link', { name: /Visit Partner Site/ });
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('img', { name: /zodiac chakra/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('region', { name: 'Gallery of signs, planets and gems' })).toBeInViewport();
  });

  test('leads to an astrologer from the first screen and from every service card', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const chat = page.getByRole('link', { name: 'Chat with an astrologer' });
    await expect(chat).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Talk to an astrologer' })).toBeInViewport();
    await expect(chat).toHaveAttribute('href', '/astrologers');
    const services = page.getByRole('region', { name: 'Guidance for every chapter of life' });
    const cards: [string, string][] = [
      ['Kundli reading', '/kundli'],
      ['Kundli matching', '/kundli-matching'],
      ['Career & finance', '/astrologers?q=Career'],
      ['Health guidance', '/astrologers?q=Health'],
      ['Gemstones & remedies', '/astrologers?q=Gemstones'],
      ['Vastu consultation', '/astrologers?q=Vastu'],
    ];
    for (const [name, href] of cards) await expect(services.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    // A card leads to the astrologers with that expertise, the search already made.
    const listed = page.waitForResponse((r) => r.url().includes('/api/consult/astrologers?') && r.url().includes('q=Career'));
    await services.getByRole('link', { name: 'Career & finance' }).click();
    await expect(page).toHaveURL(/\/astrologers\?q=Career$/);
    await expect(page.getByRole('searchbox', { name: /Search/ })).toHaveValue('Career');
    const { astrologers } = (await (await listed).json()) as { astrologers: { name: string; expertise: string }[] };
    expect(astrologers.length).toBeGreaterThan(0);
    for (const a of astrologers) expect(a.expertise).toMatch(/career/i);
    await expect(page.getByRole('article')).toHaveCount(astrologers.length);
  });
});

/** Stops the page's clock, so the slider only moves when the test runs time forward. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-01T04:30:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T04:30:01Z'));
}

test.describe('home slider', () => {
  const status = (page: Page) => page.getByTestId('slider-status');
  // The status reads "Page 3 of 10" to screen readers and "3 / 10" on screen.
  const onPage = (n: number) => new RegExp(`^Page ${n}\\s*/\\s*of 10$`);

  test('advances one page after about three seconds', async ({ page }) => {
    // The page's clock is the test's, so a busy machine cannot make three seconds look like two.
    await freezeClock(page);
    await page.goto('/');
    await page.mouse.move(1, 1);
    await expect(status(page)).toHaveText(onPage(1));
    await page.clock.runFor(2500);
    await expect(status(page)).toHaveText(onPage(1));
    await page.clock.runFor(600);
    await expect(status(page)).toHaveText(onPage(2));
    // 29 pictures, 3 a page: every picture has alt text and loads lazily.
    const images = page.getByRole('region', { name: 'Gallery of signs, planets and gems' }).locator('img');
    await expect(images).toHaveCount(29);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      expect(await img.getAttribute('alt')).toBeTruthy();
    }
  });

  test('wraps to the start and pauses while hovered', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await page.mouse.move(1, 1);
    await expect(status(page)).toHaveText(onPage(1));
    for (let shown = 2; shown <= 10; shown += 1) {
      await page.clock.runFor(3000);
      await expect(status(page)).toHaveText(onPage(shown));
    }
    await page.clock.runFor(3000);
    await expect(status(page)).toHaveText(onPage(1));

    await page.getByRole('region', { name: 'Gallery of signs, planets and gems' }).locator('img').first().hover();
    await page.clock.runFor(9000);
    await expect(status(page)).toHaveText(onPage(1));
    await page.mouse.move(1, 1);
    await page.clock.runFor(3000);
    await expect(status(page)).toHaveText(onPage(2));
  });

  test('moves with the previous and next buttons, by mouse or keyboard, wrapping both ways', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const previous = page.getByRole('button', { name: 'Previous slide' });
    const next = page.getByRole('button', { name: 'Next slide' });
    await previous.click();
    await expect(status(page)).toHaveText(onPage(10));
    await next.click();
    await expect(status(page)).toHaveText(onPage(1));
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(onPage(2));
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Space');
    await expect(status(page)).toHaveText(onPage(1));
  });
});

const STATIC_PAGES: { path: string; heading: string; texts: string[] }[] = [
  { path: '/about', heading: 'About Us', texts: ['Our story', 'since 2012'] },
  { path: '/services', heading: 'Our Services', texts: ['Kundli matching', 'Vastu Shastra'] },
  {
    path: '/disclaimer',
    heading: 'Disclaimer',
    texts: ['No refund, no return.', 'No shipping charge.', 'Prepaid orders only.', 'No cash on delivery.', 'courts at Jaipur'],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    texts: ['18 years of age or older', 'do not knowingly collect personal information from children under 13'],
  },
  {
    path: '/refund-policy',
    heading: 'Refund and Return Policy',
    texts: ['spiritual and personalised', 'we do not offer refunds, and we do not accept returns or exchanges'],
  },
  {
    path: '/shipping-policy',
    heading: 'Shipping Policy',
    texts: ['Free shipping, pan India', '24-48 hours', '3 to 7 business days', 'SMS and email', 'Cash on delivery (COD) is not available'],
  },
  { path: '/terms-conditions', heading: 'Terms and Conditions', texts: ['1. Acceptance of these terms', 'courts at Jaipur, Rajasthan'] },
];

test.describe('static pages on a phone', () => {
  for (const { path, heading, texts } of STATIC_PAGES) {
    test(`${path} shows its heading and key text without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page).toHaveTitle(/Jyotish Kendra$/);
      await expectNoHorizontalScroll(page);
    });
  }

  test('the terms have exactly twenty numbered sections', async ({ page }) => {
    await page.goto('/terms-conditions');
    const sections = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / });
    await expect(sections).toHaveCount(20);
    await expect(sections.last()).toHaveText('20. Governing law, changes and contact');
  });

  test('the footer links every policy page', async ({ page }) => {
    await page.goto('/');
    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' }).getByRole('link');
    await expect(policies).toHaveText(['Privacy Policy', 'Refund Policy', 'Shipping Policy', 'Terms & Conditions', 'Disclaimer']);
    await policies.nth(2).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping Policy');
  });
});

test.describe('contact page', () => {
  test('shows the business details and every field error, then sends a message', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    for (const text of ['Jaipur, Rajasthan', 'support@jyotishkendra.in', '+91 94140 12345', 'www.jyotishkendra.in']) {
      await expect(page.getByText(text).last()).toBeVisible();
    }
    for (const text of ['Monday to Friday', '9:00 AM - 6:00 PM', 'Saturday', '10:00 AM - 4:00 PM', 'Sunday', 'Closed']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expectNoHorizontalScroll(page);

    const name = page.getByLabel('Full name');
    const email = page.getByLabel('Email address');
    const phone = page.getByLabel('Phone number');
    const message = page.getByRole('textbox', { name: 'Message' });
    const sendButton = page.getByRole('button', { name: 'Send Message' });

    await sendButton.click();
    await expect(page.getByText(CONTACT_MESSAGES.name)).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid 10-digit phone number.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters long.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Al');
    await email.fill('asha@example');
    await phone.fill('5123456789');
    await message.fill('Too short');
    await sendButton.click();
    await expect(page.getByText('Please enter a valid full name (at least 3 characters).')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid 10-digit phone number.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters long.')).toBeVisible();

    await name.fill('Asha Sharma');
    await email.fill('asha@example.in');
    await phone.fill('98765 43210');
    await message.fill('Please suggest a gemstone for my daughter.');
    await expect(page.getByText(CONTACT_MESSAGES.name)).toBeHidden();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await sendButton.click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({
      name: 'Asha Sharma',
      email: 'asha@example.in',
      contactNumber: '9876543210',
      message: 'Please suggest a gemstone for my daughter.',
    });
    const success = page.getByText(CONTACT_SUCCESS);
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    for (const field of [name, email, phone, message]) await expect(field).toHaveValue('');
    await expect(success).toBeHidden({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
  });
});

testWithFailedRequest('the contact form says so when the message cannot be sent', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { message: 'Down', errors: {} } }));
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Asha Sharma');
  await page.getByLabel('Email address').fill('asha@example.in');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByRole('textbox', { name: 'Message' }).fill('Please call me back about an order.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText(CONTACT_FAILURE);
  // What was typed is kept so it can be sent again.
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Sharma');
});

test('an unknown address shows the 404 page with a way home, and answers 404 so that no search engine keeps it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Jyotish Kendra');
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the pages keep to the Content Security Policy: nothing they run is refused by it', async ({ page }) => {
  const refused: string[] = [];
  await page.exposeFunction('reportRefusal', (what: string) => refused.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportRefusal: (what: string) => Promise<void> }).reportRefusal(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  // Pages that build Zod schemas (forms, filters) as well as the landing pages.
  for (const path of ['/', '/shopping', '/astrologers', '/kundli', '/login', '/contact', '/hi/astrologers']) {
    await page.goto(path);
    await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
});
