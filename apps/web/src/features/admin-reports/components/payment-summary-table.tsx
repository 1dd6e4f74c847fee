// The astrologers' payment summary: one row per astrologer; a row opens that astrologer's user payments.
import { Badge } from '../../../components/ui/badge.tsx';
import { formatPhone, formatRupees } from '../../../lib/format.ts';
import type { AstroPaymentRow } from '../api/types.ts';
import { TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { tNow } from '../../../lib/i18n.tsx';

/** Rupees paid by users but not yet settled (neither paid out nor kept), worked in paise. */
export const unsettledAmount = (row: AstroPaymentRow) =>
  Math.max(0, Math.round(row.total_amount * 100) - Math.round(row.paid_amount * 100) - Math.round(row.platform_amount * 100)) / 100;

export function PaymentSummaryTable({ rows, onOpen }: { rows: AstroPaymentRow[]; onOpen: (row: AstroPaymentRow) => void }) {
  return (
    <TableScroll label={tNow('admin:auto.paymentSummaryTable.astrologerPaymentSummary')}>
      <table className="w-full">
        <thead>
          <tr>
            {/* The e-mail and phone sit under the name: seven columns fit 1280 px with the status in sight. */}
            {[tNow('admin:auto.paymentSummaryTable.astrologer'), tNow('admin:auto.paymentSummaryTable.totalPaidByUsers'), tNow('admin:auto.paymentSummaryTable.paidOut'), tNow('admin:auto.paymentSummaryTable.platformShare'), tNow('admin:auto.paymentSummaryTable.commission'), tNow('admin:auto.paymentSummaryTable.status')].map((h) => (
              <th key={h} scope="col" className={thClass}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const pending = unsettledAmount(row);
            return (
              // The name is the keyboard way in; a click anywhere on the row is a convenience for the mouse.
              <tr key={row.astro_id} onClick={() => onOpen(row)} className="cursor-pointer hover:bg-saffron-50/60">
                <td className={tdClass}>
                  <button type="button" className="font-semibold text-saffron-800 underline-offset-2 hover:underline" onClick={(e) => { e.stopPropagation(); onOpen(row); }}>
                    {row.astro_name}
                  </button>
                  <span className="block text-xs text-night-700">{row.astro_email ?? '-'}</span>
                  <span className="block text-xs text-night-700">{formatPhone(row.astro_phone) || '-'}</span>
                </td>
                <td className={tdClass}>{formatRupees(row.total_amount)}</td>
                <td className={tdClass}>{formatRupees(row.paid_amount)}</td>
                <td className={tdClass}>{formatRupees(row.platform_amount)}</td>
                <td className={tdClass}>{row.commission}%</td>
                <td className={tdClass}>
                  {pending > 0 ? <Badge tone="warning">{tNow('admin:auto.paymentSummaryTable.pending', { amount: formatRupees(pending) })}</Badge> : <Badge tone="success">{tNow('admin:auto.paymentSummaryTable.settled')}</Badge>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
