// Date filtering of chat and call history by calendar day in India time (Asia/Kolkata, UTC+5:30).
import { REPORT_MESSAGES } from '@app/contracts/admin-reports';
import { istDay } from '../../../lib/india-day.ts';
import { messageNow } from '../../../lib/message-words.ts';

/** An error message when the range is backwards, else null. Dates are YYYY-MM-DD, so text order is date order. */
export function dateRangeError(from: string, to: string): string | null {
  return from && to && to < from ? messageNow(REPORT_MESSAGES.dateRange) : null;
}

/**
 * Keeps the rows whose India day is `from` (single date), or within from..to inclusive (range).
 * Only `to` set means everything up to that day; nothing set keeps all rows.
 */
export function filterByIstDay<T>(rows: readonly T[], dateOf: (row: T) => string, from: string, to: string): T[] {
  if (!from && !to) return [...rows];
  return rows.filter((row) => {
    const day = istDay(dateOf(row));
    if (!day) return false;
    if (from && !to) return day === from;
    if (from && day < from) return false;
    if (to && day > to) return false;
    return true;
  });
}
