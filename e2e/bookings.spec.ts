// Booked consultations on a 390 px phone against the real server: a user books a free slot on the astrologer's page
// and cancels one booking a day or more ahead (all of the hold back) and one later (half back); the astrologer and the
// user join a booking at its time and both land in the session's room; an astrologer who never joins is a no-show and
// the user gets the whole hold back. The e2e server's booking timings are short (playwright.config.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import type { Booking } from '@app/contracts/bookings';
import type { SlotsResponse } from '@app/contracts/hours';
import { astrologerWithProfile, fundedUserByApi, uniqueEmail } from './accounts-factories.ts';
import { expect, expectNoHorizontalScroll, PHONE_390, phoneOf, signInByApi, storeSession, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

type Astro = Awaited<ReturnType<typeof astrologerWithProfile>>;
let astro: Astro;
/** A second astrologer, whose booking of the slot that has already begun they never join. */
let absent: Astro;
let absentUser: { accessToken: string; user_id: number };
let absentBooking: Booking;
/** That user's balance before the booking's hold. */
let absentStart = 0;

const ALL_DAY = Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]);

/** A verified astrologer (chat at ₹25/min, calls at ₹10/min) bookable all day, every day. */
async function bookableAstrologer(api: APIRequestContext, name: string): Promise<Astro> {
  const made = await astrologerWithProfile(api, { email: uniqueEmail('booked-astro') }, { name });
  const admin = await signInByApi(api, { phone: '9999999999' }, 'user');
  const verified = await api.post('/api/verify-astrologer', {
    headers: { accessToken: admin.accessToken },
    data: { astro_id: made.astro_id, commission: 20 },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const hours = await api.put('/api/console/hours', {
    headers: { accessToken: made.accessToken },
    data: { weekly: ALL_DAY, exceptions: [], prices: { call: 10, video: null } },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  return made;
}

async function freeSlots(api: APIRequestContext, astroId: number, length: number): Promise<string[]> {
  const answer = await api.get(`/api/astrologers/${astroId}/slots?length=${length}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as SlotsResponse).days.flatMap((d) => d.slots);
}

async function book(api: APIRequestContext, user: { accessToken: string }, data: Record<string, unknown>): Promise<Booking> {
  const made = await api.post('/api/bookings', { headers: { accessToken: user.accessToken }, data });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as Booking;
}

/** Signs the page in before its first load: one navigation instead of two on a busy machine. */
async function signedIn(page: Page, session: { accessToken: string; user_id: number }) {
  await page.addInitScript(([token, id]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user_id', id);
  }, [session.accessToken, String(session.user_id)] as const);
}

const balance = async (api: APIRequestContext, user: { accessToken: string }) =>
  ((await (await api.get('/api/wallet', { headers: { accessToken: user.accessToken } })).json()) as { balance: number }).balance;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  astro = await bookableAstrologer(api, 'Dev Narayan');
  absent = await bookableAstrologer(api, 'Absent Acharya');
  // The e2e server still offers the slot that began in the last 15 minutes: booked, it is already past its start.
  absentUser = await fundedUserByApi(api, 500);
  absentStart = await balance(api, absentUser);
  const [begun] = await freeSlots(api, absent.astro_id, 15);
  expect(Date.parse(begun!)).toBeLessThanOrEqual(Date.now());
  absentBooking = await book(api, absentUser, { astro_id: absent.astro_id, kind: 'call', starts_at: begun, length: 15 });
  await api.dispose();
});

test('a user books a slot, cancels one a day ahead (all back) and one sooner (half back)', async ({ page }) => {
  await page.setViewportSize(PHONE_390);
  const user = await fundedUserByApi(page.request, 2000);
  await page.goto('/');
  await storeSession(page, user);
  const start = await balance(page.request, user);
  await page.goto(`/astrologers/${astro.astro_id}`);

  // A slot three days on: a day or more ahead wherever the clock is.
  const slots = page.getByRole('region', { name: 'Next free slots' });
  await slots.getByRole('group', { name: 'Days with free slots' }).getByRole('button').nth(3).click();
  await slots.getByRole('button', { name: /^Book / }).first().click();
  const sheet = page.getByRole('dialog', { name: /^Book / });
  await expect(sheet.getByTestId('booking-held')).toHaveText('₹750.00');
  await expectNoHorizontalScroll(page);
  await sheet.getByRole('button', { name: 'Book and hold ₹750.00' }).click();
  await expect(page.getByText(/^Booked: .* See it under My bookings\.$/)).toBeVisible();

  // And a slot within the day, still ahead: a 15-minute call.
  const soon = (await freeSlots(page.request, astro.astro_id, 15)).find((s) => Date.parse(s) > Date.now() + 5 * 60_000);
  await book(page.request, user, { astro_id: astro.astro_id, kind: 'call', starts_at: soon, length: 15 });
  expect(await balance(page.request, user)).toBe(start - 750 - 150);

  await page.goto('/bookings');
  const chat = page.getByTestId('booking').filter({ hasText: 'Chat ·' });
  const call = page.getByTestId('booking').filter({ hasText: 'Call ·' });
  await expect(chat.getByTestId('booking-status')).toHaveText('Booked');
  await expect(chat).toContainText('Dev Narayan');
  await expect(chat).toContainText('₹25.00/min · ₹750.00 held');
  // Three days ahead, Join is shut and says when it opens.
  await expect(chat.getByRole('button', { name: /^Join opens at / })).toBeDisabled();
  await expect(page.getByTestId('bookings-zone')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await call.getByRole('button', { name: 'Cancel booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('₹75.00 comes back to your wallet and ₹75.00 is paid to the astrologer');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(call.getByTestId('booking-status')).toHaveText('Cancelled by you');
  await expect(call.getByTestId('booking-outcome')).toHaveText('₹75.00 back to your wallet · ₹75.00 paid to the astrologer');

  await chat.getByRole('button', { name: 'Cancel booking' }).click();
  dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('all ₹750.00 comes back to your wallet');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(chat.getByTestId('booking-status')).toHaveText('Cancelled by you');
  await expect(chat.getByTestId('booking-outcome')).toHaveText('₹750.00 back to your wallet');
  await expectNoHorizontalScroll(page);
  expect(await balance(page.request, user)).toBe(start - 75);
});

test('the astrologer and the user join a booking at its time and both land in the room', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE_390);
  const user = await fundedUserByApi(page.request, 500);
  // A slot at least 10 minutes on, so no clock settles it while they join.
  const slot = (await freeSlots(page.request, astro.astro_id, 15)).find((s) => Date.parse(s) - Date.now() > 10 * 60_000);
  const booked = await book(page.request, user, { astro_id: astro.astro_id, kind: 'chat', starts_at: slot, length: 15 });

  const astroPhone = await phoneOf(browser, astro, '/astrologer/console');
  const upcoming = astroPhone.page.getByRole('region', { name: 'Upcoming bookings' });
  const row = upcoming.getByTestId('console-booking').filter({ hasText: 'Meera Kapoor' });
  // A console on a busy machine reads its many sections at once: the bookings may take a while.
  await expect(row).toContainText('IST', { timeout: 30_000 });
  await expect(row).toContainText('Chat · 15 min · ₹25.00/min · ₹375.00 in all');
  await expect(upcoming.getByTestId('booking-record')).toHaveText('Cancelled by you: 0 · No-shows: 0');
  await row.getByRole('button', { name: 'Join' }).click();
  await expect(row.getByRole('status')).toHaveText('Waiting for Meera Kapoor to join…');
  await expectNoHorizontalScroll(astroPhone.page);

  await signedIn(page, user);
  await page.goto('/bookings');
  const mine = page.getByTestId('booking').filter({ hasText: 'Dev Narayan' });
  await mine.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/consultations\/\d+$/, { timeout: 30_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  // The astrologer's console hears of the session (its event, or its next ask within 5 s) and opens the same room.
  await expect(astroPhone.page).toHaveURL(new RegExp(`/consultations/${id}$`), { timeout: 30_000 });

  const after = await page.request.get('/api/bookings', { headers: { accessToken: user.accessToken } });
  const kept = ((await after.json()) as { bookings: Booking[] }).bookings.find((b) => b.booking_id === booked.booking_id);
  expect(kept).toMatchObject({ status: 'started', consultation_id: id });
  const ended = await page.request.post(`/api/consultations/${id}/end`, { headers: { accessToken: user.accessToken } });
  expect(ended.status(), await ended.text()).toBe(200);
  await astroPhone.context.close();
});

test("an astrologer who never joins is a no-show, and the user gets the whole hold back", async ({ page }) => {
  await page.setViewportSize(PHONE_390);
  await signedIn(page, absentUser);
  await page.goto('/bookings');
  const item = page.getByTestId('booking').filter({ hasText: 'Absent Acharya' });
  // Its start passed with the astrologer away: the clock settled it, and the list says so.
  await expect(item.getByTestId('booking-status')).toHaveText('The astrologer did not join', { timeout: 30_000 });
  await expect(item.getByTestId('booking-outcome')).toHaveText('₹150.00 back to your wallet');
  await expect(item.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  expect(await balance(page.request, absentUser)).toBe(absentStart);
  const mine = await page.request.get('/api/bookings', { headers: { accessToken: absentUser.accessToken } });
  const settled = ((await mine.json()) as { bookings: Booking[] }).bookings.find((b) => b.booking_id === absentBooking.booking_id);
  expect(settled).toMatchObject({ status: 'no_show_astrologer', released: 150, captured: 0 });

  const record = await page.request.get('/api/console/bookings', { headers: { accessToken: absent.accessToken } });
  expect(((await record.json()) as { no_shows: number }).no_shows).toBe(1);
});
