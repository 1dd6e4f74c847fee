// The daily panchang on a phone: today's day at New Delhi is in the first HTML (server-rendered), the next day and
// another place follow through the page, the page reads in Hindi, nothing is wider than the screen and axe finds no
// serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PHONE_390, expect, test } from './fixtures.ts';

test.use({ viewport: PHONE_390, hasTouch: true, isMobile: true });

// The server reads its gazetteer and ephemeris tables on the first call (seconds on a cold process).
test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/panchang', { timeout: 60_000 })).ok()).toBe(true);
  expect((await request.get('/api/places?q=Pune', { timeout: 60_000 })).ok()).toBe(true);
});

async function expectNoOverflowOrAxeFindings(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const vara = (page: Page) =>
  page.getByRole('region', { name: 'The five limbs' }).locator('div', { has: page.getByText('Vara (weekday)') }).locator('dd');

test("today's panchang is in the first HTML, then the next day and another place", async ({ page, request }) => {
  // The server's first answer already holds the day: its tithi, in the page's HTML before any script runs.
  const html = await (await request.get('/panchang')).text();
  expect(html).toContain('data-ssr');
  expect(html).toContain('Panchang for New Delhi');
  expect(html).toMatch(/(Shukla|Krishna) (Pratipada|Dwitiya|Tritiya|Chaturthi|Panchami|Shashthi|Saptami|Ashtami|Navami|Dashami|Ekadashi|Dwadashi|Trayodashi|Chaturdashi|Purnima|Amavasya)/);

  await page.goto('/panchang');
  await expect(page.getByRole('heading', { level: 1, name: 'Panchang for New Delhi' })).toBeVisible();
  const date = page.getByLabel('Date');
  const today = await date.inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('region', { name: 'Inauspicious times' })).toContainText('Rahu kaal');
  await expectNoOverflowOrAxeFindings(page);

  const todayVara = await vara(page).textContent();
  await page.getByRole('button', { name: 'Next day' }).tap();
  await expect(page).toHaveURL(/\/panchang\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(date).not.toHaveValue(today);
  await expect(vara(page)).not.toHaveText(todayVara ?? '');

  const place = page.getByRole('combobox', { name: /Place/ });
  await place.fill('');
  await place.pressSequentially('Pune', { delay: 40 });
  await page.getByRole('listbox').getByRole('option', { name: /^Pune, Maharashtra, India/ }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Panchang for Pune' })).toBeVisible();
  await expect(page).toHaveURL(/place=\d+/);
  await expectNoOverflowOrAxeFindings(page);
});

test('the panchang reads in Hindi, from the first HTML', async ({ page, request }) => {
  const html = await (await request.get('/panchang?lang=hi')).text();
  expect(html).toContain('नई दिल्ली का पंचांग');
  await page.goto('/panchang?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'नई दिल्ली का पंचांग' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'अशुभ समय' })).toContainText('राहु काल');
  await expect(page.getByRole('region', { name: 'पंचांग के पाँच अंग' })).toContainText('तिथि');
  await expectNoOverflowOrAxeFindings(page);
});

test('a date out of range is refused in the server words', async ({ page }) => {
  await page.goto('/panchang?date=2101-01-01');
  await expect(page.getByRole('alert')).toContainText('A panchang can be made for dates from 1900-01-01 to 2100-12-31');
});

test('the home page links to the panchang from its services and its footer', async ({ page }) => {
  await page.goto('/');
  const services = page.locator('section[aria-labelledby="services-heading"]');
  await services.getByRole('link', { name: 'Daily Panchang' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Panchang for New Delhi' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Daily panchang' }).tap();
  await expect(page).toHaveURL(/\/panchang$/);
});
