// Voice calls in two browsers with fake microphones (a tone from e2e/fake-audio.ts): the astrologer switches calls
// on and the console rings for an incoming call; the user calls, the astrologer accepts, both hear each other (the
// bytes each side's connection receives keep growing) and the cost runs by the 6-second minutes of the e2e server;
// either side hangs up and both screens end; a network dropped on one side ends the call for both after the grace
// period; a wallet too short for a call is told so.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { astrologerWithProfile, fundedUserByApi, uniqueEmail, uniquePhone, userWithProfile } from './accounts-factories.ts';
import { expect, expectNoHorizontalScroll, PHONE, signInByApi, storeSession, test, type Session } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

interface Person {
  context: BrowserContext;
  page: Page;
}

async function person(browser: Browser, session: Session, path: string): Promise<Person> {
  const context = await browser.newContext({ viewport: PHONE, permissions: ['microphone'] });
  const page = await context.newPage();
  await page.goto('/');
  await storeSession(page, session);
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
  return { context, page };
}

/** The seeded admin signs in once for the file: every sign-in spends one of the account's hourly codes. */
let admin: Promise<Session> | null = null;

async function verifiedAstrologer(api: APIRequestContext) {
  const tag = [...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const name = `Pandit Caller ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const astro = await astrologerWithProfile(api, { email: uniqueEmail('call-astro') }, { name });
  admin ??= signInByApi(api, { email: 'admin@example.com' }, 'user');
  const verified = await api.post('/api/verify-astrologer', {
    headers: { accessToken: (await admin).accessToken },
    data: { astro_id: astro.astro_id, commission: 20 },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...astro, name };
}

/** A verified astrologer on the console with calls switched on, and a user with ₹500 on the home page. */
async function onlineAstrologerAndUser(browser: Browser, request: APIRequestContext) {
  const astroAccount = await verifiedAstrologer(request);
  const userAccount = await fundedUserByApi(request, 500);
  const astro = await person(browser, astroAccount, '/astrologer/console');
  const user = await person(browser, userAccount, '/');
  const calls = astro.page.getByRole('switch', { name: 'Available for calls' });
  await calls.click();
  await expect(calls).toHaveAttribute('aria-checked', 'true');
  await expect(astro.page.getByTestId('status-pill')).toHaveText('Online');
  return { astroAccount, astro, user };
}

const bytesReceived = async (page: Page) => Number(await page.getByTestId('call-screen').getAttribute('data-bytes-received'));

/** The user calls from the profile; the console rings; the astrologer accepts; both connect and hear audio. */
async function placeCall(user: Person, astro: Person, astroId: number, astroName: string) {
  await user.page.goto(`/astrologers/${astroId}`);
  await user.page.getByRole('button', { name: /^Call ₹25\/min/ }).click();
  await user.page.getByRole('button', { name: 'Start call', exact: true }).click();
  await expect(user.page).toHaveURL(/\/consultations\/\d+$/);
  await expect(user.page.getByRole('heading', { name: `Calling ${astroName}…` })).toBeVisible();
  const room = user.page.url();

  const requests = astro.page.locator('section[aria-labelledby="requests-heading"]');
  await expect(requests).toHaveAttribute('data-ringing', 'true');
  await expect(astro.page.getByText('Incoming call…')).toBeVisible();
  await astro.page.getByRole('article', { name: 'Request from Meera Kapoor' }).getByRole('button', { name: 'Accept' }).click();
  await expect(astro.page).toHaveURL(room);

  for (const side of [user.page, astro.page]) {
    await expect(side.getByTestId('call-screen')).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
    await expect.poll(() => bytesReceived(side), { timeout: 15_000 }).toBeGreaterThan(1_000);
  }
  return room;
}

test('a call rings the console, connects both sides with audio, runs its cost, and ends for both when either hangs up', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { astroAccount, astro, user } = await onlineAstrologerAndUser(browser, request);
  try {
    await placeCall(user, astro, astroAccount.astro_id, astroAccount.name);
    // The audio keeps flowing, and minutes are billed: a new user's first three 6-second minutes are free, then ₹25
    // at the start of each.
    const before = await bytesReceived(user.page);
    await expect.poll(() => bytesReceived(user.page)).toBeGreaterThan(before);
    await expect(user.page.getByTestId('free-left')).toBeVisible();
    await expect(user.page.getByTestId('cost')).toHaveText('₹50.00', { timeout: 40_000 });
    await expect(astro.page.getByTestId('cost')).not.toHaveText('₹0.00');
    await expectNoHorizontalScroll(user.page);
    await expectNoHorizontalScroll(astro.page);

    // Mute is a toggle the user can see.
    const mute = user.page.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(user.page.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');

    await user.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(user.page.getByTestId('status')).toHaveText('Ended by the user');
    await expect(astro.page.getByTestId('status')).toHaveText('Ended by the user');

    // A second call: this time the astrologer hangs up.
    await astro.page.goto('/astrologer/console');
    await expect(astro.page.locator('section[aria-labelledby="requests-heading"]')).toHaveAttribute('data-ringing', 'false');
    // Sound needs a touch of the page: the switch's click gives it one.
    await astro.page.getByRole('switch', { name: 'Available for calls' }).click();
    await astro.page.getByRole('switch', { name: 'Available for calls' }).click();
    await expect(astro.page.getByRole('switch', { name: 'Available for calls' })).toHaveAttribute('aria-checked', 'true');
    await placeCall(user, astro, astroAccount.astro_id, astroAccount.name);
    await astro.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(astro.page.getByTestId('status')).toHaveText('Ended by the astrologer');
    await expect(user.page.getByTestId('status')).toHaveText('Ended by the astrologer');

    // The user's history lists both calls.
    await user.page.goto('/consultations');
    await expect(user.page.getByText(`Call with ${astroAccount.name}`)).toHaveCount(2);
  } finally {
    await user.context.close();
    await astro.context.close();
  }
});

test('a call ends for both when one side loses its network for the grace period', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const { astroAccount, astro, user } = await onlineAstrologerAndUser(browser, request);
  try {
    const room = await placeCall(user, astro, astroAccount.astro_id, astroAccount.name);

    await user.context.setOffline(true);
    // CONSULT_GRACE_S is 20 on the e2e server.
    await expect(astro.page.getByTestId('status')).toHaveText('Ended: a participant lost connection', { timeout: 45_000 });
    await user.context.setOffline(false);
    await user.page.goto(room);
    await expect(user.page.getByTestId('status')).toHaveText('Ended: a participant lost connection');
  } finally {
    await user.context.close();
    await astro.context.close();
  }
});

test('a call is refused when the wallet cannot pay for it', async ({ browser, request }) => {
  const astroAccount = await verifiedAstrologer(request);
  const userAccount = await userWithProfile(request, { phone: uniquePhone() });
  const astro = await person(browser, astroAccount, '/astrologer/console');
  const user = await person(browser, userAccount, `/astrologers/${astroAccount.astro_id}`);
  try {
    await astro.page.getByRole('switch', { name: 'Available for calls' }).click();
    await expect(astro.page.getByTestId('status-pill')).toHaveText('Online');
    await user.page.reload();
    await user.page.getByRole('button', { name: /^Call ₹25\/min/ }).click();
    // The sheet says what is missing before anything is asked: five minutes to start, the first three free.
    const sheet = user.page.getByTestId('request-sheet');
    await expect(sheet).toContainText('Your first 3 minutes are free');
    await expect(sheet).toContainText('You need at least ₹50.00 to start (5 minutes).');
    await expect(user.page.getByRole('button', { name: 'Start call', exact: true })).toBeDisabled();
    await expect(user.page).toHaveURL(/\/astrologers\/\d+$/);
    // The offer to recharge takes the user to the wallet, and back here afterwards.
    await user.page.getByRole('link', { name: 'Add ₹50.00' }).click();
    await expect(user.page).toHaveURL(/\/wallet\?amount=50&next=%2Fastrologers%2F\d+$/);
  } finally {
    await user.context.close();
    await astro.context.close();
  }
});
