// Kundli matching on a phone (390 px): a visitor enters the boy's and the girl's birth details, reads the total out of
// 36, the verdict and the eight kootas with their reasons, then the same page in Hindi; a signed-in user saves a
// match, finds it in the list on the next visit and downloads its PDF, and attaches a saved match to a chat request
// for the astrologer to read beside it.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { fundedUserByApi, uniqueEmail, verifiedAstrologer } from './accounts-factories.ts';
import { PHONE_390, expect, expectNoHorizontalScroll, phoneOf, signInByApi, storeSession, test } from './fixtures.ts';

// The server reads its gazetteer on the first search (seconds on a cold process); the journey times the page, not that.
test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/places?q=Pune', { timeout: 60_000 })).ok()).toBe(true);
});

const KOOTAS_EN = ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'];
const KOOTAS_HI = ['वर्ण', 'वश्य', 'तारा', 'योनि', 'ग्रह मैत्री', 'गण', 'भकूट', 'नाड़ी'];

async function fillPerson(page: Page, group: RegExp, birth: { name: string; date: string; time: string; place: string; option: RegExp }) {
  const person = page.getByRole('group', { name: group });
  await person.getByLabel(/^Name|^नाम/).fill(birth.name);
  await person.getByLabel(/^Date of birth|^जन्म तारीख/).fill(birth.date);
  await person.getByLabel(/^Time of birth|^जन्म का समय/).fill(birth.time);
  const place = person.getByRole('combobox');
  await place.pressSequentially(birth.place, { delay: 40 });
  await page.getByRole('listbox').getByRole('option', { name: birth.option }).first().click();
  await expect(place).toHaveAttribute('aria-expanded', 'false');
}

const ROHAN = { name: 'Rohan Sharma', date: '1990-05-14', time: '10:15', place: 'Pune', option: /^Pune, Maharashtra/ };
const PRIYA = { name: 'Priya Verma', date: '1992-11-03', time: '18:40', place: 'Varanasi', option: /^Varanasi, Uttar Pradesh/ };

async function kootaHeadings(page: Page, heading: string) {
  const list = page.getByRole('heading', { level: 3, name: heading }).locator('xpath=following-sibling::ol[1]');
  return list.getByRole('heading', { level: 4 }).allTextContents();
}

test('a visitor matches two kundlis at phone width, in English and in Hindi', async ({ page }) => {
  await page.setViewportSize(PHONE_390);
  await page.goto('/kundli-matching');
  await expect(page.getByRole('heading', { level: 1, name: 'Kundli matching for marriage' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await fillPerson(page, /Boy's details/, ROHAN);
  await fillPerson(page, /Girl's details/, PRIYA);
  await page.getByRole('button', { name: 'Match kundlis' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Guna milan of Rohan Sharma and Priya Verma' })).toBeVisible();
  await expect(page.getByTestId('match-total')).toHaveText('15.5/36 gunas');
  await expect(page.getByText('Not recommended: below 18 of 36 gunas')).toBeVisible();
  expect(await kootaHeadings(page, 'The eight kootas')).toEqual(KOOTAS_EN);
  await expect(page.getByText('Both have the same nadi (Madhya): Nadi dosha.')).toBeVisible();
  await expect(page.getByText('Only the girl is Manglik: a Manglik mismatch.')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.goto('/kundli-matching?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'विवाह के लिए कुंडली मिलान' })).toBeVisible();
  await fillPerson(page, /लड़के का विवरण/, ROHAN);
  await fillPerson(page, /लड़की का विवरण/, PRIYA);
  await page.getByRole('button', { name: 'कुंडली मिलाएँ' }).click();
  await expect(page.getByTestId('match-total')).toHaveText('15.5/36 गुण');
  expect(await kootaHeadings(page, 'आठ कूट')).toEqual(KOOTAS_HI);
  await expect(page.getByText('दोनों की नाड़ी एक ही है (मध्य): नाड़ी दोष।')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a signed-in user saves a match, finds it again and downloads the PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE_390);
  const session = await signInByApi(page.request, { email: uniqueEmail('matching') }, 'user', { name: 'Rohan Sharma' });
  await page.goto('/');
  await storeSession(page, session);
  await page.goto('/kundli-matching');
  await fillPerson(page, /Boy's details/, ROHAN);
  await fillPerson(page, /Girl's details/, PRIYA);
  await page.getByRole('button', { name: 'Match kundlis' }).click();
  await expect(page.getByTestId('match-total')).toHaveText('15.5/36 gunas');
  await page.getByRole('button', { name: 'Save to my profile' }).click();
  await expect(page.getByText('Saved to your profile', { exact: true })).toBeVisible();

  await page.reload();
  const saved = page.getByRole('region', { name: 'Your saved matches' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved).toContainText('Rohan Sharma and Priya Verma 15.5/36 gunas');
  await saved.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('match-total')).toHaveText('15.5/36 gunas');
  await expectNoHorizontalScroll(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kundli-matching-\d+\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a user attaches a saved match to a chat request, and the astrologer reads its kootas beside the request', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const { account: astro, name } = await verifiedAstrologer(request, 'Milan');
  const user = await fundedUserByApi(request, 500);
  const places = async (q: string) => ((await (await request.get(`/api/places?q=${q}`)).json()) as { places: { id: string }[] }).places[0]!.id;
  const saved = await request.post('/api/kundli/matches', {
    headers: { accessToken: user.accessToken },
    data: {
      boy: { name: ROHAN.name, date_of_birth: ROHAN.date, time_of_birth: ROHAN.time, place_id: await places('Pune') },
      girl: { name: PRIYA.name, date_of_birth: PRIYA.date, time_of_birth: PRIYA.time, place_id: await places('Varanasi') },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const a = await phoneOf(browser, astro, '/astrologer/console');
  const u = await phoneOf(browser, user, `/astrologers/${astro.astro_id}`);
  try {
    await a.page.getByRole('switch', { name: 'Available for chat' }).click();
    await expect(a.page.getByTestId('status-pill')).toHaveText('Online');

    await u.page.reload();
    await u.page.getByRole('button', { name: new RegExp(`^Chat .* with ${name}$`) }).click();
    const choice = u.page.getByLabel('Share a kundli match (optional)');
    await choice.selectOption({ label: 'Rohan Sharma and Priya Verma, 15.5/36 gunas' });
    await expectNoHorizontalScroll(u.page);
    await u.page.getByRole('button', { name: 'Start chat' }).click();
    await expect(u.page).toHaveURL(/\/consultations\/\d+$/);

    const card = a.page.getByRole('article', { name: /^Request from / });
    const attached = card.getByText('Kundli match attached: Rohan Sharma and Priya Verma, 15.5/36 gunas');
    await expect(attached).toBeVisible({ timeout: 15_000 });
    await attached.click();
    await expect(card.getByRole('heading', { level: 3, name: 'The eight kootas' })).toBeVisible();
    expect(await kootaHeadings(a.page, 'The eight kootas')).toEqual(KOOTAS_EN);
    await expectNoHorizontalScroll(a.page);
  } finally {
    await a.context.close();
    await u.context.close();
  }
});
