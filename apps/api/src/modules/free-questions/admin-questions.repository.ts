// The admin's view of free questions: a page of them with who asked, who holds or answered and how long it took, and
// the reassignment of one that is stuck.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FreeQuestionStatus } from '@app/contracts/free-questions';
import type { Db, Tx } from '../../db/client.ts';
import { astrologers, freeQuestions, userProfiles, users } from '../../db/schema/index.ts';
import { dueIn } from './console-questions.repository.ts';
import { backInQueue, lapsed, questionFields, type QuestionView } from './free-questions.repository.ts';

const byStatus = (status: FreeQuestionStatus | undefined) =>
  status ? eq(freeQuestions.status, status) : undefined;

export async function countQuestions(db: Db, status: FreeQuestionStatus | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(freeQuestions).where(byStatus(status));
  return row?.n ?? 0;
}

/** The astrologer shown is the one who answered, else the one holding (or who last held) the claim. */
function adminQuery(db: Db) {
  return db
    .select({
      q: freeQuestions,
      overdue: lapsed,
      userName: sql<string>`coalesce(${userProfiles.name}, ${users.name}, ${freeQuestions.birthName})`,
      astroName: astrologers.name,
      answerSeconds: sql<
        number | null
      >`round(extract(epoch from (${freeQuestions.answeredAt} - ${freeQuestions.createdAt})))::int`,
    })
    .from(freeQuestions)
    .innerJoin(users, eq(users.id, freeQuestions.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, freeQuestions.userId))
    .leftJoin(
      astrologers,
      eq(astrologers.id, sql`coalesce(${freeQuestions.answeredBy}, ${freeQuestions.claimedBy})`),
    )
    .$dynamic();
}

/** A page, newest first. */
export async function questionsPage(
  db: Db,
  status: FreeQuestionStatus | undefined,
  limit: number,
  offset: number,
) {
  return adminQuery(db)
    .where(byStatus(status))
    .orderBy(desc(freeQuestions.createdAt), desc(freeQuestions.id))
    .limit(limit)
    .offset(offset);
}
export type AdminRow = Awaited<ReturnType<typeof questionsPage>>[number];

/** One question in the page's shape (after a reassignment). */
export async function adminRow(db: Db, id: number): Promise<AdminRow | null> {
  const [row] = await adminQuery(db).where(eq(freeQuestions.id, id));
  return row ?? null;
}

/**
 * A verified, live astrologer by id, locked as a claim and a removal lock it: a removal waits for the reassignment
 * holding it (and then puts the question back in the queue), or the reassignment waits for the removal and finds none.
 */
export async function lockVerifiedAstrologer(tx: Tx, astrologerId: number) {
  const [row] = await tx
    .select({ id: astrologers.id, userId: astrologers.userId })
    .from(astrologers)
    .where(
      and(eq(astrologers.id, astrologerId), eq(astrologers.isVerified, true), isNull(astrologers.deletedAt)),
    )
    .for('update');
  return row ?? null;
}

export async function lockQuestion(tx: Tx, id: number): Promise<QuestionView | null> {
  const [row] = await tx
    .select(questionFields)
    .from(freeQuestions)
    .where(eq(freeQuestions.id, id))
    .for('update');
  return row ?? null;
}

/** To an astrologer with a fresh deadline; counted as returned when someone else held it or the claim had run out. */
export async function assign(tx: Tx, view: QuestionView, astrologerId: number, hours: number): Promise<void> {
  const sameLiveClaim = view.q.status === 'claimed' && view.q.claimedBy === astrologerId && !view.lapsed;
  await tx
    .update(freeQuestions)
    .set({
      status: 'claimed',
      claimedBy: astrologerId,
      claimedAt: sql`now()`,
      answerDueAt: dueIn(hours),
      timesReturned:
        view.q.status === 'claimed' && !sameLiveClaim ? view.q.timesReturned + 1 : view.q.timesReturned,
    })
    .where(eq(freeQuestions.id, view.q.id));
}

export async function backToQueue(tx: Tx, view: QuestionView): Promise<void> {
  await tx
    .update(freeQuestions)
    .set(backInQueue())
    .where(eq(freeQuestions.id, view.q.id));
}
