// SQL for user profiles and astrologers' own profiles, always keyed by the owner's user id.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserProfileRequest } from '@app/contracts/profiles';
import type { Db, Tx } from '../../db/client.ts';
import { astrologers, userProfiles, users } from '../../db/schema/index.ts';

export type UserProfileRow = typeof userProfiles.$inferSelect & { email: string | null; phone: string | null };
export type AstrologerRow = typeof astrologers.$inferSelect & { email: string | null; phone: string | null };
export type AstrologerValues = Omit<typeof astrologers.$inferInsert, 'id' | 'userId' | 'tokenNo' | 'createdAt' | 'updatedAt'>;

export async function findUserProfile(db: Db | Tx, userId: number): Promise<UserProfileRow | undefined> {
  const [row] = await db
    .select({ profile: userProfiles, email: users.email, phone: users.phone })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row ? { ...row.profile, email: row.email, phone: row.phone } : undefined;
}

/** Creates or replaces the user's one profile in a single statement, so two saves cannot make two rows. */
export async function upsertUserProfile(db: Db | Tx, userId: number, input: UserProfileRequest, now: Date): Promise<void> {
  const values = {
    name: input.name,
    dateOfBirth: input.date_of_birth,
    gender: input.gender,
    placeOfBirth: input.place_of_birth,
    timeOfBirth: input.time_of_birth,
    profileImage: input.profile_image,
    // A save without a picked place (an older client, or a typed place) clears the last one: it may name another town.
    birthPlaceId: input.birth_latitude == null ? null : (input.birth_place_id ?? null),
    birthLatitude: input.birth_latitude ?? null,
    birthLongitude: input.birth_longitude ?? null,
    birthTimeZone: input.birth_time_zone ?? null,
  };
  await db
    .insert(userProfiles)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: now } });
}

export async function findAstrologerByUser(db: Db | Tx, userId: number): Promise<AstrologerRow | undefined> {
  const [row] = await db
    .select({ astro: astrologers, email: users.email, phone: users.phone })
    .from(astrologers)
    .innerJoin(users, eq(users.id, astrologers.userId))
    .where(and(eq(astrologers.userId, userId), isNull(astrologers.deletedAt)))
    .limit(1);
  return row ? { ...row.astro, email: row.email, phone: row.phone } : undefined;
}

/**
 * Inserts the astrologer with token number JK<1000 + id>, the scheme the seed uses, so the number is
 * unique because the id is. Undefined when the user already has a profile (a parallel save won).
 */
export async function insertAstrologer(tx: Tx, userId: number, values: AstrologerValues, now: Date): Promise<number | undefined> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('astrologers', 'id')) as id`);
  // node-postgres and PGlite both answer { rows }; drizzle's declared type differs per driver.
  const id = Number((result as unknown as { rows: { id: number | string }[] }).rows[0]?.id);
  const [row] = await tx
    .insert(astrologers)
    .values({ ...values, id, userId, tokenNo: `JK${1000 + id}`, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: astrologers.userId })
    .returning({ id: astrologers.id });
  return row?.id;
}

/** Updates the profile fields; verification, commission, wallet and token number stay as they are. */
export async function updateAstrologer(db: Db | Tx, userId: number, values: AstrologerValues, now: Date): Promise<void> {
  await db
    .update(astrologers)
    .set({ ...values, updatedAt: now })
    .where(eq(astrologers.userId, userId));
}
