// The moderation queue's actions, on both databases, with the minute clock driven by the test clock: suspending an
// astrologer mid-chat ends the session fairly (the started minutes billed, the running one given back), takes them out
// of the directory and off line, and tells them why; suspending a user ends theirs and refuses new ones; a warning
// reaches the account; a refund from a report goes through the money module and reconciles; every action is audited,
// and a request racing a suspension never leaves a session open.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MODERATION_MESSAGES, moderationQueue, SUSPENDED_MESSAGE } from '@app/contracts/safety';
import { consoleSummary } from '@app/contracts/consultations';
import { useTestApp } from '../../test/app.ts';
import {
  astrologerWallet,
  booksViolations,
  fundedUser,
  onlineAstrologer,
  passTime,
  readSession,
  requestChat,
  sendText,
  sessionAction,
  walletState,
  type OnlineAstrologer,
} from '../../test/consult-factories.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';
import { astrologers, freeQuestions } from '../../db/schema/index.ts';
import { ask, askingUser, claim, consoleView } from '../free-questions/free-questions.fixture.ts';
import { auditLedger } from '../../test/ledger-audit.ts';

const t = useTestApp(
  {
    CONSULT_MINUTE_S: '60',
    CONSULT_GRACE_S: '60',
    CONSULT_ACCEPT_S: '120',
    CONSULT_FIRST_REPLY_S: '120',
    CONSULT_MIN_MINUTES: '1',
    FIRST_SESSION_FREE_MINUTES: '0',
  },
  [],
  undefined,
  { manualMinuteClock: true },
);

async function call(who: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** A chat the astrologer has written in, so minute 0 is billed. */
async function runningChat(rate = 10, rupees = 100) {
  const astro = await onlineAstrologer(t, { chargeRupees: rate });
  const user = await fundedUser(t, rupees);
  const id = (await requestChat(t, user, astro)).body.consultation_id;
  expect((await sessionAction(t, astro, id, 'accept')).status).toBe(200);
  expect((await sendText(t, astro, id, 'Namaste')).status).toBe(201);
  return { astro, user, id };
}

/** Whether the directory lists the astrologer, past its one-second shared answers. */
const listed = async (astro: OnlineAstrologer) => {
  t.clock.advance(2_000);
  const list = await t.app.inject({ method: 'GET', url: `/api/consult/astrologers?sort=experience&limit=100` });
  const inList = list.json<{ astrologers: { astro_id: number }[] }>().astrologers.some((a) => a.astro_id === astro.astroId);
  const page = await t.app.inject({ method: 'GET', url: `/api/consult/astrologers/${astro.astroId}` });
  expect(page.statusCode).toBe(inList ? 200 : 404);
  return inList;
};

const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json<{ subject: string; text?: string; body?: string }[]>();

const books = async () => [...(await booksViolations(t.db)), ...(await auditLedger(t.db, t.ctx.dbClock.now()))];

describe('suspending an astrologer', () => {
  it('ends their chat fairly, drops them from the directory, keeps them offline, tells them why, and is audited', async () => {
    const admin = await adminAccount(t.db);
    const { astro, user, id } = await runningChat();
    expect(await listed(astro)).toBe(true);
    // 70 s in: minutes 0 and 1 started and paid.
    await passTime(t, 70_000, [user.id, astro.id]);
    expect(await readSession(t, user, id)).toMatchObject({ billed_minutes: 2, amount: 20 });

    const suspended = await call(admin, 'POST', `/api/admin/moderation/accounts/${astro.id}/suspend`, {
      reason: 'fear_selling',
      note: 'Frightened a user into a paid ritual.',
    });
    expect(suspended).toEqual({ status: 200, body: { message: MODERATION_MESSAGES.suspended } });

    // Ended now; the running minute (the second) is given back out of the astrologer's earnings.
    const ended = await readSession(t, user, id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'astro_suspended', billed_minutes: 2, amount: 20, refunded: 10 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(10_000 - 1_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(1_000);
    const statement = await call(user, 'GET', '/api/wallet');
    expect((statement.body.entries as { description: string }[])[0]!.description).toBe(
      "Minute 2 given back: Pandit Sharma's account was suspended",
    );
    expect(await books()).toEqual([]);

    // Out of the directory and its profile page, not bookable, not waitlistable, and cannot come online again.
    expect(await listed(astro)).toBe(false);
    const other = await fundedUser(t, 100);
    expect(await requestChat(t, other, astro)).toMatchObject({ status: 404, body: { code: 'astrologer_not_found' } });
    const quote = await call(other, 'GET', `/api/consultations/quote?astro_id=${astro.astroId}&type=chat`);
    expect(quote.status).toBe(404);
    const online = await call(astro, 'PUT', '/api/consult/availability', { chat: true });
    expect(online).toMatchObject({ status: 403, body: { code: 'account_suspended', message: SUSPENDED_MESSAGE } });
    // The console says why.
    const summary = consoleSummary.parse((await call(astro, 'GET', '/api/consult/console')).body);
    expect(summary).toMatchObject({ chat: false, call: false, status: 'offline' });
    expect(summary.suspension).toMatchObject({ reason: 'fear_selling', note: 'Frightened a user into a paid ritual.' });
    // And they were told by e-mail, in their language.
    await vi.waitFor(async () => expect((await outbox(astro.email)).map((m) => m.subject)).toContain('Your Jyotish Kendra account is suspended'));

    // A second suspension is refused; the queue lists the suspension; the audit log has it with the account.
    expect((await call(admin, 'POST', `/api/admin/moderation/accounts/${astro.id}/suspend`, { reason: 'other' })).body).toMatchObject({
      code: 'already_suspended',
    });
    const queue = moderationQueue.parse((await call(admin, 'GET', '/api/admin/moderation')).body);
    expect(queue.suspended.find((s) => s.account.account_id === astro.id)).toMatchObject({ reason: 'fear_selling', account: { role: 'astro' } });
    expect(queue.audit.find((a) => a.account_id === astro.id)).toMatchObject({ action: 'suspend', note: 'Frightened a user into a paid ritual.' });

    // Reinstated: back in the directory once they go online, and audited.
    expect(await call(admin, 'POST', `/api/admin/moderation/accounts/${astro.id}/reinstate`, { note: 'Appeal accepted.' })).toEqual({
      status: 200,
      body: { message: MODERATION_MESSAGES.reinstated },
    });
    expect((await call(admin, 'POST', `/api/admin/moderation/accounts/${astro.id}/reinstate`, {})).body).toMatchObject({ code: 'not_suspended' });
    expect((await call(astro, 'PUT', '/api/consult/availability', { chat: true })).status).toBe(200);
    expect(await listed(astro)).toBe(true);
    const after = moderationQueue.parse((await call(admin, 'GET', '/api/admin/moderation')).body);
    expect(after.suspended.map((s) => s.account.account_id)).not.toContain(astro.id);
    expect(after.audit.filter((a) => a.account_id === astro.id).map((a) => a.action)).toEqual(['reinstate', 'suspend']);
  });

  it('declines a request waiting for them, and never lets a racing request stay open', async () => {
    const admin = await adminAccount(t.db);
    const astro = await onlineAstrologer(t);
    const waiting = await fundedUser(t, 100);
    const asked = await requestChat(t, waiting, astro);
    expect(asked.status).toBe(201);
    await call(admin, 'POST', `/api/admin/moderation/accounts/${astro.id}/suspend`, { reason: 'harassment' });
    expect(await readSession(t, waiting, asked.body.consultation_id)).toMatchObject({ status: 'declined', billed_minutes: 0 });

    // Races: a request and the suspension at once, several times; whichever wins, nothing is left open or billed.
    for (let round = 0; round < 5; round++) {
      const racer = await onlineAstrologer(t);
      const user = await fundedUser(t, 100);
      const [request] = await Promise.all([
        requestChat(t, user, racer),
        call(admin, 'POST', `/api/admin/moderation/accounts/${racer.id}/suspend`, { reason: 'other' }),
      ]);
      if (request.status === 201) {
        expect((await readSession(t, user, request.body.consultation_id)).status).toBe('declined');
      } else {
        // Refused: the astrologer is gone from the directory, or already offline when the insert looked.
        expect([404, 409]).toContain(request.status);
        expect(['astrologer_not_found', 'astrologer_busy']).toContain((request.body as { code?: string }).code);
      }
    }
    expect(await books()).toEqual([]);
  });
});

describe('suspending a user', () => {
  it('ends their chat with the minutes started paid, refuses their new requests, and cannot touch an admin', async () => {
    const admin = await adminAccount(t.db);
    const { astro, user, id } = await runningChat();
    await passTime(t, 30_000, [user.id, astro.id]);
    const done = await call(admin, 'POST', `/api/admin/moderation/accounts/${user.id}/suspend`, { reason: 'harassment', note: 'Abusive messages.' });
    expect(done.status).toBe(200);
    expect(await readSession(t, user, id)).toMatchObject({ status: 'ended', end_reason: 'user_suspended', billed_minutes: 1, refunded: 0 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(9_000);
    expect(await books()).toEqual([]);

    const again = await requestChat(t, user, await onlineAstrologer(t));
    expect(again).toMatchObject({ status: 403, body: { code: 'account_suspended' } });
    // The astrologer is free again, and the user can still read what they had.
    expect((await call(user, 'GET', `/api/consultations/${id}`)).status).toBe(200);

    expect(await call(admin, 'POST', `/api/admin/moderation/accounts/${admin.id}/suspend`, { reason: 'other' })).toMatchObject({
      status: 400,
      body: { code: 'not_suspendable' },
    });
    expect((await call(admin, 'POST', '/api/admin/moderation/accounts/999999/suspend', { reason: 'other' })).status).toBe(404);
    expect((await call(admin, 'POST', `/api/admin/moderation/accounts/${user.id}/suspend`, { reason: 'nonsense' })).status).toBe(400);
  });
});

describe('warning and refunding from a report', () => {
  async function reportedChat(by: 'user' | 'astro') {
    const { astro, user, id } = await runningChat();
    await passTime(t, 70_000, [user.id, astro.id]);
    expect((await sessionAction(t, user, id, 'end')).status).toBe(200);
    const reporter = by === 'user' ? user : astro;
    const made = await call(reporter, 'POST', `/api/consultations/${id}/report`, { reason: 'fear_selling' });
    expect(made.status).toBe(201);
    return { astro, user, id, reportId: made.body.report_id as number };
  }

  it('warns the reported account once: it is told, the report is closed, the warning is audited', async () => {
    const admin = await adminAccount(t.db);
    const { astro, reportId } = await reportedChat('user');
    const warned = await call(admin, 'POST', `/api/admin/moderation/reports/${reportId}/warn`, { note: 'Do not sell rituals.' });
    expect(warned).toEqual({ status: 200, body: { message: MODERATION_MESSAGES.warned } });
    await vi.waitFor(async () => {
      const mail = (await outbox(astro.email)).find((m) => m.subject === 'A warning about your conduct on Jyotish Kendra');
      expect(mail).toBeDefined();
    });
    expect((await call(admin, 'POST', `/api/admin/moderation/reports/${reportId}/warn`, {})).body).toMatchObject({ code: 'moderation_closed' });
    const queue = moderationQueue.parse((await call(admin, 'GET', '/api/admin/moderation')).body);
    expect(queue.reports.map((r) => r.report_id)).not.toContain(reportId);
    expect(queue.audit.find((a) => a.report_id === reportId)).toMatchObject({ action: 'warn', account_id: astro.id, note: 'Do not sell rituals.' });
  });

  it("refunds the user's consultation through the money module, once, and the books reconcile", async () => {
    const admin = await adminAccount(t.db);
    const { astro, user, id, reportId } = await reportedChat('user');
    const before = (await walletState(t.db, user.id)).balancePaise;
    const refunded = await call(admin, 'POST', `/api/admin/moderation/reports/${reportId}/refund`, { note: 'Fear selling confirmed.' });
    expect(refunded).toEqual({ status: 200, body: { message: MODERATION_MESSAGES.refundedFromQueue } });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(before + 2_000);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(0);
    expect(await readSession(t, user, id)).toMatchObject({ refunded: 20 });
    expect((await call(admin, 'POST', `/api/admin/moderation/reports/${reportId}/refund`, {})).body).toMatchObject({ code: 'moderation_closed' });
    const queue = moderationQueue.parse((await call(admin, 'GET', '/api/admin/moderation')).body);
    expect(queue.audit.find((a) => a.report_id === reportId)).toMatchObject({ action: 'refund', note: 'Fear selling confirmed.', account_id: user.id });
    expect(await books()).toEqual([]);
  });

  it("refuses to refund on the astrologer's report, or a consultation still running, and leaves the report open", async () => {
    const admin = await adminAccount(t.db);
    const { reportId } = await reportedChat('astro');
    expect((await call(admin, 'POST', `/api/admin/moderation/reports/${reportId}/refund`, {})).body).toMatchObject({ code: 'refund_user_only' });

    const { user, id } = await runningChat();
    const made = await call(user, 'POST', `/api/consultations/${id}/report`, { reason: 'harassment' });
    const live = made.body.report_id as number;
    expect(await call(admin, 'POST', `/api/admin/moderation/reports/${live}/refund`, {})).toMatchObject({ status: 409, body: { code: 'refund_not_ended' } });
    const queue = moderationQueue.parse((await call(admin, 'GET', '/api/admin/moderation')).body);
    expect(queue.reports.map((r) => r.report_id)).toEqual(expect.arrayContaining([reportId, live]));
    expect(queue.audit.filter((a) => a.report_id === live)).toEqual([]);
  });

  it('is the admin’s alone', async () => {
    const { user, reportId } = await reportedChat('user');
    for (const url of [`/api/admin/moderation/reports/${reportId}/warn`, `/api/admin/moderation/reports/${reportId}/refund`, `/api/admin/moderation/accounts/${user.id}/suspend`]) {
      expect((await call(user, 'POST', url, { reason: 'other' })).status).toBe(403);
    }
  });
});

describe('a suspension and what else holds the same rows', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'waits for a charge that holds the session and then the astrologer, instead of deadlocking with it',
    async () => {
      const admin = await adminAccount(t.db);
      for (const side of ['astro', 'user'] as const) {
        const { astro, user, id } = await runningChat();
        let locked!: () => void;
        const sessionHeld = new Promise<void>((resolve) => (locked = resolve));
        let proceed!: () => void;
        const goOn = new Promise<void>((resolve) => (proceed = resolve));
        // As the minute clock does: the session's row first, then (the charge) the user's row by a foreign key and the
        // astrologer's row by an update of their wallet.
        const charge = t.db.transaction(async (tx) => {
          await tx.execute(sql`select id from consultations where id = ${id} for update`);
          locked();
          await goOn;
          await tx.execute(sql`select id from users where id = ${user.id} for key share`);
          await tx.update(astrologers).set({ walletPaise: sql`${astrologers.walletPaise}` }).where(eq(astrologers.id, astro.astroId));
        });
        await sessionHeld;
        const suspension = call(admin, 'POST', `/api/admin/moderation/accounts/${side === 'astro' ? astro.id : user.id}/suspend`, { reason: 'other' });
        // Long enough for the suspension to be waiting on a lock.
        await new Promise((resolve) => setTimeout(resolve, 300));
        proceed();
        await charge;
        expect((await suspension).status).toBe(200);
        expect(await readSession(t, user, id)).toMatchObject({ status: 'ended', end_reason: side === 'astro' ? 'astro_suspended' : 'user_suspended' });
      }
      expect(await books()).toEqual([]);
    },
  );

  it('stops free questions both ways: a suspended astrologer cannot claim and loses the claims held; a suspended user cannot ask', async () => {
    const admin = await adminAccount(t.db);
    const astro = await onlineAstrologer(t, { name: 'Pandit Claim' });
    const asker = await askingUser(t);
    const asked = await ask(t, asker);
    const questionId = asked.body.question.question_id;
    expect((await claim(t, astro, questionId)).status).toBe(200);
    const other = await askingUser(t);
    const second = (await ask(t, other)).body.question.question_id;
    expect((await call(admin, 'POST', `/api/admin/moderation/accounts/${astro.id}/suspend`, { reason: 'other' })).status).toBe(200);
    // The claim went back to the queue at once, for another astrologer.
    const [row] = await t.db.select().from(freeQuestions).where(eq(freeQuestions.id, questionId));
    expect(row).toMatchObject({ status: 'open', claimedBy: null });
    expect(await claim(t, astro, second)).toMatchObject({ status: 403, body: { code: 'account_suspended' } });
    expect((await consoleView(t, astro)).body.mine).toEqual([]);

    const user = await askingUser(t);
    expect((await call(admin, 'POST', `/api/admin/moderation/accounts/${user.id}/suspend`, { reason: 'harassment' })).status).toBe(200);
    expect(await ask(t, user)).toMatchObject({ status: 403, body: { code: 'account_suspended' } });
  });

  it('closes only a report or a flag about the account it suspends', async () => {
    const admin = await adminAccount(t.db);
    const { astro, user, id } = await runningChat();
    const made = await call(user, 'POST', `/api/consultations/${id}/report`, { reason: 'harassment' });
    const reportId = made.body.report_id as number;
    // The report is about the astrologer: suspending the user with it is refused, and nothing changes.
    const wrong = await call(admin, 'POST', `/api/admin/moderation/accounts/${user.id}/suspend`, { reason: 'other', report_id: reportId });
    expect(wrong).toMatchObject({ status: 409, body: { code: 'moderation_closed' } });
    expect((await call(admin, 'POST', `/api/admin/moderation/accounts/${user.id}/suspend`, { reason: 'other', report_id: 999_999 })).status).toBe(404);
    expect(await readSession(t, user, id)).toMatchObject({ status: 'active' });
    const right = await call(admin, 'POST', `/api/admin/moderation/accounts/${astro.id}/suspend`, { reason: 'harassment', report_id: reportId });
    expect(right.status).toBe(200);
    const queue = moderationQueue.parse((await call(admin, 'GET', '/api/admin/moderation')).body);
    expect(queue.reports.map((r) => r.report_id)).not.toContain(reportId);
    expect(queue.audit.find((a) => a.report_id === reportId)).toMatchObject({ action: 'suspend', account_id: astro.id });
  });
});
