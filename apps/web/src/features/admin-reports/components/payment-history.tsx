// Payment History: the admin wallet, the astrologers' payment summary by page, and each astrologer's user payments.
import { ADMIN_FAILURE } from '@app/contracts/admin-messages';
import { REPORT_MESSAGES } from '@app/contracts/admin-reports';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useAstroPayments } from '../api/get-astro-payments.ts';
import { useTotalAmount } from '../api/get-total-amount.ts';
import type { AstroPaymentRow } from '../api/types.ts';
import { showingText } from '../lib/pagination.ts';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { PanelMessage } from '../../../components/ui/admin-panel.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { PaymentSummaryTable } from './payment-summary-table.tsx';
import { UserPaymentsModal } from './user-payments-modal.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

function AdminWallet() {
  const total = useTotalAmount();
  useLogError(total.error, 'Fetching the admin wallet');
  return (
    <div className="flex items-center gap-3 rounded-xl bg-night-900 px-4 py-3 text-white">
      <Wallet className="size-6 text-gold-300" aria-hidden="true" />
      <div>
        <p className="text-xs uppercase tracking-wide text-night-200">{tNow('admin:auto.paymentHistory.adminWallet')}</p>
        <p className="text-xl font-bold" data-testid="admin-wallet">
          {total.data ? formatRupees(total.data.amount) : total.isError ? '-' : '…'}
        </p>
      </div>
    </div>
  );
}

export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AstroPaymentRow | null>(null);
  const payments = useAstroPayments(page);

  let body;
  if (payments.isPending) body = <Skeleton className="h-48" />;
  else if (payments.isError) {
    body = (
      <div className="flex flex-col items-center gap-3">
        <PanelMessage tone="error">{payments.error.message || messageNow(ADMIN_FAILURE.payments)}</PanelMessage>
        <Button variant="outline" onClick={() => void payments.refetch()}>
          {tNow('admin:auto.paymentHistory.tryAgain')}
        </Button>
      </div>
    );
  } else if (payments.data.data.length === 0) body = <PanelMessage>{messageNow(REPORT_MESSAGES.noPayments)}</PanelMessage>;
  else {
    const { data, pagination } = payments.data;
    body = (
      <>
        <PaymentSummaryTable rows={data} onOpen={setSelected} />
        <p className="mt-3 text-sm text-night-700">
          {showingText(pagination.currentPage, pagination.limit, data.length, pagination.totalRecords)}
        </p>
        <PaginationBar page={page} totalPages={pagination.totalPages} onPage={setPage} label={tNow('admin:auto.paymentHistory.paymentSummaryPages')} disabled={payments.isFetching} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex">
        <AdminWallet />
      </div>
      {body}
      <UserPaymentsModal astrologer={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
