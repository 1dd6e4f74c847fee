// The test object every journey uses: it fails a test whose page logs a console error or throws.
import { test as base, expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

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

/** The newest one-time code sent to an e-mail or phone, read from the development outbox. */
export async function readCode(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { messages?: { code: string }[] } | { code: string }[];
  const list = Array.isArray(body) ? body : (body.messages ?? []);
  const code = list[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export { expect };

/**
 * POST /auth/signin, waiting out the resend cool-down when another journey has just asked a code for
 * the same e-mail or phone (the seeded admin is shared by several suites).
 */
export async function requestSignInCode(request: APIRequestContext, data: Record<string, unknown>): Promise<APIResponse> {
  const sent = await request.post('/auth/signin', { data });
  if (sent.status() !== 429) return sent;
  const wait = Number(sent.headers()['retry-after'] ?? '60') + 1;
  test.info().setTimeout(test.info().timeout + wait * 1000);
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  return request.post('/auth/signin', { data });
}
