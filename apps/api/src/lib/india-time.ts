// India's clock (Asia/Kolkata, UTC+05:30 all year, no daylight saving): where its days start, for the admin's
// date-range filters, and the offset the invoices write their dates and financial year with.

export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant a day starts in Asia/Kolkata: "2026-04-01" -> 2026-03-31T18:30:00Z. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/**
 * Days in Asia/Kolkata, both included: from the first day's start (included) to the start of the day after the last
 * (excluded). Either end may be left open.
 */
export function istDays(from: string | undefined, to: string | undefined): { from: Date | undefined; to: Date | undefined } {
  return {
    from: from ? istDayStart(from) : undefined,
    to: to ? new Date(istDayStart(to).getTime() + DAY_MS) : undefined,
  };
}
