// The free question's SQL on the astrologer's side: the queue, claims and answers (money pays the fee). Every state change is one
// guarded UPDATE whose WHERE re-checks the state on the row it locks, with deadlines on the database's clock.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { astrologers, freeQuestions } from '../../db/schema/index.ts';
import { backInQueue, inQueue, liveClaim, questionFields, type QuestionView } from './free-questions.repository.ts';

/** now() + hours, computed by the database. */
export const dueIn = (hours: number) => sql`now() + ${hours}::double precision * interval '1 hour'`;

/**
 * The verified, live astrologer profile of an account, locked: an astrologer's claims are counted and taken one
 * transaction at a time, so the claim limit holds under concurrent claims.
 */
export async function lockVerifiedAstrologer(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: astrologers.id, name: astrologers.name })
    .from(astrologers)
    .where(
      and(eq(astrologers.userId, userId), eq(astrologers.isVerified, true), isNull(astrologers.deletedAt)),
    )
    .for('update');
  return row ?? null;
}

export async function countLiveClaims(tx: Tx, astrologerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(freeQuestions)
    .where(and(eq(freeQuestions.claimedBy, astrologerId), liveClaim));
  return row?.n ?? 0;
}

/** Takes an open question, or one whose claim ran out (counted as returned); null when someone else holds it. */
export async function claim(
  tx: Tx,
  id: number,
  astrologerId: number,
  hours: number,
): Promise<QuestionView | null> {
  const [row] = await tx
    .update(freeQuestions)
    .set({
      status: 'claimed',
      claimedBy: astrologerId,
      claimedAt: sql`now()`,
      answerDueAt: dueIn(hours),
      timesReturned: sql`${freeQuestions.timesReturned} + case when ${freeQuestions.status} = 'claimed' then 1 else 0 end`,
    })
    .where(and(eq(freeQuestions.id, id), inQueue))
    .returning(questionFields);
  return row ?? null;
}

/** Answers the caller's live claim; null when it is not theirs, ran out or was answered. */
export async function answer(
  tx: Tx,
  id: number,
  astrologerId: number,
  text: string,
  feePaise: number,
): Promise<QuestionView | null> {
  const [row] = await tx
    .update(freeQuestions)
    .set({ status: 'answered', answer: text, answeredBy: astrologerId, answeredAt: sql`now()`, feePaise })
    .where(and(eq(freeQuestions.id, id), eq(freeQuestions.claimedBy, astrologerId), liveClaim))
    .returning(questionFields);
  return row ?? null;
}

/** Gives the caller's claim (even one that ran out) back to the queue. */
export async function release(tx: Tx, id: number, astrologerId: number): Promise<QuestionView | null> {
  const [row] = await tx
    .update(freeQuestions)
    .set(backInQueue())
    .where(
      and(
        eq(freeQuestions.id, id),
        eq(freeQuestions.claimedBy, astrologerId),
        eq(freeQuestions.status, 'claimed'),
      ),
    )
    .returning(questionFields);
  return row ?? null;
}

/** Open questions and claims that ran out, oldest first. */
export async function queue(db: Db, limit: number) {
  return db
    .select(questionFields)
    .from(freeQuestions)
    .where(inQueue)
    .orderBy(asc(freeQuestions.id))
    .limit(limit);
}

/** The astrologer's live claims, the soonest due first. */
export async function heldBy(db: Db, astrologerId: number) {
  return db
    .select(questionFields)
    .from(freeQuestions)
    .where(and(eq(freeQuestions.claimedBy, astrologerId), liveClaim))
    .orderBy(asc(freeQuestions.answerDueAt), asc(freeQuestions.id));
}

export async function answeredBy(db: Db, astrologerId: number, limit: number) {
  return db
    .select(questionFields)
    .from(freeQuestions)
    .where(and(eq(freeQuestions.answeredBy, astrologerId), eq(freeQuestions.status, 'answered')))
    .orderBy(desc(freeQuestions.answeredAt), desc(freeQuestions.id))
    .limit(limit);
}
