// The free kundli on a phone: a visitor picks the place of birth from the gazetteer's list, draws the chart and
// reads it; impossible input is refused in the server's words, never charted; a user saves the chart to the profile,
// finds it again on the next visit and downloads it as a PDF.
import { readFile } from 'node:fs/promises';
import { KUNDLI_MESSAGES } from '@app/contracts/kundli';
import { devices, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts-factories.ts';
import { expect, signInByApi, storeSession, test } from './fixtures.ts';

// A phone as the business's customers hold one: Pixel 7's screen, touch and pixel ratio, in the project's Chromium.
const { defaultBrowserType: _chromium, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

// The server reads its gazetteer on the first search (seconds on a cold process); the journeys time the page, not that.
test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/places?q=Pune', { timeout: 60_000 })).ok()).toBe(true);
});

const PLANET_MARKS = ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'];

/** Nothing wider than the screen: neither the page nor any element outside a box that scrolls on its own. */
async function expectNothingOverflows(page: Page) {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const page = (document.scrollingElement ?? document.documentElement).scrollWidth;
    const contained = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden') return true;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll('main *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !contained(el))
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 3).join('.')}`);
    return { overflow: page - width, wide: wide.slice(0, 5) };
  });
  expect(found.overflow, 'horizontal overflow of the page in px').toBeLessThanOrEqual(0);
  expect(found.wide, 'elements wider than the screen').toEqual([]);
}

async function choosePlace(page: Page, typed: string, option: RegExp) {
  const place = page.getByRole('combobox', { name: /Place of birth/ });
  await place.pressSequentially(typed, { delay: 40 });
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await list.getByRole('option', { name: option }).first().tap();
  await expect(place).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/time zone Asia\/Kolkata|time zone America\/New_York/)).toBeVisible();
}

async function drawChart(page: Page, date: string, time: string) {
  await page.getByLabel('Date of birth').fill(date);
  await page.getByLabel('Time of birth').fill(time);
  await page.getByRole('button', { name: 'Draw kundli' }).tap();
}

async function expectChart(page: Page) {
  const chart = page.getByRole('img', { name: /^North Indian chart\. Lagna in / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-house]')).toHaveCount(12);
  await expect(chart.locator('[data-mark="As"]')).toHaveCount(1);
  await expect(chart.locator('[data-house="1"] [data-mark="As"]')).toHaveCount(1);
  for (const mark of PLANET_MARKS) await expect(chart.locator(`[data-mark="${mark}"]`)).toHaveCount(1);
  // The chart fills the phone's width less the page's margins, so its marks are legible.
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  await expect(page.getByTestId('lagna')).toContainText(/°\d\d′/);
  await expect(page.getByTestId('planet-row')).toHaveCount(9);
  await expect(page.getByTestId('dasha-list').locator(':scope > li')).toHaveCount(9);
  return chart;
}

test('a visitor draws a kundli at phone width', async ({ page }) => {
  await page.goto('/kundli');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Vedic birth chart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The 27 nakshatras' })).toBeVisible();

  await page.getByLabel('Name (optional)').fill('Meera');
  await choosePlace(page, 'Pune', /^Pune, Maharashtra, India/);
  await drawChart(page, '1990-04-12', '06:30');

  await expect(page.getByRole('heading', { name: 'Kundli of Meera' })).toBeFocused();
  const chart = await expectChart(page);
  // The running mahadasha is open, its antardashas listed.
  await expect(page.getByTestId('dasha-list').locator('li[aria-current="true"] details')).toHaveAttribute(
    'open',
    '',
  );
  await expect(page.getByTestId('sign-in-hint')).toBeVisible();
  await expectNothingOverflows(page);
  await chart.screenshot({ path: test.info().outputPath('kundli-chart.png') });

  // A date outside the years charts are drawn for is refused, and the chart stays the last good one.
  await page.getByLabel('Date of birth').fill('1750-01-01');
  await page.getByRole('button', { name: 'Draw kundli' }).tap();
  await expect(page.getByText(KUNDLI_MESSAGES.dateRange)).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Kundli of Meera' })).toBeVisible();
  await expectNothingOverflows(page);
});

test('a time the clocks skipped is refused by the server on its field, and an impossible date never charted', async ({
  page,
}) => {
  // The server checks the calendar too: the form's checks are a courtesy, not the guard.
  const places = await page.request.get('/api/places?q=Pune');
  const pune = ((await places.json()) as { places: { id: string }[] }).places[0];
  const impossible = await page.request.post('/api/kundli', {
    data: { date_of_birth: '2023-02-30', time_of_birth: '10:00', place_id: pune?.id },
  });
  expect(impossible.status()).toBe(400);
  expect(((await impossible.json()) as { errors: Record<string, string> }).errors.date_of_birth).toBe(
    KUNDLI_MESSAGES.dateInvalid,
  );

  await page.goto('/kundli');
  // 14 March 2021 in New York: the clocks went from 02:00 to 03:00, so 02:30 never happened there.
  await choosePlace(page, 'New York', /^New York/);
  await drawChart(page, '2021-03-14', '02:30');
  const time = page.getByLabel('Time of birth');
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(KUNDLI_MESSAGES.timeSkipped)).toBeVisible();
  await expect(page.getByRole('img', { name: /North Indian chart/ })).toHaveCount(0);
  await expectNothingOverflows(page);
});

test('a signed-in user saves the chart, finds it again and downloads the PDF', async ({ page }) => {
  // Two charts, a save and a PDF, on a machine that may be busy.
  test.setTimeout(120_000);
  const session = await signInByApi(page.request, { email: uniqueEmail('kundli') }, 'user', {
    name: 'Asha Rao',
  });
  await page.goto('/');
  await storeSession(page, session);
  await page.goto('/kundli');

  await page.getByLabel('Name (optional)').fill('Asha Rao');
  await choosePlace(page, 'Jaipur', /^Jaipur, Rajasthan, India/);
  await drawChart(page, '1985-11-23', '18:05');
  await expectChart(page);
  await expect(page.getByTestId('sign-in-hint')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save to my profile' }).tap();
  await expect(page.getByText(KUNDLI_MESSAGES.saved)).toBeVisible();
  await expect(page.getByTestId('saved-note')).toBeVisible();

  // The next visit shows the saved chart and fills the form with it.
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
  await expect(page.getByRole('heading', { name: 'Kundli of Asha Rao' })).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveValue('1985-11-23');
  await expect(page.getByLabel('Time of birth')).toHaveValue('18:05');
  await expect(page.getByRole('combobox', { name: /Place of birth/ })).toHaveValue(
    /^Jaipur, Rajasthan, India/,
  );
  await expectChart(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kundli-asha-rao.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);
  await expectNothingOverflows(page);
});
