// The admin's default invoice range: this month so far, in India time (Asia/Kolkata, UTC+5:30, no daylight saving).
import { invoiceRegisterQuery } from '@app/contracts/invoices';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The India calendar day of an instant, YYYY-MM-DD. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** From the 1st of this month to today, India time. */
export function thisMonthInIndia(now: Date = new Date()): { from: string; to: string } {
  const today = istDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The contract's refusals of a range, by field (the register's rules: both days, in order, at most a year). */
export function rangeErrors(range: { from: string; to: string }): { from?: string; to?: string } {
  const checked = invoiceRegisterQuery.safeParse(range);
  if (checked.success) return {};
  const errors: { from?: string; to?: string } = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
