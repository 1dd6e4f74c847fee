// The charts' range: the last 30 days to today, in India time (Asia/Kolkata, UTC+5:30, no daylight saving), and the
// contract's refusals of a range by field.
import { chartsQuery } from '@app/contracts/admin-charts';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** The India calendar day of an instant, YYYY-MM-DD. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The 30 days to today (both included), India time. */
export function last30DaysInIndia(now: Date = new Date()): { from: string; to: string } {
  return { from: istDay(new Date(now.getTime() - 29 * DAY_MS)), to: istDay(now) };
}

export function rangeErrors(range: { from: string; to: string }): { from?: string; to?: string } {
  const checked = chartsQuery.safeParse(range);
  if (checked.success) return {};
  const errors: { from?: string; to?: string } = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
