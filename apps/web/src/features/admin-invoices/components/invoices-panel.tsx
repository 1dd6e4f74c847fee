// Invoices: every GST tax invoice issued in a date range (this month in India time to begin with), each with its PDF,
// and the range's register as a CSV for the accountant. A table on wide screens, cards on phones.
import {
  INVOICE_MESSAGES,
  adminInvoicePdfPath,
  invoiceRegisterFileName,
  invoiceRegisterPath,
  type InvoiceSummary,
} from '@app/contracts/invoices';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { InvoiceDownload } from '../../../components/invoice-download.tsx';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { DayRangeFields } from '../../../components/ui/day-range-fields.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { formatDateShort, formatMediumDateTime, formatRupees } from '../../../lib/format.ts';
import { useAdminInvoices, type InvoiceRange } from '../api/get-invoices.ts';
import { rangeErrors, thisMonthInIndia } from '../lib/ist-range.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

const issued = (invoice: InvoiceSummary) => formatMediumDateTime(invoice.issued_at);
const gst = (invoice: InvoiceSummary) => formatRupees(invoice.cgst + invoice.sgst + invoice.igst);
const forWhat = (invoice: InvoiceSummary) =>
  invoice.kind === 'order'
    ? tNow('admin:auto2.invoicesPanel.order', { id: invoice.order_id ?? '' })
    : tNow('admin:auto2.invoicesPanel.recharge', { id: invoice.recharge_id ?? '' });

/** An invoice kept for the law after its buyer's account was deleted says until when. */
function Retained({ invoice }: { invoice: InvoiceSummary }) {
  if (!invoice.retained_until) return null;
  return (
    <span className="block text-xs text-night-700">
      {messageNow(INVOICE_MESSAGES.retainedUntil(formatDateShort(invoice.retained_until)))}
    </span>
  );
}

/** The table's column headings, in the language shown. */
const headings = () => [
  tNow('admin:auto2.invoicesPanel.col.invoice'),
  tNow('admin:auto2.invoicesPanel.col.issued'),
  tNow('admin:auto2.invoicesPanel.col.for'),
  tNow('admin:auto2.invoicesPanel.col.buyer'),
  tNow('admin:auto2.invoicesPanel.col.placeOfSupply'),
  tNow('admin:auto2.invoicesPanel.col.taxable'),
  tNow('admin:auto2.invoicesPanel.col.gst'),
  tNow('admin:auto2.invoicesPanel.col.total'),
  '',
];

function Pdf({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <InvoiceDownload
      invoiceId={invoice.invoice_id}
      invoiceNumber={invoice.number}
      path={adminInvoicePdfPath(invoice.invoice_id)}
      label={tNow('admin:auto.invoicesPanel.pdf')}
    />
  );
}

export function InvoicesPanel() {
  const [range, setRange] = useState<InvoiceRange>(() => thisMonthInIndia());
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const errors = rangeErrors(range);
  const valid = !errors.from && !errors.to;
  const list = useAdminInvoices(range, page, valid);
  useLogError(list.error, 'Fetching invoices');
  const data = valid ? list.data : undefined;

  const setDay = (field: keyof InvoiceRange, day: string) => {
    setRange((current) => ({ ...current, [field]: day }));
    setPage(1);
  };

  const downloadRegister = async () => {
    setDownloading(true);
    try {
      await downloadFile(invoiceRegisterPath(range), invoiceRegisterFileName(range));
    } catch (error) {
      toast.error(messageOf(error, messageNow(INVOICE_MESSAGES.downloadFailed)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <DayRangeFields
          range={range}
          errors={errors}
          labels={{ from: tNow('admin:auto.invoicesPanel.from'), to: tNow('admin:auto.invoicesPanel.to') }}
          onChange={setDay}
        />
        <Button
          variant="outline"
          onClick={() => void downloadRegister()}
          loading={downloading}
          disabled={!valid}
        >
          {!downloading && <FileSpreadsheet className="size-4" aria-hidden="true" />}
          {messageNow(INVOICE_MESSAGES.registerDownload)}
        </Button>
        {data && (
          <p className="ml-auto text-sm text-night-700" aria-live="polite">
            {data.pagination.totalRecords} invoice(s)
          </p>
        )}
      </div>
      {!valid ? null : list.isPending ? (
        <Skeleton className="h-48" />
      ) : !data ? (
        <PanelMessage tone="error">{messageOf(list.error, tNow('admin:auto2.invoicesPanel.couldNotLoadTheInvoices'))}</PanelMessage>
      ) : data.invoices.length === 0 ? (
        <PanelMessage>{tNow('admin:auto.invoicesPanel.noInvoicesInTheseDays')}</PanelMessage>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60')}>
          <div className="hidden md:block">
            <TableScroll label={tNow('admin:auto.invoicesPanel.invoicesTable')}>
              <table className="w-full">
                <thead>
                  <tr>
                    {headings().map((h, i) => (
                      <th key={h || i} scope="col" className={thClass}>
                        {h || <span className="sr-only">{tNow('admin:auto.invoicesPanel.pdf')}</span>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.invoices.map((invoice) => (
                    <tr key={invoice.invoice_id}>
                      <td className={cn(tdClass, 'font-semibold')}>{invoice.number}</td>
                      <td className={tdClass}>{issued(invoice)}</td>
                      <td className={tdClass}>{forWhat(invoice)}</td>
                      <td className={tdClass}>
                        {invoice.buyer_name}
                        <Retained invoice={invoice} />
                      </td>
                      <td className={tdClass}>{invoice.place_of_supply}</td>
                      <td className={tdClass}>{formatRupees(invoice.taxable)}</td>
                      <td className={tdClass}>
                        {gst(invoice)}
                        <span className="block text-xs text-night-700">
                          {invoice.inter_state ? 'IGST' : 'CGST + SGST'}
                        </span>
                      </td>
                      <td className={cn(tdClass, 'font-semibold')}>{formatRupees(invoice.total)}</td>
                      <td className={tdClass}>
                        <Pdf invoice={invoice} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label={tNow('admin:auto.invoicesPanel.invoicesList')}>
            {data.invoices.map((invoice) => (
              <li key={invoice.invoice_id} className="rounded-xl border border-night-100 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold break-all text-night-950">{invoice.number}</p>
                  <span className="text-xs text-night-700">{issued(invoice)}</span>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-night-700">{tNow('admin:auto.invoicesPanel.for')}</dt>
                  <dd className="text-night-950">{forWhat(invoice)}</dd>
                  <dt className="text-night-700">{tNow('admin:auto.invoicesPanel.buyer')}</dt>
                  <dd className="break-words text-night-950">
                    {invoice.buyer_name}
                    <Retained invoice={invoice} />
                  </dd>
                  <dt className="text-night-700">{tNow('admin:auto.invoicesPanel.placeOfSupply')}</dt>
                  <dd className="text-night-950">{invoice.place_of_supply}</dd>
                  <dt className="text-night-700">GST ({invoice.inter_state ? 'IGST' : 'CGST + SGST'})</dt>
                  <dd className="text-night-950">{gst(invoice)}</dd>
                  <dt className="text-night-700">{tNow('admin:auto.invoicesPanel.total')}</dt>
                  <dd className="font-semibold text-night-950">{formatRupees(invoice.total)}</dd>
                </dl>
                <div className="mt-3">
                  <Pdf invoice={invoice} />
                </div>
              </li>
            ))}
          </ul>
          <PageNav page={page} totalPages={data.pagination.totalPages} onPage={setPage} label={tNow('admin:auto.invoicesPanel.invoicePages')} />
        </div>
      )}
    </div>
  );
}
