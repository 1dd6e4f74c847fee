// SQL of the admin's charts: sums by India day over [from, to) of the tables the admin's reports and the invoice
// register read, with the same rows counted (docs/decisions/admin-charts.md). Amounts stay integer paise here.
import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  astrologers,
  consultationRefunds,
  interactions,
  payouts,
  taxInvoices,
  userProfiles,
  users,
} from '../../db/schema/index.ts';

export interface Range {
  from: Date;
  to: Date;
}

/**
 * The India calendar day of an instant, "YYYY-MM-DD". Written without bound parameters, so the same text in the
 * select list and in GROUP BY is the same expression to PostgreSQL.
 */
const istDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
const between = (column: AnyPgColumn, r: Range): SQL => and(gte(column, r.from), lt(column, r.to))!;
const sumOf = (expr: SQL | AnyPgColumn) => sql<string>`coalesce(sum(${expr}), 0)`.mapWith(Number);

/** The invoice register's rows of the range (as /api/admin/invoices and register.csv select them), by day and kind. */
export async function invoicesByDay(db: Db, r: Range) {
  const day = istDay(taxInvoices.issuedAt);
  return db
    .select({
      day,
      kind: taxInvoices.kind,
      taxablePaise: sumOf(taxInvoices.taxablePaise),
      gstPaise: sumOf(sql`${taxInvoices.cgstPaise} + ${taxInvoices.sgstPaise} + ${taxInvoices.igstPaise}`),
      totalPaise: sumOf(taxInvoices.totalPaise),
    })
    .from(taxInvoices)
    .where(between(taxInvoices.issuedAt, r))
    .groupBy(day, taxInvoices.kind);
}

/**
 * The chat and call history's rows of the range (/api/get-all-interaction joins the user and the astrologer, so the
 * same joins here), by day.
 */
export async function interactionsByDay(db: Db, r: Range) {
  const day = istDay(interactions.createdAt);
  return db
    .select({
      day,
      sessions: count(),
      seconds: sumOf(interactions.durationSeconds),
      paidPaise: sumOf(interactions.paidAmountPaise),
    })
    .from(interactions)
    .innerJoin(users, eq(users.id, interactions.userId))
    .innerJoin(astrologers, eq(astrologers.id, interactions.astrologerId))
    .where(between(interactions.createdAt, r))
    .groupBy(day);
}

/** The same rows by astrologer, most time first. */
export async function interactionsByAstrologer(db: Db, r: Range) {
  const seconds = sumOf(interactions.durationSeconds);
  return db
    .select({
      astrologerId: astrologers.id,
      name: astrologers.name,
      sessions: count(),
      seconds,
      paidPaise: sumOf(interactions.paidAmountPaise),
    })
    .from(interactions)
    .innerJoin(users, eq(users.id, interactions.userId))
    .innerJoin(astrologers, eq(astrologers.id, interactions.astrologerId))
    .where(between(interactions.createdAt, r))
    .groupBy(astrologers.id, astrologers.name)
    .orderBy(desc(sql`sum(${interactions.durationSeconds})`), asc(astrologers.id));
}

/** Payouts as the payment report sums them: paid to the astrologer, and the platform's commission kept. */
export async function payoutsByDay(db: Db, r: Range) {
  const day = istDay(payouts.createdAt);
  return db
    .select({ day, payablePaise: sumOf(payouts.payablePaise), platformPaise: sumOf(payouts.platformPaise) })
    .from(payouts)
    .where(between(payouts.createdAt, r))
    .groupBy(day);
}

/** Consultations' refunds, with who bore them (the astrologer's wallet, the platform). */
export async function refundsByDay(db: Db, r: Range) {
  const day = istDay(consultationRefunds.createdAt);
  return db
    .select({
      day,
      amountPaise: sumOf(consultationRefunds.amountPaise),
      fromAstrologerPaise: sumOf(consultationRefunds.fromAstrologerPaise),
      fromPlatformPaise: sumOf(consultationRefunds.fromPlatformPaise),
    })
    .from(consultationRefunds)
    .where(between(consultationRefunds.createdAt, r))
    .groupBy(day);
}

/**
 * The registered users report's rows (a profile with its account) created in the range, by day; converted: those
 * whose user had a paid session in the history before the range ended.
 */
export async function signupsByDay(db: Db, r: Range) {
  const day = istDay(userProfiles.createdAt);
  const paidSession = sql`exists (select 1 from ${interactions} where ${interactions.userId} = ${userProfiles.userId} and ${gt(interactions.paidAmountPaise, 0)} and ${lt(interactions.createdAt, r.to)})`;
  return db
    .select({
      day,
      users: count(),
      converted: sql<string>`count(*) filter (where ${paidSession})`.mapWith(Number),
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(between(userProfiles.createdAt, r))
    .groupBy(day);
}
