// Account journeys: sign-up, login and code entry for users, astrologers and the admin, and the profile forms.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, outboxCode, PHONE, readCode, signInByApi, storeSession, test } from './fixtures.ts';
import { OTP_COOLDOWN_S } from './settings.ts';
import {
  PNG_FILE,
  astrologerWithProfile,
  giveSignupConsent,
  typeCode,
  uniqueEmail,
  uniquePhone,
  userWithProfile,
} from './accounts-factories.ts';

// The server lets a code be sent to one e-mail or phone once per cool-down, so the accounts that the
// later journeys log in to are made first, and those journeys wait until the cool-down is over.
test.describe.configure({ mode: 'serial' });

const COOL_DOWN_MS = (OTP_COOLDOWN_S + 2) * 1000;
let madeAt = 0;
let api: APIRequestContext;
const later = {
  userByEmail: uniqueEmail('returning'),
  userAgain: uniqueEmail('again'),
  userByPhone: uniquePhone(),
  verifiedAstro: uniqueEmail('verified'),
  waitingAstro: uniqueEmail('waiting'),
  astroAgain: uniqueEmail('astro-again'),
  plainUser: uniquePhone(),
  plainAstro: uniqueEmail('plain-astro'),
  astroNoProfile: uniqueEmail('new-astro'),
  codeBoxes: uniqueEmail('boxes'),
  stranger: uniqueEmail('stranger'),
  unknown: uniqueEmail('unknown'),
};

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  madeAt = Date.now();
  await userWithProfile(api, { email: later.userByEmail });
  await userWithProfile(api, { email: later.userAgain });
  await signInByApi(api, { phone: later.userByPhone }, 'user');
  const verified = await astrologerWithProfile(api, { email: later.verifiedAstro });
  await astrologerWithProfile(api, { email: later.waitingAstro });
  await astrologerWithProfile(api, { email: later.astroAgain });
  await signInByApi(api, { phone: later.plainUser }, 'user');
  await signInByApi(api, { email: later.plainAstro }, 'astro');
  await signInByApi(api, { email: later.astroNoProfile }, 'astro');
  await signInByApi(api, { email: later.codeBoxes }, 'user');
  await signInByApi(api, { email: later.stranger }, 'user');
  await signInByApi(api, { email: later.unknown }, 'user');
  // The admin approves one astrologer (by phone, so the e-mail stays free for the admin journey).
  const admin = await signInByApi(api, { phone: '9999999999' }, 'user');
  const approved = await api.post('/api/verify-astrologer', {
    headers: { accessToken: admin.accessToken },
    data: { astro_id: verified.astro_id, commission: 20 },
  });
  expect(approved.status(), await approved.text()).toBe(200);
});

test.afterAll(async () => {
  await api.dispose();
});

const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function sendCode(
  page: Page,
  path: string,
  identifier: { email: string } | { phone: string },
  { refused = false }: { refused?: boolean } = {},
) {
  await page.goto(path);
  if ('phone' in identifier) {
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(identifier.phone);
  } else {
    await page.getByRole('textbox', { name: 'Email' }).fill(identifier.email);
  }
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code page opens once the server has answered, so the code the outbox lists next is this one, not an earlier one.
  if (!refused) await expect(page).toHaveURL(/otp(\?|$)/);
}

test('a user signs up by e-mail, creates the profile and logs out', async ({ page }) => {
  const email = uniqueEmail('asha');
  await page.goto('/signup/determiner');
  await page.getByRole('link', { name: /I'm a Normal User/ }).click();
  await expect(page).toHaveURL(/\/user\/signup$/);

  await page.getByLabel('Full name').fill('Asha 9');
  await page.getByLabel('Email').fill('asha@');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Name should only contain letters', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(page.getByText('Phone number must be exactly 10 digits', { exact: true })).toBeVisible();

  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Signup successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/usersignup\/otp$/);
  // The consent is asked on the code page, given with the code: without it the code is not sent.
  await typeCode(page, await readCode(page, email));
  await expect(page.getByText('Please confirm that you are 18 years of age or older.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please agree to the privacy policy to create an account.', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(page).toHaveURL(/\/usersignup\/otp$/);
  await giveSignupConsent(page);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/userprofile\/signup$/);
  expect(await storage(page, 'token')).toBeTruthy();
  expect(await storage(page, 'user_id')).toMatch(/^\d+$/);
  // The name given at sign-up is already there.
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Verma');

  // Nothing else filled: one overall message and one per field.
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Please fix the errors before submitting.')).toBeVisible();
  await expect(page.getByText('Profile image is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Gender is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Time of birth is required', { exact: true })).toBeVisible();

  await page.getByLabel('Profile image').setInputFiles(PNG_FILE);
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Date of birth').fill('1994-08-15');
  await page.getByLabel('Time of birth').fill('05:45');
  // The place of birth is picked from the gazetteer's list: typed text alone is not a place.
  const place = page.getByRole('combobox', { name: /Place of birth/ });
  await place.pressSequentially('Jaipur', { delay: 40 });
  await expect(page.getByRole('listbox')).toBeVisible();
  // Escape closes the list and keeps the text, which names no chosen place.
  await place.press('Escape');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Place of birth is required', { exact: true })).toBeVisible();

  await place.click();
  await page.getByRole('listbox').getByRole('option', { name: /^Jaipur, Rajasthan, India/ }).first().click();
  await expect(place).toHaveValue('Jaipur, Rajasthan, India');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: /Logout/ }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await storage(page, 'token')).toBeNull();
  expect(await storage(page, 'user_id')).toBeNull();
});

test('a user signs up by phone on a phone screen and is asked for the profile', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const phone = uniquePhone();
  await page.goto('/user/signup');
  await page.getByLabel('Full name').fill('Ravi Kumar');
  await page.getByLabel('Phone number').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/usersignup\/otp$/);
  await expect(page.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await giveSignupConsent(page);
  await typeCode(page, await readCode(page, phone));
  await expect(page).toHaveURL(/\/userprofile\/signup$/);
  await expectNoHorizontalScroll(page);
});

test('an astrologer registers, fills the profile and sees the token number', async ({ page }) => {
  const email = uniqueEmail('guru');
  await page.goto('/signup/determiner');
  await page.getByRole('link', { name: /I'm an Astrologer/ }).click();
  await page.getByLabel('Full name').fill('Guru Dev');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Registration successful! Please login.')).toBeVisible();
  await expect(page).toHaveURL(/\/astro\/otp$/);
  await giveSignupConsent(page);
  await typeCode(page, await readCode(page, email));
  await expect(page).toHaveURL(/\/astrologermain\/signup$/);

  const todayInIndia = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel('Full name').fill('Guru 1');
  await page.getByLabel('About').fill('Too short');
  await page.getByLabel('Experience (years)').fill('101');
  await page.getByLabel('Languages known').fill('Hindi1');
  await page.getByLabel('Date of birth').fill(todayInIndia);
  // A sign or an exponent cannot be typed into the rating.
  await page.getByLabel('Rating (0 to 5)').pressSequentially('-4e');
  await expect(page.getByLabel('Rating (0 to 5)')).toHaveValue('4');
  await page.getByRole('button', { name: 'Submit profile' }).click();
  for (const message of [
    'Profile image is required',
    'Name should only contain letters',
    'About must be at least 20 characters',
    'Experience must be between 0 and 100 years',
    'Languages should only contain letters, commas and spaces',
    'Astrologer type is required',
    'Expertise is required',
    'Charge must be a positive number',
    'Date of birth must be in the past',
    'Gender is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Profile image').setInputFiles(PNG_FILE);
  await page.getByLabel('Full name').fill('Guru Dev');
  await page.getByLabel('About').fill('Fifteen years of Vedic astrology and Vastu practice.');
  await page.getByLabel('Experience (years)').fill('15');
  await page.getByLabel('Languages known').fill('Hindi, English');
  await page.getByLabel('Charge per session (₹ per minute)').fill('30');
  await page.getByRole('checkbox', { name: 'Vedic' }).check();
  await page.getByRole('checkbox', { name: 'Vastu' }).check();
  await page.getByLabel('Expertise').fill('Career, health');
  await page.getByLabel('Date of birth').fill('1980-02-29');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Submit profile' }).click();

  await expect(page).toHaveURL(/\/thank-you$/);
  const tokenNumber = await storage(page, 'Token_Number');
  expect(tokenNumber).toBeTruthy();
  expect(await storage(page, 'token_no')).toBe(tokenNumber);
  await expect(page.getByTestId('token-number')).toHaveText(tokenNumber ?? '');
  await expect(page.getByText(/waitlist/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a login with an e-mail that has no account gets a code like any other; the code makes the account, which gives its consent before going on', async ({ page }) => {
  const email = uniqueEmail('no-account');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login\/determiner$/);
  await page.getByRole('link', { name: /I'm an Astrologer/ }).click();
  await expect(page).toHaveURL(/\/astrologer\/login$/);
  await sendCode(page, '/astrologer/login', { email });
  await expect(page).toHaveURL(/\/astrologin\/otp$/);
  await typeCode(page, await readCode(page, email));
  await expect(page.getByRole('heading', { name: 'Before you continue' })).toBeVisible();
  // No session is kept until the consent is recorded.
  expect(await storage(page, 'token')).toBeNull();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please confirm that you are 18 years of age or older.', { exact: true })).toBeVisible();
  await giveSignupConsent(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Astrologer Profile does not exist...')).toBeVisible();
  await expect(page).toHaveURL(/\/astrologermain\/signup$/);
  expect(await storage(page, 'token')).toBeTruthy();
});

test('an account signed in without consent sees the consent screen on the pages it opens, and the page once it gives it', async ({ page }) => {
  // Signed in through the API with a code and no consent, as another client may do.
  const email = uniqueEmail('no-consent');
  expect((await page.request.post('/auth/signin', { data: { email, phone: '', user_type: 'user' } })).status()).toBe(200);
  const entered = await page.request.post('/auth/submit-otp', { data: { username: email, otp: await outboxCode(page.request, email) } });
  const session = (await entered.json()) as { accessToken: string; user_id: number; consent_required: boolean };
  expect(session.consent_required).toBe(true);
  await page.goto('/');
  await storeSession(page, session);

  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Before you continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Delete my account instead' })).toHaveAttribute('href', '/account/delete');
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await giveSignupConsent(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before you continue' })).toHaveCount(0);
});

test.describe('once the send cool-down of the accounts made first is over', () => {
  test.beforeEach(async () => {
    test.setTimeout(120_000);
    const wait = madeAt + COOL_DOWN_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  });

  test('code entry: six digit boxes, paste, backspace, wrong code, resend cool-down', async ({ page }) => {
    await page.goto('/user/otp');
    await expect(page.getByText('Invalid request. No email or phone found.')).toBeVisible();

    const email = later.codeBoxes;
    await sendCode(page, '/user/login', { email });
    await expect(page).toHaveURL(/\/user\/otp$/);
    await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();

    const box = (n: number) => page.getByLabel(`Digit ${n} of 6`);
    await box(1).click();
    await page.keyboard.type('12x');
    await expect(box(1)).toHaveValue('1');
    await expect(box(2)).toHaveValue('2');
    await expect(box(3)).toHaveValue('');
    await expect(box(3)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(box(2)).toHaveValue('');
    await expect(box(2)).toBeFocused();
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByText('Please enter a 6-digit OTP')).toBeVisible();

    const code = await readCode(page, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await box(4).evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, wrong);
    for (let n = 1; n <= 6; n += 1) await expect(box(n)).toHaveValue(wrong[n - 1] ?? '');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(box(1)).toHaveValue('');

    // Asking again inside the cool-down: the server's 429 message is shown.
    await sendCode(page, '/user/login', { email }, { refused: true });
    await expect(page.getByText(/^Please wait \d+ seconds? before requesting another OTP\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('admin login: its own messages, a refused account, and the admin reaching the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Email is required!', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Invalid email format!', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Phone number is required!', { exact: true })).toBeVisible();

    // A correct code for an account that is not the admin leaves no session behind (the sign-in itself answers the
    // same for every e-mail, so the refusal comes after the code).
    const stranger = later.stranger;
    await sendCode(page, '/admin-login', { email: stranger });
    await expect(page).toHaveURL(/\/admin-otp$/);
    await typeCode(page, await readCode(page, stranger));
    await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await storage(page, 'token')).toBeNull();

    // A token the server does not know (400) sends the person back with the spec's words.
    const unknown = later.unknown;
    await sendCode(page, '/admin-login', { email: unknown });
    await page.route('**/auth/verify-token', (route) =>
      route.fulfill({
        status: 400,
        json: { message: 'Profile does not exist. Please create a user profile.' },
      }),
    );
    await typeCode(page, await readCode(page, unknown));
    await expect(page.getByText('Profile does not exist. Please create a user profile.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.unroute('**/auth/verify-token');

    await sendCode(page, '/admin-login', { email: 'admin@example.com' });
    await expect(page).toHaveURL(/\/admin-otp$/);
    await typeCode(page, await readCode(page, 'admin@example.com'));
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    expect(await storage(page, 'user_id')).toBe('1');
    expect(await storage(page, 'token')).toBeTruthy();
  });

  test('an astrologer without a profile is sent to the profile form after the code', async ({ page }) => {
    await sendCode(page, '/astrologer/login', { email: later.astroNoProfile });
    await expect(page).toHaveURL(/\/astrologin\/otp$/);
    await typeCode(page, await readCode(page, later.astroNoProfile));
    await expect(page.getByText('Astrologer Profile does not exist...')).toBeVisible();
    await expect(page).toHaveURL(/\/astrologermain\/signup$/);
  });

  test('a user with a profile logs in by e-mail (any letter case) and lands on home', async ({ page }) => {
    await sendCode(page, '/user/login', { email: later.userByEmail.toUpperCase() });
    await expect(page).toHaveURL(/\/user\/otp$/);
    await typeCode(page, await readCode(page, later.userByEmail));
    await expect(page).toHaveURL(/\/$/);
    expect(await storage(page, 'token')).toBeTruthy();
  });

  test('a user without a profile logs in by phone and is asked to create it', async ({ page }) => {
    await sendCode(page, '/user/login', { phone: later.userByPhone });
    await typeCode(page, await readCode(page, later.userByPhone));
    await expect(page.getByText('Create your profile to continue')).toBeVisible();
    await expect(page).toHaveURL(/\/userprofile\/signup$/);
  });

  test('signing up again with a profile says so and goes home', async ({ page }) => {
    await page.goto('/user/signup');
    await page.getByLabel('Full name').fill('Meera Kapoor');
    await page.getByLabel('Email').fill(later.userAgain);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/usersignup\/otp$/);
    await giveSignupConsent(page);
    await typeCode(page, await readCode(page, later.userAgain));
    await expect(page.getByText('Profile already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a verified astrologer is told to use the app and lands on the console', async ({ page }) => {
    await sendCode(page, '/astrologer/login', { email: later.verifiedAstro });
    await typeCode(page, await readCode(page, later.verifiedAstro));
    await expect(page.getByText('You Are verified as Astrologer. Please go to the App')).toBeVisible();
    await expect(page).toHaveURL(/\/astrologer\/console$/);
  });

  test('an astrologer waiting for approval sees the token number on a new device', async ({ page }) => {
    await sendCode(page, '/astrologer/login', { email: later.waitingAstro });
    await typeCode(page, await readCode(page, later.waitingAstro));
    await expect(page).toHaveURL(/\/thank-you$/);
    const shown = page.getByTestId('token-number');
    await expect(shown).not.toHaveText(/^(…|Not available)$/);
    const tokenNumber = await shown.textContent();
    // Read from the profile, then kept under both keys for the next visit.
    await expect.poll(() => storage(page, 'Token_Number')).toBe(tokenNumber);
    expect(await storage(page, 'token_no')).toBe(tokenNumber);
  });

  test('an astrologer signing up again is told the profile exists', async ({ page }) => {
    await page.goto('/astrologer/signup');
    await page.getByLabel('Full name').fill('Dev Narayan');
    await page.getByLabel('Email').fill(later.astroAgain);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/astro\/otp$/);
    await giveSignupConsent(page);
    await typeCode(page, await readCode(page, later.astroAgain));
    await expect(page.getByText('Astrologer already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a user on the astrologer login is sent to the user login', async ({ page }) => {
    await sendCode(page, '/astrologer/login', { phone: later.plainUser });
    // The kind of the account is told only once the code has proved the phone is the caller's.
    await expect(page).toHaveURL(/\/astrologin\/otp$/);
    await typeCode(page, await readCode(page, later.plainUser));
    await expect(page.getByText('You are not an astrologer. Please Login as User.')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('an astrologer on the user login is sent to the astrologer login', async ({ page }) => {
    await sendCode(page, '/user/login', { email: later.plainAstro });
    await expect(page).toHaveURL(/\/user\/otp$/);
    await typeCode(page, await readCode(page, later.plainAstro));
    await expect(page.getByText('You are not a User. Please Login as an Astrologer.')).toBeVisible();
    await expect(page).toHaveURL(/\/astrologer\/login$/);
    expect(await storage(page, 'token')).toBeNull();
  });
});
