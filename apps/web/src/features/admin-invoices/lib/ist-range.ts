// The admin's default invoice range: this month so far, in India time, and the register's refusals of a range.
import { invoiceRegisterQuery } from '@app/contracts/invoices';
import { istDay, rangeFieldErrors } from '../../../lib/india-day.ts';

/** From the 1st of this month to today, India time. */
export function thisMonthInIndia(now: Date = new Date()): { from: string; to: string } {
  const today = istDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The contract's refusals of a range, by field (the register's rules: both days, in order, at most a year). */
export const rangeErrors = (range: { from: string; to: string }) => rangeFieldErrors(invoiceRegisterQuery, range);
