// User Payment Details: the users' payments to one astrologer, ten a page with its own pagination.
import { REPORT_MESSAGES } from '@app/contracts/admin-reports';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateShort, formatPhone, formatRupees } from '../../../lib/format.ts';
import { useUserPayments } from '../api/get-user-payments.ts';
import type { AstroPaymentRow } from '../api/types.ts';
import { showingText } from '../lib/pagination.ts';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export function UserPaymentsModal({ astrologer, onClose }: { astrologer: AstroPaymentRow | null; onClose: () => void }) {
  return (
    <Modal open={astrologer !== null} onClose={onClose} title={tNow('admin:auto.userPaymentsModal.userPaymentDetails')} className="w-[min(100%-2rem,60rem)]!">
      {astrologer && <UserPayments key={astrologer.astro_id} astrologer={astrologer} />}
    </Modal>
  );
}

function UserPayments({ astrologer }: { astrologer: AstroPaymentRow }) {
  const [page, setPage] = useState(1);
  const payments = useUserPayments(astrologer.astro_id, page);
  useLogError(payments.error, 'Fetching user payments');

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-night-700">
        Payments to <strong className="text-night-900">{astrologer.astro_name}</strong>
      </p>
      {payments.isPending ? (
        <Skeleton className="h-40" />
      ) : payments.isError ? (
        <PanelMessage tone="error">{tNow('admin:auto.userPaymentsModal.couldNotLoadThePayments')}</PanelMessage>
      ) : payments.data.data.length === 0 ? (
        <PanelMessage>{messageNow(REPORT_MESSAGES.noPayments)}</PanelMessage>
      ) : (
        <>
          <TableScroll label={tNow('admin:auto.userPaymentsModal.userPayments')}>
            <table className="w-full">
              <thead>
                <tr>
                  {[tNow('admin:auto.userPaymentsModal.user'), tNow('admin:auto.userPaymentsModal.email'), tNow('admin:auto.userPaymentsModal.phone'), tNow('admin:auto.userPaymentsModal.dateOfBirth'), tNow('admin:auto.userPaymentsModal.amount'), tNow('admin:auto.userPaymentsModal.status'), tNow('admin:auto.userPaymentsModal.date')].map((h) => (
                    <th key={h} scope="col" className={thClass}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {payments.data.data.map((p) => (
                  <tr key={p.paidchat_id}>
                    <td className={tdClass}>{p.user_name ?? '-'}</td>
                    <td className={tdClass}>{p.user_email ?? '-'}</td>
                    <td className={tdClass}>{formatPhone(p.user_phone) || '-'}</td>
                    <td className={tdClass}>{formatDateShort(p.user_dob) || '-'}</td>
                    <td className={tdClass}>
                      {formatRupees(p.paid_amount)}
                      {p.refunded_amount > 0 && (
                        <span className="block text-xs font-semibold text-red-700">Refunded {formatRupees(p.refunded_amount)}</span>
                      )}
                    </td>
                    <td className={tdClass}><PaymentStatusBadge status={p.payment_status} /></td>
                    <td className={tdClass}>{formatDateShort(p.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="text-sm text-night-700">
            {showingText(payments.data.pagination.currentPage, payments.data.pagination.limit, payments.data.data.length, payments.data.pagination.totalRecords)}
          </p>
          <PaginationBar page={page} totalPages={payments.data.pagination.totalPages} onPage={setPage} label={tNow('admin:auto.userPaymentsModal.userPaymentPages')} disabled={payments.isFetching} />
        </>
      )}
    </div>
  );
}
