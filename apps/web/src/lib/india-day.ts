// India's calendar days (Asia/Kolkata, UTC+5:30, no daylight saving) for the admin's date ranges, and a range's
// refusals by field as its contract words them.
import type { z } from 'zod';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The India calendar day of an instant as YYYY-MM-DD (18:40Z is already the next day in India); '' for no date. */
export function istDay(value: string | Date): string {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The contract's refusals of a from/to range, the first for each field. */
export function rangeFieldErrors(schema: z.ZodType, range: { from: string; to: string }): { from?: string; to?: string } {
  const checked = schema.safeParse(range);
  if (checked.success) return {};
  const errors: { from?: string; to?: string } = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
