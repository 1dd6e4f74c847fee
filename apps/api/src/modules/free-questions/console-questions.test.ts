// The astrologer's side: the queue, one winner among simultaneous claims, the claim limit, the deadline that returns
// a question to the queue (by the database's clock), and the fee paid once into the wallet with its two ledger rows.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import {
  ANSWER_MAX_CHARS,
  FREE_QUESTION_CLAIMS_MAX,
  FREE_QUESTION_MESSAGES as M,
} from '@app/contracts/free-questions';
import { safetyEvents } from '../../db/schema/index.ts';
import { walletLedger } from '../../db/schema/money.ts';
import { createAstrologer } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { astrologerWallet, walletState } from '../../test/consult-factories.ts';
import { createAccount } from '../../test/factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { createSession } from '../auth/session.repository.ts';
import {
  ANSWER,
  answer,
  ask,
  askingUser,
  astrologer,
  claim,
  consoleView,
  lapse,
  mine,
  openQuestion,
  questionRow,
  release,
} from './free-questions.fixture.ts';

const t = useTestApp({ FREE_QUESTION_FEE: '12.5', FREE_QUESTION_ANSWER_H: '6' });

const feeRows = (questionId: number) =>
  t.db.select().from(walletLedger).where(eq(walletLedger.freeQuestionId, questionId));
const ids = (list: { question_id: number }[]) => list.map((q) => q.question_id);

describe('the console', () => {
  it('is for verified astrologers only', async () => {
    const pending = await createAstrologer(t.db, { isVerified: false });
    const token = await createSession(t.db, pending.userId, new Date());
    const res = await consoleView(t, { headers: { accesstoken: token } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CONSULT_MESSAGES.astrologersOnly);
    const user = await createAccount(t.db, { role: 'user' });
    expect((await consoleView(t, user)).status).toBe(403);
  });

  it('shows every astrologer the open questions with the birth details, oldest first, and the fee and hours', async () => {
    const [a, b] = [await astrologer(t), await astrologer(t)];
    const first = await openQuestion(t);
    const second = await openQuestion(t);
    for (const who of [a, b]) {
      const view = await consoleView(t, who);
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ mine: [], answered: [], fee: 12.5, answer_hours: 6 });
      const queued = view.body.queue.filter((q) => [first.id, second.id].includes(q.question_id));
      expect(ids(queued)).toEqual([first.id, second.id]);
      expect(queued[0]).toMatchObject({
        status: 'open',
        answer_due_at: null,
        birth_details: {
          name: 'Meera Iyer',
          gender: 'Female',
          date_of_birth: '1992-04-12',
          time_of_birth: '05:45',
          place_of_birth: 'Chennai',
        },
      });
    }
  });
});

describe('claiming', () => {
  it('gives a question to exactly one of two astrologers claiming it at the same moment, every time', async () => {
    for (let round = 0; round < 8; round++) {
      const { id } = await openQuestion(t);
      const [a, b] = [await astrologer(t), await astrologer(t)];
      const results = await Promise.all([claim(t, a, id), claim(t, b, id)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const won = results.find((r) => r.status === 200)!;
      const lost = results.find((r) => r.status === 409)!;
      expect(won.body.message).toBe(M.claimed);
      expect(lost.body).toEqual({ code: 'already_claimed', message: M.alreadyClaimed, errors: {} });
      const winner = results[0]!.status === 200 ? a : b;
      const row = await questionRow(t, id);
      expect(row).toMatchObject({ status: 'claimed', claimedBy: winner.astroId, timesReturned: 0 });
    }
  });

  it('sets the deadline FREE_QUESTION_ANSWER_H hours ahead by the database clock, and takes the question out of the queue', async () => {
    const { id } = await openQuestion(t);
    const astro = await astrologer(t);
    const res = await claim(t, astro, id);
    expect(res.status).toBe(200);
    const row = await questionRow(t, id);
    expect(row.answerDueAt!.getTime() - row.claimedAt!.getTime()).toBe(6 * 3_600_000);
    expect(res.body.question).toMatchObject({
      status: 'claimed',
      answer_due_at: row.answerDueAt!.toISOString(),
    });
    const view = await consoleView(t, astro);
    expect(ids(view.body.mine)).toContain(id);
    expect(ids(view.body.queue)).not.toContain(id);
    expect(ids((await consoleView(t, await astrologer(t))).body.queue)).not.toContain(id);
    // A second tap on a question one already holds changes nothing.
    const again = await claim(t, astro, id);
    expect(again.status).toBe(200);
    expect((await questionRow(t, id)).answerDueAt).toEqual(row.answerDueAt);
  });

  it(`holds an astrologer to ${FREE_QUESTION_CLAIMS_MAX} live claims, even when the claims arrive together`, async () => {
    const astro = await astrologer(t);
    const questions = await Promise.all(
      Array.from({ length: FREE_QUESTION_CLAIMS_MAX + 2 }, () => openQuestion(t)),
    );
    const results = await Promise.all(questions.map((q) => claim(t, astro, q.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(FREE_QUESTION_CLAIMS_MAX);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body).toEqual({ code: 'claim_limit', message: M.claimLimit, errors: {} });
    // A claim that ran out no longer counts: its slot is free again.
    const held = results.flatMap((r, i) => (r.status === 200 ? [questions[i]!.id] : []));
    await lapse(t, held[0]!);
    const free = questions.find((q) => !held.includes(q.id))!;
    expect((await claim(t, astro, free.id)).status).toBe(200);
  });

  it('refuses an answered question and a question that does not exist', async () => {
    const { id } = await openQuestion(t);
    const astro = await astrologer(t);
    await claim(t, astro, id);
    expect((await answer(t, astro, id)).status).toBe(200);
    expect((await claim(t, await astrologer(t), id)).body).toEqual({
      code: 'already_answered',
      message: M.alreadyAnswered,
      errors: {},
    });
    const missing = await claim(t, astro, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.notFound);
  });
});

describe('the deadline', () => {
  it('puts an unanswered question back in every queue; the late answer is refused and pays nothing; another astrologer takes it', async () => {
    const { id, user } = await openQuestion(t);
    const [late, other] = [await astrologer(t), await astrologer(t)];
    expect((await claim(t, late, id)).status).toBe(200);
    await lapse(t, id);

    for (const who of [late, other]) {
      const view = await consoleView(t, who);
      const queued = view.body.queue.find((q) => q.question_id === id);
      expect(queued).toMatchObject({ status: 'open', answer_due_at: null });
      expect(ids(view.body.mine)).not.toContain(id);
    }
    expect((await mine(t, user)).body.questions[0]).toMatchObject({ status: 'open' });

    const wallet = await astrologerWallet(t.db, late.astroId);
    const refused = await answer(t, late, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'deadline_passed', message: M.deadlinePassed, errors: {} });
    expect(await astrologerWallet(t.db, late.astroId)).toBe(wallet);
    expect(await feeRows(id)).toEqual([]);

    const taken = await claim(t, other, id);
    expect(taken.status).toBe(200);
    expect(await questionRow(t, id)).toMatchObject({
      status: 'claimed',
      claimedBy: other.astroId,
      timesReturned: 1,
    });
    // The first astrologer has lost it for good.
    expect((await answer(t, late, id)).body).toEqual({ code: 'question_not_yours', message: M.notYours, errors: {} });
    expect((await answer(t, other, id)).status).toBe(200);
    expect(await questionRow(t, id)).toMatchObject({ status: 'answered', answeredBy: other.astroId });
  });
});

describe('answering', () => {
  it('refuses an answer that is missing, too short or too long, with the contract messages', async () => {
    const { id } = await openQuestion(t);
    const astro = await astrologer(t);
    await claim(t, astro, id);
    for (const [text, message] of [
      ['', M.answerRequired],
      ['Soon.', M.answerTooShort],
      // Twenty UTF-16 units but ten characters, as the database's CHECK counts them: refused here, not a 500 there.
      ['🙏'.repeat(10), M.answerTooShort],
      ['x'.repeat(ANSWER_MAX_CHARS + 1), M.answerTooLong],
    ] as const) {
      const res = await answer(t, astro, id, text);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, errors: { answer: message }, code: 'validation' });
    }
    expect((await questionRow(t, id)).status).toBe('claimed');
  });

  it('pays the fee into the wallet with two ledger rows, charges the user nothing, and the books balance', async () => {
    const { id, user } = await openQuestion(t);
    const astro = await astrologer(t);
    const nobody = await astrologer(t);
    await claim(t, astro, id);
    const userWallet = await walletState(t.db, user.id);
    expect((await answer(t, nobody, id)).body).toEqual({ code: 'question_not_yours', message: M.notYours, errors: {} });

    const res = await answer(t, astro, id, `  ${ANSWER}  `);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: M.answered,
      question: { status: 'answered', answer: ANSWER, answer_due_at: null },
    });
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(1_250);
    const rows = await feeRows(id);
    expect(
      rows
        .map((r) => ({
          account: r.account,
          astrologerId: r.astrologerId,
          type: r.entryType,
          paise: r.amountPaise,
        }))
        .sort((x, y) => x.paise - y.paise),
    ).toEqual([
      { account: 'platform', astrologerId: null, type: 'free_question', paise: -1_250 },
      { account: 'astrologer', astrologerId: astro.astroId, type: 'free_question', paise: 1_250 },
    ]);
    expect(await questionRow(t, id)).toMatchObject({ feePaise: 1_250, answeredBy: astro.astroId });
    expect(await walletState(t.db, user.id)).toEqual(userWallet);
    expect(await auditLedger(t.db)).toEqual([]);

    const view = await consoleView(t, astro);
    expect(ids(view.body.answered)).toContain(id);
    expect(ids(view.body.mine)).not.toContain(id);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/consult/console',
      headers: astro.headers,
    });
    expect(summary.json()).toMatchObject({ earnings_today: 12.5, earnings_total: 12.5, wallet: 12.5 });
    expect((await mine(t, user)).body.questions[0]).toMatchObject({
      status: 'answered',
      answer: ANSWER,
      astrologer_id: astro.astroId,
      astrologer_name: 'Pandit Joshi',
    });
  });

  it('answers a second time with 409 and pays no second fee, even when both answers arrive together', async () => {
    const { id } = await openQuestion(t);
    const astro = await astrologer(t);
    await claim(t, astro, id);
    const results = await Promise.all([answer(t, astro, id), answer(t, astro, id), answer(t, astro, id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(M.alreadyAnswered);
    expect((await answer(t, astro, id)).body).toEqual({ code: 'already_answered', message: M.alreadyAnswered, errors: {} });
    expect(await feeRows(id)).toHaveLength(2);
    expect(await astrologerWallet(t.db, astro.astroId)).toBe(1_250);
    expect(await auditLedger(t.db)).toEqual([]);
  });
});

describe('giving a question back', () => {
  it('returns it to the queue, counted, and refuses a question the caller does not hold', async () => {
    const { id } = await openQuestion(t);
    const [a, b] = [await astrologer(t), await astrologer(t)];
    await claim(t, a, id);
    const notMine = await release(t, b, id);
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe(M.notYours);
    const res = await release(t, a, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: M.released,
      question: { status: 'open', answer_due_at: null },
    });
    expect(await questionRow(t, id)).toMatchObject({
      status: 'open',
      claimedBy: null,
      answerDueAt: null,
      timesReturned: 1,
    });
    expect(ids((await consoleView(t, b)).body.queue)).toContain(id);
    expect((await release(t, a, id)).status).toBe(403);
    // Claimed again by another: the count goes on.
    expect((await claim(t, b, id)).status).toBe(200);
    expect(await questionRow(t, id)).toMatchObject({ claimedBy: b.astroId, timesReturned: 1 });
    const rows = await t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.freeQuestionId, id)));
    expect(rows).toEqual([]);
  });
});

describe('the safety filter', () => {
  it('masks contact details in the question and in the answer before they reach the other side, each written down', async () => {
    const user = await askingUser(t);
    const asked = await ask(t, user, 'Will I marry this year? Reply on meera.iyer@gmail.com please');
    expect(asked.status).toBe(201);
    const id = asked.body.question.question_id;
    expect(asked.body.question.question).toBe('Will I marry this year? Reply on •••••• please');
    // The asker is told what was hidden.
    expect(asked.body.masked).toEqual(['email']);
    const astro = await astrologer(t);
    expect((await claim(t, astro, id)).status).toBe(200);
    const queued = (await consoleView(t, astro)).body.mine.find((q) => q.question_id === id);
    expect(queued?.question).toBe('Will I marry this year? Reply on •••••• please');
    const answered = await answer(t, astro, id, 'Yes, in the spring. For the full remedy WhatsApp me on 9876543210.');
    expect(answered.status).toBe(200);
    expect(answered.body.masked).toEqual(['phone']);
    expect((await questionRow(t, id)).answer).toBe('Yes, in the spring. For the full remedy WhatsApp me on ••••••.');
    const written = await t.db.select().from(safetyEvents).where(inArray(safetyEvents.accountId, [user.id, astro.id]));
    expect(written.map((e) => [e.accountId, e.kind, e.source, e.sourceId]).sort()).toEqual(
      [
        [user.id, 'email', 'question', id],
        [astro.id, 'phone', 'answer', id],
      ].sort(),
    );
  });
});
