// Deleting an account's SQL: what blocks it, and erasing or detaching every row that holds the person
// (docs/decisions/account-deletion.md says which and why).
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accountDeletions,
  addresses,
  astrologerPresence,
  astrologers,
  carts,
  consultationMessages,
  consultationReports,
  consultationReviews,
  consultations,
  contactMessages,
  freeQuestions,
  orderLines,
  orders,
  otpCodes,
  outboxMessages,
  paymentEvents,
  payments,
  products,
  pushSubscriptions,
  sessions,
  userKundlis,
  kundliMatches,
  userProfiles,
  users,
  walletRecharges,
} from '../../db/schema/index.ts';
import { dropHours, hasBookedConsultations } from '../consultations/consultations.service.ts';
import { returnClaimsOf } from '../free-questions/free-questions.service.ts';
import * as money from '../money/money.service.ts';

type Conn = Pick<Tx, 'select'>;

/** What replaces the person where a row must stay. */
export const ERASED = {
  personName: 'Deleted user',
  astrologerName: 'Deleted astrologer',
  place: 'Deleted',
  date: '1900-01-01',
  time: '00:00',
  gender: 'Others',
  message: 'Message deleted with the account.',
  voiceNote: 'Voice note deleted with the account.',
  question: 'Deleted with the account.',
  answer: 'Deleted with the account that asked it.',
  forfeitNote: 'Balance given up when the account was deleted',
} as const;

export type AccountRow = typeof users.$inferSelect;

/** The account's row, locked: every write on behalf of the account (live-account.ts) waits for this deletion, or this for it. */
export async function lockAccount(tx: Tx, userId: number): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export interface DeletionState {
  /** A consultation the person asked for that is requested or running. */
  openAsUser: boolean;
  /** The user wallet, paise. */
  balancePaise: number;
  astrologer: { id: number; walletPaise: number; openSession: boolean; profileImage: string } | null;
  /** A booking still booked, as the user or as the astrologer: its hold is settled by cancelling it, not by deleting. */
  hasBookings: boolean;
}

/** What decides whether the account may go now; `lock` holds the wallets until the transaction ends. */
export async function deletionState(conn: Db | Tx, userId: number, lock: boolean): Promise<DeletionState> {
  const open = inArray(consultations.status, ['requested', 'active']);
  const [asUser] = await conn
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.userId, userId), open))
    .limit(1);
  // The user's wallet before the astrologer's row, the order a minute charge locks them in.
  const balancePaise = await money.userBalance(conn, userId, { lock });
  const astroQuery = conn
    .select({ id: astrologers.id, profileImage: astrologers.profileImage })
    .from(astrologers)
    .where(eq(astrologers.userId, userId));
  const [astro] = lock ? await astroQuery.for('update') : await astroQuery;
  let astrologer: DeletionState['astrologer'] = null;
  if (astro) {
    const [session] = await conn
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(eq(consultations.astrologerId, astro.id), open))
      .limit(1);
    // The row is already locked when it must be: reading its balance takes nothing more.
    const walletPaise = await money.astrologerBalance(conn, astro.id);
    astrologer = { ...astro, walletPaise, openSession: Boolean(session) };
  }
  const hasBookings = await hasBookedConsultations(conn, userId, astrologer?.id ?? null);
  return { openAsUser: Boolean(asUser), balancePaise, astrologer, hasBookings };
}

/** Private keys of the voice notes in the person's consultations (their files go after the commit). */
export async function voiceKeysOf(conn: Conn, userId: number): Promise<string[]> {
  const rows = await conn
    .select({ key: consultationMessages.voiceKey })
    .from(consultationMessages)
    .innerJoin(consultations, eq(consultations.id, consultationMessages.consultationId))
    .where(and(eq(consultations.userId, userId), sql`${consultationMessages.voiceKey} is not null`));
  return rows.map((r) => r.key!);
}

export async function profileImageOf(conn: Conn, userId: number): Promise<string | null> {
  const [row] = await conn.select({ image: userProfiles.profileImage }).from(userProfiles).where(eq(userProfiles.userId, userId));
  return row?.image ?? null;
}

/** Rows that exist only for the person: gone. Sessions go too, which every process hears (migration 0004). */
export async function eraseOwnRows(tx: Tx, userId: number, identifiers: string[]): Promise<void> {
  await tx.delete(userProfiles).where(eq(userProfiles.userId, userId));
  // Orders keep their own snapshot of the address; their address_id is set null by the foreign key.
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(carts).where(eq(carts.userId, userId));
  await tx.delete(userKundlis).where(eq(userKundlis.userId, userId));
  await tx.delete(kundliMatches).where(eq(kundliMatches.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  if (identifiers.length === 0) return;
  await tx.delete(otpCodes).where(inArray(otpCodes.identifier, identifiers));
  await tx.delete(outboxMessages).where(inArray(outboxMessages.to, identifiers));
  const emails = identifiers.filter((v) => v.includes('@'));
  const phones = identifiers.filter((v) => !v.includes('@'));
  // The contact form keeps the e-mail as typed ("Asha@Example.in"): an address is the same whatever its case.
  const byEmail = emails.length
    ? inArray(sql`lower(${contactMessages.email})`, emails.map((e) => e.toLowerCase()))
    : undefined;
  const byPhone = phones.length ? inArray(contactMessages.contactNumber, phones) : undefined;
  await tx.delete(contactMessages).where(or(byEmail, byPhone));
}

/** Consultations stay for the money and the astrologer's history; what was said in them does not. */
export async function blankConsultations(tx: Tx, userId: number): Promise<void> {
  const mine = tx.select({ id: consultations.id }).from(consultations).where(eq(consultations.userId, userId));
  await tx
    .update(consultationMessages)
    .set({
      text: sql`case when ${consultationMessages.voiceKey} is null then ${ERASED.message} else ${ERASED.voiceNote} end`,
      voiceKey: null,
      voiceMime: null,
      voiceBytes: null,
      voiceDurationMs: null,
    })
    .where(inArray(consultationMessages.consultationId, mine));
  // The stars stay in the astrologer's rating; the words, written under the person's name, go.
  await tx.update(consultationReviews).set({ text: '' }).where(eq(consultationReviews.userId, userId));
  // A report they made stays in the moderation record (its reason and outcome), without their words.
  await tx.update(consultationReports).set({ text: '' }).where(eq(consultationReports.reporterId, userId));
}

/**
 * Orders and payment events stay for the tax law's period, without who bought. Issued tax invoices are not touched:
 * the law wants them kept exactly as issued, so they keep their buyer, readable by the admin alone, until their
 * retention ends and the purge takes the buyer off (modules/invoices/invoice-retention.ts).
 */
export async function detachPurchases(tx: Tx, userId: number, identifiers: string[]): Promise<void> {
  await tx.update(orders).set({ userEmail: null, userPhone: null, deliveryAddress: null, deliveryPhone: null }).where(eq(orders.userId, userId));
  // A gateway's webhook payload may carry the payer's e-mail and phone: the events of the person's payments keep
  // their id (so a redelivery is still recognised) but not their payload.
  const orderPayments = await tx
    .select({ id: payments.gatewayOrderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.userId, userId));
  const recharges = await tx.select({ id: walletRecharges.gatewayOrderId }).from(walletRecharges).where(eq(walletRecharges.userId, userId));
  const needles = [...orderPayments, ...recharges].map((r) => r.id).concat(identifiers);
  if (needles.length === 0) return;
  const patterns = needles.map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  await tx
    .update(paymentEvents)
    .set({ payload: sql`'{"erased":"account deleted"}'::jsonb` })
    .where(sql`${paymentEvents.payload}::text like any (${sql.param(patterns)}::text[])`);
}

/**
 * The free question: one not answered yet goes (nobody was paid for it, so its identity mark goes with it); an
 * answered one stays for the astrologer's fee, without the question, the answer or the birth details.
 */
export async function eraseFreeQuestions(tx: Tx, userId: number): Promise<void> {
  await tx.delete(freeQuestions).where(and(eq(freeQuestions.userId, userId), ne(freeQuestions.status, 'answered')));
  await tx
    .update(freeQuestions)
    .set({
      question: ERASED.question,
      answer: ERASED.answer,
      birthName: ERASED.personName,
      birthGender: ERASED.gender,
      birthDate: ERASED.date,
      birthTime: ERASED.time,
      birthPlace: ERASED.place,
    })
    .where(eq(freeQuestions.userId, userId));
}

/**
 * An astrologer's profile stays (payouts, ledger and consultations point at it) as a deleted, nameless one: hidden
 * like an astrologer the admin removed, its published hours gone, its claimed free questions back in the queue.
 */
export async function anonymiseAstrologer(tx: Tx, astroId: number, at: Date): Promise<void> {
  await tx
    .update(astrologers)
    .set({
      name: ERASED.astrologerName,
      about: '',
      profileImage: '',
      dob: ERASED.date,
      gender: ERASED.gender,
      skills: null,
      isVerified: false,
      deletedAt: sql`coalesce(${astrologers.deletedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: at,
    })
    .where(eq(astrologers.id, astroId));
  await tx.delete(astrologerPresence).where(eq(astrologerPresence.astrologerId, astroId));
  await dropHours(tx, astroId);
  await returnClaimsOf(tx, astroId);
}

/** The row stays for every foreign key; the CHECK users_deleted_anonymous holds it to no e-mail, phone or name. */
export async function markDeleted(tx: Tx, userId: number, role: AccountRow['role'], forfeitedPaise: number, at: Date): Promise<void> {
  await tx.update(users).set({ email: null, phone: null, name: null, deletedAt: at, updatedAt: at }).where(eq(users.id, userId));
  await tx.insert(accountDeletions).values({ role, forfeitedPaise, deletedAt: at });
}

/**
 * Which of these public image names no remaining row points at (names are content hashes: another account, a product
 * or an order line may use the same file).
 */
export async function unusedImages(conn: Db, names: string[]): Promise<string[]> {
  const unused: string[] = [];
  for (const name of names) {
    const like = `%/uploads/${name}`;
    const uses = await Promise.all([
      conn.select({ id: userProfiles.id }).from(userProfiles).where(sql`${userProfiles.profileImage} like ${like}`).limit(1),
      conn.select({ id: astrologers.id }).from(astrologers).where(sql`${astrologers.profileImage} like ${like}`).limit(1),
      conn.select({ id: products.id }).from(products).where(sql`${products.image} like ${like}`).limit(1),
      conn.select({ id: orderLines.id }).from(orderLines).where(sql`${orderLines.image} like ${like}`).limit(1),
    ]);
    if (uses.every((rows) => rows.length === 0)) unused.push(name);
  }
  return unused;
}
