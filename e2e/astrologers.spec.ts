// The astrologer directory for a visitor, on a phone and a desktop: search, filters, sort, a status that changes
// live, Chat sending a guest to login, and a profile; the ratings are the reviews' average, or New.
import type { Page, WebSocketRoute } from '@playwright/test';
import { blockingViolations } from './axe.ts';
import { expect, expectNoHorizontalScroll, test } from './fixtures.ts';

interface Listed {
  astro_id: number;
  name: string;
  charge: number;
  status: string;
  /** The average of the reviews; null for an astrologer nobody has reviewed yet. */
  rating: number | null;
  reviews_count: number;
}

/** The directory as the API answers it, for these filters: the journey follows the seed instead of copying it. */
async function listed(page: Page, query = ''): Promise<Listed[]> {
  const response = await page.request.get(`/api/consult/astrologers?limit=100${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { astrologers: Listed[] }).astrologers;
}

/**
 * Stands in for the Socket.IO server (Engine.IO 4 over a WebSocket), so the journey can announce a status change the
 * way the server does, whatever astrologers happen to be connected.
 */
async function fakeSocket(page: Page): Promise<{ emit: (event: string, payload: unknown) => void }> {
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    sockets.push(ws);
    ws.send(`0${JSON.stringify({ sid: 'e2e', upgrades: [], pingInterval: 600_000, pingTimeout: 600_000, maxPayload: 1_000_000 })}`);
    ws.onMessage((message) => {
      if (typeof message === 'string' && message.startsWith('40')) ws.send('40{"sid":"e2e-socket"}');
    });
  });
  return { emit: (event, payload) => sockets.forEach((ws) => ws.send(`42${JSON.stringify([event, payload])}`)) };
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`a visitor finds an astrologer on a ${viewport.name}`, async ({ page }) => {
    // Two axe scans, a dozen searches and a profile: longer than one screen's journey.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const phone = viewport.width < 768;
    const socket = await fakeSocket(page);
    const everyone = await listed(page);
    expect(everyone.length).toBeGreaterThan(2);

    await page.goto('/');
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Astrologers' }).click();
    await expect(page).toHaveURL(/\/astrologers$/);
    await expect(page.getByRole('heading', { name: 'Talk to an Astrologer' })).toBeVisible();
    await expect(page.getByText(`${everyone.length} astrologers`)).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(everyone.map((a) => a.name));
    // The seed's reviews: a reviewed astrologer shows the average and how many, one nobody has reviewed says New.
    const reviewed = everyone.find((a) => a.rating !== null && a.reviews_count > 1);
    const fresh = everyone.find((a) => a.rating === null);
    if (!reviewed || !fresh) throw new Error('the seed has no reviewed astrologer, or none without reviews');
    expect(fresh.reviews_count).toBe(0);
    const cardOf = (name: string) => cards(page).filter({ has: page.getByRole('heading', { name }) });
    const stars = reviewed.rating!.toFixed(1);
    await expect(cardOf(reviewed.name).getByRole('img', { name: `Rated ${stars} out of 5` })).toBeVisible();
    await expect(cardOf(reviewed.name)).toContainText(`${stars}(${reviewed.reviews_count} reviews)`);
    await expect(cardOf(fresh.name).getByTestId('rating-new')).toHaveText('New');
    await expect(cardOf(fresh.name).getByRole('img', { name: /^Rated / })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `test-results/astrologers-${viewport.name}-list.png`, fullPage: true });
    expect(await blockingViolations(page)).toEqual([]);

    // Search: case-insensitive over names, skills, types and languages, answered by the server once typing pauses.
    const tarot = await listed(page, '&q=tarot');
    await page.getByRole('searchbox', { name: 'Search astrologers' }).fill('TAROT');
    await expect(page).toHaveURL(/\?q=TAROT$/);
    await expect.poll(() => cardNames(page)).toEqual(tarot.map((a) => a.name));
    await page.getByRole('searchbox', { name: 'Search astrologers' }).fill('');
    await expect.poll(() => cardNames(page)).toEqual(everyone.map((a) => a.name));

    // The filters fold away on a phone.
    const filters = page.getByRole('button', { name: 'Filters' });
    if (phone) {
      await expect(page.getByRole('combobox', { name: 'Gender' })).toBeHidden();
      await filters.click();
    } else {
      await expect(filters).toBeHidden();
    }
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    const women = await listed(page, '&gender=Female');
    await expect.poll(() => cardNames(page)).toEqual(women.map((a) => a.name));
    if (phone) await expect(filters).toContainText('1');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    const cheapest = await listed(page, '&sort=price-low');
    await expect.poll(() => cardNames(page)).toEqual(cheapest.map((a) => a.name));
    await expect(page).toHaveURL(/sort=price-low/);

    const online = await listed(page, '&online=true');
    const onlineNow = page.getByRole('switch', { name: 'Online now' });
    await onlineNow.click();
    await expect(onlineNow).toBeChecked();
    await expect(page).toHaveURL(/online=1/);
    if (online.length === 0) await expect(page.getByText('No astrologers found')).toBeVisible();
    else await expect.poll(() => cardNames(page)).toEqual(online.map((a) => a.name));
    await onlineNow.click();
    await expect(onlineNow).not.toBeChecked();
    await expect.poll(() => cardNames(page)).toEqual(cheapest.map((a) => a.name));

    // A status change arrives over the socket and shows without a reload; Chat opens up with it.
    const someone = cheapest.find((a) => a.status !== 'online')!;
    const card = cards(page).filter({ has: page.getByRole('heading', { name: someone.name }) });
    const chat = card.getByRole('button', { name: `Chat ₹${someone.charge}/min with ${someone.name}` });
    await expect(chat).toBeDisabled();
    socket.emit('astrologer_status', { astro_id: someone.astro_id, status: 'online' });
    await expect(card.getByTestId('astro-status')).toHaveText('Online');
    await expect(chat).toBeEnabled();
    await expect(chat).toContainText(`₹${someone.charge}/min`);
    if (phone) await page.screenshot({ path: `test-results/astrologers-${viewport.name}-filters.png`, fullPage: true });

    // A guest who asks for a chat is sent to sign in.
    await chat.click();
    await expect(page.getByText('Please login to chat with an astrologer.')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login$/);

    // The profile: about, expertise, languages, price, status and reviews.
    await page.goBack();
    await cards(page).getByRole('link', { name: `Profile of ${someone.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/astrologers/${someone.astro_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: someone.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: `About ${someone.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    if (someone.rating === null) await expect(summary.getByTestId('rating-new')).toHaveText('New');
    else await expect(summary).toContainText(`${someone.rating.toFixed(1)}(${someone.reviews_count} review`);
    await expect(page.getByText(`₹${someone.charge}/min`).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(someone.name));
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `test-results/astrologers-${viewport.name}-profile.png`, fullPage: true });
    expect(await blockingViolations(page)).toEqual([]);

    // An address with no astrologer behind it says so.
    await page.goto('/astrologers/99999');
    await expect(page.getByText('Astrologer not found')).toBeVisible();
    await page.getByRole('link', { name: 'See all astrologers' }).click();
    await expect(page).toHaveURL(/\/astrologers$/);
  });
}
