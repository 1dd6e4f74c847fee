// Kundli SQL: the user's saved chart, the birth details of a profile, and who may see a consultation's or a free question's user.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { astrologers, consultations, freeQuestions, userKundlis, userProfiles } from '../../db/schema/index.ts';

export type SavedKundliRow = typeof userKundlis.$inferSelect;
export type SavedKundliValues = Omit<typeof userKundlis.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findSaved(db: Db, userId: number): Promise<SavedKundliRow | null> {
  const [row] = await db.select().from(userKundlis).where(eq(userKundlis.userId, userId));
  return row ?? null;
}

export async function upsertSaved(db: Db | Tx, values: SavedKundliValues): Promise<void> {
  const { userId, ...changes } = values;
  await db
    .insert(userKundlis)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userKundlis.userId, set: { ...changes, updatedAt: sql`now()` } });
}

export async function deleteSaved(db: Db, userId: number): Promise<void> {
  await db.delete(userKundlis).where(eq(userKundlis.userId, userId));
}

export interface BirthDetails {
  name: string | null;
  date: string;
  time: string;
  place: string;
  /** The place as picked from the gazetteer (a profile saved with the picker); absent when only its text is known. */
  picked?: PickedPlace | null;
}

export interface PickedPlace {
  placeId: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export async function findProfileBirth(db: Db, userId: number): Promise<BirthDetails | null> {
  const p = userProfiles;
  const [row] = await db
    .select({
      name: p.name,
      date: p.dateOfBirth,
      time: p.timeOfBirth,
      place: p.placeOfBirth,
      placeId: p.birthPlaceId,
      latitude: p.birthLatitude,
      longitude: p.birthLongitude,
      timeZone: p.birthTimeZone,
    })
    .from(p)
    .where(eq(p.userId, userId));
  if (!row) return null;
  const { placeId, latitude, longitude, timeZone, ...birth } = row;
  const picked = latitude !== null && longitude !== null && timeZone !== null ? { placeId, latitude, longitude, timeZone } : null;
  return { ...birth, picked };
}

/**
 * The consultation's user, its astrologer's account and the saved match the user attached, or null when there is no
 * such consultation.
 */
export async function findConsultationParties(
  db: Db,
  id: number,
): Promise<{ userId: number; astroUserId: number; matchId: number | null } | null> {
  const [row] = await db
    .select({ userId: consultations.userId, astroUserId: astrologers.userId, matchId: consultations.matchId })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .where(eq(consultations.id, id));
  return row ?? null;
}

/**
 * The question's user and birth snapshot when this account is a verified, not deleted astrologer who may work on it:
 * it is open (or its claim ran out, by the database's clock), or it is claimed or was answered by them.
 */
export async function findQuestionForAstrologer(
  db: Db,
  questionId: number,
  astroUserId: number,
): Promise<{ userId: number; birth: BirthDetails } | null> {
  const q = freeQuestions;
  const [row] = await db
    .select({ userId: q.userId, name: q.birthName, date: q.birthDate, time: q.birthTime, place: q.birthPlace })
    .from(q)
    .innerJoin(
      astrologers,
      and(eq(astrologers.userId, astroUserId), eq(astrologers.isVerified, true), sql`${astrologers.deletedAt} is null`),
    )
    .where(
      and(
        eq(q.id, questionId),
        sql`(${q.status} = 'open'
          or (${q.status} = 'claimed' and (${q.answerDueAt} < now() or ${q.claimedBy} = ${astrologers.id}))
          or (${q.status} = 'answered' and ${q.answeredBy} = ${astrologers.id}))`,
      ),
    );
  if (!row) return null;
  const { userId, ...birth } = row;
  return { userId, birth };
}
