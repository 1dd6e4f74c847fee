// Test data for the account journeys: unique identifiers, a generated PNG, and accounts made through the API.
import { deflateSync, crc32 } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi, type Identity, type Session } from './fixtures.ts';

const run = Date.now().toString(36);
let serial = 0;

/** An e-mail no other test (or run) uses. */
export const uniqueEmail = (label: string) => `${label}.${run}.${(serial += 1)}@example.test`;

/** A 10-digit phone number no other test uses (seeded numbers are random, a clash is negligible). */
export const uniquePhone = () =>
  `70${String(Date.now() % 1e6).padStart(6, '0')}${String((serial += 1) % 100).padStart(2, '0')}`;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG (16 x 16 RGB gradient), made here so no binary fixture is committed. */
export function makePng(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push((x * 255) / size, (y * 255) / size, 160);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PNG_FILE = { name: 'portrait.png', mimeType: 'image/png', buffer: makePng() };

async function uploadByApi(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.post('/api/upload-image', {
    headers: { accessToken: token },
    multipart: { image: PNG_FILE },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { image: string }).image;
}

/** Saves the birth profile every journey's user has (Meera Kapoor, born in Pune), with a photo, for a signed-in account. */
export async function saveUserProfile(request: APIRequestContext, accessToken: string) {
  const profile_image = await uploadByApi(request, accessToken);
  const saved = await request.post('/api/profile', {
    headers: { accessToken },
    data: {
      name: 'Meera Kapoor',
      date_of_birth: '1990-04-12',
      gender: 'Female',
      place_of_birth: 'Pune',
      time_of_birth: '06:30',
      profile_image,
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
}

export async function userWithProfile(request: APIRequestContext, id: Identity) {
  const session = await signInByApi(request, id, 'user');
  await saveUserProfile(request, session.accessToken);
  return session;
}

export async function astrologerWithProfile(request: APIRequestContext, id: Identity, overrides: Record<string, unknown> = {}) {
  const session = await signInByApi(request, id, 'astro');
  const profile_image = await uploadByApi(request, session.accessToken);
  const saved = await request.post('/api/astrologer', {
    headers: { accessToken: session.accessToken },
    data: {
      name: 'Dev Narayan',
      profile_image,
      about: 'Twenty years of Vedic chart reading and remedies.',
      experience: 20,
      rating: 4.5,
      language_known: 'Hindi, English',
      type: ['Vedic', 'Tarot'],
      expertise: 'Career, marriage',
      charge: 25,
      dob: '1975-01-20',
      gender: 'Male',
      ...overrides,
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return { ...session, ...((await saved.json()) as { astro_id: number; token_no: string }) };
}

/** A user with a birth profile and `rupees` in the wallet, recharged through the fake gateway. */
export async function fundedUserByApi(api: APIRequestContext, rupees = 500) {
  const user = await userWithProfile(api, { phone: uniquePhone() });
  const headers = { accessToken: user.accessToken };
  const recharge = await api.post('/api/wallet/recharge', { headers, data: { amount: rupees } });
  expect(recharge.status(), await recharge.text()).toBe(200);
  const { gateway_order_id } = (await recharge.json()) as { gateway_order_id: string };
  const paid = await api.post(`/dev/payments/${gateway_order_id}/pay`, { data: { outcome: 'success' } });
  const receipt = (await paid.json()) as { razorpay_payment_id: string; razorpay_signature: string };
  const confirmed = await api.post('/api/wallet/recharge/confirm', {
    headers,
    data: { gateway_order_id, payment_id: receipt.razorpay_payment_id, signature: receipt.razorpay_signature },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return user;
}

/** Ticks the two required consent boxes (18 or over, the privacy policy): on a sign-up's code page, or the consent screen. */
export async function giveSignupConsent(page: Page) {
  await page.getByRole('checkbox', { name: /I confirm I am 18 years of age or older/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
}

/** Types the code into the first box (auto-advance carries it through the six boxes) and submits it. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
}


/** A name of letters only ("Acharya Safe Dgaji"), unique to this run, so a search for it finds this astrologer alone. */
export function uniqueAstrologerName(label: string): string {
  const tag = [...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('');
  return `Acharya ${label} ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
}

/**
 * An astrologer with a profile under such a name, approved by the admin at a 20 % commission. `admin` is the admin's
 * session when the journey has one already (the seeded admin's codes have a cool-down); otherwise it signs in.
 */
export async function verifiedAstrologer(
  request: APIRequestContext,
  label: string,
  opts: { profile?: Record<string, unknown>; admin?: Session | Promise<Session> } = {},
) {
  const name = uniqueAstrologerName(label);
  const account = await astrologerWithProfile(request, { email: uniqueEmail(`${label.toLowerCase()}-astro`) }, { name, ...opts.profile });
  const admin = await (opts.admin ?? signInByApi(request, { email: 'admin@example.com' }, 'user'));
  const verified = await request.post('/api/verify-astrologer', {
    headers: { accessToken: admin.accessToken },
    data: { astro_id: account.astro_id, commission: 20 },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { account, name, admin };
}
