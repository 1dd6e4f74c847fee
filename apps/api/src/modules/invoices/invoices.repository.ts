// SQL that reads issued tax invoices: the buyer's own, one by id, the admin's pages and the register of a date range.
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxInvoices } from '../../db/schema/index.ts';
import { retainedForLaw } from './invoice-retention.ts';

export type InvoiceRow = typeof taxInvoices.$inferSelect;

/** Everything but the seller, the address and the lines: what a list shows. */
const summaryColumns = {
  id: taxInvoices.id,
  number: taxInvoices.number,
  kind: taxInvoices.kind,
  orderId: taxInvoices.orderId,
  rechargeId: taxInvoices.rechargeId,
  userId: taxInvoices.userId,
  issuedAt: taxInvoices.issuedAt,
  financialYear: taxInvoices.financialYear,
  buyerName: taxInvoices.buyerName,
  buyerContact: taxInvoices.buyerContact,
  placeOfSupply: taxInvoices.placeOfSupply,
  interState: taxInvoices.interState,
  taxablePaise: taxInvoices.taxablePaise,
  cgstPaise: taxInvoices.cgstPaise,
  sgstPaise: taxInvoices.sgstPaise,
  igstPaise: taxInvoices.igstPaise,
  totalPaise: taxInvoices.totalPaise,
  /** Kept for the law after its buyer's account was deleted (invoice-retention.ts). */
  retained: sql<boolean>`${retainedForLaw}`,
};

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.id, id));
  return row ?? null;
}

export type InvoiceSummaryRow = Awaited<ReturnType<typeof invoicesPage>>[number];

/** One page of the buyer's invoices, newest first (the user index serves it). */
export async function userInvoicesPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select(summaryColumns)
    .from(taxInvoices)
    .where(eq(taxInvoices.userId, userId))
    .orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.id))
    .limit(limit)
    .offset(offset);
}

export async function countUserInvoices(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taxInvoices).where(eq(taxInvoices.userId, userId));
  return Number(row?.n ?? 0);
}

/** Issued from `from` (included) to `to` (excluded); either may be open. */
const issuedBetween = (from: Date | undefined, to: Date | undefined): SQL | undefined =>
  and(from ? gte(taxInvoices.issuedAt, from) : undefined, to ? lt(taxInvoices.issuedAt, to) : undefined);

export async function invoicesPage(db: Db, range: { from?: Date; to?: Date }, limit: number, offset: number) {
  return db
    .select(summaryColumns)
    .from(taxInvoices)
    .where(issuedBetween(range.from, range.to))
    .orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.id))
    .limit(limit)
    .offset(offset);
}

export async function countInvoices(db: Db, range: { from?: Date; to?: Date }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taxInvoices).where(issuedBetween(range.from, range.to));
  return Number(row?.n ?? 0);
}

/**
 * The register: every invoice of the range in number order (at most a year, a few thousand rows). Not by issued_at:
 * the time is taken before the series row is locked, so a payment that waited there may carry an earlier time than
 * the number before it.
 */
export async function registerRows(db: Db, from: Date, to: Date) {
  return db
    .select(summaryColumns)
    .from(taxInvoices)
    .where(issuedBetween(from, to))
    .orderBy(asc(taxInvoices.financialYear), asc(taxInvoices.sequence));
}
