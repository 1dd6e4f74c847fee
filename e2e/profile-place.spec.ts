// A profile that remembers the place of birth, on a 390 px phone: a new user signs up, finds the sign-up name on the
// profile form, picks the place of birth from the same list the kundli page uses, saves, and the kundli page opens
// with the chart of those birth details already drawn.
import { expect, readCode, test, PHONE_390 } from './fixtures.ts';
import { PNG_FILE, giveSignupConsent, typeCode, uniqueEmail } from './accounts-factories.ts';

test.use({ viewport: PHONE_390 });

// The server reads its gazetteer on the first search (seconds on a cold process); the journey times the pages, not that.
test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/places?q=Pune', { timeout: 60_000 })).ok()).toBe(true);
});

test('a new user picks the place of birth on the profile and finds the kundli drawn', async ({ page }) => {
  const email = uniqueEmail('place');
  await page.goto('/user/signup');
  await page.getByLabel('Full name').fill('Kavya Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/usersignup\/otp$/);
  await giveSignupConsent(page);
  await typeCode(page, await readCode(page, email));

  await expect(page).toHaveURL(/\/userprofile\/signup$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Kavya Iyer');
  await page.getByLabel('Profile image').setInputFiles(PNG_FILE);
  await page.getByLabel('Date of birth').fill('1994-08-15');
  await page.getByLabel('Time of birth').fill('05:45');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();

  // Typed text is not a place: the place must be chosen from the list.
  const place = page.getByRole('combobox', { name: /Place of birth/ });
  await place.pressSequentially('Pune', { delay: 40 });
  await page.getByRole('listbox').getByRole('option', { name: /^Pune, Maharashtra, India/ }).first().click();
  await expect(place).toHaveAttribute('aria-expanded', 'false');
  await expect(place).toHaveValue('Pune, Maharashtra, India');
  await expect(page.getByText(/time zone Asia\/Kolkata/)).toBeVisible();

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The profile keeps the text letters only, with the picked place's coordinates and zone.
  const [token, userId] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user_id')]);
  const profile = await page.request.get(`/api/profile/${userId}`, { headers: { accessToken: token ?? '' } });
  expect(await profile.json()).toMatchObject({
    place_of_birth: 'Pune Maharashtra India',
    birth_time_zone: 'Asia/Kolkata',
    birth_latitude: expect.any(Number),
    birth_longitude: expect.any(Number),
  });

  await page.goto('/kundli');
  await expect(page.getByRole('heading', { name: 'Kundli of Kavya Iyer' })).toBeVisible();
  const chart = page.getByRole('img', { name: /^North Indian chart\. Lagna in / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-house]')).toHaveCount(12);
  await expect(page.getByTestId('planet-row')).toHaveCount(9);
  await expect(page.getByTestId('from-profile-note')).toBeVisible();
  // The form holds the same birth details, ready to draw again or to save.
  await expect(page.getByLabel('Date of birth')).toHaveValue('1994-08-15');
  await expect(page.getByRole('combobox', { name: /Place of birth/ })).toHaveValue('Pune, Maharashtra, India');
  await expect(page.getByRole('button', { name: 'Save to my profile' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
});
