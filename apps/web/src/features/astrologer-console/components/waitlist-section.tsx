// Who waits for this astrologer while they are busy, in the order their next free session is offered: first name,
// chat or call, when they joined, and the time left to a user whose turn is being offered.
import { isMediaSession } from '@app/contracts/consultations';
import type { ConsoleWaitlistItem } from '@app/contracts/waitlist';
import { Hourglass } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { currentIntlLocale, useT } from '../../../lib/i18n.tsx';
import { useConsoleWaitlist } from '../api/get-waitlist.ts';
import { clockText, secondsLeft, useNow } from '../countdown.ts';

function joinedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentIntlLocale(), { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(date);
}

function WaitingRow({ item, clockOffsetMs, now }: { item: ConsoleWaitlistItem; clockOffsetMs: number; now: number }) {
  const { t } = useT('waitlist');
  const offered = item.status === 'offered' && item.offer_expires_at !== null;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-night-100 text-sm font-semibold text-night-800">
        {item.position}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words text-night-900">{item.first_name || t('console.someone')}</span>
          <Badge tone={isMediaSession(item.type) ? 'purple' : 'info'}>{t(`console.${item.type}`)}</Badge>
        </div>
        <p className="mt-0.5 text-sm text-night-700">
          {offered
            ? t('console.offered', { time: clockText(secondsLeft(item.offer_expires_at!, clockOffsetMs, now)) })
            : t('console.joined', { time: joinedAt(item.joined_at) })}
        </p>
      </div>
    </li>
  );
}

export function WaitlistSection() {
  const { t } = useT('waitlist');
  const waitlist = useConsoleWaitlist();
  const items = waitlist.data?.items ?? [];
  const now = useNow(items.some((i) => i.status === 'offered'));
  return (
    <section aria-labelledby="waitlist-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="waitlist-heading" className="flex items-center gap-2 text-xl font-semibold text-night-900">
          <Hourglass className="size-5 text-saffron-700" aria-hidden="true" />
          {t('console.title')}
        </h2>
        {items.length > 0 && <span className="text-sm font-semibold text-night-700">{t('console.count', { count: items.length })}</span>}
      </div>
      {items.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-night-200 bg-white p-4 text-center text-night-700">{t('console.empty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-night-700">{t('console.hint')}</p>
          <ol className="mt-3 divide-y divide-night-100 rounded-2xl border border-night-100 bg-white shadow-sm" aria-label={t('console.title')}>
            {items.map((item) => (
              <WaitingRow key={item.entry_id} item={item} clockOffsetMs={waitlist.data?.clockOffsetMs ?? 0} now={now} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
