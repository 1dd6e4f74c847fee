// The admin's free questions: who asked, who answered, how long it took, which claims ran out; and reassigning a stuck
// question to a verified astrologer (past the claim limit) or back to the queue.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FREE_QUESTION_CLAIMS_MAX,
  FREE_QUESTION_MESSAGES as M,
  type AdminQuestion,
} from '@app/contracts/free-questions';
import type { Db } from '../../db/client.ts';
import { createBackgroundWork } from '../../lib/background-work.ts';
import { astrologers, freeQuestions } from '../../db/schema/index.ts';
import { createAstrologer } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';
import { eraseFreeQuestions } from '../account/deletion.repository.ts';
import { lockAstrologer, softDeleteAstrologer } from '../admin-astrologers/admin-astrologers.repository.ts';
import { reassign as reassignQuestion } from './admin-questions.service.ts';
import type { FreeQuestionDeps } from './notify.ts';
import {
  answer,
  astrologer,
  claim,
  consoleView,
  lapse,
  openQuestion,
  questionRow,
} from './free-questions.fixture.ts';

const t = useTestApp();

async function adminCall<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  who?: TestAccount,
) {
  const admin = who ?? (await adminAccount(t.db));
  const res = await t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  return {
    status: res.statusCode,
    body: res.json<T & { message: string; errors: Record<string, string> }>(),
  };
}
const list = (query = '') =>
  adminCall<{ questions: AdminQuestion[]; page: number; total_pages: number; total: number }>(
    'GET',
    `/api/admin/free-questions${query}`,
  );
const reassign = (id: number, astrologerId: number | null | string) =>
  adminCall<{ question: AdminQuestion }>('POST', `/api/admin/free-questions/${id}/reassign`, {
    astrologer_id: astrologerId,
  });
const find = async (id: number) => {
  for (let page = 1; ; page++) {
    const res = await list(`?page=${page}`);
    const found = res.body.questions.find((q) => q.question_id === id);
    if (found || page >= res.body.total_pages) return found;
  }
};

describe('the list', () => {
  it('shows the asker, the astrologer, the time to answer, the fee and a claim that ran out', async () => {
    const answered = await openQuestion(t);
    const astro = await astrologer(t, 'Acharya Verma');
    await claim(t, astro, answered.id);
    // Asked an hour and a half before the answer, by the database's clock.
    await t.db
      .update(freeQuestions)
      .set({ createdAt: sql`now() - interval '90 minutes'` })
      .where(eq(freeQuestions.id, answered.id));
    await answer(t, astro, answered.id);
    const row = await find(answered.id);
    expect(row).toMatchObject({
      status: 'answered',
      overdue: false,
      user_id: answered.user.id,
      user_name: 'Meera Iyer',
      astrologer_id: astro.astroId,
      astrologer_name: 'Acharya Verma',
      fee: 10,
      times_returned: 0,
      answer: expect.any(String),
    });
    expect(row!.answer_seconds).toBeGreaterThanOrEqual(90 * 60);
    expect(row!.answer_seconds).toBeLessThan(90 * 60 + 60);

    const stuck = await openQuestion(t);
    await claim(t, astro, stuck.id);
    await lapse(t, stuck.id);
    expect(await find(stuck.id)).toMatchObject({
      status: 'claimed',
      overdue: true,
      astrologer_id: astro.astroId,
      answer_seconds: null,
      fee: null,
    });
    const open = await openQuestion(t);
    expect(await find(open.id)).toMatchObject({
      status: 'open',
      overdue: false,
      astrologer_id: null,
      astrologer_name: null,
      claimed_at: null,
    });
  });

  it("counts the fee in the astrologer's payment summary, and the platform's wallet pays it", async () => {
    const { id } = await openQuestion(t);
    const astro = await astrologer(t);
    await claim(t, astro, id);
    const platform = async () =>
      (await adminCall<{ amount: number }>('GET', '/api/total-amount')).body.amount;
    const before = await platform();
    await answer(t, astro, id);
    expect(Math.round((await platform()) * 100) - Math.round(before * 100)).toBe(-1_000);
    const summary = await adminCall<{
      data: { astro_id: number; total_amount: number; paid_amount: number }[];
    }>('POST', '/api/astro-payment-detail', { page: 1, limit: 100 });
    expect(summary.body.data.find((r) => r.astro_id === astro.astroId)).toMatchObject({
      total_amount: 10,
      paid_amount: 0,
    });
  });

  it('pages by 20, newest first, and filters by status', async () => {
    const made = [];
    for (let i = 0; i < 21; i++) made.push((await openQuestion(t)).id);
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.questions).toHaveLength(20);
    expect(first.body.questions[0]!.question_id).toBe(made[20]);
    expect(first.body.total_pages).toBe(Math.ceil(first.body.total / 20));
    const second = await list('?page=2');
    expect(second.body.questions.map((q) => q.question_id)).not.toContain(made[20]);
    const open = await list('?status=open');
    expect(open.body.questions.every((q) => q.status === 'open')).toBe(true);
    const answered = await list('?status=answered');
    expect(answered.body.questions.every((q) => q.status === 'answered')).toBe(true);
    expect((await list('?status=lost')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
  });
});

describe('reassigning', () => {
  it('gives a stuck question to a chosen astrologer with a fresh deadline, even past their claim limit', async () => {
    const { id } = await openQuestion(t);
    const [slow, busy] = [await astrologer(t), await astrologer(t)];
    await claim(t, slow, id);
    await lapse(t, id);
    for (let i = 0; i < FREE_QUESTION_CLAIMS_MAX; i++)
      expect((await claim(t, busy, (await openQuestion(t)).id)).status).toBe(200);

    const res = await reassign(id, busy.astroId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: M.reassigned,
      question: { status: 'claimed', overdue: false, astrologer_id: busy.astroId, times_returned: 1 },
    });
    const row = await questionRow(t, id);
    expect(row.answerDueAt!.getTime() - row.claimedAt!.getTime()).toBe(24 * 3_600_000);
    expect((await consoleView(t, busy)).body.mine.map((q) => q.question_id)).toContain(id);
    expect((await answer(t, slow, id)).body.message).toBe(M.notYours);
    expect((await answer(t, busy, id)).status).toBe(200);
  });

  it('puts a claimed question back in the queue, and leaves an open one as it is', async () => {
    const { id } = await openQuestion(t);
    const astro = await astrologer(t);
    await claim(t, astro, id);
    const back = await reassign(id, null);
    expect(back.status).toBe(200);
    expect(back.body.question).toMatchObject({ status: 'open', astrologer_id: null, times_returned: 1 });
    expect((await consoleView(t, await astrologer(t))).body.queue.map((q) => q.question_id)).toContain(id);
    const again = await reassign(id, '');
    expect(again.status).toBe(200);
    expect(again.body.question.times_returned).toBe(1);
  });

  it('refuses an answered question, a missing one, and an astrologer who is not verified or was removed', async () => {
    const { id } = await openQuestion(t);
    const astro = await astrologer(t);
    await claim(t, astro, id);
    const unverified = await createAstrologer(t.db, { isVerified: false });
    const removed = await astrologer(t);
    await t.db.update(astrologers).set({ deletedAt: new Date() }).where(eq(astrologers.id, removed.astroId));
    for (const target of [unverified.id, removed.astroId, 2_000_000_000]) {
      const res = await reassign(id, target);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'reassign_target', message: M.reassignTarget, errors: { astrologer_id: M.reassignTarget } });
    }
    expect((await reassign(id, 'someone')).status).toBe(400);
    expect(await questionRow(t, id)).toMatchObject({ status: 'claimed', claimedBy: astro.astroId });

    await answer(t, astro, id);
    const done = await reassign(id, null);
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(M.alreadyAnswered);
    expect((await reassign(2_000_000_000, null)).status).toBe(404);
  });

  it("answers the module's 404 when the asker's account deletion took the question away right after", async () => {
    const { id, user } = await openQuestion(t);
    const target = await astrologer(t);
    // The reassignment commits, then the asker's deletion erases the unanswered question before it is read back.
    const db = Object.create(t.db, {
      transaction: {
        value: async (work: Parameters<Db['transaction']>[0]) => {
          const done = await t.db.transaction(work);
          await t.db.transaction((tx) => eraseFreeQuestions(tx, user.id));
          return done;
        },
      },
    }) as Db;
    const deps: FreeQuestionDeps = {
      ctx: { ...t.ctx, db },
      notices: { send: async () => {} },
      log: { error: () => {} },
      background: createBackgroundWork({ error: () => {} }),
    };
    await expect(reassignQuestion(deps, id, target.astroId)).rejects.toMatchObject({
      kind: 'not_found',
      message: M.notFound,
    });
    expect(await t.db.select().from(freeQuestions).where(eq(freeQuestions.id, id))).toEqual([]);
  });

  // PGlite runs one transaction at a time: only the PostgreSQL pass can hold a removal open while a reassignment runs.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'waits for a removal of the astrologer in progress, then refuses: the question is not left with a removed astrologer',
    async () => {
      const { id } = await openQuestion(t);
      const leaving = await astrologer(t);
      let commit!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const removal = t.db.transaction(async (tx) => {
        const astro = await lockAstrologer(tx, leaving.astroId);
        await softDeleteAstrologer(tx, astro!.id, astro!.userId, new Date());
        holding();
        await new Promise<void>((resolve) => (commit = resolve));
      });
      await held;
      const reassigning = reassign(id, leaving.astroId);
      // Time enough for a reassignment that does not wait for the astrologer's row to finish.
      await Promise.race([reassigning, new Promise((resolve) => setTimeout(resolve, 500))]);
      commit();
      await removal;
      const res = await reassigning;
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.reassignTarget);
      expect(await questionRow(t, id)).toMatchObject({ status: 'open', claimedBy: null });
    },
  );
});
