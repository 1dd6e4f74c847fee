// The product in Hindi and in the test language: every screen a visitor, a user, an astrologer and the admin reach
// reads without a word that bypasses the catalogues; a visitor on a phone reads it in Hindi, chooses the language
// once, and keeps it; and a page in Hindi has its own address for search engines.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { astrologerWithProfile, saveUserProfile, uniqueEmail, uniquePhone } from './accounts-factories.ts';
import { blockingViolations } from './axe.ts';
import { expect, expectNoHorizontalScroll, outboxCode, signInByApi, storeSession, test } from './fixtures.ts';

const PHONE_390 = { width: 390, height: 844 };

/** A word of a Hindi catalogue ("consult:composer.send"), its values filled in and its tags dropped. */
function hi(key: string, values: Record<string, string | number> = {}): string {
  const [ns = '', path = ''] = key.split(':');
  const shared = ['messages', 'notices', 'site', 'astro'].includes(ns);
  const file = new URL(
    `../${shared ? 'packages/contracts' : 'apps/web'}/src/locales/hi/${ns}.json`,
    import.meta.url,
  );
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no Hindi word ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name])).replace(/<\/?\w+>/g, '');
}
const ADMIN_PHONE = '9999999999';
/** The title index.html is served with in English, before the page in the browser names itself. */
const INDEX_TITLE = JSON.parse(
  readFileSync(new URL('../packages/contracts/src/locales/en/site.json', import.meta.url), 'utf8'),
).title as string;

/**
 * Words that are the same in every language: the brand, acronyms the law and the payment world use, units and the
 * technical names of file types.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  ...'jyotish kendra jyotishkendra otp sms cod gst gstin upi pdf csv xls xlsx png jpg gif webm mp4 ogg mb kb inr ist am pm hsn sac igst cgst sgst razorpay id url http https www com in english alt'.split(
    ' ',
  ),
  // Names of products and services, written the same in every language.
  ...'android chrome iphone safari facebook instagram whatsapp youtube astroremedies'.split(' '),
  // Dates are written by Intl in the page's language (en-IN in the test language): never from the catalogues.
  ...'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun'.split(
    ' ',
  ),
]);

/** Adds every word of a JSON value (the data a page shows: names, texts people wrote) to a set. */
function collectWords(value: unknown, words: Set<string>): void {
  if (typeof value === 'string') for (const w of value.toLowerCase().match(/[a-z]+/g) ?? []) words.add(w);
  else if (Array.isArray(value)) value.forEach((v) => collectWords(v, words));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectWords(v, words));
}

/**
 * Learns the words of every data answer the page receives (names, questions, profiles: written by people, never
 * translated), so that only the app's own words are checked.
 */
function learnDataWords(page: Page, words: Set<string>) {
  page.on('response', async (response) => {
    if (!/application\/json/.test(response.headers()['content-type'] ?? '')) return;
    try {
      collectWords(await response.json(), words);
    } catch {
      /* a body already gone: nothing to learn */
    }
  });
}

/** Every word of the data the pages show (names, product and profile texts): written by people, never translated. */
async function dataWords(request: APIRequestContext): Promise<Set<string>> {
  const answers = await Promise.all(
    [
      '/shop/open/all-product?page=1&limit=100',
      '/shop/open/product-category',
      '/api/consult/astrologers?limit=100',
      '/shop/open/product/1',
    ].map(async (path) => (await request.get(path)).text()),
  );
  const words = new Set<string>();
  for (const answer of answers) {
    try {
      collectWords(JSON.parse(answer), words);
    } catch {
      /* not JSON: nothing to learn */
    }
  }
  return words;
}

/**
 * The Latin words on the page (its text, and the labels, placeholders, alternative texts and titles a screen reader
 * or a tooltip shows) outside the test language's ⟦ ⟧ marks and outside the allowed words. In Hindi the same check
 * finds English left on the screen.
 */
async function strayWords(page: Page, allowed: Set<string>, extra: string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    // What is hidden from assistive technology is read by nobody.
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))) {
      if (el.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const stray = new Set<string>();
  for (let text of texts) {
    // Innermost marks first: a translation may hold another (a status inside a sentence).
    while (/⟦[^⟦⟧]*⟧/.test(text)) text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    // E-mail addresses and web addresses are names too.
    text = text.replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ');
    for (const word of text.match(/[A-Za-z][A-Za-z']*/g) ?? []) {
      const lower = word.toLowerCase().replace(/'s$/, '');
      if (
        lower.length < 2 ||
        SAME_IN_EVERY_LANGUAGE.has(lower) ||
        allowed.has(lower) ||
        extra.includes(lower)
      )
        continue;
      stray.add(word);
    }
  }
  return [...stray].sort();
}

/** Waits until the page has drawn its data: no spinner or skeleton left. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0, { timeout: 15_000 });
}

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Every page a guest reaches. */
const GUEST_PAGES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/disclaimer',
  '/privacy-policy',
  '/refund-policy',
  '/shipping-policy',
  '/terms-conditions',
  '/shopping',
  '/shopping/product/1',
  '/astrologers',
  '/kundli',
  '/kundli-matching',
  '/free-question',
  '/signup/determiner',
  '/login/determiner',
  '/user/signup',
  '/user/login',
  '/astrologer/login',
  '/astrologer/signup',
  '/admin-login',
  '/no-such-page',
];
const USER_PAGES = [
  '/wallet',
  '/consultations',
  '/bookings',
  '/shopping/mycart',
  '/shopping/orders',
  '/my-questions',
  '/userprofile/signup',
  '/account/blocked',
  '/account/delete',
];

test.describe('every word goes through the catalogues', () => {
  test('a guest, a user, an astrologer and the admin see no word outside them (the test language)', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE_390);
    const allowed = await dataWords(page.request);
    learnDataWords(page, allowed);
    const found: string[] = [];
    const visit = async (path: string) => {
      await page.goto(withLang(path, 'en-XA'));
      await settled(page);
      // The page names itself once it has drawn (an effect): until then the tab shows index.html's English title.
      await expect(page, `${path} names itself in the test language`).not.toHaveTitle(INDEX_TITLE);
      const stray = await strayWords(page, allowed);
      if (stray.length > 0) found.push(`${path}: ${stray.join(' ')}`);
    };
    for (const path of GUEST_PAGES) await visit(path);

    const user = await signInByApi(page.request, { email: uniqueEmail('pseudo-user') });
    await page.goto('/');
    await storeSession(page, user);
    for (const path of USER_PAGES) await visit(path);

    const astrologer = await astrologerWithProfile(page.request, { email: uniqueEmail('pseudo-astro') });
    const admin = await signInByApi(page.request, { phone: ADMIN_PHONE });
    const approved = await page.request.post('/api/verify-astrologer', {
      headers: { accessToken: admin.accessToken },
      data: { astro_id: astrologer.astro_id, commission: 20 },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await storeSession(page, astrologer);
    await visit('/astrologer/console');
    await visit(`/astrologers/${astrologer.astro_id}`);

    await storeSession(page, admin);
    await visit('/admin-dashboard');
    expect(found, 'words outside the catalogues').toEqual([]);
  });
});

test.describe('Hindi on a phone', () => {
  test('a visitor reads the site in Hindi from its Hindi address, switches to English and back, and the choice stays', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE_390);
    const allowed = await dataWords(page.request);
    learnDataWords(page, allowed);

    // The Hindi address serves Hindi to anyone, and names both addresses for search engines.
    const response = await page.goto('/?lang=hi');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="hi">');
    expect(html).toMatch(/<link rel="alternate" hreflang="hi" href="http[^"]+\/\?lang=hi" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http[^"]+\/" \/>/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(nav.getByRole('link', { name: 'ज्योतिषी' })).toBeVisible();

    for (const path of ['/', '/shopping', '/astrologers', '/kundli', '/terms-conditions', '/contact']) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await strayWords(page, allowed), `English left on ${path}`).toEqual([]);
      await expectNoHorizontalScroll(page);
      expect(await blockingViolations(page), path).toEqual([]);
      await page.screenshot({
        path: `test-results/hindi${path.replace(/\//g, '-') || '-home'}.png`,
        fullPage: true,
      });
    }

    // The switch in the phone menu: English at once, and still English after a reload.
    await page.goto('/astrologers');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await page.getByRole('button', { name: 'यह साइट English में पढ़ें' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Talk to an Astrologer' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Talk to an Astrologer' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Read this site in हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('a signed-in user who chooses Hindi keeps it on another device, and the API answers in it', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(PHONE_390);
    const email = uniqueEmail('hindi-reader');
    const user = await signInByApi(page.request, { email });
    await page.goto('/');
    await storeSession(page, user);
    await page.goto('/wallet');
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/locale') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Read this site in हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect((await stored).status()).toBe(200);

    // Another device: no cookie, an English browser; signing in brings the account's Hindi.
    const other = await browser.newContext({ locale: 'en-GB', viewport: PHONE_390 });
    const second = await other.newPage();
    const signedIn = (await signInByApi(second.request, { email })) as unknown as { locale: string };
    expect(signedIn.locale).toBe('hi');
    await other.close();
  });

  test('a user signs up, recharges, chats and reads the summary in Hindi; the astrologer and the admin work in Hindi', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const allowed = await dataWords(request);
    // Names are letters only: the run's number spelt in letters keeps this astrologer apart from every other.
    const tag = [...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('');
    const astroName = `Acharya Hindi ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
    const astro = await astrologerWithProfile(
      request,
      { email: uniqueEmail('hindi-astro') },
      { name: astroName },
    );
    const admin = await signInByApi(request, { phone: ADMIN_PHONE });
    const approved = await request.post('/api/verify-astrologer', {
      headers: { accessToken: admin.accessToken },
      data: { astro_id: astro.astro_id, commission: 20 },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    // Phones whose browsers ask for Hindi: the first visit is in Hindi without a cookie or a ?lang.
    const hindiPhone = async (b: Browser) => {
      const context = await b.newContext({
        viewport: PHONE_390,
        locale: 'hi-IN',
        permissions: ['microphone'],
      });
      const page = await context.newPage();
      learnDataWords(page, allowed);
      // Each phone's own page errors and console errors fail the journey when it closes.
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) problems.push(msg.text());
      });
      context.on('close', () => expect(problems, 'the page logged errors').toEqual([]));
      return { context, page };
    };
    const reads = async (page: Page, screen: string) => {
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await strayWords(page, allowed), `English left on ${screen}`).toEqual([]);
      await expectNoHorizontalScroll(page);
      expect(await blockingViolations(page), screen).toEqual([]);
      await page.screenshot({ path: `test-results/hindi-journey-${screen}.png`, fullPage: true });
    };
    const a = await hindiPhone(browser);
    const u = await hindiPhone(browser);
    try {
      // The astrologer goes online in the console.
      await a.page.goto('/');
      await storeSession(a.page, astro);
      await a.page.goto('/astrologer/console');
      await a.page.getByRole('switch', { name: hi('console:availability.chat') }).click();
      await expect(a.page.getByTestId('status-pill')).toHaveText(hi('console:availability.status.online'));
      await reads(a.page, 'console');

      // The user signs up by phone; the code comes by SMS in Hindi.
      const phone = uniquePhone();
      await u.page.goto('/user/signup');
      await reads(u.page, 'signup');
      await u.page.getByLabel(hi('auth:fields.fullName')).fill('Meera Kapoor');
      await u.page.getByLabel(hi('auth:fields.phone')).fill(phone);
      await u.page.getByRole('button', { name: hi('auth:signup.submit') }).click();
      await expect(u.page).toHaveURL(/\/usersignup\/otp$/);
      await reads(u.page, 'code');
      const sms = (await (await request.get(`/dev/outbox?to=${phone}`)).json()) as { text: string }[];
      expect(sms[0]?.text).toMatch(/[\u0900-\u097F]/);
      await u.page.getByRole('checkbox', { name: hi('auth:consent.age') }).check();
      await u.page.getByRole('checkbox', { name: hi('auth:consent.privacy') }).check();
      await u.page.getByLabel(hi('auth:otp.digit', { index: 1, count: 6 })).click();
      await u.page.keyboard.type(await outboxCode(request, phone));
      await u.page.getByRole('button', { name: hi('auth:otp.verify') }).click();
      await expect(u.page).toHaveURL(/\/userprofile\/signup$/);
      await reads(u.page, 'profile');
      // The birth details (the profile form's own journey is in accounts.spec.ts).
      const token = (await u.page.evaluate(() => localStorage.getItem('token')))!;
      await saveUserProfile(request, token);

      // ₹150 (plus GST) through the gateway's checkout.
      await u.page.goto('/wallet?amount=150');
      await expect(u.page.getByTestId('recharge-total')).toHaveText('₹177.00');
      await reads(u.page, 'wallet');
      await u.page.getByRole('button', { name: hi('wallet:recharge.submit'), exact: true }).click();
      await u.page
        .getByRole('dialog', { name: /test payment/ })
        .getByRole('button', { name: /^Pay/ })
        .click();
      await expect(u.page.getByTestId('wallet-balance')).toHaveText('₹150.00');

      // The chat: asked for in the directory, accepted in the console, a message each way.
      await u.page.goto('/astrologers');
      // The server-rendered directory takes input once the app runs it: typed before, a search is lost.
      await u.page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
      await u.page.getByRole('searchbox', { name: hi('astrologers:filters.search') }).fill(astroName);
      const card = u.page.getByRole('article').filter({ hasText: astroName });
      const [before = '', after = ''] = hi('astrologers:chatButton.chatWith', {
        price: '|',
        name: astroName,
      }).split('|');
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await card
        .getByRole('button', { name: new RegExp(`^${escape(before)}₹25.*${escape(after)}$`) })
        .click();
      // The request sheet: the rate, the balance, the free first minutes and the rules, in Hindi.
      await expect(u.page.getByTestId('request-sheet')).toContainText(hi('astrologers:sheet.free_other', { count: 3 }));
      await reads(u.page, 'request-sheet');
      await u.page.getByRole('button', { name: hi('astrologers:sheet.startChat'), exact: true }).click();
      await expect(u.page).toHaveURL(/\/consultations\/\d+$/);
      await expect(u.page.getByText(hi('consult:waiting.waitingFor', { name: astroName }))).toBeVisible();
      await reads(u.page, 'waiting');
      const requestCard = a.page.getByRole('article', {
        name: hi('console:request.requestFrom', { name: 'Meera Kapoor' }),
      });
      await requestCard.getByRole('button', { name: hi('console:request.accept'), exact: true }).click();
      await expect(a.page).toHaveURL(/\/consultations\/\d+$/);
      const userLog = u.page.getByRole('log', { name: hi('consult:messages.log') });
      const astroLog = a.page.getByRole('log', { name: hi('consult:messages.log') });
      await u.page
        .getByRole('textbox', { name: hi('consult:composer.message') })
        .fill('नमस्ते, क्या इस साल मेरी नौकरी बदलेगी?');
      await u.page.getByRole('button', { name: hi('consult:composer.send'), exact: true }).click();
      await expect(astroLog).toContainText('इस साल मेरी नौकरी');
      await a.page
        .getByRole('textbox', { name: hi('consult:composer.message') })
        .fill('नमस्ते मीरा जी, मैं आपकी कुंडली देखता हूँ।');
      await a.page.getByRole('button', { name: hi('consult:composer.send'), exact: true }).click();
      await expect(userLog).toContainText('आपकी कुंडली देखता हूँ');
      await reads(u.page, 'chat');
      await reads(a.page, 'chat-astrologer');

      // The user ends it and reads the summary.
      await u.page.getByRole('button', { name: hi('consult:chat.end'), exact: true }).click();
      await u.page.getByRole('button', { name: hi('consult:chat.confirmEnd') }).click();
      await expect(u.page.getByTestId('status')).toHaveText(hi('messages:END_REASON_TEXT.user'));
      await reads(u.page, 'summary');
    } finally {
      await a.context.close();
      await u.context.close();
    }

    // The admin's dashboard and its consultations' history.
    const ad = await hindiPhone(browser);
    try {
      await ad.page.goto('/');
      await storeSession(ad.page, admin);
      await ad.page.goto('/admin-dashboard');
      await reads(ad.page, 'admin');
      await ad.page
        .getByRole('navigation', { name: hi('admin:tiles.sections') })
        .getByRole('button', { name: hi('admin:tiles.interactions.label'), exact: true })
        .click();
      await expect(ad.page.getByRole('row').filter({ hasText: astroName })).toBeVisible();
      await reads(ad.page, 'admin-history');
    } finally {
      await ad.context.close();
    }
  });
});
