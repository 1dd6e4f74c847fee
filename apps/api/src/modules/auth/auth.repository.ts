// Accounts and one-time-code rows, looked up by the normalised e-mail or phone.
import { and, count, desc, eq, gt, inArray, isNull, min, or, sql } from 'drizzle-orm';
import type { Identifier } from '@app/contracts/auth';
import type { Locale } from '@app/contracts/i18n';
import type { Db, Tx } from '../../db/client.ts';
import { astrologers, otpCodes, users } from '../../db/schema/index.ts';

export type AccountRow = typeof users.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;
/** What a code is for; each use reads only codes of its own purpose. */
export type OtpPurpose = 'signin' | 'delete_account';

export async function findUserByIdentifier(db: Db | Tx, id: Identifier): Promise<AccountRow | undefined> {
  const column = id.kind === 'email' ? users.email : users.phone;
  const [row] = await db.select().from(users).where(eq(column, id.value)).limit(1);
  return row;
}

/** Inserts an account; undefined when the e-mail or phone was taken meanwhile. */
export async function insertUser(
  db: Db | Tx,
  values: {
    email?: string;
    phone?: string;
    name?: string;
    role: 'user' | 'astro';
    locale?: Locale;
    ageConfirmedAt?: Date;
    privacyConsentAt?: Date;
  },
): Promise<AccountRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Keeps the language of a sign-in on an account that has none yet; the account's own when it has one. */
export async function adoptLocale(db: Db | Tx, userId: number, locale: Locale): Promise<Locale> {
  const [row] = await db
    .update(users)
    .set({ locale: sql`coalesce(${users.locale}, ${locale})` })
    .where(eq(users.id, userId))
    .returning({ locale: users.locale });
  return row?.locale === 'hi' ? 'hi' : row?.locale === 'en' ? 'en' : locale;
}

/** Records the 18+ and privacy consent where missing; undefined when the account is gone or had given both already. */
export async function recordConsent(db: Db | Tx, userId: number, now: Date): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ageConfirmedAt: sql`coalesce(${users.ageConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      privacyConsentAt: sql`coalesce(${users.privacyConsentAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), or(isNull(users.ageConfirmedAt), isNull(users.privacyConsentAt))))
    .returning();
  return row;
}

/** Serialises sends for one identifier and one IP until the transaction ends, so limits hold under races. */
export async function lockForSend(tx: Tx, identifier: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-id:${identifier}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
}

export interface SendWindow {
  count: number;
  oldest: Date | null;
  newest: Date | null;
}

export async function sendsForIdentifier(tx: Tx, identifier: string, since: Date): Promise<SendWindow> {
  const [row] = await tx
    .select({ count: count(), oldest: min(otpCodes.createdAt), newest: sql<Date | string | null>`max(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(and(eq(otpCodes.identifier, identifier), gt(otpCodes.createdAt, since)));
  return { count: row?.count ?? 0, oldest: toDate(row?.oldest), newest: toDate(row?.newest) };
}

export async function sendsFromIp(tx: Tx, ip: string, since: Date): Promise<SendWindow> {
  const [row] = await tx
    .select({ count: count(), oldest: min(otpCodes.createdAt) })
    .from(otpCodes)
    .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, since)));
  return { count: row?.count ?? 0, oldest: toDate(row?.oldest), newest: null };
}

function toDate(v: Date | string | null | undefined): Date | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v : new Date(v);
}

export async function insertCode(
  tx: Tx,
  values: {
    identifier: string;
    channel: 'email' | 'sms';
    codeHash: string;
    ip: string;
    createdAt: Date;
    expiresAt: Date;
    purpose?: OtpPurpose;
    userType?: 'user' | 'astro';
    name?: string | null;
  },
): Promise<number> {
  const [row] = await tx.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  return row!.id;
}

/** The newest code for this purpose not yet used for any of the account's identifiers, locked against parallel guesses. */
export async function newestOpenCode(tx: Tx, identifiers: string[], purpose: OtpPurpose = 'signin'): Promise<OtpRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(inArray(otpCodes.identifier, identifiers), isNull(otpCodes.consumedAt), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function recordWrongAttempt(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .update(otpCodes)
    .set({ attempts: sql`least(${otpCodes.attempts} + 1, 5)` })
    .where(eq(otpCodes.id, id))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? 5;
}

/** Uses up every open code of the account for this purpose, so an older code cannot follow a successful one. */
export async function consumeCodes(db: Db | Tx, identifiers: string[], now: Date, purpose: OtpPurpose = 'signin'): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(inArray(otpCodes.identifier, identifiers), isNull(otpCodes.consumedAt), eq(otpCodes.purpose, purpose)));
}

export async function killCode(db: Db, id: number, now: Date): Promise<void> {
  await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, id));
}

export async function astrologerStatus(
  db: Db | Tx,
  userId: number,
): Promise<{ exists: boolean; verified: boolean; removed: boolean }> {
  const [row] = await db
    .select({ verified: astrologers.isVerified, deletedAt: astrologers.deletedAt })
    .from(astrologers)
    .where(eq(astrologers.userId, userId))
    .limit(1);
  const removed = row?.deletedAt != null;
  return { exists: row !== undefined && !removed, verified: !removed && (row?.verified ?? false), removed };
}

export async function findUserById(db: Db | Tx, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
