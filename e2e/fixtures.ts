// The test object every journey uses: it fails a test whose page logs a console error or throws.
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OTP_COOLDOWN_S } from './settings.ts';

export const PHONE = { width: 360, height: 780 };

const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      // Chromium reports every 4xx answer as a console error; the journeys expect 401, 404 and 429
      // on purpose (guest, no profile, cool-down). A 5xx or any script error still fails the test.
      if (msg.type() !== 'error' || EXPECTED_CLIENT_ERROR.test(msg.text())) return;
      problems.push(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // A server-rendered page is on screen before its script has taken it over (until then a click does nothing):
    // a journey acts on a page once the app runs it, as a person does once the page responds.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
      return response;
    };
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

/** Pages whose width is wider than the viewport make the phone scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

export type Identity = { email: string } | { phone: string };
export interface Session {
  accessToken: string;
  user_id: number;
}

/** The newest one-time code sent to an e-mail or phone, read from the development outbox. */
export async function outboxCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const code = ((await response.json()) as { code: string | null }[])[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export const readCode = (page: Page, to: string) => outboxCode(page.request, to);

export { expect };

/**
 * Signs in (or up) through the API with a one-time code: the one way every suite gets a session. When another
 * journey has just asked a code for the same e-mail or phone (the seeded admin is shared), it waits out the e2e
 * server's short cool-down (OTP_COOLDOWN_S), never the real minute.
 */
export async function signInByApi(
  request: APIRequestContext,
  id: Identity,
  userType: 'user' | 'astro' = 'user',
  extra: Record<string, unknown> = {},
): Promise<Session> {
  const data = { ...id, user_type: userType, ...extra };
  let sent = await request.post('/auth/signin', { data });
  if (sent.status() === 429) {
    const wait = Number(sent.headers()['retry-after']);
    expect(wait, 'seconds to wait, at most the e2e server\'s cool-down').toBeLessThanOrEqual(OTP_COOLDOWN_S);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    sent = await request.post('/auth/signin', { data });
  }
  expect(sent.status(), await sent.text()).toBe(200);
  const to = 'email' in id ? id.email : id.phone;
  // A first code is the sign-up: it carries the age and privacy consent the sign-up's code page asks for.
  const otp = await outboxCode(request, to);
  const answer = await request.post('/auth/submit-otp', { data: { username: to, otp, age_confirmed: true, privacy_consent: true } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Session;
}

/** Puts a session where the web app reads it, on a page of the app. */
export async function storeSession(page: Page, session: Session) {
  await page.evaluate(
    ([token, id]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user_id', id);
    },
    [session.accessToken, String(session.user_id)] as const,
  );
}

/** A 390 px phone of a journey's second person: a browser context of its own, signed in on `path`. */
export const PHONE_390 = { width: 390, height: 844 };

export interface Person {
  context: BrowserContext;
  page: Page;
}

/** A phone of its own, signed in, its page's errors collected and checked when it closes. */
export async function phoneOf(browser: Browser, session: Session, path: string): Promise<Person> {
  const context = await browser.newContext({ viewport: PHONE_390 });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !EXPECTED_CLIENT_ERROR.test(msg.text())) problems.push(msg.text());
  });
  context.on('close', () => expect(problems, 'the page logged errors').toEqual([]));
  await page.goto('/');
  await storeSession(page, session);
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
  return { context, page };
}
