// Deleting one's own account: the confirming code (its own purpose), the wallet balance given up, what blocks a
// deletion, the sessions refused everywhere after it, and the same e-mail and phone signing up again.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@app/contracts/account';
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { accountDeletions, astrologers, contactMessages, freeQuestions, users } from '../../db/schema/index.ts';
import { userWalletEntries } from '../../db/schema/money.ts';
import { useTestApp } from '../../test/app.ts';
import { acceptedSession, booksViolations, fundedUser, onlineAstrologer, requestChat, walletState } from '../../test/consult-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { latestCode, requestCode, signIn, submitCode } from '../../test/sign-in.ts';
import { claim, openQuestion, questionRow } from '../free-questions/free-questions.fixture.ts';
import { deleteAccount, deletionCode } from './account.fixture.ts';

const t = useTestApp();
const MINUTE = 61_000;
let other: FastifyInstance;

beforeAll(async () => {
  other = await t.anotherProcess();
});

const info = (who: TestAccount) => t.app.inject({ method: 'GET', url: '/api/account/deletion', headers: who.headers }).then((r) => r.json());
const cart = (app: FastifyInstance, who: TestAccount) =>
  app.inject({ method: 'GET', url: '/api/cart', headers: who.headers }).then((r) => r.statusCode);
const live = async (id: number) => (await t.db.select({ d: users.deletedAt }).from(users).where(eq(users.id, id)))[0]?.d === null;

describe('the confirming code', () => {
  it('is sent to the account\'s own e-mail (else phone), masked on the screen', async () => {
    const me = await createAccount(t.db, { email: 'asha.code@example.com' });
    expect(await info(me)).toMatchObject({ code_channel: 'email', code_destination: 'as•••@example.com', blocked: null, wallet_balance: 0 });
    const sent = await t.app.inject({ method: 'POST', url: '/api/account/deletion/code', headers: me.headers });
    expect(sent.json()).toEqual({ message: ACCOUNT_MESSAGES.codeSent, code_channel: 'email', code_destination: 'as•••@example.com' });
    const [phoneOnly] = await t.db.insert(users).values({ phone: '9012345678', name: 'Phone Only' }).returning();
    const session = await import('../auth/session.repository.ts').then((m) => m.createSession(t.db, phoneOnly!.id, new Date()));
    const byPhone = { id: phoneOnly!.id, email: '', phone: '9012345678', token: session, headers: { accesstoken: session } };
    expect(await info(byPhone)).toMatchObject({ code_channel: 'sms', code_destination: '+91 •••••• 5678' });
    expect(await deletionCode(t, byPhone, '9012345678')).toMatch(/^\d{6}$/);
  });

  it('refuses a missing, wrong or expired code, and a sign-in code; a deletion code does not sign in', async () => {
    const me = await createAccount(t.db);
    const missing = await deleteAccount(t, me, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.code).toBe(ACCOUNT_MESSAGES.codeRequired);
    expect((await deleteAccount(t, me, { code: '123456' })).json().message).toBe(ACCOUNT_MESSAGES.codeInvalid);

    // A sign-in code for the same e-mail is not a deletion code.
    expect((await requestCode(t.app, { email: me.email, user_type: 'user' })).statusCode).toBe(200);
    const signinCode = await latestCode(t.app, me.email);
    expect((await deleteAccount(t, me, { code: signinCode })).json().message).toBe(ACCOUNT_MESSAGES.codeInvalid);

    t.clock.advance(MINUTE);
    const code = await deletionCode(t, me);
    expect((await submitCode(t.app, me.email, code)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await deleteAccount(t, me, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'otp_invalid', message: ACCOUNT_MESSAGES.codeInvalid, errors: { code: ACCOUNT_MESSAGES.codeInvalid } });
    // The sign-in code still signs in: trying it as a deletion code neither used it up nor counted against it.
    expect((await submitCode(t.app, me.email, signinCode)).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await deleteAccount(t, me, { code })).json().message).toBe(ACCOUNT_MESSAGES.codeExpired);
    expect(await live(me.id)).toBe(true);
  });

  it('keeps the sign-in cool-down: a second code within the minute waits', async () => {
    const me = await createAccount(t.db);
    await deletionCode(t, me);
    const again = await t.app.inject({ method: 'POST', url: '/api/account/deletion/code', headers: me.headers });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });
});

describe('the wallet balance', () => {
  it('must be given up in words, and the ledger shows it going to zero', async () => {
    const me = await fundedUser(t, 250);
    expect(await info(me)).toMatchObject({ wallet_balance: 250, balance_acknowledgement_required: true });
    const code = await deletionCode(t, me);
    const refused = await deleteAccount(t, me, { code });
    const message = 'Please confirm that you give up your wallet balance of ₹250.';
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message, errors: { acknowledge_balance: message }, code: 'balance_acknowledgement_required' });
    expect(await live(me.id)).toBe(true);
    // The refusal did not use the code up.
    const done = await deleteAccount(t, me, { code, acknowledge_balance: 'true' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await walletState(t.db, me.id)).toEqual({ balancePaise: 0, ledgerPaise: 0 });
    const [last] = await t.db.select().from(userWalletEntries).where(eq(userWalletEntries.userId, me.id)).orderBy(sql`id desc`).limit(1);
    expect(last).toMatchObject({ entryType: 'adjustment', amountPaise: -25_000, balanceAfterPaise: 0 });
    expect(await booksViolations(t.db)).toEqual([]);
    const [logged] = await t.db.select().from(accountDeletions).orderBy(sql`id desc`).limit(1);
    expect(logged).toMatchObject({ role: 'user', forfeitedPaise: 25_000 });
  });
});

describe('what blocks a deletion', () => {
  it('a user with a consultation requested or running', async () => {
    const me = await fundedUser(t, 100);
    const astro = await onlineAstrologer(t);
    expect((await requestChat(t, me, astro)).status).toBe(201);
    expect(await info(me)).toMatchObject({ blocked: 'active_consultation', blocked_message: ACCOUNT_MESSAGES.activeConsultation });
    const code = await deletionCode(t, me);
    const res = await deleteAccount(t, me, { code, acknowledge_balance: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.activeConsultation);
    expect(res.json().code).toBe('active_consultation');
    expect(await live(me.id)).toBe(true);
  });

  it('an astrologer with an unsettled wallet, or a session', async () => {
    const astro = await onlineAstrologer(t);
    await t.db.update(astrologers).set({ walletPaise: 123_450 }).where(eq(astrologers.id, astro.astroId));
    const message = 'Your wallet holds ₹1,234.50 that has not been settled. Ask the admin to settle it before deleting your account.';
    expect(await info(astro)).toMatchObject({ blocked: 'astrologer_unsettled', blocked_message: message });
    const code = await deletionCode(t, astro);
    const res = await deleteAccount(t, astro, { code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message, errors: { account: message }, code: 'astrologer_unsettled' });

    await t.db.update(astrologers).set({ walletPaise: 0 }).where(eq(astrologers.id, astro.astroId));
    await acceptedSession(t, await fundedUser(t, 100), astro);
    const busy = await deleteAccount(t, astro, { code });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('astrologer_session');
    expect(busy.json().message).toBe(ACCOUNT_MESSAGES.astrologerSession);
    expect(await live(astro.id)).toBe(true);
  });
});

describe('free questions', () => {
  it("an astrologer's held question goes back to the queue; a user's unanswered question goes", async () => {
    const held = await openQuestion(t);
    const astro = await onlineAstrologer(t);
    expect((await claim(t, astro, held.id)).status).toBe(200);
    expect((await deleteAccount(t, astro, { code: await deletionCode(t, astro) })).statusCode).toBe(200);
    expect(await questionRow(t, held.id)).toMatchObject({ status: 'open', claimedBy: null, timesReturned: 1 });

    expect((await deleteAccount(t, held.user, { code: await deletionCode(t, held.user) })).statusCode).toBe(200);
    expect(await t.db.select().from(freeQuestions).where(eq(freeQuestions.id, held.id))).toEqual([]);
  });
});

describe('contact messages', () => {
  it('go with the account whatever the case the e-mail was typed in', async () => {
    const me = await createAccount(t.db, { email: 'asha.case@example.in', phone: '9456789012' });
    const other = 'someone.else@example.in';
    const sent = (email: string, contactNumber: string) =>
      t.db
        .insert(contactMessages)
        .values({ name: 'Asha', email, contactNumber, message: 'Please call me back' })
        .returning({ id: contactMessages.id });
    const [typed] = await sent('Asha.Case@Example.IN', '9000000001');
    const [byPhone] = await sent(other, '9456789012');
    const [kept] = await sent(other, '9000000002');
    expect((await deleteAccount(t, me, { code: await deletionCode(t, me) })).statusCode).toBe(200);
    const left = await t.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(sql`${contactMessages.id} in (${typed!.id}, ${byPhone!.id}, ${kept!.id})`);
    expect(left).toEqual([{ id: kept!.id }]);
  });
});

describe('after the deletion', () => {
  it('refuses the old token here at once and on another process, and the same e-mail and phone sign up again', async () => {
    const me = await createAccount(t.db, { email: 'again@example.com', phone: '9345678901', name: 'Ravi Again' });
    expect(await cart(t.app, me)).toBe(200);
    expect(await cart(other, me)).toBe(200);
    const res = await deleteAccount(t, me, { code: await deletionCode(t, me) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cart(t.app, me)).toBe(401);
    await expect.poll(() => cart(other, me), { timeout: 3000, interval: 20 }).toBe(401);

    const byEmail = await signIn(t.app, { email: 'again@example.com', user_type: 'user' }, 'again@example.com');
    expect(byEmail.user_id).not.toBe(me.id);
    const byPhone = await signIn(t.app, { phone: '9345678901', user_type: 'user' }, '9345678901');
    expect(byPhone.user_id).not.toBe(me.id);
    const [fresh] = await t.db.select().from(users).where(eq(users.id, byEmail.user_id));
    expect(fresh).toMatchObject({ email: 'again@example.com', deletedAt: null, ageConfirmedAt: expect.any(Date) });
  });

  it('is not offered to the admin, whose log shows when and what kind but never who, with no way back', async () => {
    const astro = await onlineAstrologer(t);
    expect((await deleteAccount(t, astro, { code: await deletionCode(t, astro) })).statusCode).toBe(200);
    const [row] = await t.db.select().from(astrologers).where(eq(astrologers.id, astro.astroId));
    expect(row).toMatchObject({ name: 'Deleted astrologer', about: '', profileImage: '', isVerified: false, deletedAt: expect.any(Date) });
    const listed = await t.app.inject({ method: 'GET', url: `/api/consult/astrologers/${astro.astroId}` });
    expect(listed.statusCode).toBe(404);

    const admin = await createAccount(t.db, { role: 'admin' });
    expect((await deleteAccount(t, admin, { code: '123456' })).statusCode).toBe(403);
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/account-deletions?page=1', headers: admin.headers });
    expect(log.statusCode).toBe(200);
    const body = log.json();
    expect(body).toMatchObject({ page: 1, total: expect.any(Number), total_pages: expect.any(Number) });
    expect(body.deletions[0]).toEqual({ deleted_at: expect.any(String), role: 'astro', forfeited: 0 });
    expect(JSON.stringify(body)).not.toMatch(/email|phone|name|user_id|@/);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/account-deletions', headers: astro.headers })).statusCode).toBe(401);
    const routes = t.app.routeAccess.filter((r) => r.url.includes('account-deletions') || r.url.startsWith('/api/account'));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      ['DELETE /api/account', 'GET /api/account/deletion', 'GET /api/account/export', 'GET /api/admin/account-deletions', 'HEAD /api/account/deletion', 'HEAD /api/account/export', 'HEAD /api/admin/account-deletions', 'POST /api/account/consent', 'POST /api/account/deletion/code', 'PUT /api/account/locale'].sort(),
    );
  });
});
