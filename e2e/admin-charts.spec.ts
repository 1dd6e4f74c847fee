// The admin's charts at 1280 px: the Charts tile opens the panel on the last 30 days (India time), recharts draws each
// series with its days as people write them, and a series' CSV downloads with its header and one row a day; the panel
// fits 1280 px and 390 px.
import { readFile } from 'node:fs/promises';
import { CHART_CSV_COLUMNS } from '@app/contracts/admin-charts';
import { expect, expectNoHorizontalScroll, PHONE_390, signInByApi, test } from './fixtures.ts';

const ADMIN_EMAIL = 'admin@example.com';

test.use({ viewport: { width: 1280, height: 900 } });

test('the admin opens the charts and downloads a series as CSV', async ({ page }) => {
  const session = await signInByApi(page.request, { email: ADMIN_EMAIL });
  await page.goto('/');
  await page.evaluate(([t, id]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('user_id', id);
  }, [session.accessToken, String(session.user_id)] as const);
  await page.goto('/admin-dashboard');

  const tiles = page.getByRole('navigation', { name: 'Dashboard sections' });
  await tiles.getByRole('button', { name: 'Charts', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Charts', exact: true });
  await expect(panel.getByRole('heading', { name: 'Revenue by day', level: 3 })).toBeVisible();
  for (const name of ['Consultation minutes and sessions by day', 'Minutes by astrologer', 'Commission and payouts by day', 'Refunds by day', 'New users and first-session conversion'])
    await expect(panel.getByRole('heading', { name, level: 3 })).toBeVisible();

  // recharts has drawn the daily charts (an svg each) inside the described images.
  const revenue = panel.getByRole('img', { name: 'Revenue by day' });
  await expect(revenue.locator('svg.recharts-surface').first()).toBeVisible();
  expect(await panel.locator('svg.recharts-surface').count()).toBeGreaterThanOrEqual(5);
  await expectNoHorizontalScroll(page);
  // Its days read as a person writes them ("5 Nov"), not as the API sends them ("11-05").
  const ticks = await revenue.locator('.recharts-cartesian-axis-tick-value').allTextContents();
  expect(ticks.filter((tick) => /^\d{1,2} [A-Z][a-z]{2,3}$/.test(tick)).length).toBeGreaterThan(2);
  expect(ticks.filter((tick) => /^\d{2}-\d{2}$/.test(tick))).toEqual([]);

  const from = await panel.getByRole('textbox', { name: 'From', exact: true }).inputValue();
  const to = await panel.getByRole('textbox', { name: 'To', exact: true }).inputValue();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV: Revenue by day' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`revenue-${from}-to-${to}.csv`);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(CHART_CSV_COLUMNS.revenue.join(','));
  // One row a day of the 30, oldest first, each with the day and seven figures in rupees.
  expect(lines).toHaveLength(31);
  expect(lines[1]).toMatch(new RegExp(`^${from},(-?\\d+\\.\\d{2},){6}-?\\d+\\.\\d{2}$`));
  expect(lines[30]!.startsWith(`${to},`)).toBe(true);

  // The table alternative of a chart holds the same days.
  await panel.getByText('Show the figures as a table').first().click();
  await expect(panel.getByRole('region', { name: 'Revenue by day as a table' }).getByRole('row')).toHaveCount(31);

  // On a phone the panel does not widen the page.
  await page.setViewportSize(PHONE_390);
  await expect(revenue).toBeVisible();
  await expectNoHorizontalScroll(page);
});
