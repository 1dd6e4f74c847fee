// The consultations' SQL: the session as the wire shows it, the row a transition locks, and the due-work search.
import { MEDIA_SESSION_TYPES, type ConsultationType } from '@app/contracts/consultations';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { DbClock } from '../../db/clock.ts';
import {
  astrologerPresence,
  astrologers,
  consultationRefunds,
  consultationReviews,
  consultations,
  firstSessionIdentities,
  kundliMatches,
  userKundlis,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import { notSuspendedSql } from '../safety/safety.service.ts';
import { lockSeat, seatReservedForAnother } from './waitlist.repository.ts';

export type ConsultationRow = typeof consultations.$inferSelect;

/** A timestamp computed by the database (the engine's clock), read as a Date on either driver. */
export const dbTime = (expr: SQL) => expr.mapWith(consultations.requestedAt);

/** The engine's time now (the clock's now()), read on its own. */
export async function readNow(db: Db | Tx, clock: DbClock): Promise<Date> {
  const [row] = await db.select({ now: dbTime(clock.now()) }).from(sql`(select 1) as one`);
  return row!.now;
}

const viewFields = (clock: DbClock) => ({
  c: consultations,
  astroName: astrologers.name,
  astroImage: astrologers.profileImage,
  astroUserId: astrologers.userId,
  userName: sql<string>`coalesce(${users.name}, ${userProfiles.name}, '')`,
  reviewed: sql<boolean>`exists (select 1 from ${consultationReviews} where ${consultationReviews.consultationId} = ${consultations.id})`.mapWith(Boolean),
  serverTime: dbTime(clock.now()),
});

export type ViewRow = {
  c: ConsultationRow;
  astroName: string;
  astroImage: string;
  astroUserId: number;
  userName: string;
  reviewed: boolean;
  serverTime: Date;
};

function viewQuery(db: Db | Tx, clock: DbClock) {
  return db
    .select(viewFields(clock))
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .innerJoin(users, eq(users.id, consultations.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, consultations.userId));
}

export async function findView(db: Db | Tx, clock: DbClock, id: number): Promise<ViewRow | null> {
  const [row] = await viewQuery(db, clock).where(eq(consultations.id, id));
  return row ?? null;
}

/** The caller's own sessions, as the user or as the astrologer, newest first. */
export async function listViews(db: Db, clock: DbClock, accountId: number, limit: number, offset: number) {
  // The account's astrologer profile first, so each side is read through its own index.
  const [astro] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, accountId));
  const mine = astro
    ? or(eq(consultations.userId, accountId), eq(consultations.astrologerId, astro.id))
    : eq(consultations.userId, accountId);
  const rows = await viewQuery(db, clock).where(mine).orderBy(desc(consultations.id)).limit(limit).offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(consultations)
    .where(mine);
  return { rows, total: count?.total ?? 0 };
}

/** An astrologer's open (requested or active) sessions with the user's birth details, oldest first. */
export async function openViewsOf(db: Db, clock: DbClock, astrologerId: number) {
  return db
    .select({
      ...viewFields(clock),
      dateOfBirth: userProfiles.dateOfBirth,
      timeOfBirth: userProfiles.timeOfBirth,
      placeOfBirth: userProfiles.placeOfBirth,
      gender: userProfiles.gender,
      kundliBirthDate: userKundlis.birthDate,
      kundliBirthTime: userKundlis.birthTime,
      kundliPlace: userKundlis.placeLabel,
      matchId: kundliMatches.id,
      matchBoyName: kundliMatches.boyName,
      matchGirlName: kundliMatches.girlName,
      matchTotal: kundliMatches.total,
      matchBand: kundliMatches.band,
    })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .innerJoin(users, eq(users.id, consultations.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, consultations.userId))
    .leftJoin(userKundlis, eq(userKundlis.userId, consultations.userId))
    .leftJoin(kundliMatches, eq(kundliMatches.id, consultations.matchId))
    .where(and(eq(consultations.astrologerId, astrologerId), inArray(consultations.status, ['requested', 'active'])))
    .orderBy(consultations.id);
}

/** A verified astrologer who has not been deleted or suspended. */
export async function findBookableAstrologer(db: Db | Tx, astrologerId: number) {
  const [row] = await db
    .select({ id: astrologers.id, userId: astrologers.userId, chargePaise: astrologers.chargePaise })
    .from(astrologers)
    .where(
      and(
        eq(astrologers.id, astrologerId),
        eq(astrologers.isVerified, true),
        sql`${astrologers.deletedAt} is null`,
        notSuspendedSql(astrologers.userId),
      ),
    );
  return row ?? null;
}

/** The sessions still open (requested or active) in which the account is the user or the astrologer. */
export async function openSessionIdsOf(db: Db | Tx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: consultations.id })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .where(and(or(eq(consultations.userId, accountId), eq(astrologers.userId, accountId)), inArray(consultations.status, ['requested', 'active'])))
    .orderBy(consultations.id);
  return rows.map((r) => r.id);
}

/** Sessions in progress (accepted and not over), every process's: the metrics' live consultations. */
export async function countActive(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(consultations).where(eq(consultations.status, 'active'));
  return row?.n ?? 0;
}

export async function hasOpenSession(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.userId, userId), inArray(consultations.status, ['requested', 'active'])))
    .limit(1);
  return Boolean(row);
}

/**
 * Inserts the request only while the astrologer is available for `type` with a fresh console and their seat is not
 * held for someone else on their waitlist, in one statement; answers null when they are not. The partial unique
 * indexes refuse a second open session for either side.
 */
export async function insertRequest(
  db: Db | Tx,
  clock: DbClock,
  v: {
    userId: number;
    astrologerId: number;
    type: ConsultationType;
    ratePaise: number;
    minuteSeconds: number;
    acceptS: number;
    graceS: number;
    matchId?: number | null;
  },
): Promise<number | null> {
  const available = v.type === 'chat' ? astrologerPresence.chatAvailable : astrologerPresence.callAvailable;
  // The seat's lock first: an offer to the astrologer's waitlist in flight is seen, and refuses this (waitlist.md).
  await lockSeat(db, v.astrologerId);
  const now = clock.now();
  const result = await db.execute(sql`
    insert into ${consultations} (user_id, astrologer_id, type, rate_paise, minute_seconds, accept_by, user_seen_at, astro_seen_at, match_id)
    select ${v.userId}, ${v.astrologerId}, ${v.type}, ${v.ratePaise}, ${v.minuteSeconds},
      ${now} + make_interval(secs => ${v.acceptS}), ${now}, ${astrologerPresence.seenAt},
      -- A match its owner deleted since it was checked is simply not attached.
      (select ${kundliMatches.id} from ${kundliMatches} where ${kundliMatches.id} = ${v.matchId ?? null}::integer and ${kundliMatches.userId} = ${v.userId})
    from ${astrologerPresence}
    join ${astrologers} on ${astrologers.id} = ${astrologerPresence.astrologerId}
    where ${astrologerPresence.astrologerId} = ${v.astrologerId} and ${available}
      and ${astrologerPresence.seenAt} > ${now} - make_interval(secs => ${v.graceS})
      and ${astrologers.isVerified} and ${astrologers.deletedAt} is null
      and not ${seatReservedForAnother(v.astrologerId, v.userId, clock, v.graceS)}
    for share of ${astrologers}
    returning id`);
  // node-postgres and PGlite both answer { rows }; drizzle's declared type differs per driver.
  const row = (result as unknown as { rows: { id: number | string }[] }).rows[0];
  return row ? Number(row.id) : null;
}

/**
 * A booked session's row, inserted when both sides joined (the astrologer need not be online in the directory): a
 * request at the booking's price and length, which the caller accepts at once. The partial unique indexes refuse it
 * when either side already has an open session. Answers its id.
 */
export async function insertBookedSession(
  tx: Tx,
  v: { userId: number; astrologerId: number; type: ConsultationType; ratePaise: number; minuteSeconds: number; bookingId: number; maxMinutes: number; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(consultations)
    .values({
      userId: v.userId,
      astrologerId: v.astrologerId,
      type: v.type,
      ratePaise: v.ratePaise,
      minuteSeconds: v.minuteSeconds,
      requestedAt: v.now,
      acceptBy: v.now,
      userSeenAt: v.now,
      astroSeenAt: v.now,
      bookingId: v.bookingId,
      maxMinutes: v.maxMinutes,
    })
    .returning({ id: consultations.id });
  return row!.id;
}

/** The locked row with what the wire shows beside it, so an event needs no second read after the commit. */
export interface Locked extends ViewRow {
  /**
   * The database's clock when the row was read (also serverTime). Exact for `skipLocked` (no wait); a transition
   * that may have waited for the lock reads lockedNow() instead.
   */
  readAt: Date;
}

/**
 * Locks the session for a transition. `skipLocked` (the clock) passes over a row another transaction holds, and
 * only takes an open one.
 */
export async function lockSession(tx: Tx, clock: DbClock, id: number, skipLocked = false): Promise<Locked | null> {
  const where = skipLocked
    ? and(eq(consultations.id, id), inArray(consultations.status, ['requested', 'active']))
    : eq(consultations.id, id);
  const query = tx
    .select({ ...viewFields(clock), serverTime: dbTime(clock.exact()) })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .innerJoin(users, eq(users.id, consultations.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, consultations.userId))
    .where(where);
  const [row] = await (skipLocked ? query.for('update', { of: consultations, skipLocked: true }) : query.for('update', { of: consultations }));
  return row ? { ...row, readAt: row.serverTime } : null;
}

/**
 * The database's time now, read after the lock is held: a transition that waited for another sees a later time
 * than anything the other one did (the clock's now() would be the time its transaction began).
 */
export async function lockedNow(tx: Tx, clock: DbClock): Promise<Date> {
  const [row] = await tx.select({ now: dbTime(clock.exact()) }).from(sql`(select 1) as one`);
  return row!.now;
}

export async function updateSession(tx: Tx, id: number, set: Partial<typeof consultations.$inferInsert>): Promise<ConsultationRow> {
  const [row] = await tx.update(consultations).set(set).where(eq(consultations.id, id)).returning();
  return row!;
}

/** A refund of a session the fair meter gives (no admin), recorded like an admin's; answers its id. */
export async function insertRefund(tx: Tx, values: typeof consultationRefunds.$inferInsert): Promise<number> {
  const [row] = await tx.insert(consultationRefunds).values(values).returning({ id: consultationRefunds.id });
  return row!.id;
}

/**
 * Whether the person has had their first session: the account has a session that billed a minute, or one of its
 * identity marks was used by a first session (of this account or a deleted or other one).
 */
export async function hadFirstSession(db: Db | Tx, userId: number, marks: string[]): Promise<boolean> {
  const [billed] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.userId, userId), sql`${consultations.billedMinutes} > 0`))
    .limit(1);
  if (billed) return true;
  if (marks.length === 0) return false;
  const [used] = await db
    .select({ hash: firstSessionIdentities.identityHash })
    .from(firstSessionIdentities)
    .where(inArray(firstSessionIdentities.identityHash, marks))
    .limit(1);
  return Boolean(used);
}

/**
 * Takes the person's first session for this request: every mark is written, or (one was already used, by a race or
 * another account) none is kept and the answer is false.
 */
export async function claimFirstSession(tx: Tx, consultationId: number, marks: string[]): Promise<boolean> {
  if (marks.length === 0) return false;
  const written = await tx
    .insert(firstSessionIdentities)
    .values(marks.map((identityHash) => ({ identityHash, consultationId })))
    .onConflictDoNothing()
    .returning({ hash: firstSessionIdentities.identityHash });
  if (written.length === marks.length) return true;
  await releaseFirstSession(tx, consultationId);
  return false;
}

/** A first session that never billed a minute gives the person's marks back for the next one. */
export async function releaseFirstSession(tx: Tx, consultationId: number): Promise<void> {
  await tx.delete(firstSessionIdentities).where(eq(firstSessionIdentities.consultationId, consultationId));
}

/**
 * Sessions with work due by the database's clock: a minute to charge, a request past its time, or a participant
 * not seen for longer than the grace period.
 */
export async function findDue(db: Db, clock: DbClock, graceS: number, limit: number): Promise<number[]> {
  const now = clock.now();
  const rows = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      // Only open sessions are read (the open-session partial indexes cover them), never the whole history.
      sql`${consultations.status} in ('requested', 'active') and (
        (${consultations.status} = 'active' and ${consultations.nextChargeAt} <= ${now})
        or (${consultations.status} = 'requested' and ${consultations.acceptBy} <= ${now})
        or least(${consultations.userSeenAt}, ${consultations.astroSeenAt}) <= ${now} - make_interval(secs => ${graceS})
        or (${consultations.status} = 'active' and ${consultations.startedAt} is null and ${consultations.acceptBy} <= ${now})
        or (${inArray(consultations.type, [...MEDIA_SESSION_TYPES])} and ${consultations.status} = 'active' and ${consultations.startedAt} is not null
          and coalesce(${consultations.astroMediaAt}, ${consultations.startedAt}) <= ${now} - make_interval(secs => ${graceS})))`,
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Who takes part in a session and its state: what a call signal is checked against. */
export async function findParties(db: Db, id: number) {
  const [row] = await db
    .select({ type: consultations.type, status: consultations.status, userId: consultations.userId, astroUserId: astrologers.userId })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .where(eq(consultations.id, id));
  return row ?? null;
}
