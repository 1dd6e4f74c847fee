// Video calls in two browsers with Chromium's fake camera and microphone. Live: the astrologer has a video price and
// switches calls on; the user starts a video call from the profile at that price; the astrologer accepts; both sides
// decode the other's video frames and receive audio (their connections' getStats), a minute is billed at the video
// rate, the pictures fit a phone and a desktop, the camera goes off and on, and a hang-up ends it for both. Booked: a
// video slot booked with a hold, joined by both at its time, billed by the minute from the released hold.
import type { Booking } from '@app/contracts/bookings';
import type { SlotsResponse } from '@app/contracts/hours';
import type { Browser, Page } from '@playwright/test';
import { fundedUserByApi, verifiedAstrologer } from './accounts-factories.ts';
import { expect, expectNoHorizontalScroll, storeSession, test, type Session } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const PHONE_390 = { width: 390, height: 844 };

async function person(browser: Browser, session: Session, path: string) {
  const context = await browser.newContext({ viewport: PHONE_390, permissions: ['microphone', 'camera'] });
  const page = await context.newPage();
  await page.goto('/');
  await storeSession(page, session);
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
  return { context, page };
}

const screenNumber = async (page: Page, attribute: string) => Number(await page.getByTestId('call-screen').getAttribute(attribute));

test('a video call shows both pictures, carries both voices, bills at the video price and ends on hang-up', async ({ browser, request }, info) => {
  // Generous waits: two browsers encoding and decoding video on a small, shared CI machine.
  test.setTimeout(420_000);
  const { account, name } = await verifiedAstrologer(request, 'Video');
  // The astrologer's video price (the booked one, which a live video call costs too): ₹30 a minute.
  const hours = await request.put('/api/console/hours', {
    headers: { accessToken: account.accessToken },
    data: { weekly: [[], [], [], [], [], [], []], exceptions: [], prices: { call: null, video: 30 } },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  // Enough for the whole journey at ₹30 a 6-second minute, however slow the machine.
  const userSession = await fundedUserByApi(request, 5000);
  const astro = await person(browser, account, '/astrologer/console');
  const user = await person(browser, userSession, `/astrologers/${account.astro_id}`);
  try {
    const calls = astro.page.getByRole('switch', { name: 'Available for calls' });
    await calls.click();
    await expect(calls).toHaveAttribute('aria-checked', 'true');

    await user.page.reload();
    await user.page.getByRole('button', { name: /^Video ₹30\/min/ }).click();
    await expect(user.page.getByTestId('request-sheet')).toContainText('₹30/min');
    await user.page.getByRole('button', { name: 'Start video call', exact: true }).click();
    await expect(user.page).toHaveURL(/\/consultations\/\d+$/);
    await expect(user.page.getByRole('heading', { name: `Video calling ${name}…` })).toBeVisible({ timeout: 60_000 });
    const room = user.page.url();

    await expect(astro.page.getByText('Incoming video call…')).toBeVisible({ timeout: 60_000 });
    await astro.page.getByRole('article', { name: /^Request from / }).getByRole('button', { name: 'Accept' }).click();
    await expect(astro.page).toHaveURL(room, { timeout: 60_000 });

    for (const side of [user.page, astro.page]) {
      await expect(side.getByTestId('call-screen')).toHaveAttribute('data-call-state', 'connected', { timeout: 90_000 });
      await expect.poll(() => screenNumber(side, 'data-frames-decoded'), { timeout: 60_000 }).toBeGreaterThan(0);
      await expect.poll(() => screenNumber(side, 'data-audio-packets'), { timeout: 60_000 }).toBeGreaterThan(0);
      await expect(side.getByRole('button', { name: 'Turn camera off' })).toBeVisible();
    }
    // A new user's first three 6-second minutes are free, then ₹30 at the start of each: a whole multiple of ₹30.
    await expect(user.page.getByTestId('cost')).not.toHaveText('₹0.00', { timeout: 90_000 });
    const cost = Number((await user.page.getByTestId('cost').textContent())!.replace(/[₹,]/g, ''));
    expect(cost % 30).toBe(0);

    for (const [label, viewport] of [
      ['390', PHONE_390],
      ['1280', { width: 1280, height: 900 }],
    ] as const) {
      for (const [who, side] of [
        ['user', user.page],
        ['astro', astro.page],
      ] as const) {
        await side.setViewportSize(viewport);
        await expect(side.getByTestId('video-stage')).toBeVisible();
        await expectNoHorizontalScroll(side);
        await side.screenshot({ path: info.outputPath(`video-${who}-${label}.png`), fullPage: true });
      }
    }

    // The camera goes off and on again; the sound is untouched.
    await user.page.getByRole('button', { name: 'Turn camera off' }).click();
    await expect(user.page.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute('aria-pressed', 'true');
    await user.page.getByRole('button', { name: 'Turn camera on' }).click();
    await expect(user.page.getByRole('button', { name: 'Turn camera off' })).toHaveAttribute('aria-pressed', 'false');

    await user.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(user.page.getByTestId('status')).toHaveText('Ended by the user', { timeout: 60_000 });
    await expect(astro.page.getByTestId('status')).toHaveText('Ended by the user', { timeout: 60_000 });
    await expect(user.page.getByRole('heading', { name: `Video call with ${name}` })).toBeVisible();
  } finally {
    await user.context.close();
    await astro.context.close();
  }
});

test('a booked video consultation: both join at its time, see and hear each other, and pay by the minute from the hold', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const { account, name } = await verifiedAstrologer(request, 'Booked');
  const allDay = Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]);
  const hours = await request.put('/api/console/hours', {
    headers: { accessToken: account.accessToken },
    data: { weekly: allDay, exceptions: [], prices: { call: null, video: 30 } },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const userSession = await fundedUserByApi(request, 1000);
  const wallet = async () =>
    ((await (await request.get('/api/wallet', { headers: { accessToken: userSession.accessToken } })).json()) as { balance: number }).balance;
  const before = await wallet();

  // A 15-minute video slot at least 10 minutes on (the e2e server opens Join an hour ahead): ₹450 held.
  const slots = (await (await request.get(`/api/astrologers/${account.astro_id}/slots?length=15`)).json()) as SlotsResponse;
  const slot = slots.days.flatMap((d) => d.slots).find((s) => Date.parse(s) - Date.now() > 10 * 60_000);
  const made = await request.post('/api/bookings', {
    headers: { accessToken: userSession.accessToken },
    data: { astro_id: account.astro_id, kind: 'video', starts_at: slot, length: 15 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()) as Booking;
  expect(booking).toMatchObject({ kind: 'video', price: 30, held: 450 });
  expect(await wallet()).toBe(before - 450);

  const astro = await person(browser, account, '/astrologer/console');
  const user = await person(browser, userSession, '/bookings');
  try {
    const row = astro.page.getByRole('region', { name: 'Upcoming bookings' }).getByTestId('console-booking');
    await row.getByRole('button', { name: 'Join' }).click({ timeout: 60_000 });
    await user.page.getByTestId('booking').filter({ hasText: name }).getByRole('button', { name: 'Join' }).click({ timeout: 60_000 });
    await expect(user.page).toHaveURL(/\/consultations\/\d+$/, { timeout: 60_000 });
    await expect(astro.page).toHaveURL(user.page.url(), { timeout: 60_000 });

    for (const side of [user.page, astro.page]) {
      await expect(side.getByTestId('call-screen')).toHaveAttribute('data-call-state', 'connected', { timeout: 90_000 });
      await expect.poll(() => screenNumber(side, 'data-frames-decoded'), { timeout: 60_000 }).toBeGreaterThan(0);
      await expect.poll(() => screenNumber(side, 'data-audio-packets'), { timeout: 60_000 }).toBeGreaterThan(0);
      await expectNoHorizontalScroll(side);
    }
    // No free minutes in a booked session: ₹30 from the first connected minute, in whole minutes.
    await expect(user.page.getByTestId('cost')).not.toHaveText('₹0.00', { timeout: 90_000 });
    await user.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(astro.page.getByTestId('status')).toHaveText('Ended by the user', { timeout: 60_000 });
    const id = new URL(user.page.url()).pathname.split('/').pop();
    const read = await request.get(`/api/consultations/${id}`, { headers: { accessToken: userSession.accessToken } });
    const session = (await read.json()) as { type: string; rate: number; amount: number; billed_minutes: number };
    expect(session).toMatchObject({ type: 'video', rate: 30 });
    expect(session.billed_minutes).toBeGreaterThan(0);
    expect(session.amount).toBe(session.billed_minutes * 30);
    // The hold went back as the first minute was charged; the wallet paid the minutes, and nothing else.
    expect(await wallet()).toBe(before - session.amount);
  } finally {
    await user.context.close();
    await astro.context.close();
  }
});
