// The free question's SQL on the user's side: the account and its profile, the once-only marks, the question itself.
// A claim whose answer_due_at has passed (by the database's clock) counts as open: see `lapsed`.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  astrologers,
  freeQuestionIdentities,
  freeQuestions,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import { notSuspendedSql } from '../safety/safety.service.ts';

type Conn = Db | Tx;
export type QuestionRow = typeof freeQuestions.$inferSelect;

/** A claim that ran out: the question is back in the queue though its row still names the claimant. */
export const lapsed =
  sql<boolean>`(${freeQuestions.status} = 'claimed' and ${freeQuestions.answerDueAt} < now())`.mapWith(
    Boolean,
  );
/** Held by a claim that has not run out. */
export const liveClaim = sql`(${freeQuestions.status} = 'claimed' and ${freeQuestions.answerDueAt} >= now())`;
/** In the queue: open, or claimed and run out. */
export const inQueue = sql`(${freeQuestions.status} = 'open' or (${freeQuestions.status} = 'claimed' and ${freeQuestions.answerDueAt} < now()))`;

/** The columns that put a claimed question back in every queue (a release, a reassignment, a deleted astrologer). */
export const backInQueue = () => ({
  status: 'open' as const,
  claimedBy: null,
  claimedAt: null,
  answerDueAt: null,
  timesReturned: sql`${freeQuestions.timesReturned} + 1`,
});
/** Every column of a question and whether its claim ran out. */
export const questionFields = { q: freeQuestions, lapsed };
export type QuestionView = { q: QuestionRow; lapsed: boolean };

export async function findAccount(db: Conn, userId: number) {
  const [row] = await db
    .select({ email: users.email, phone: users.phone, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findProfile(db: Conn, userId: number) {
  const [row] = await db
    .select({
      name: userProfiles.name,
      gender: userProfiles.gender,
      dateOfBirth: userProfiles.dateOfBirth,
      timeOfBirth: userProfiles.timeOfBirth,
      placeOfBirth: userProfiles.placeOfBirth,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row ?? null;
}
export type BirthProfile = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function hasAsked(db: Conn, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: freeQuestions.id })
    .from(freeQuestions)
    .where(eq(freeQuestions.userId, userId));
  return Boolean(row);
}

/** Whether another account's question carries one of these marks (the caller's own question is alreadyAsked). */
export async function usedByAnother(db: Conn, hashes: string[], userId: number): Promise<boolean> {
  if (hashes.length === 0) return false;
  const [row] = await db
    .select({ hash: freeQuestionIdentities.identityHash })
    .from(freeQuestionIdentities)
    .innerJoin(freeQuestions, eq(freeQuestions.id, freeQuestionIdentities.questionId))
    .where(and(inArray(freeQuestionIdentities.identityHash, hashes), ne(freeQuestions.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The question, or null when the account already has one (the unique user_id decides, whatever the races). */
export async function insertQuestion(
  tx: Tx,
  userId: number,
  question: string,
  p: BirthProfile,
): Promise<number | null> {
  const [row] = await tx
    .insert(freeQuestions)
    .values({
      userId,
      question,
      birthName: p.name,
      birthGender: p.gender,
      birthDate: p.dateOfBirth,
      birthTime: p.timeOfBirth,
      birthPlace: p.placeOfBirth,
    })
    .onConflictDoNothing({ target: freeQuestions.userId })
    .returning({ id: freeQuestions.id });
  return row?.id ?? null;
}

/**
 * Marks each identity as used by this question; answers how many were new. A mark another transaction holds makes this
 * one wait for it, so of two accounts sharing a phone only one ends up with all its marks.
 */
export async function insertIdentities(tx: Tx, questionId: number, hashes: string[]): Promise<number> {
  if (hashes.length === 0) return 0;
  const rows = await tx
    .insert(freeQuestionIdentities)
    .values(hashes.map((identityHash) => ({ identityHash, questionId })))
    .onConflictDoNothing()
    .returning({ hash: freeQuestionIdentities.identityHash });
  return rows.length;
}

/** The user's questions, newest first, with the answering astrologer's name. */
export async function questionsOf(db: Conn, userId: number) {
  return db
    .select({ ...questionFields, astroName: astrologers.name })
    .from(freeQuestions)
    .leftJoin(astrologers, eq(astrologers.id, freeQuestions.answeredBy))
    .where(eq(freeQuestions.userId, userId))
    .orderBy(desc(freeQuestions.id));
}

export async function findQuestion(db: Conn, id: number): Promise<QuestionView | null> {
  const [row] = await db.select(questionFields).from(freeQuestions).where(eq(freeQuestions.id, id));
  return row ?? null;
}

/** The accounts of every verified, live astrologer: who hears that the queue changed. */
export async function verifiedAstrologerUserIds(db: Conn): Promise<number[]> {
  const rows = await db
    .select({ userId: astrologers.userId })
    .from(astrologers)
    .where(and(eq(astrologers.isVerified, true), isNull(astrologers.deletedAt), notSuspendedSql(astrologers.userId)));
  return rows.map((r) => r.userId);
}

/** Puts every question the astrologer holds back in the queue; answers how many. */
export async function returnClaimsOf(tx: Tx, astrologerId: number): Promise<number> {
  const rows = await tx
    .update(freeQuestions)
    .set(backInQueue())
    .where(and(eq(freeQuestions.claimedBy, astrologerId), eq(freeQuestions.status, 'claimed')))
    .returning({ id: freeQuestions.id });
  return rows.length;
}
