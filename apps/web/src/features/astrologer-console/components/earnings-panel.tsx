// Today's and all-time earnings, the wallet and what it pays out after the platform's commission.
import type { ConsoleSummary } from '@app/contracts/consultations';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

function Figure({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={strong ? 'col-span-2 rounded-xl bg-gold-100/70 p-3 sm:p-4' : 'rounded-xl bg-parchment p-3 sm:p-4'}>
      <dt className="text-xs font-semibold tracking-wide text-night-600 uppercase">{label}</dt>
      <dd data-testid={testId} className={strong ? 'mt-1 text-2xl font-bold text-night-950' : 'mt-1 text-lg font-bold text-night-900'}>
        {value}
      </dd>
    </div>
  );
}

export function EarningsPanel({ summary }: { summary: ConsoleSummary }) {
  const { t } = useT('console');
  return (
    <section aria-labelledby="earnings-heading" className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="earnings-heading" className="text-xl font-semibold text-night-900">{t('earnings.heading')}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Figure label={t('earnings.today')} value={formatRupees(summary.earnings_today)} testId="earnings-today" />
        <Figure label={t('earnings.sessionsToday')} value={formatNumber(summary.sessions_today)} testId="sessions-today" />
        <Figure label={t('earnings.allTime')} value={formatRupees(summary.earnings_total)} testId="earnings-total" />
        <Figure label={t('earnings.wallet')} value={formatRupees(summary.wallet)} testId="wallet" />
        <Figure
          label={t('earnings.responseRate')}
          value={summary.response_rate === null ? t('earnings.noRequests') : `${formatNumber(summary.response_rate)}%`}
          testId="response-rate"
        />
        <Figure label={t('earnings.missed')} value={formatNumber(summary.missed_requests)} testId="missed-requests" />
        <Figure
          label={t('earnings.payable', { commission: summary.commission })}
          value={formatRupees(summary.payable)}
          testId="payable"
          strong
        />
      </dl>
      <p className="mt-3 text-xs text-night-600">
        {t('earnings.note')} {t('earnings.responseNote')}
      </p>
    </section>
  );
}
