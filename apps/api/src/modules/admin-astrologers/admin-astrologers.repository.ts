// SQL of astrologer administration: the admin list, verification, soft deletion, wallet settlement, admin-created accounts.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { astrologers, consultations, payouts, sessions, users } from '../../db/schema/index.ts';
import { dropHours } from '../consultations/consultations.service.ts';
import { returnClaimsOf } from '../free-questions/free-questions.service.ts';
import * as money from '../money/money.service.ts';

type Conn = Db | Tx;

const listColumns = {
  id: astrologers.id,
  userId: astrologers.userId,
  name: astrologers.name,
  tokenNo: astrologers.tokenNo,
  phone: users.phone,
  email: users.email,
  chargePaise: astrologers.chargePaise,
  rating: astrologers.rating,
  experience: astrologers.experience,
  languageKnown: astrologers.languageKnown,
  skills: astrologers.skills,
  expertise: astrologers.expertise,
  type: astrologers.type,
  about: astrologers.about,
  gender: astrologers.gender,
  dob: astrologers.dob,
  profileImage: astrologers.profileImage,
  walletPaise: astrologers.walletPaise,
  commissionBp: astrologers.commissionBp,
  isVerified: astrologers.isVerified,
};
/** Every astrologer not deleted, oldest first (the screen splits them into unverified and verified). */
export async function listAstrologers(db: Conn) {
  return db
    .select(listColumns)
    .from(astrologers)
    .innerJoin(users, eq(users.id, astrologers.userId))
    .where(isNull(astrologers.deletedAt))
    .orderBy(asc(astrologers.id));
}
export type AstrologerListRow = Awaited<ReturnType<typeof listAstrologers>>[number];

/** Locks a live astrologer row: verification, deletion and settlement of one astrologer run one at a time. */
export async function lockAstrologer(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: astrologers.id,
      userId: astrologers.userId,
      walletPaise: astrologers.walletPaise,
      commissionBp: astrologers.commissionBp,
      isVerified: astrologers.isVerified,
      name: astrologers.name,
    })
    .from(astrologers)
    .where(and(eq(astrologers.id, id), isNull(astrologers.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function setVerified(tx: Tx, id: number, commissionBp: number, at: Date): Promise<void> {
  await tx
    .update(astrologers)
    .set({ isVerified: true, commissionBp, updatedAt: at })
    .where(eq(astrologers.id, id));
}

/** Whether the astrologer has a consultation requested or running. */
export async function hasOpenConsultation(tx: Tx, astrologerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.astrologerId, astrologerId), inArray(consultations.status, ['requested', 'active'])))
    .limit(1);
  return Boolean(row);
}

/**
 * Hides the astrologer everywhere and signs the account out; history rows keep pointing at it. The free questions it
 * holds go back in the queue (as when the astrologer deletes the account): nobody else could answer them until the
 * claim ran out. A claim taken meanwhile locked this astrologer's row first, so it committed before this runs.
 */
export async function softDeleteAstrologer(tx: Tx, id: number, userId: number, at: Date): Promise<void> {
  await tx
    .update(astrologers)
    .set({ deletedAt: at, isVerified: false, updatedAt: at })
    .where(eq(astrologers.id, id));
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await dropHours(tx, id);
  await returnClaimsOf(tx, id);
}

export interface Settlement {
  astrologerId: number;
  walletBeforePaise: number;
  commissionBp: number;
  payablePaise: number;
  platformPaise: number;
  settledBy: number;
  at: Date;
}

/** The payout row; money writes the ledger entries that explain it and empties the wallet. */
export async function recordSettlement(tx: Tx, s: Settlement): Promise<number> {
  const [payout] = await tx
    .insert(payouts)
    .values({
      astrologerId: s.astrologerId,
      walletBeforePaise: s.walletBeforePaise,
      commissionBp: s.commissionBp,
      payablePaise: s.payablePaise,
      platformPaise: s.platformPaise,
      settledBy: s.settledBy,
      createdAt: s.at,
    })
    .returning({ id: payouts.id });
  await money.settlePayout(tx, {
    astrologerId: s.astrologerId,
    payoutId: payout!.id,
    payablePaise: s.payablePaise,
    platformPaise: s.platformPaise,
    at: s.at,
  });
  return payout!.id;
}

export async function findUsersByEmailOrPhone(db: Conn, email: string, phone: string) {
  return db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phone, phone)));
}

export async function findUsersByEmailsOrPhones(db: Conn, emails: string[], phones: string[]) {
  return db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(or(inArray(users.email, emails), inArray(users.phone, phones)));
}

export async function insertAstroUser(db: Conn, values: { email: string; phone: string; name?: string }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'astro' })
    .returning({ id: users.id, email: users.email, phone: users.phone });
  return row!;
}

export async function findUserWithProfile(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, astrologerId: astrologers.id })
    .from(users)
    .leftJoin(astrologers, eq(astrologers.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row ?? null;
}

export type NewAstrologer = Omit<typeof astrologers.$inferInsert, 'id' | 'tokenNo'>;

/**
 * Takes the id first so the token number can be derived from it: JK + (1000 + id) continues the seeded
 * JK1001... series and is unique because the id is.
 */
export async function insertAstrologer(
  tx: Tx,
  values: NewAstrologer,
): Promise<{ id: number; tokenNo: string }> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('astrologers', 'id')) as id`);
  const id = Number(rowsOf<{ id: number | string }>(result)[0]?.id);
  const tokenNo = `JK${1000 + id}`;
  await tx.insert(astrologers).values({ ...values, id, tokenNo });
  return { id, tokenNo };
}

/** node-postgres answers { rows }, PGlite answers { rows } too; drizzle's execute type differs per driver. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
