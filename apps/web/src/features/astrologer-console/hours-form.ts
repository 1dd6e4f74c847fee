// The hours editor's state and its conversions: the document the API reads and writes, the rows the form edits (each
// with a key for React), and the refusals of the shared schema as field messages keyed like the server's.
import { addDays, EXCEPTION_DAYS_AHEAD, hoursBody, type HoursDocument } from '@app/contracts/hours';

export interface RangeRow {
  key: number;
  start: string;
  /** As the time input shows it: "00:00" as an end is midnight, the end of the day ("24:00" on the wire). */
  end: string;
}

export interface ExceptionRow {
  key: number;
  date: string;
  ranges: RangeRow[];
}

export interface HoursForm {
  /** Sunday first, as the wire has it. */
  weekly: RangeRow[][];
  exceptions: ExceptionRow[];
  /** As typed: "" is not offered. */
  prices: { call: string; video: string };
}

let nextKey = 1;
const key = () => nextKey++;

/** A time input cannot show 24:00: the end of the day is shown as 00:00, which no range could otherwise end at. */
const endShown = (end: string) => (end === '24:00' ? '00:00' : end);
const endSent = (end: string) => (end === '00:00' ? '24:00' : end);

const rowsOf = (ranges: readonly { start: string; end: string }[]): RangeRow[] =>
  ranges.map((r) => ({ key: key(), start: r.start, end: endShown(r.end) }));

export function toForm(doc: HoursDocument): HoursForm {
  return {
    weekly: Array.from({ length: 7 }, (_, d) => rowsOf(doc.weekly[d] ?? [])),
    exceptions: doc.exceptions.map((e) => ({ key: key(), date: e.date, ranges: rowsOf(e.ranges) })),
    prices: { call: doc.prices.call === null ? '' : String(doc.prices.call), video: doc.prices.video === null ? '' : String(doc.prices.video) },
  };
}

const rangesSent = (rows: readonly RangeRow[]) => rows.map((r) => ({ start: r.start, end: endSent(r.end) }));

/** The body as the form holds it; prices stay text for the schema to read (it refuses what is not a price). */
export function toBody(form: HoursForm) {
  return {
    weekly: form.weekly.map(rangesSent),
    exceptions: form.exceptions.map((e) => ({ date: e.date, ranges: rangesSent(e.ranges) })),
    prices: { call: form.prices.call.trim(), video: form.prices.video.trim() },
  };
}

/**
 * The body checked by the API's own schema: the document to send, or the refusals keyed by field as the server keys
 * them ("weekly.1.0.end"), the first for each field.
 */
export function checkForm(form: HoursForm): { body: HoursDocument } | { errors: Record<string, string> } {
  const parsed = hoursBody.safeParse(toBody(form));
  if (parsed.success) return { body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}

export const newRange = (): RangeRow => ({ key: key(), start: '10:00', end: '13:00' });

/** A new exception: the first date from tomorrow (India) that has none yet, a day off. */
export function newException(existing: readonly ExceptionRow[], today: string): ExceptionRow {
  const taken = new Set(existing.map((e) => e.date));
  let date = today;
  for (let d = 1; d <= EXCEPTION_DAYS_AHEAD; d++) {
    date = addDays(today, d);
    if (!taken.has(date)) break;
  }
  return { key: key(), date, ranges: [] };
}

/** Today's date in India (YYYY-MM-DD), whatever the browser's zone. */
export const indiaToday = (now = Date.now()) => new Date(now + 330 * 60_000).toISOString().slice(0, 10);

/** The messages of one field and of the fields under it ("weekly.1" has "weekly.1.0.end"), in order, once each. */
export function errorsUnder(errors: Record<string, string>, prefix: string): string[] {
  const found = Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .map(([, message]) => message);
  return [...new Set(found)];
}
