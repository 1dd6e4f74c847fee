// The astrologer's side of the free question: the queue, a claim only one astrologer can win, the answer within the
// deadline that pays the fee, and giving a question back.
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { rupeesToPaise } from '@app/contracts/common';
import {
  FREE_QUESTION_CLAIMS_MAX,
  FREE_QUESTION_MESSAGES as M,
  type ConsoleQuestion,
} from '@app/contracts/free-questions';
import type { Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound, type AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import { findVerifiedByUser } from '../consultations/consultations.service.ts';
import * as money from '../money/money.service.ts';
import { filterText, recordMasking, refuseSuspended, type MaskKind } from '../safety/safety.service.ts';
import * as repo from './console-questions.repository.ts';
import { findQuestion, type QuestionView } from './free-questions.repository.ts';
import { answered, queueChanged, type FreeQuestionDeps } from './notify.ts';
import { toConsoleQuestion } from './wire.ts';

/** How many queued questions the console lists (oldest first) and how many of the caller's answers. */
const QUEUE_LIMIT = 50;
const ANSWERED_LIMIT = 20;

type Deps = Pick<FreeQuestionDeps, 'ctx'>;
interface Outcome {
  message: string;
  question: ConsoleQuestion;
}

/** The caller's account (the live-account guard, first as the deletion takes it first), then its astrologer row. */
async function lockAstrologer(tx: Tx, caller: SessionUser) {
  await requireLiveAccount(tx, caller.id);
  const astro = caller.role === 'astro' ? await repo.lockVerifiedAstrologer(tx, caller.id) : null;
  if (!astro) throw forbidden('astrologers_only', CONSULT_MESSAGES.astrologersOnly);
  // After the astrologer's row: a suspension holding it has committed by now, and is seen (docs/decisions/safety.md).
  await refuseSuspended(tx, caller.id);
  return astro;
}

export async function consoleQuestions(deps: Deps, caller: SessionUser) {
  const { db, config } = deps.ctx;
  const astro = caller.role === 'astro' ? await findVerifiedByUser(db, caller.id) : null;
  if (!astro) throw forbidden('astrologers_only', CONSULT_MESSAGES.astrologersOnly);
  const [queue, mine, done] = await Promise.all([
    repo.queue(db, QUEUE_LIMIT),
    repo.heldBy(db, astro.id),
    repo.answeredBy(db, astro.id, ANSWERED_LIMIT),
  ]);
  return {
    queue: queue.map(toConsoleQuestion),
    mine: mine.map(toConsoleQuestion),
    answered: done.map(toConsoleQuestion),
    fee: config.FREE_QUESTION_FEE,
    answer_hours: config.FREE_QUESTION_ANSWER_H,
  };
}

/** Why a guarded update found no row to change, from the row as it is now. */
function refusal(v: QuestionView | null, astroId: number): AppError {
  if (!v) return notFound('question_not_found', M.notFound);
  if (v.q.status === 'answered') return conflict('already_answered', M.alreadyAnswered);
  if (v.q.status === 'claimed' && v.q.claimedBy === astroId && v.lapsed) return conflict('deadline_passed', M.deadlinePassed);
  return forbidden('question_not_yours', M.notYours);
}

export async function claimQuestion(
  deps: FreeQuestionDeps,
  caller: SessionUser,
  id: number,
): Promise<Outcome> {
  const { db, config } = deps.ctx;
  const result = await db.transaction(async (tx) => {
    const astro = await lockAstrologer(tx, caller);
    const current = await findQuestion(tx, id);
    if (!current) throw notFound('question_not_found', M.notFound);
    // A second tap on a question the caller already holds is not a new claim.
    if (current.q.status === 'claimed' && current.q.claimedBy === astro.id && !current.lapsed)
      return { view: current, changed: false };
    if ((await repo.countLiveClaims(tx, astro.id)) >= FREE_QUESTION_CLAIMS_MAX) throw conflict('claim_limit', M.claimLimit);
    const claimed = await repo.claim(tx, id, astro.id, config.FREE_QUESTION_ANSWER_H);
    if (claimed) return { view: claimed, changed: true };
    const now = await findQuestion(tx, id);
    throw now?.q.status === 'answered' ? conflict('already_answered', M.alreadyAnswered) : conflict('already_claimed', M.alreadyClaimed);
  });
  if (result.changed) await queueChanged(deps, { question_id: id, status: 'claimed' });
  return { message: M.claimed, question: toConsoleQuestion(result.view) };
}

/** The answer, the status and the fee in one transaction: an answer after the deadline pays nothing and changes nothing. */
export async function answerQuestion(
  deps: FreeQuestionDeps,
  caller: SessionUser,
  id: number,
  text: string,
): Promise<Outcome & { masked: MaskKind[] }> {
  const { db, config } = deps.ctx;
  const feePaise = rupeesToPaise(config.FREE_QUESTION_FEE);
  // Contact details and abuse are masked before the answer reaches the user (docs/decisions/safety.md).
  const filtered = filterText(text);
  const { view, astroName } = await db.transaction(async (tx) => {
    const astro = await lockAstrologer(tx, caller);
    const done = await repo.answer(tx, id, astro.id, filtered.text, feePaise);
    if (!done) throw refusal(await findQuestion(tx, id), astro.id);
    await recordMasking(deps.ctx, tx, caller.id, filtered, 'answer', id);
    await money.payFreeQuestionFee(tx, id, astro.id, feePaise);
    return { view: done, astroName: astro.name };
  });
  await answered(deps, id, view.q.userId, astroName);
  return { message: M.answered, question: toConsoleQuestion(view), masked: filtered.masked };
}

export async function releaseQuestion(
  deps: FreeQuestionDeps,
  caller: SessionUser,
  id: number,
): Promise<Outcome> {
  const { db } = deps.ctx;
  const view = await db.transaction(async (tx) => {
    const astro = await lockAstrologer(tx, caller);
    const released = await repo.release(tx, id, astro.id);
    if (!released) throw refusal(await findQuestion(tx, id), astro.id);
    return released;
  });
  await queueChanged(deps, { question_id: id, status: 'open' });
  return { message: M.released, question: toConsoleQuestion(view) };
}
