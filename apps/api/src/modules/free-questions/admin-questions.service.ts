// The admin's free questions: every question with its asker, its astrologer and how long the answer took, and the
// reassignment of one that is stuck (to a verified astrologer with a fresh deadline, or back to the queue).
import {
  FREE_QUESTION_MESSAGES as M,
  type AdminQuestion,
  type FreeQuestionStatus,
} from '@app/contracts/free-questions';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import * as repo from './admin-questions.repository.ts';
import { assigned, queueChanged, type FreeQuestionDeps } from './notify.ts';
import { toAdminQuestion } from './wire.ts';

const PAGE_SIZE = 20;

type Deps = Pick<FreeQuestionDeps, 'ctx'>;

export async function adminQuestions(
  deps: Deps,
  query: { status?: FreeQuestionStatus | undefined; page: number },
) {
  const { db } = deps.ctx;
  const [total, rows] = await Promise.all([
    repo.countQuestions(db, query.status),
    repo.questionsPage(db, query.status, PAGE_SIZE, (query.page - 1) * PAGE_SIZE),
  ]);
  return {
    questions: rows.map(toAdminQuestion),
    page: query.page,
    total_pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
  };
}

/**
 * The admin may give a question to an astrologer already holding the most claims: it is a decision, not a grab. The
 * astrologer's row is locked before the question's, the order a claim and a removal take: a removal committed first
 * leaves no verified astrologer to find, one that comes later puts the question back in the queue, and a claim of the
 * same astrologer's waits and counts this one.
 */
export async function reassign(
  deps: FreeQuestionDeps,
  id: number,
  astrologerId: number | null,
): Promise<{ message: string; question: AdminQuestion }> {
  const { db, config } = deps.ctx;
  const { changed, target } = await db.transaction(async (tx) => {
    const target = astrologerId === null ? null : await repo.lockVerifiedAstrologer(tx, astrologerId);
    if (astrologerId !== null && !target)
      throw badRequest('reassign_target', M.reassignTarget, { astrologer_id: M.reassignTarget });
    const view = await repo.lockQuestion(tx, id);
    if (!view) throw notFound('question_not_found', M.notFound);
    if (view.q.status === 'answered') throw conflict('already_answered', M.alreadyAnswered);
    if (target) {
      await repo.assign(tx, view, target.id, config.FREE_QUESTION_ANSWER_H);
      return { changed: true, target };
    }
    if (view.q.status === 'open') return { changed: false, target };
    await repo.backToQueue(tx, view);
    return { changed: true, target };
  });
  // Read after the commit: the asker's account deletion may have taken an unanswered question away since.
  const row = await repo.adminRow(db, id);
  if (changed) {
    await queueChanged(deps, { question_id: id, status: target ? 'claimed' : 'open' });
    if (target && row?.q.answerDueAt) assigned(deps, id, target.userId, row.q.answerDueAt);
  }
  if (!row) throw notFound('question_not_found', M.notFound);
  return { message: M.reassigned, question: toAdminQuestion(row) };
}
