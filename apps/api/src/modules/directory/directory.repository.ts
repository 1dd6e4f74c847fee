// SQL of the public astrologer directory: verified astrologers with their live status and review average, and reviews.
// The rating shown is only ever the average of users' reviews: the one an astrologer types into their own profile is
// never read here (docs/decisions/directory.md).
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AstroStatus, DirectoryAstrologer, ReviewItem } from '@app/contracts/consultations';
import { rupeesToPaise } from '@app/contracts/common';
import type { Db, Tx } from '../../db/client.ts';
import { databaseClock } from '../../db/clock.ts';
import { astrologerBookingPrices, astrologers, consultationReviews, consultations, userProfiles, users } from '../../db/schema/index.ts';
import { astrologerStatusSql } from '../consultations/consultations.service.ts';
import { notSuspendedSql } from '../safety/safety.service.ts';

type Conn = Db | Tx;
export type DirectorySort = 'rating' | 'price-low' | 'price-high' | 'experience';

export interface DirectoryFilter {
  q?: string | undefined;
  /** Any of these (case-insensitive) among the astrologer's comma-separated types / languages. */
  types: string[];
  languages: string[];
  gender?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  onlineOnly: boolean;
  sort: DirectorySort;
  limit: number;
  offset: number;
}

/** LIKE pattern that matches the text literally (no wildcards from the visitor). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether one of `wanted` is an item of the comma-separated `list` column, ignoring case and spaces. */
function listHasAny(list: typeof astrologers.type | typeof astrologers.languageKnown, wanted: string[]): SQL {
  const values = sql.join(
    wanted.map((w) => sql`${w.toLowerCase()}`),
    sql`, `,
  );
  return sql`exists (select 1 from unnest(string_to_array(${list}, ',')) as item where lower(trim(item)) in (${values}))`;
}

/** Only verified astrologers the admin has neither deleted nor suspended are listed anywhere in public. */
const listed = and(eq(astrologers.isVerified, true), isNull(astrologers.deletedAt), notSuspendedSql(astrologers.userId));

/** Each astrologer's review average (one decimal) and count; the planner pushes an id filter into it. */
function reviewStats(db: Conn) {
  return db
    .select({
      astrologerId: consultationReviews.astrologerId,
      average: sql<string>`round(avg(${consultationReviews.stars}), 1)`.as('average'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(consultationReviews)
    .groupBy(consultationReviews.astrologerId)
    .as('review_stats');
}

/** The directory's columns with status and rating, as a subquery the list filters and sorts by name. */
function directoryRows(db: Conn, graceSeconds: number, where: SQL | undefined) {
  const stats = reviewStats(db);
  return db
    .select({
      astroId: astrologers.id,
      name: astrologers.name,
      profileImage: astrologers.profileImage,
      type: astrologers.type,
      languageKnown: astrologers.languageKnown,
      expertise: astrologers.expertise,
      experience: astrologers.experience,
      chargePaise: astrologers.chargePaise,
      about: astrologers.about,
      gender: astrologers.gender,
      // Null until the first review: a new astrologer is shown as new, never with the rating typed into the profile.
      rating: sql<string | null>`${stats.average}`.as('rating'),
      reviewsCount: sql<number>`coalesce(${stats.count}, 0)`.as('reviews_count'),
      // The database's own clock, not the engine's movable one: the directory's tests move the test clock only to
      // age its short-lived answers (docs/decisions/consultations.md).
      status: astrologerStatusSql(astrologers.id, graceSeconds, databaseClock).as('status'),
      callStatus: astrologerStatusSql(astrologers.id, graceSeconds, databaseClock, 'call').as('call_status'),
      videoPaise: sql<number | null>`(select ${astrologerBookingPrices.perMinutePaise} from ${astrologerBookingPrices}
        where ${astrologerBookingPrices.astrologerId} = ${astrologers.id} and ${astrologerBookingPrices.kind} = 'video')`.as('video_paise'),
    })
    .from(astrologers)
    .leftJoin(stats, eq(stats.astrologerId, astrologers.id))
    .where(and(listed, where))
    .as('directory');
}

type Row = {
  astroId: number;
  name: string;
  profileImage: string;
  type: string;
  languageKnown: string;
  expertise: string;
  experience: number;
  chargePaise: number;
  rating: string | number | null;
  reviewsCount: number | string;
  status: AstroStatus;
  callStatus: AstroStatus;
  videoPaise: number | string | null;
};

export function toDirectoryAstrologer(row: Row): DirectoryAstrologer {
  return {
    astro_id: row.astroId,
    name: row.name,
    profile_image: row.profileImage,
    type: row.type,
    language_known: row.languageKnown,
    expertise: row.expertise,
    experience: row.experience,
    charge: row.chargePaise / 100,
    rating: row.rating === null ? null : Number(row.rating),
    reviews_count: Number(row.reviewsCount),
    status: row.status,
    call_status: row.callStatus,
    video_charge: row.videoPaise === null ? null : Number(row.videoPaise) / 100,
  };
}

function filterWhere(f: DirectoryFilter): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : undefined;
  return and(
    q
      ? or(
          ilike(astrologers.name, q),
          ilike(astrologers.expertise, q),
          ilike(astrologers.type, q),
          ilike(astrologers.languageKnown, q),
        )
      : undefined,
    f.types.length > 0 ? listHasAny(astrologers.type, f.types) : undefined,
    f.languages.length > 0 ? listHasAny(astrologers.languageKnown, f.languages) : undefined,
    f.gender ? eq(astrologers.gender, f.gender) : undefined,
    f.minPrice === undefined ? undefined : sql`${astrologers.chargePaise} >= ${rupeesToPaise(f.minPrice)}`,
    f.maxPrice === undefined ? undefined : sql`${astrologers.chargePaise} <= ${rupeesToPaise(f.maxPrice)}`,
  );
}

/**
 * One page of the directory and the number of matches, in one statement: who can take a chat now comes first
 * (online, then busy, then offline), then the chosen sort, then the id so pages never overlap.
 */
export async function listDirectory(db: Conn, f: DirectoryFilter, graceSeconds: number) {
  const d = directoryRows(db, graceSeconds, filterWhere(f));
  const statusRank = sql`case ${d.status} when 'online' then 0 when 'busy' then 1 else 2 end`;
  const chosen: Record<DirectorySort, SQL> = {
    // The best reviewed first, the more reviews first at an equal average; astrologers without reviews last.
    rating: sql`${d.rating} desc nulls last, ${d.reviewsCount} desc`,
    'price-low': sql`${d.chargePaise} asc`,
    'price-high': sql`${d.chargePaise} desc`,
    experience: sql`${d.experience} desc`,
  };
  const rows = await db
    .select({
      astroId: d.astroId,
      name: d.name,
      profileImage: d.profileImage,
      type: d.type,
      languageKnown: d.languageKnown,
      expertise: d.expertise,
      experience: d.experience,
      chargePaise: d.chargePaise,
      rating: d.rating,
      reviewsCount: d.reviewsCount,
      status: d.status,
      callStatus: d.callStatus,
      videoPaise: d.videoPaise,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(d)
    .where(f.onlineOnly ? sql`${d.status} = 'online'` : undefined)
    .orderBy(statusRank, chosen[f.sort], d.astroId)
    .limit(f.limit)
    .offset(f.offset);
  return rows;
}

/** How many astrologers match, for a page past the end (which has no row to carry the count). */
export async function countDirectory(db: Conn, f: DirectoryFilter, graceSeconds: number): Promise<number> {
  const d = directoryRows(db, graceSeconds, filterWhere(f));
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(d)
    .where(f.onlineOnly ? sql`${d.status} = 'online'` : undefined);
  return row?.n ?? 0;
}

export async function findListed(db: Conn, astroId: number, graceSeconds: number) {
  const d = directoryRows(db, graceSeconds, eq(astrologers.id, astroId));
  const [row] = await db.select().from(d).limit(1);
  return row ?? null;
}

/** The astrologer's most recent reviews, each signed with the reviewer's first name only. */
export async function recentReviews(db: Conn, astroId: number, limit: number): Promise<ReviewItem[]> {
  const fullName = sql<string>`coalesce(nullif(trim(${userProfiles.name}), ''), nullif(trim(${users.name}), ''), 'User')`;
  const rows = await db
    .select({
      stars: consultationReviews.stars,
      text: consultationReviews.text,
      firstName: sql<string>`split_part(${fullName}, ' ', 1)`,
      createdAt: consultationReviews.createdAt,
    })
    .from(consultationReviews)
    .innerJoin(users, eq(users.id, consultationReviews.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, consultationReviews.userId))
    .where(eq(consultationReviews.astrologerId, astroId))
    .orderBy(desc(consultationReviews.createdAt), desc(consultationReviews.consultationId))
    .limit(limit);
  return rows.map((r) => ({
    stars: r.stars,
    text: r.text,
    user_name: r.firstName,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The user's own consultation, as far as a review needs it; null when it is not theirs (or does not exist). */
export async function findOwnConsultation(db: Conn, consultationId: number, userId: number) {
  const [row] = await db
    .select({
      astrologerId: consultations.astrologerId,
      status: consultations.status,
      billedMinutes: consultations.billedMinutes,
    })
    .from(consultations)
    .where(and(eq(consultations.id, consultationId), eq(consultations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Saves the review; false when the consultation already has one (the primary key decides, whatever the races). */
export async function insertReview(
  db: Conn,
  review: { consultationId: number; userId: number; astrologerId: number; stars: number; text: string },
): Promise<boolean> {
  const rows = await db
    .insert(consultationReviews)
    .values(review)
    .onConflictDoNothing({ target: consultationReviews.consultationId })
    .returning({ id: consultationReviews.consultationId });
  return rows.length > 0;
}

/** Every listed astrologer's id, in id order: the sitemap's astrologer pages. */
export async function listedIds(db: Conn): Promise<number[]> {
  const rows = await db.select({ id: astrologers.id }).from(astrologers).where(listed).orderBy(astrologers.id);
  return rows.map((r) => r.id);
}
