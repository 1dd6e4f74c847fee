// The astrologer's past and current sessions, a page at a time; each opens its chat room (history stays readable).
import type { Consultation, ConsultationStatus } from '@app/contracts/consultations';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useSessionHistory } from '../api/get-history.ts';
import { formatDateTime, formatDuration } from '../format.ts';
import { useT } from '../../../lib/i18n.tsx';

const STATUS_TONE: Record<ConsultationStatus, BadgeTone> = {
  requested: 'warning',
  active: 'info',
  ended: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
  expired: 'danger',
};

function HistoryRow({ session }: { session: Consultation }) {
  const { t } = useT('console');
  const duration = formatDuration(session.started_at, session.ended_at);
  return (
    <li>
      <Link
        to={`/consultations/${session.consultation_id}`}
        className="flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-parchment focus-visible:bg-parchment"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold break-words text-night-900">{session.user_name}</span>
            <Badge tone={STATUS_TONE[session.status]}>{t(`history.status.${session.status}`)}</Badge>
          </div>
          <p className="mt-0.5 text-sm text-night-700">{formatDateTime(session.started_at ?? session.requested_at)}</p>
          <p className="mt-0.5 text-sm text-night-700">
            {duration ? `${duration} · ` : ''}
            {t('history.billed', { minutes: session.billed_minutes })} ·{' '}
            <span className="font-semibold text-night-900">{formatRupees(session.amount)}</span>
            {session.refunded > 0 ? ` · ${t('history.refunded', { amount: formatRupees(session.refunded) })}` : ''}
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-night-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

export function HistoryList() {
  const { t } = useT('console');
  const [page, setPage] = useState(1);
  const history = useSessionHistory(page);
  const data = history.data;

  return (
    <section aria-labelledby="history-heading" className="rounded-2xl border border-night-100 bg-white p-2 shadow-sm sm:p-3">
      <h2 id="history-heading" className="px-3 pt-2 text-xl font-semibold text-night-900">{t('history.heading')}</h2>
      {history.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('history.loading')} className="size-7 text-night-600" />
        </div>
      ) : history.isError || !data ? (
        <p role="alert" className="px-3 py-6 text-red-800">{t('history.loadFailed')}</p>
      ) : data.consultations.length === 0 ? (
        <p className="px-3 py-6 text-night-700">{t('history.empty')}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-night-100">
            {data.consultations.map((session) => (
              <HistoryRow key={session.consultation_id} session={session} />
            ))}
          </ul>
          <PageNav
              page={page}
              totalPages={data.total_pages}
              onPage={setPage}
              label={t('history.pages')}
              previousText={t('history.newer')}
              nextText={t('history.older')}
              className="justify-between px-3 py-3"
            />
        </>
      )}
    </section>
  );
}
