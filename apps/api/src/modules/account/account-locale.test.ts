// The account's language: chosen with PUT /api/account/locale, kept by a first sign-in, carried to every device by
// the sign-in answer; and every refusal and confirmation worded in the request's language.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@app/contracts/account';
import { AUTH_MESSAGES, otpCooldownMessage } from '@app/contracts/auth';
import { users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { creditUser } from '../money/money.service.ts';
import { createAccount } from '../../test/factories.ts';
import { latestCode, requestCode, signIn, submitCode } from '../../test/sign-in.ts';

const t = useTestApp();
const localeOf = async (id: number) => (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;
const setLocale = (accesstoken: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/locale',
    headers: { accesstoken, ...(cookie && { cookie }) },
    payload: payload as object,
  });

describe('the account language', () => {
  it('is stored by PUT /api/account/locale and comes back with the sign-in on another device', async () => {
    const me = await createAccount(t.db);
    const first = await signIn(t.app, { email: me.email, user_type: 'user' }, me.email);
    expect(first).toMatchObject({ locale: 'en' });
    const res = await setLocale(first.accessToken, { locale: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ locale: 'hi' });
    expect(await localeOf(me.id)).toBe('hi');

    // Another account chose Hindi on its phone; it signs in on a computer whose browser asks for English.
    const other = await createAccount(t.db);
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, other.id));
    await requestCode(t.app, { email: other.email, user_type: 'user' });
    const computer = await t.app.inject({
      method: 'POST',
      url: '/auth/submit-otp',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { username: other.email, otp: await latestCode(t.app, other.email), age_confirmed: true, privacy_consent: true },
    });
    expect(computer.json()).toMatchObject({ locale: 'hi' });
  });

  it('of a new account is the language it signed up in', async () => {
    const email = 'hindi-reader@example.com';
    await requestCode(t.app, { email, user_type: 'user' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/submit-otp',
      headers: { cookie: 'lang=hi' },
      payload: { username: email, otp: await latestCode(t.app, email), age_confirmed: true, privacy_consent: true },
    });
    expect(res.json()).toMatchObject({ is_new_user: true, locale: 'hi' });
    expect(await localeOf(res.json<{ user_id: number }>().user_id)).toBe('hi');
  });

  it('refuses a language we do not speak, in the words of the language asked for, and needs a session', async () => {
    const me = await createAccount(t.db);
    const { accessToken } = await signIn(t.app, { email: me.email, user_type: 'user' }, me.email);
    const english = await setLocale(accessToken, { locale: 'fr' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ code: 'validation', errors: { locale: ACCOUNT_MESSAGES.localeUnknown } });
    const hindi = await setLocale(accessToken, { locale: 'fr' }, 'lang=hi');
    expect(hindi.json()).toMatchObject({ code: 'validation', errors: { locale: 'कृपया English (en) या हिन्दी (hi) चुनें।' } });
    expect(await localeOf(me.id)).toBe('en');
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/locale', payload: { locale: 'hi' } })).statusCode).toBe(401);
  });
});

describe('what is sent to a Hindi reader', () => {
  it('sends the sign-in code in the language it was asked in, and the deletion code in the account\'s', async () => {
    const email = 'code-in-hindi@example.com';
    await t.app.inject({ method: 'POST', url: '/auth/signin', headers: { cookie: 'lang=hi' }, payload: { email, user_type: 'user' } });
    const [sent] = (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${email}` })).json<{ subject: string; text: string; code: string }[]>();
    expect(sent!.subject).toBe('आपका Jyotish Kendra लॉगिन कोड');
    expect(sent!.text).toBe(`आपका Jyotish Kendra वन-टाइम कोड ${sent!.code} है। यह 10 मिनट में खत्म हो जाएगा। अगर आपने यह नहीं माँगा था, तो इस संदेश को अनदेखा कर दें।`);

    const me = await createAccount(t.db);
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, me.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/account/deletion/code', headers: me.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.codeSent);
    const [deletion] = (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${me.email}` })).json<{ subject: string; text: string }[]>();
    expect(deletion!.subject).toBe('आपका Jyotish Kendra अकाउंट हटाने का कोड');
  });

  it('words the wallet statement in the reader\'s language', async () => {
    const me = await createAccount(t.db);
    const { accessToken } = await signIn(t.app, { email: me.email, user_type: 'user' }, me.email);
    await t.db.transaction((tx) => creditUser(tx, me.id, 10_000, 'adjustment'));
    const read = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/wallet', headers: { accesstoken: accessToken, cookie } });
    expect((await read('lang=en')).json().entries[0].description).toBe('Adjustment');
    expect((await read('lang=hi')).json().entries[0].description).toBe('समायोजन');
  });
});

describe("the API's words in the request's language", () => {
  it('words a refusal by its code in Hindi for a Hindi request, and keeps the spec English otherwise', async () => {
    const wrong = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/auth/submit-otp', headers, payload: { username: 'nobody@example.com', otp: '123456' } });
    const en = await wrong({});
    expect(en.json()).toEqual({ code: 'otp_invalid', message: AUTH_MESSAGES.otpInvalid, errors: { otp: AUTH_MESSAGES.otpInvalid } });
    const hindi: Record<string, string>[] = [{ cookie: 'theme=dark; lang=hi' }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }];
    for (const headers of hindi) {
      const hi = await wrong(headers);
      expect(hi.statusCode).toBe(400);
      expect(hi.json()).toEqual({ code: 'otp_invalid', message: 'OTP गलत है। कृपया दोबारा कोशिश करें।', errors: { otp: 'OTP गलत है। कृपया दोबारा कोशिश करें।' } });
    }
    // The cookie (a choice) wins over the browser's languages.
    expect((await wrong({ cookie: 'lang=en', 'accept-language': 'hi' })).json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });

  it('keeps the values of a message made from them (the send-code wait), and words a confirmation too', async () => {
    const email = 'waiting@example.com';
    const ip = '10.9.8.7';
    const sent = await t.app.inject({ method: 'POST', url: '/auth/signin', headers: { cookie: 'lang=hi' }, payload: { email, user_type: 'user' }, remoteAddress: ip });
    expect(sent.json()).toMatchObject({ message: 'OTP भेज दिया गया' });
    const again = await t.app.inject({ method: 'POST', url: '/auth/signin', headers: { cookie: 'lang=hi' }, payload: { email, user_type: 'user' }, remoteAddress: ip });
    expect(again.statusCode).toBe(429);
    const seconds = again.json<{ retry_after_seconds: number }>().retry_after_seconds;
    expect(again.json()).toMatchObject({ code: 'otp_cooldown', message: `दूसरा OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें।` });
    expect(otpCooldownMessage(seconds)).toContain(String(seconds));
    await submitCode(t.app, email, await latestCode(t.app, email));
  });
});
