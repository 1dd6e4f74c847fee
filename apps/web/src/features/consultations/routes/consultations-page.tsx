// /consultations: the signed-in account's sessions, newest first, as the user or as the astrologer; each opens
// its own page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { NotificationsToggle } from '../../../components/notifications/notifications-toggle.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMediumDateTime, formatRupees } from '../../../lib/format.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { CONSULTATIONS_KEY, listConsultations } from '../api/consultations.ts';
import { formatDuration, secondsBetween } from '../clock.ts';
import { STATUS_TEXT } from '../components/summary.tsx';
import { useViewerId } from '../use-viewer.ts';

const page = 'mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12';

export function ConsultationsPage() {
  usePageMeta('My consultations');
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  return <History />;
}

const statusTone: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  ended: 'bg-night-100 text-night-900',
};

function History() {
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: [...CONSULTATIONS_KEY, pageNo],
    queryFn: ({ signal }) => listConsultations(pageNo, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const me = useViewerId();

  if (list.isPending || !me) {
    return (
      <div className={`${page} flex justify-center py-24`}>
        <Spinner label="Loading your consultations" className="size-8 text-night-600" />
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div className={page}>
        <div
          role="alert"
          className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
        >
          <p className="font-semibold text-red-800">Could not load your consultations.</p>
          <Button variant="outline" className="mt-6" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      </div>
    );
  }

  const data = list.data;
  return (
    <div className={page}>
      <h1 className="font-display text-3xl font-semibold text-night-900">My consultations</h1>
      <NotificationsToggle
        className="mt-4"
        purpose="Get notified when an astrologer answers, when a consultation ends and when your order moves, even with this site closed."
      />
      {data.consultations.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-night-200 bg-white p-10 text-center">
          <MessagesSquare className="size-12 text-night-300" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-night-900">No consultations yet</p>
          <p className="mt-1 text-night-700">Chat with an astrologer and your sessions will appear here.</p>
          <Link to="/astrologers" className={buttonClasses('primary', 'md', 'mt-6')}>
            Find an astrologer
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-night-700">{data.total} consultation(s)</p>
          <ul className={cn('mt-6 flex flex-col gap-3', list.isPlaceholderData && 'opacity-60')}>
            {data.consultations.map((c) => {
              const asUser = me === String(c.user_id);
              const other = asUser ? c.astro_name : c.user_name;
              const duration =
                c.started_at && c.ended_at ? formatDuration(secondsBetween(c.started_at, c.ended_at)) : '—';
              return (
                <li key={c.consultation_id}>
                  <Link
                    to={`/consultations/${c.consultation_id}`}
                    className="block rounded-2xl border border-night-100 bg-white p-4 shadow-sm transition-colors hover:border-saffron-300"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-night-950">
                        {c.type === 'call' ? 'Call' : 'Chat'} with {other}
                      </span>
                      <span
                        className={cn(
                          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                          statusTone[c.status] ?? 'bg-red-50 text-red-900',
                        )}
                      >
                        {STATUS_TEXT[c.status]}
                      </span>
                    </div>
                    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                      <div>
                        <dt className="text-night-700">Date</dt>
                        <dd className="text-night-950">{formatMediumDateTime(c.requested_at)}</dd>
                      </div>
                      <div>
                        <dt className="text-night-700">Duration</dt>
                        <dd className="text-night-950">{duration}</dd>
                      </div>
                      <div>
                        <dt className="text-night-700">Amount</dt>
                        <dd className="text-night-950">{formatRupees(c.amount)}</dd>
                      </div>
                      <div>
                        <dt className="text-night-700">Rate</dt>
                        <dd className="text-night-950">{formatRupees(c.rate)}/min</dd>
                      </div>
                    </dl>
                  </Link>
                </li>
              );
            })}
          </ul>
          <PageNav page={pageNo} totalPages={data.total_pages} onPage={setPageNo} label="Pages" className="mt-6 justify-center" />
        </>
      )}
    </div>
  );
}
