// The admin's charts: daily series of a date range (India time) computed as the admin's reports and the invoice
// register count them, and each series as CSV (docs/decisions/admin-charts.md).
import { z } from 'zod';
import { blankToUndefined } from './common.ts';

/** The series a CSV can be asked for, each with its own columns (CHART_CSV_COLUMNS). */
export const CHART_SERIES = ['revenue', 'consultations', 'astrologers', 'commission', 'refunds', 'users'] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

/** The longest range, days (both ends included): a year, as the invoice register's. */
export const CHART_RANGE_MAX_DAYS = 366;

/**
 * The date rules and words are the invoice register's (the same text, so one translation serves both), written again
 * here rather than imported: the invoices' contract would then become a chunk of its own that the shop's and the
 * wallet's pages load, and the entry would list one more file (docs/decisions/admin-charts.md).
 */
export const CHART_MESSAGES = {
  dateFormat: 'Dates must look like YYYY-MM-DD',
  fromRequired: "Choose the 'from' date",
  toRequired: "Choose the 'to' date",
  dateRange: "The 'to' date cannot be before the 'from' date.",
  rangeTooLong: `Choose at most ${CHART_RANGE_MAX_DAYS} days`,
  series: `series must be one of: ${CHART_SERIES.join(', ')}`,
  loadFailed: 'Failed to load the charts. Please try again.',
  downloadFailed: 'Failed to download the CSV. Please try again.',
} as const;

const M = CHART_MESSAGES;

/** A calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const isCalendarDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const day = (required: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (iss) => (iss.input === undefined ? required : M.dateFormat) })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateFormat })
      .refine(isCalendarDay, { error: M.dateFormat }),
  );
/** Days from `from` to `to`, both included. */
const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
const rangeRules = (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.dateRange });
  else if (daysInRange(q.from, q.to) > CHART_RANGE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong });
};

/** GET /api/admin/charts?from=&to=: days in Asia/Kolkata, both included, at most CHART_RANGE_MAX_DAYS. */
export const chartsQuery = z
  .object({ from: day(M.fromRequired), to: day(M.toRequired) })
  .superRefine(rangeRules);
export type ChartsQuery = z.output<typeof chartsQuery>;

/** GET /api/admin/charts.csv?series=&from=&to=: one series of the same range as CSV. */
export const chartsCsvQuery = z
  .object({
    from: day(M.fromRequired),
    to: day(M.toRequired),
    series: z.enum(CHART_SERIES, { error: M.series }),
  })
  .superRefine(rangeRules);
export type ChartsCsvQuery = z.output<typeof chartsCsvQuery>;

/**
 * One India day. Money in rupees (2 decimals, from integer paise). Shop and recharge figures are the invoice
 * register's (by the invoice's date): net is the taxable value, GST is CGST + SGST + IGST, total what the buyer paid.
 * Consultation figures are the chat and call history's (by the interaction's date). Payouts and commission are the
 * payment report's (by the payout's date; commission less what refunds took back from the platform, by the refund's
 * date). Refunds are the consultations' refunds (by the refund's date). New users are the registered users report's
 * (by the profile's date); converted are those of them with a paid consultation before the range ended.
 */
export const chartDay = z.object({
  day: z.string(),
  shop_net: z.number(),
  shop_gst: z.number(),
  shop_total: z.number(),
  recharge_net: z.number(),
  recharge_gst: z.number(),
  recharge_total: z.number(),
  consultation_charges: z.number(),
  sessions: z.number().int(),
  /** Seconds as the history reports them, over 60, to 2 decimals. */
  minutes: z.number(),
  payouts: z.number(),
  commission: z.number(),
  refunds: z.number(),
  refunds_from_astrologers: z.number(),
  refunds_from_platform: z.number(),
  new_users: z.number().int(),
  converted_users: z.number().int(),
});
export type ChartDay = z.infer<typeof chartDay>;

/** The range's sums, from the paise (never a sum of rounded rupees). */
export const chartTotals = chartDay.omit({ day: true });
export type ChartTotals = z.infer<typeof chartTotals>;

export const chartAstrologer = z.object({
  astrologer_id: z.number().int(),
  name: z.string(),
  sessions: z.number().int(),
  minutes: z.number(),
  consultation_charges: z.number(),
});
export type ChartAstrologer = z.infer<typeof chartAstrologer>;

export const chartsResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(chartDay),
  totals: chartTotals,
  /** Astrologers with a session in the range, most minutes first. */
  astrologers: z.array(chartAstrologer),
  /** converted_users / new_users as a percentage with 1 decimal; 0 when nobody signed up. */
  conversion_percent: z.number(),
});
export type ChartsResponse = z.infer<typeof chartsResponse>;

/** Each CSV's columns: the day (or the astrologer) first, then the series' figures as the JSON names them. */
export const CHART_CSV_COLUMNS: Record<ChartSeries, readonly string[]> = {
  revenue: ['day', 'shop_net', 'shop_gst', 'shop_total', 'recharge_net', 'recharge_gst', 'recharge_total', 'consultation_charges'],
  consultations: ['day', 'sessions', 'minutes'],
  astrologers: ['astrologer_id', 'name', 'sessions', 'minutes', 'consultation_charges'],
  commission: ['day', 'commission', 'payouts'],
  refunds: ['day', 'refunds', 'refunds_from_astrologers', 'refunds_from_platform'],
  users: ['day', 'new_users', 'converted_users'],
};

export const chartsPath = (q: { from: string; to: string }) =>
  `/api/admin/charts?from=${encodeURIComponent(q.from)}&to=${encodeURIComponent(q.to)}`;
export const chartsCsvPath = (series: ChartSeries, q: { from: string; to: string }) =>
  `/api/admin/charts.csv?series=${series}&from=${encodeURIComponent(q.from)}&to=${encodeURIComponent(q.to)}`;
export const chartsCsvFileName = (series: ChartSeries, q: { from: string; to: string }) =>
  `${series}-${q.from}-to-${q.to}.csv`;
