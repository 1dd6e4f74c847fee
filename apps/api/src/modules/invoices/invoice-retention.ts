// Issued tax invoices of a deleted account: kept exactly as issued for the period GST law requires, readable only by
// the admin, then purged of the buyer (docs/decisions/tax-invoices.md, "Retention").
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { taxInvoices } from '../../db/schema/index.ts';
import { IST_OFFSET_MS } from '../../lib/india-time.ts';

/** What a purged invoice says instead of its buyer. */
export const PURGED_BUYER = 'Deleted customer';

/**
 * The last day (IST, "YYYY-MM-DD") an invoice of this financial year ("2026-27") is kept as issued. CGST Act s.36 and
 * rule 56: accounts are kept 72 months from the due date of the year's annual return, which is 31 December after
 * the financial year ends. So a year starting in April of Y ends in March Y+1, its return is due on 31 December Y+1,
 * and its invoices are kept to 31 December Y+7.
 */
export function retainedUntil(financialYear: string): string {
  return `${Number(financialYear.slice(0, 4)) + 7}-12-31`;
}

/** The latest financial year's start year whose invoices are past their period at `now`: from 1 January (IST) of Y+8. */
export function lastPurgeableStartYear(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear() - 8;
}

/** An invoice held for the law: its buyer's account is deleted and its buyer has not been purged yet. */
export const retainedForLaw: SQL = sql`(exists (select 1 from users u where u.id = ${taxInvoices.userId} and u.deleted_at is not null)
  and (${taxInvoices.buyerName} <> ${PURGED_BUYER} or ${taxInvoices.buyerContact} is not null or ${taxInvoices.buyerAddress} is not null))`;

/**
 * Purges the buyer (name, contact, address) of every invoice held for the law whose period is over; the number,
 * amounts, lines and place of supply stay for the totals. Answers how many were purged; running it again changes
 * nothing.
 */
export async function purgeExpiredInvoices(db: Db, now: Date): Promise<number> {
  const purged = await db
    .update(taxInvoices)
    .set({ buyerName: PURGED_BUYER, buyerContact: null, buyerAddress: null })
    .where(sql`${retainedForLaw} and split_part(${taxInvoices.financialYear}, '-', 1)::int <= ${lastPurgeableStartYear(now)}`)
    .returning({ id: taxInvoices.id });
  return purged.length;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the purge when the process starts and then once a day (every process does; the update is idempotent). A failure
 * is logged and tried again the next day.
 */
export function startInvoicePurge(ctx: Pick<AppContext, 'db' | 'now'>, log: { error(obj: object, msg: string): void }) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpiredInvoices(ctx.db, ctx.now()).then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'the purge of invoices past their retention failed'),
    );
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
