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

const STATUS: Record<ConsultationStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warning' },
  active: { label: 'In progress', tone: 'info' },
  ended: { label: 'Completed', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Missed', tone: 'danger' },
};

function HistoryRow({ session }: { session: Consultation }) {
  const status = STATUS[session.status];
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
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <p className="mt-0.5 text-sm text-night-700">{formatDateTime(session.started_at ?? session.requested_at)}</p>
          <p className="mt-0.5 text-sm text-night-700">
            {duration ? `${duration} · ` : ''}
            {session.billed_minutes} billed min · <span className="font-semibold text-night-900">{formatRupees(session.amount)}</span>
            {session.refunded > 0 ? ` · ${formatRupees(session.refunded)} refunded` : ''}
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-night-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

export function HistoryList() {
  const [page, setPage] = useState(1);
  const history = useSessionHistory(page);
  const data = history.data;

  return (
    <section aria-labelledby="history-heading" className="rounded-2xl border border-night-100 bg-white p-2 shadow-sm sm:p-3">
      <h2 id="history-heading" className="px-3 pt-2 text-xl font-semibold text-night-900">Session history</h2>
      {history.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading sessions" className="size-7 text-night-600" />
        </div>
      ) : history.isError || !data ? (
        <p role="alert" className="px-3 py-6 text-red-800">Could not load your sessions.</p>
      ) : data.consultations.length === 0 ? (
        <p className="px-3 py-6 text-night-700">No sessions yet.</p>
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
              label="Session history pages"
              previousText="Newer"
              nextText="Older"
              className="justify-between px-3 py-3"
            />
        </>
      )}
    </section>
  );
}
