// The data download's SQL: every row the product holds about one account, read only through that account's id.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  astrologers,
  cartLines,
  carts,
  consultationMessages,
  consultationReviews,
  consultations,
  freeQuestions,
  orderLines,
  orders,
  payouts,
  products,
  pushSubscriptions,
  taxInvoices,
  userKundlis,
  kundliMatches,
  userProfiles,
  users,
  walletRecharges,
} from '../../db/schema/index.ts';
import * as money from '../money/money.service.ts';

export async function accountRows(db: Db, userId: number) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const [kundli] = await db.select().from(userKundlis).where(eq(userKundlis.userId, userId));
  const matches = await db.select().from(kundliMatches).where(eq(kundliMatches.userId, userId)).orderBy(asc(kundliMatches.id));
  return { account, profile, kundli, matches, balancePaise: await money.userBalance(db, userId) };
}

export async function shopRows(db: Db, userId: number) {
  const [addressRows, cart, orderRows, invoices] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    db
      .select({ productId: cartLines.productId, name: products.name, quantity: cartLines.quantity, addedAt: cartLines.createdAt })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartLines.id)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
    db.select().from(taxInvoices).where(eq(taxInvoices.userId, userId)).orderBy(asc(taxInvoices.id)),
  ]);
  const ids = orderRows.map((o) => o.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [];
  return { addresses: addressRows, cart, orders: orderRows, lines, invoices };
}

export async function walletRows(db: Db, userId: number) {
  const [entries, recharges] = await Promise.all([
    money.userEntriesForExport(db, userId),
    db.select().from(walletRecharges).where(eq(walletRecharges.userId, userId)).orderBy(asc(walletRecharges.id)),
  ]);
  return { entries, recharges };
}

export async function consultationRows(db: Db, userId: number) {
  const sessions = await db
    .select({ c: consultations, astroName: astrologers.name })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .where(eq(consultations.userId, userId))
    .orderBy(asc(consultations.id));
  const ids = sessions.map((s) => s.c.id);
  const [messages, reviews] = await Promise.all([
    ids.length
      ? db.select().from(consultationMessages).where(inArray(consultationMessages.consultationId, ids)).orderBy(asc(consultationMessages.id))
      : Promise.resolve([]),
    db.select().from(consultationReviews).where(eq(consultationReviews.userId, userId)).orderBy(asc(consultationReviews.consultationId)),
  ]);
  return { sessions, messages, reviews };
}

export async function questionRows(db: Db, userId: number) {
  return db.select().from(freeQuestions).where(eq(freeQuestions.userId, userId)).orderBy(asc(freeQuestions.id));
}

export async function pushRows(db: Db, userId: number) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, lastSentAt: pushSubscriptions.lastSentAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

/** The account's astrologer profile with its wallet's ledger and payouts; null for a user. */
export async function astrologerRows(db: Db, userId: number) {
  const [astro] = await db.select().from(astrologers).where(eq(astrologers.userId, userId));
  if (!astro) return null;
  const [ledger, paid] = await Promise.all([
    money.astrologerLedgerForExport(db, astro.id),
    db.select().from(payouts).where(eq(payouts.astrologerId, astro.id)).orderBy(asc(payouts.id)),
  ]);
  return { astro, ledger, payouts: paid };
}
