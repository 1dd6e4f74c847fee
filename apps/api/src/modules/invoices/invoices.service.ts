// Tax invoices as their readers get them: the buyer's list, a PDF for its owner or the admin, the admin's list and register.
import type { Locale } from '@app/contracts/i18n';
import {
  INVOICE_MESSAGES,
  INVOICE_REGISTER_COLUMNS,
  invoiceFileName,
  invoiceRegisterFileName,
  type AdminInvoicesQuery,
  type AdminInvoicesResponse,
  type InvoiceRegisterQuery,
  type InvoiceSummary,
  type MyInvoicesResponse,
} from '@app/contracts/invoices';
import { paiseToRupees } from '@app/contracts/common';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { istDays } from '../../lib/india-time.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { toCsv } from './invoice-csv.ts';
import { istDateTime } from './invoice-numbering.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { retainedUntil } from './invoice-retention.ts';
import * as repo from './invoices.repository.ts';

/** "1499.00": two decimals from integer paise, no floating point. */
const rupeesCell = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

function summary(r: repo.InvoiceSummaryRow): InvoiceSummary {
  return {
    invoice_id: r.id,
    number: r.number,
    kind: r.kind,
    order_id: r.orderId,
    recharge_id: r.rechargeId,
    user_id: r.userId,
    issued_at: r.issuedAt.toISOString(),
    financial_year: r.financialYear,
    buyer_name: r.buyerName,
    buyer_contact: r.buyerContact,
    place_of_supply: r.placeOfSupply,
    inter_state: r.interState,
    taxable: paiseToRupees(r.taxablePaise),
    cgst: paiseToRupees(r.cgstPaise),
    sgst: paiseToRupees(r.sgstPaise),
    igst: paiseToRupees(r.igstPaise),
    total: paiseToRupees(r.totalPaise),
    retained_until: r.retained ? retainedUntil(r.financialYear) : null,
  };
}

export async function myInvoices(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<MyInvoicesResponse> {
  const [total, rows] = await Promise.all([
    repo.countUserInvoices(db, userId),
    repo.userInvoicesPage(db, userId, limit, (page - 1) * limit),
  ]);
  return { invoices: rows.map(summary), page, total_pages: Math.max(1, Math.ceil(total / limit)), total };
}

/** The PDF of an invoice for its buyer or the admin; anyone else is told it does not exist, as for a wrong id. */
export async function invoicePdf(db: Db, caller: SessionUser, invoiceId: number, locale: Locale = 'en') {
  const invoice = await repo.findInvoice(db, invoiceId);
  if (!invoice || (invoice.userId !== caller.id && caller.role !== 'admin'))
    throw notFound('invoice_not_found', INVOICE_MESSAGES.notFound);
  return {
    pdf: await renderInvoicePdf(invoice, locale),
    disposition: `attachment; filename="${invoiceFileName(invoice.number)}"`,
  };
}

export async function adminInvoices(db: Db, query: AdminInvoicesQuery): Promise<AdminInvoicesResponse> {
  const range = istDays(query.from, query.to);
  const [total, rows] = await Promise.all([
    repo.countInvoices(db, range),
    repo.invoicesPage(db, range, query.limit, (query.page - 1) * query.limit),
  ]);
  return {
    invoices: rows.map(summary),
    pagination: {
      currentPage: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      totalRecords: total,
      limit: query.limit,
    },
  };
}

/** One row per invoice issued in the range, in number order: what an accountant files the GST return from. */
export async function invoiceRegister(db: Db, query: InvoiceRegisterQuery) {
  const range = istDays(query.from, query.to);
  const rows = await repo.registerRows(db, range.from!, range.to!);
  const csv = toCsv(
    INVOICE_REGISTER_COLUMNS,
    rows.map((r) => [
      r.number,
      istDateTime(r.issuedAt),
      r.kind,
      r.buyerName,
      r.buyerContact,
      r.placeOfSupply,
      rupeesCell(r.taxablePaise),
      rupeesCell(r.cgstPaise),
      rupeesCell(r.sgstPaise),
      rupeesCell(r.igstPaise),
      rupeesCell(r.totalPaise),
      r.orderId,
      r.rechargeId,
    ]),
  );
  return { csv, disposition: `attachment; filename="${invoiceRegisterFileName(query)}"` };
}

// What the payments' settlements and the demo seed use: the invoice issued in the settlement's transaction, and the
// seller's settings it is numbered and addressed with.
export { issueOrderInvoice, issueRechargeInvoice, orderInvoiceCtes, refreshOrderInvoiceBuyer } from './invoice-issue.ts';
export { invoiceSettings, seedInvoiceSettings, type InvoiceConfig, type InvoiceSettings } from './invoice-numbering.ts';
// The admin's charts write their CSVs with the register's quoting and formula defusing.
export { toCsv, type Cell } from './invoice-csv.ts';
