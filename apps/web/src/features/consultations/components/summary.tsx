// A finished session (ended, declined, cancelled or expired): what happened and what it cost.
import { END_REASON_TEXT, type ConsultationStatus } from '@app/contracts/consultations';
import { formatMediumDateTime, formatRupees } from '../../../lib/format.ts';
import { formatDuration, secondsBetween } from '../clock.ts';
import type { LiveConsultation } from '../use-consultation.ts';
import { PartyAvatar } from './party-avatar.tsx';

export const STATUS_TEXT: Record<ConsultationStatus, string> = {
  requested: 'Waiting for answer',
  active: 'In progress',
  ended: 'Ended',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export function Summary({
  consultation: c,
  viewerIsUser,
}: {
  consultation: LiveConsultation;
  viewerIsUser: boolean;
}) {
  const other = viewerIsUser ? c.astro_name : c.user_name;
  const duration = c.started_at && c.ended_at ? secondsBetween(c.started_at, c.ended_at) : null;
  const rows: [string, string][] = [
    ['Status', STATUS_TEXT[c.status]],
    ...(c.end_reason ? ([['Reason', END_REASON_TEXT[c.end_reason]]] as [string, string][]) : []),
    ['Requested', formatMediumDateTime(c.requested_at)],
    ...(c.started_at ? ([['Started', formatMediumDateTime(c.started_at)]] as [string, string][]) : []),
    ...(c.ended_at ? ([['Ended', formatMediumDateTime(c.ended_at)]] as [string, string][]) : []),
    ...(duration !== null ? ([['Duration', formatDuration(duration)]] as [string, string][]) : []),
    ['Billed minutes', String(c.billed_minutes)],
    ['Rate', `${formatRupees(c.rate)}/min`],
    ['Amount', formatRupees(c.amount)],
    ...(c.refunded > 0 ? ([['Refunded', formatRupees(c.refunded)]] as [string, string][]) : []),
  ];
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl border border-night-100 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <PartyAvatar src={viewerIsUser ? c.astro_image : undefined} name={other} className="size-12" />
        <div className="min-w-0">
          <h1 id="summary-title" className="font-display text-2xl font-semibold text-night-900">
            Chat with {other}
          </h1>
          <p className="text-night-700" data-testid="status">
            {c.end_reason ? END_REASON_TEXT[c.end_reason] : STATUS_TEXT[c.status]}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-night-700">{label}</dt>
            <dd className="font-medium text-night-950">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
