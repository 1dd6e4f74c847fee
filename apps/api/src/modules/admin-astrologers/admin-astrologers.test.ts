import { ADMIN_ACCOUNT_MESSAGES } from '@app/contracts/admin-accounts';
import { ASTROLOGER_FORM_MESSAGES } from '@app/contracts/admin-astrologers';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { astrologers, interactions, payouts, sessions, users } from '../../db/schema/index.ts';
import { walletLedger } from '../../db/schema/money.ts';
import { useTestApp } from '../../test/app.ts';
import { createAstrologer, createInteraction, createUser, uniquePhone } from '../../test/admin-factories.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { astrologer, claim, lapse, openQuestion, questionRow } from '../free-questions/free-questions.fixture.ts';

const t = useTestApp();
let admin: TestAccount;
let user: TestAccount;
let astro: TestAccount;

beforeAll(async () => {
  admin = await adminAccount(t.db);
  user = await createAccount(t.db, { role: 'user' });
  astro = await createAccount(t.db, { role: 'astro' });
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('astrologer administration access', () => {
  const routes = [
    ['GET', '/api/astrologers'],
    ['POST', '/api/verify-astrologer'],
    ['DELETE', '/api/astrologer/1'],
    ['PUT', '/admin/astro-update-wallet'],
    ['POST', '/api/create-user'],
    ['POST', '/admin/astrologer'],
    ['POST', '/api/upload-bulk-astrologers'],
    ['GET', '/admin/bulk-template.csv'],
    ['POST', '/api/downloadPdf'],
  ] as const;
  it.each(routes)('%s %s: 401 for a guest, 403 for a user and an astrologer', async (method, url) => {
    expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: user.headers, payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method, url, headers: astro.headers, payload: {} })).statusCode).toBe(403);
  });
});

describe('GET /api/astrologers', () => {
  it('lists astrologers with wallet and payable amount in rupees from paise', async () => {
    const a = await createAstrologer(t.db, { walletPaise: 123_457, commissionBp: 1_250, isVerified: true });
    const res = await call('GET', '/api/astrologers');
    expect(res.statusCode).toBe(200);
    const row = res.json().find((r: { astro_id: number }) => r.astro_id === a.id);
    expect(row).toMatchObject({
      id: a.id,
      user_id: a.userId,
      token_no: a.tokenNo,
      email: a.user.email,
      phone: a.user.phone,
      charge: 25,
      rating: 4.5,
      wallet: 1234.57,
      commission: 12.5,
      is_verified: true,
      // 1234.57 - 1234.57 x 12.5% = 1234.57 - 154.32 (154.32125 rounded) = 1080.25
      payable_amount: 1080.25,
    });
  });
});

describe('POST /api/verify-astrologer', () => {
  it('approves with a two-decimal commission', async () => {
    const a = await createAstrologer(t.db);
    const res = await call('POST', '/api/verify-astrologer', { astro_id: String(a.id), commission: '12.75' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'verification success' });
    const [row] = await t.db.select().from(astrologers).where(eq(astrologers.id, a.id));
    expect(row).toMatchObject({ isVerified: true, commissionBp: 1_275 });
  });

  it.each([
    [{ commission: '' }, ASTROLOGER_FORM_MESSAGES.commissionRequired],
    [{ commission: 101 }, ASTROLOGER_FORM_MESSAGES.commission],
    [{ commission: -1 }, ASTROLOGER_FORM_MESSAGES.commission],
    [{ commission: 10.125 }, ASTROLOGER_FORM_MESSAGES.commissionDecimals],
  ])('refuses %j', async (patch, message) => {
    const res = await call('POST', '/api/verify-astrologer', { astro_id: 1, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { commission: message } });
  });

  it('answers 404 for an unknown astrologer', async () => {
    const res = await call('POST', '/api/verify-astrologer', { astro_id: 999_999, commission: 10 });
    expect(res.statusCode).toBe(404);
  });

  it('tells a newly approved astrologer by e-mail, in their language, with the console address, and only once', async () => {
    const a = await createAstrologer(t.db, { name: 'Pandit Naya' });
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, a.userId));
    const sent = async () =>
      (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(a.user.email!)}` })).json<
        { channel: string; code: string | null; subject: string; text: string }[]
      >();
    expect((await call('POST', '/api/verify-astrologer', { astro_id: a.id, commission: 20 })).statusCode).toBe(200);
    // Sent after the approval's answer, in the background.
    await expect.poll(async () => (await sent()).length).toBe(1);
    const [notice] = await sent();
    expect(notice).toMatchObject({ channel: 'email', code: null, subject: 'Jyotish Kendra पर आपकी ज्योतिषी प्रोफ़ाइल मंज़ूर हो गई' });
    expect(notice!.text).toContain('नमस्ते Pandit Naya');
    expect(notice!.text).toContain('/astrologer/console');

    // A new commission for an approved astrologer is not a new approval.
    expect((await call('POST', '/api/verify-astrologer', { astro_id: a.id, commission: 25 })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sent()).toHaveLength(1);
  });

  it('tells an approved astrologer without an e-mail by SMS', async () => {
    const a = await createAstrologer(t.db);
    await t.db.update(users).set({ email: null }).where(eq(users.id, a.userId));
    expect((await call('POST', '/api/verify-astrologer', { astro_id: a.id, commission: 20 })).statusCode).toBe(200);
    const outbox = async () => (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${a.user.phone}` })).json<{ channel: string; text: string }[]>();
    await expect.poll(async () => (await outbox()).length).toBe(1);
    const sms = await outbox();
    expect(sms).toMatchObject([{ channel: 'sms' }]);
    expect(sms[0]!.text).toMatch(/^Namaste Pandit Sharma, your astrologer profile on Jyotish Kendra has been approved\./);
  });
});

describe('DELETE /api/astrologer/:astro_id', () => {
  it('hides the astrologer, keeps the interactions and signs the account out', async () => {
    const a = await createAstrologer(t.db);
    const customer = await createUser(t.db);
    const talk = await createInteraction(t.db, {
      userId: customer.id,
      astrologerId: a.id,
      createdAt: new Date(),
    });
    await t.db
      .insert(sessions)
      .values({ userId: a.userId, tokenHash: 'x'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) });
    const res = await call('DELETE', `/api/astrologer/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Astrologer Deleted' });
    const list = (await call('GET', '/api/astrologers')).json() as { astro_id: number }[];
    expect(list.some((r) => r.astro_id === a.id)).toBe(false);
    expect(await t.db.select().from(interactions).where(eq(interactions.id, talk.id))).toHaveLength(1);
    const open = await t.db
      .select()
      .from(sessions)
      .where(sql`${sessions.userId} = ${a.userId} and ${sessions.revokedAt} is null`);
    expect(open).toHaveLength(0);
    expect((await call('DELETE', `/api/astrologer/${a.id}`)).statusCode).toBe(404);
  });

  it('puts the free questions the astrologer held back in the queue for the others', async () => {
    const held = await openQuestion(t);
    const ranOut = await openQuestion(t);
    const leaving = await astrologer(t);
    expect((await claim(t, leaving, held.id)).status).toBe(200);
    expect((await claim(t, leaving, ranOut.id)).status).toBe(200);
    await lapse(t, ranOut.id);
    expect((await call('DELETE', `/api/astrologer/${leaving.astroId}`)).statusCode).toBe(200);
    for (const id of [held.id, ranOut.id]) {
      expect(await questionRow(t, id)).toMatchObject({ status: 'open', claimedBy: null, answerDueAt: null, timesReturned: 1 });
    }
    const other = await astrologer(t);
    expect((await claim(t, other, held.id)).status).toBe(200);
  });

  it('refuses while the wallet holds money', async () => {
    const a = await createAstrologer(t.db, { walletPaise: 500 });
    const res = await call('DELETE', `/api/astrologer/${a.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASTROLOGER_FORM_MESSAGES.walletNotSettled);
  });
});

describe('PUT /admin/astro-update-wallet', () => {
  it('settles: payout row, ledger entries that explain it, wallet emptied', async () => {
    const a = await createAstrologer(t.db, { walletPaise: 250_075, commissionBp: 1_555, isVerified: true });
    await t.db
      .insert(walletLedger)
      .values({ account: 'astrologer', astrologerId: a.id, entryType: 'earning', amountPaise: 250_075 });
    const before = (await call('GET', '/api/total-amount')).json().amount as number;
    const res = await call('PUT', '/admin/astro-update-wallet', { astrologer_id: String(a.id) });
    expect(res.statusCode).toBe(200);
    // 2500.75 x 15.55% = 388.866... -> 388.87 to the platform, 2111.88 to the astrologer.
    expect(res.json()).toEqual({
      message: 'Wallet updated successfully!',
      payable_amount: 2111.88,
      platform_amount: 388.87,
    });
    const [row] = await t.db.select().from(astrologers).where(eq(astrologers.id, a.id));
    expect(row!.walletPaise).toBe(0);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.astrologerId, a.id));
    expect(payout).toMatchObject({
      walletBeforePaise: 250_075,
      commissionBp: 1_555,
      payablePaise: 211_188,
      platformPaise: 38_887,
      settledBy: 1,
    });
    const [ledger] = await t.db
      .select({ total: sql<string>`sum(${walletLedger.amountPaise})` })
      .from(walletLedger)
      .where(eq(walletLedger.astrologerId, a.id));
    expect(Number(ledger!.total)).toBe(row!.walletPaise);
    expect((await call('GET', '/api/total-amount')).json().amount).toBeCloseTo(before + 388.87, 2);
  });

  it('pays once when two admins settle at the same moment', async () => {
    const a = await createAstrologer(t.db, { walletPaise: 10_000, commissionBp: 1_000 });
    const [one, two] = await Promise.all([
      call('PUT', '/admin/astro-update-wallet', { astrologer_id: a.id }),
      call('PUT', '/admin/astro-update-wallet', { astrologer_id: a.id }),
    ]);
    expect([one!.statusCode, two!.statusCode].sort()).toEqual([200, 409]);
    expect(await t.db.select().from(payouts).where(eq(payouts.astrologerId, a.id))).toHaveLength(1);
  });

  it('refuses an empty wallet and an unknown astrologer', async () => {
    const a = await createAstrologer(t.db);
    expect((await call('PUT', '/admin/astro-update-wallet', { astrologer_id: a.id })).json().message).toBe(
      ASTROLOGER_FORM_MESSAGES.nothingToSettle,
    );
    expect((await call('PUT', '/admin/astro-update-wallet', { astrologer_id: 999_999 })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/admin/astro-update-wallet', { astrologer_id: '' })).statusCode).toBe(400);
  });
});

describe('admin-created astrologers', () => {
  const profile = (userId: number | string) => ({
    user_id: userId,
    profile_image: '/uploads/astro.webp',
    name: 'Acharya Dev',
    about: 'Reads charts with care for over fifteen years.',
    experience: '15',
    rating: '4.2',
    language_known: 'Hindi, English',
    type: 'Vedic, tarot',
    expertise: 'Career',
    charge: '30.50',
    dob: '1980-01-15',
    gender: 'male',
    commission: '20.25',
    quality: '',
  });

  it('creates the account, then the profile with a unique token number', async () => {
    const phone = uniquePhone();
    const created = await call('POST', '/api/create-user', {
      email: ' Dev.Acharya@Example.com ',
      phone: `+91 ${phone}`,
      user_type: 'astro',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      message: 'User account created successfully!',
      user: { email: 'dev.acharya@example.com', phone },
    });
    const res = await call('POST', '/admin/astrologer', profile(String(body.user.id)));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Astrologer profile created successfully!',
      token_no: expect.stringMatching(/^JK\d+$/),
    });
    const [row] = await t.db.select().from(astrologers).where(eq(astrologers.userId, body.user.id));
    expect(row).toMatchObject({
      type: 'Vedic, Tarot',
      gender: 'Male',
      chargePaise: 3_050,
      commissionBp: 2_025,
      isVerified: true,
    });
    const again = await call('POST', '/admin/astrologer', profile(body.user.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ASTROLOGER_FORM_MESSAGES.profileExists);
  });

  it('refuses a duplicate e-mail or phone with a clear 409', async () => {
    const existing = await createUser(t.db);
    const email = await call('POST', '/api/create-user', {
      email: existing.email,
      phone: uniquePhone(),
      user_type: 'astro',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      code: 'email_taken',
      message: ADMIN_ACCOUNT_MESSAGES.emailTaken,
      errors: { email: ADMIN_ACCOUNT_MESSAGES.emailTaken },
    });
    const phone = await call('POST', '/api/create-user', {
      email: 'fresh-phone@example.com',
      phone: existing.phone,
      user_type: 'astro',
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().errors.phone).toBe(ADMIN_ACCOUNT_MESSAGES.phoneTaken);
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid phone number (10-15 digits)'],
  ])('refuses the account %j', async (patch, field, message) => {
    const res = await call('POST', '/api/create-user', {
      email: 'x@example.com',
      phone: uniquePhone(),
      user_type: 'astro',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each([
    [{ name: 'Al' }, 'name', 'Name must be at least 3 characters'],
    [{ profile_image: '' }, 'profile_image', 'Profile image is required'],
    [{ about: '' }, 'about', 'About section is required'],
    [{ about: 'Too short' }, 'about', 'About must be at least 20 characters'],
    [{ experience: -1 }, 'experience', 'Experience must be a positive number'],
    [{ rating: 5.5 }, 'rating', 'Rating must be between 0 and 5'],
    [{ language_known: '' }, 'language_known', 'Languages are required'],
    [{ type: '' }, 'type', 'Astrologer type is required'],
    [{ expertise: '' }, 'expertise', 'Expertise is required'],
    [{ charge: -5 }, 'charge', 'Charge must be a positive number'],
    [{ user_id: '' }, 'user_id', 'User ID is required - please create user account first'],
    [{ dob: '2999-01-01' }, 'dob', ASTROLOGER_FORM_MESSAGES.dobPast],
    [{ commission: 150 }, 'commission', ASTROLOGER_FORM_MESSAGES.commission],
  ])('refuses the profile %j', async (patch, field, message) => {
    const res = await call('POST', '/admin/astrologer', { ...profile(1), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a profile for an account that is not an astrologer', async () => {
    const res = await call('POST', '/admin/astrologer', profile(user.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ASTROLOGER_FORM_MESSAGES.userNotAstro);
  });
});

describe('POST /api/downloadPdf', () => {
  it('answers a PDF attachment that names the astrologers', async () => {
    await createAstrologer(t.db, { name: 'Jyotishi Meera Iyer' });
    const res = await call('POST', '/api/downloadPdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="astrologers.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(res.rawPayload)).toContain('Jyotishi Meera Iyer');
  });
});

/** The text drawn by pdfkit (uncompressed): hex strings inside TJ arrays, joined per operator. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  for (const [, array] of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    out.push(
      [...array!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    );
  }
  return out.join('\n');
}
