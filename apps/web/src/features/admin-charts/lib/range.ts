// The charts' range: the last 30 days to today, in India time, and the contract's refusals of a range by field.
import { chartsQuery } from '@app/contracts/admin-charts';
import { istDay, rangeFieldErrors } from '../../../lib/india-day.ts';

const DAY_MS = 86_400_000;

/** The 30 days to today (both included), India time. */
export function last30DaysInIndia(now: Date = new Date()): { from: string; to: string } {
  return { from: istDay(new Date(now.getTime() - 29 * DAY_MS)), to: istDay(now) };
}

export const rangeErrors = (range: { from: string; to: string }) => rangeFieldErrors(chartsQuery, range);
