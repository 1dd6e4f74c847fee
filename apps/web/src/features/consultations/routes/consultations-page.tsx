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
import { useT } from '../../../lib/i18n.tsx';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { CONSULTATIONS_KEY, listConsultations } from '../api/consultations.ts';
import { formatDuration, secondsBetween } from '../clock.ts';
import { statusText } from '../components/summary.tsx';
import { useViewerId } from '../use-viewer.ts';

const page = 'mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12';

export function ConsultationsPage() {
  const { t } = useT('consult');
  usePageMeta(t('history.title'));
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
  const { t } = useT('consult');

  if (list.isPending || !me) {
    return (
      <div className={`${page} flex justify-center py-24`}>
        <Spinner label={t('history.loading')} className="size-8 text-night-600" />
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
          <p className="font-semibold text-red-800">{t('history.loadFailed')}</p>
          <Button variant="outline" className="mt-6" onClick={() => void list.refetch()}>
            {t('history.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const data = list.data;
  return (
    <div className={page}>
      <h1 className="font-display text-3xl font-semibold text-night-900">{t('history.title')}</h1>
      <NotificationsToggle
        className="mt-4"
        purpose={t('history.notifyPurpose')}
      />
      {data.consultations.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-night-200 bg-white p-10 text-center">
          <MessagesSquare className="size-12 text-night-300" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-night-900">{t('history.emptyTitle')}</p>
          <p className="mt-1 text-night-700">{t('history.emptyText')}</p>
          <Link to="/astrologers" className={buttonClasses('primary', 'md', 'mt-6')}>
            {t('history.findAstrologer')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-night-700">{t('history.count', { count: data.total })}</p>
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
                        {c.type === 'video'
                          ? t('history.videoWith', { name: other })
                          : c.type === 'call'
                            ? t('history.callWith', { name: other })
                            : t('history.chatWith', { name: other })}
                      </span>
                      <span
                        className={cn(
                          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                          statusTone[c.status] ?? 'bg-red-50 text-red-900',
                        )}
                      >
                        {statusText(t, c.status)}
                      </span>
                    </div>
                    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                      <div>
                        <dt className="text-night-700">{t('history.date')}</dt>
                        <dd className="text-night-950">{formatMediumDateTime(c.requested_at)}</dd>
                      </div>
                      <div>
                        <dt className="text-night-700">{t('history.duration')}</dt>
                        <dd className="text-night-950">{duration}</dd>
                      </div>
                      <div>
                        <dt className="text-night-700">{t('history.amount')}</dt>
                        <dd className="text-night-950">{formatRupees(c.amount)}</dd>
                      </div>
                      <div>
                        <dt className="text-night-700">{t('history.rate')}</dt>
                        <dd className="text-night-950">{t('perMinute', { price: formatRupees(c.rate) })}</dd>
                      </div>
                    </dl>
                  </Link>
                </li>
              );
            })}
          </ul>
          <PageNav page={pageNo} totalPages={data.total_pages} onPage={setPageNo} label={t('history.pages')} className="mt-6 justify-center" />
        </>
      )}
    </div>
  );
}

// My bookings' route shell rides in this page's chunk: the route table then names no chunk of its own for /bookings.
export { MyBookingsRoute } from './my-bookings-route.tsx';
