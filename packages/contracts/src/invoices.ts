// GST tax invoices: the summary every list shows, the PDF and register paths, the admin's date-range queries and the messages.
import { z } from 'zod';
import { blankToUndefined, idParam, intLike, PAGE_INVALID, pageLike } from './common.ts';
import { paginationSchema } from './admin-reports.ts';

export const INVOICE_KINDS = ['order', 'recharge'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The longest date range the admin's list and register take, days (both ends included). */
export const INVOICE_RANGE_MAX_DAYS = 366;
export const INVOICE_PAGE_SIZE = 20;
export const INVOICE_LIMIT_MAX = 100;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  noInvoices: 'No invoices yet',
  noInvoicesHint: 'A tax invoice is issued for every paid order and wallet recharge',
  loadFailed: 'Failed to load your invoices. Please try again.',
  downloadFailed: 'Failed to download the invoice. Please try again.',
  download: 'Download invoice',
  registerDownload: 'Download register (CSV)',
  /** Under the buyer of an invoice kept for the law after the account's deletion; `day` as the page writes dates. */
  retainedUntil: (day: string) => `Account deleted. Kept as issued, as GST law requires, until ${day}; then the buyer is purged.`,
  dateFormat: 'Dates must look like YYYY-MM-DD',
  fromRequired: "Choose the 'from' date",
  toRequired: "Choose the 'to' date",
  dateRange: "The 'to' date cannot be before the 'from' date.",
  rangeTooLong: `Choose at most ${INVOICE_RANGE_MAX_DAYS} days`,
  page: PAGE_INVALID,
  limit: `limit must be a whole number from 1 to ${INVOICE_LIMIT_MAX}`,
} as const;
const M = INVOICE_MESSAGES;

/** One issued invoice as the lists show it; amounts in rupees (2 decimals), `issued_at` an ISO instant. */
export const invoiceSummary = z.object({
  invoice_id: z.number().int(),
  /** e.g. "INV/2026-27/000042": the prefix, the financial year (April to March) and the gap-free sequence. */
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** Exactly one of order_id and recharge_id is set, as `kind` says. */
  order_id: z.number().int().nullable(),
  recharge_id: z.number().int().nullable(),
  user_id: z.number().int(),
  issued_at: z.string(),
  financial_year: z.string(),
  buyer_name: z.string(),
  buyer_contact: z.string().nullable(),
  /** The state the supply is made to; the seller's own state means CGST + SGST, any other IGST. */
  place_of_supply: z.string(),
  inter_state: z.boolean(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** What the buyer paid: the order's total, or the recharge with its GST. */
  total: z.number(),
  /**
   * Set when the buyer's account is deleted: the invoice is kept exactly as issued, as GST law requires, until the end
   * of this day ("YYYY-MM-DD", IST), and then its buyer is purged. Null otherwise.
   */
  retained_until: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceIdParam = idParam('invoice_id', 'invoice_id must be a positive whole number');

const page = z.preprocess(blankToUndefined, pageLike(M.page).default(1));
const limit = z.preprocess(
  blankToUndefined,
  intLike(M.limit)
    .pipe(z.number().int().min(1, { error: M.limit }).max(INVOICE_LIMIT_MAX, { error: M.limit }))
    .default(INVOICE_PAGE_SIZE),
);

/** GET /api/invoices: the caller's invoices, newest first. */
export const myInvoicesQuery = z.object({ page, limit });
export const myInvoicesResponse = z.object({
  invoices: z.array(invoiceSummary),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
});
export type MyInvoicesResponse = z.infer<typeof myInvoicesResponse>;

/** A calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const isCalendarDay = (s: string) => {
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
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
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const rangeRules = <T extends { from?: string | undefined; to?: string | undefined }>(
  q: T,
  ctx: z.RefinementCtx,
) => {
  if (!q.from || !q.to) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.dateRange });
  else if (daysInRange(q.from, q.to) > INVOICE_RANGE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong });
};

/**
 * GET /api/admin/invoices/register.csv?from=&to=: days in Asia/Kolkata, both included, at most
 * INVOICE_RANGE_MAX_DAYS. One CSV row per invoice issued in the range, oldest first.
 */
export const invoiceRegisterQuery = z
  .object({ from: day(M.fromRequired), to: day(M.toRequired) })
  .superRefine(rangeRules);
export type InvoiceRegisterQuery = z.output<typeof invoiceRegisterQuery>;

/** GET /api/admin/invoices?from=&to=&page=&limit=: every invoice, newest first; the dates are optional, with the same rules. */
export const adminInvoicesQuery = z
  .object({ from: day(M.fromRequired).optional(), to: day(M.toRequired).optional(), page, limit })
  .superRefine(rangeRules);
export type AdminInvoicesQuery = z.output<typeof adminInvoicesQuery>;
export const adminInvoicesResponse = z.object({
  invoices: z.array(invoiceSummary),
  pagination: paginationSchema,
});
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponse>;

/** The register's header row, in column order; amounts are rupees with 2 decimals, the date is Asia/Kolkata. */
export const INVOICE_REGISTER_COLUMNS = [
  'Invoice number',
  'Date (IST)',
  'Kind',
  'Buyer',
  'Buyer contact',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Order id',
  'Recharge id',
] as const;

/** Paths the web app downloads from (with the session's accessToken header, as every API call). */
export const invoicePdfPath = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`;
export const adminInvoicePdfPath = (invoiceId: number) => `/api/admin/invoices/${invoiceId}/pdf`;
export const invoiceRegisterPath = (q: { from: string; to: string }) =>
  `/api/admin/invoices/register.csv?from=${encodeURIComponent(q.from)}&to=${encodeURIComponent(q.to)}`;

/** The file name a download is saved as: "INV-2026-27-000042.pdf". */
export const invoiceFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
export const invoiceRegisterFileName = (q: { from: string; to: string }) =>
  `invoices-${q.from}-to-${q.to}.csv`;
