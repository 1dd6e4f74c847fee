// A finished session (ended, declined, cancelled or expired): what happened and what it cost.
import { END_REASON_TEXT, type ConsultationStatus } from '@app/contracts/consultations';
import { formatMediumDateTime, formatNumber, formatRupees, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import { formatDuration, secondsBetween } from '../clock.ts';
import type { LiveConsultation } from '../use-consultation.ts';
import { PartyAvatar } from './party-avatar.tsx';
import { ReportButton } from './report-sheet.tsx';

/** A consultation status's name in the shown language. */
export const statusText = (t: (key: string) => string, status: ConsultationStatus) => t(`status.${status}`);

export function Summary({
  consultation: c,
  viewerIsUser,
}: {
  consultation: LiveConsultation;
  viewerIsUser: boolean;
}) {
  const { t } = useT('consult');
  const tm = useMessageWords();
  const other = viewerIsUser ? c.astro_name : c.user_name;
  const duration = c.started_at && c.ended_at ? secondsBetween(c.started_at, c.ended_at) : null;
  const rows: [string, string][] = [
    [t('summary.status'), statusText(t, c.status)],
    ...(c.end_reason
      ? ([[t('summary.reason'), tm(END_REASON_TEXT[c.end_reason])]] as [string, string][])
      : []),
    [t('summary.requested'), formatMediumDateTime(c.requested_at)],
    ...(c.started_at
      ? ([[t('summary.started'), formatMediumDateTime(c.started_at)]] as [string, string][])
      : []),
    ...(c.ended_at ? ([[t('summary.ended'), formatMediumDateTime(c.ended_at)]] as [string, string][]) : []),
    ...(duration !== null ? ([[t('summary.duration'), formatDuration(duration)]] as [string, string][]) : []),
    [t('summary.billedMinutes'), formatNumber(c.billed_minutes)],
    ...(c.free_minutes > 0
      ? ([[t('minutes.freeMinutes'), formatNumber(Math.min(c.free_minutes, c.billed_minutes))]] as [string, string][])
      : []),
    [t('summary.rate'), t('perMinute', { price: formatRupees(c.rate) })],
    [t('summary.amount'), formatRupees(c.amount)],
    ...(c.refunded > 0 ? ([[t('summary.refunded'), formatRupees(c.refunded)]] as [string, string][]) : []),
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
            {t(c.type === 'video' ? 'summary.titleVideo' : c.type === 'call' ? 'summary.titleCall' : 'summary.title', { name: other })}
          </h1>
          <p className="text-night-700" data-testid="status">
            {c.end_reason ? tm(END_REASON_TEXT[c.end_reason]) : statusText(t, c.status)}
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
      <MinuteLines c={c} />
      <ReportButton consultationId={c.consultation_id} otherName={other} look="text" className="mt-4" />
    </section>
  );
}

/**
 * Every minute the session billed, as the tariff charged it: its start, and the rate, or Free (the platform paid it),
 * or Given back (the last minute of a session whose astrologer's side was lost).
 */
function MinuteLines({ c }: { c: LiveConsultation }) {
  const { t } = useT('consult');
  if (!c.started_at || c.billed_minutes === 0) return null;
  const start = Date.parse(c.started_at);
  const givenBack = (c.end_reason === 'astro_lost' || c.end_reason === 'astro_suspended') && c.refunded > 0 ? c.billed_minutes - 1 : -1;
  return (
    <details className="mt-4 rounded-xl border border-night-100 px-3 py-2 text-sm" data-testid="minute-lines">
      <summary className="cursor-pointer font-semibold text-night-900">{t('minutes.title')}</summary>
      <ol className="mt-2 divide-y divide-night-100">
        {Array.from({ length: c.billed_minutes }, (_, k) => {
          const cost = k < c.free_minutes ? t('minutes.free') : formatRupees(c.rate);
          return (
            <li key={k} className="flex justify-between gap-3 py-1.5">
              <span className="text-night-700">
                {t('minutes.minute', { n: formatNumber(k + 1) })} · {formatTime(start + k * c.minute_seconds * 1000)}
              </span>
              <span className="font-medium text-night-950">
                {k === givenBack ? `${cost} · ${t('minutes.givenBack')}` : cost}
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
