// Chat & Call History: filter by one India day or a range, summary cards, and the table ten rows a page.
import { ADMIN_TIME_ZONE, REPORT_MESSAGES } from '@app/contracts/admin-reports';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useInteractions } from '../api/get-interactions.ts';
import { formatDuration } from '../lib/duration.ts';
import { dateRangeError, filterByIstDay } from '../lib/ist-date.ts';
import { pageSlice, showingText, totalPagesOf, ADMIN_PAGE_SIZE } from '../lib/pagination.ts';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { InteractionSummary } from './interaction-summary.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { RefundModal, refundableOf } from './refund-modal.tsx';
import type { Interaction } from '../api/types.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

const istDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: ADMIN_TIME_ZONE,
});

export function InteractionHistory() {
  const interactions = useInteractions();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<Interaction | null>(null);
  useLogError(interactions.error, 'Fetching interactions');

  const rangeError = dateRangeError(from, to);
  const rows = useMemo(
    // A backwards range filters nothing until it is fixed; the error under 'to' says why.
    () =>
      interactions.data && !rangeError
        ? filterByIstDay(interactions.data, (r) => r.createdAt, from, to)
        : (interactions.data ?? []),
    [interactions.data, from, to, rangeError],
  );
  const totalPages = totalPagesOf(rows.length);
  const current = Math.min(page, totalPages);
  const onDate = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-44">
          <Input
            label={tNow('admin:auto.interactionHistory.fromOrSingleDate')}
            type="date"
            value={from}
            onChange={(e) => onDate(setFrom)(e.target.value)}
          />
        </div>
        <div className="w-44">
          <Input
            label={tNow('admin:auto.interactionHistory.to')}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => onDate(setTo)(e.target.value)}
            error={rangeError ?? undefined}
          />
        </div>
        {(from || to) && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-7"
            onClick={() => {
              setFrom('');
              setTo('');
              setPage(1);
            }}
          >
            {tNow('admin:auto.interactionHistory.clearDates')}
          </Button>
        )}
      </div>
      <p className="text-xs text-night-700">{tNow('admin:auto.interactionHistory.datesAreIndiaTimeAsia')}</p>
      {interactions.isPending ? (
        <Skeleton className="h-48" />
      ) : interactions.isError ? (
        <PanelMessage tone="error">
          {tNow('admin:auto.interactionHistory.couldNotLoadTheHistory')}
        </PanelMessage>
      ) : (
        <>
          <InteractionSummary rows={rows} />
          {rows.length === 0 ? (
            <PanelMessage>{messageNow(REPORT_MESSAGES.noHistory)}</PanelMessage>
          ) : (
            <>
              <TableScroll label={tNow('admin:auto.interactionHistory.chatAndCallHistory')}>
                <table className="w-full">
                  <thead>
                    <tr>
                      {[
                        tNow('admin:auto.interactionHistory.user'),
                        tNow('admin:auto.interactionHistory.astrologer'),
                        tNow('admin:auto.interactionHistory.type'),
                        tNow('admin:auto.interactionHistory.duration'),
                        tNow('admin:auto.interactionHistory.amount'),
                        tNow('admin:auto.interactionHistory.refund'),
                        tNow('admin:auto.interactionHistory.payment'),
                        tNow('admin:auto.interactionHistory.dateIst'),
                      ].map((h) => (
                        <th key={h} scope="col" className={thClass}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {pageSlice(rows, current).map((r) => (
                      <tr key={r.id}>
                        <td className={tdClass}>{r.user_name ?? '-'}</td>
                        <td className={tdClass}>{r.astro_name}</td>
                        <td className={tdClass}>
                          {r.interaction_type === 'chat'
                            ? tNow('admin:auto2.interactionHistory.chat')
                            : r.interaction_type === 'Video'
                              ? tNow('admin:auto2.interactionHistory.video')
                              : tNow('admin:auto2.interactionHistory.call')}
                        </td>
                        <td className={tdClass}>{formatDuration(r.duration)}</td>
                        <td className={tdClass}>
                          {formatRupees(r.paid_amount)}
                          {r.refunded_amount > 0 && (
                            <span className="block text-xs font-semibold text-red-700">
                              {tNow('admin:labels.refunded', { amount: formatRupees(r.refunded_amount) })}
                            </span>
                          )}
                        </td>
                        <td className={tdClass}>
                          {r.consultation_id !== null && refundableOf(r) > 0 ? (
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setRefunding(r)}
                              aria-label={tNow(
                                r.interaction_type === 'chat'
                                  ? 'admin:labels.refundChat'
                                  : 'admin:labels.refundCall',
                                { user: r.user_name ?? tNow('admin:labels.user'), astrologer: r.astro_name },
                              )}
                            >
                              {tNow('admin:auto.interactionHistory.refund')}
                            </Button>
                          ) : (
                            '-'
                          )}
                        </td>
                        <td className={tdClass}>
                          <PaymentStatusBadge status={r.payment_status} />
                        </td>
                        <td className={tdClass}>{istDateTime.format(new Date(r.createdAt))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <p className="text-sm text-night-700">
                {showingText(current, ADMIN_PAGE_SIZE, pageSlice(rows, current).length, rows.length)}
              </p>
              <PaginationBar
                page={current}
                totalPages={totalPages}
                onPage={setPage}
                label={tNow('admin:auto.interactionHistory.historyPages')}
              />
            </>
          )}
        </>
      )}
      <RefundModal row={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
