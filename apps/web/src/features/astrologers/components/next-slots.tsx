// "Next free slots" on an astrologer's page: the length chooser, the coming days that have a free slot, that day's
// times in the visitor's own time zone (the browser's), and the per-minute prices of a booked call and video call.
// Choosing a time opens the booking sheet (a visitor is asked to login first).
import { BOOKING_LENGTHS, DEFAULT_BOOKING_LENGTH, type BookingLength, type SlotsResponse } from '@app/contracts/hours';
import { CalendarDays, Globe } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentIntlLocale, useT } from '../../../lib/i18n.tsx';
import { isNotFound } from '../api/get-astrologer.ts';
import { useSlots } from '../api/get-slots.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { perMinute } from './chat-button.tsx';

// The sheet (its modal, the wallet's balance, the booking's call) loads when a time is chosen, not with the page.
const BookingSheet = lazy(async () => ({ default: (await import('./booking-sheet.tsx')).BookingSheet }));

/** The browser's time zone, India's when it names none. */
export const visitorZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
const isIndia = (zone: string) => zone === 'Asia/Kolkata' || zone === 'Asia/Calcutta';

interface SlotDay {
  /** The day in the visitor's zone, YYYY-MM-DD. */
  key: string;
  slots: Date[];
}

/** The server's slots (by India date) by the visitor's own days: abroad, an India morning may be the evening before. */
export function slotsByDay(days: SlotsResponse['days'], zone: string): SlotDay[] {
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const out: SlotDay[] = [];
  for (const start of days.flatMap((d) => d.slots)) {
    const at = new Date(start);
    const key = dayOf.format(at);
    let day = out.at(-1);
    if (day?.key !== key) out.push((day = { key, slots: [] }));
    day.slots.push(at);
  }
  return out;
}

const chip = (on: boolean) =>
  cn(
    'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset transition-colors',
    on ? 'bg-night-900 text-white ring-night-900' : 'bg-white text-night-800 ring-night-200 hover:bg-night-50',
  );

/** chatPrice: the astrologer's chat charge (rupees per minute), the price of a booked chat. */
export function NextSlots({ astroId, chatPrice = null, timeZone = visitorZone() }: { astroId: number; chatPrice?: number | null; timeZone?: string }) {
  const { t } = useT('astrologers');
  const [picked, setPicked] = useState<Date | null>(null);
  const [length, setLength] = useState<BookingLength>(DEFAULT_BOOKING_LENGTH);
  const [chosen, setChosen] = useState<string | null>(null);
  const slots = useSlots(astroId, length);
  const days = useMemo(() => (slots.data ? slotsByDay(slots.data.days, timeZone) : []), [slots.data, timeZone]);
  const locale = currentIntlLocale();
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  const timeName = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });

  // An astrologer the visitor cannot see has no slots to show; the page says what it says about them.
  if (slots.isError && isNotFound(slots.error)) return null;
  const day = days.find((d) => d.key === chosen) ?? days[0];
  const prices = slots.data?.prices;

  return (
    <section className="rounded-2xl border border-night-100 bg-white p-6 shadow-sm" aria-labelledby="slots-heading">
      <h2 id="slots-heading" className="flex items-center gap-2 text-lg font-semibold text-night-900">
        <CalendarDays className="size-5 text-saffron-700" aria-hidden="true" />
        {t('slots.heading')}
      </h2>
      <p className="mt-1 text-sm text-night-700">{t('slots.intro')}</p>

      <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={t('slots.length')}>
        <span className="text-sm font-semibold text-night-800">{t('slots.length')}</span>
        {BOOKING_LENGTHS.map((minutes) => (
          <button key={minutes} type="button" aria-pressed={minutes === length} className={chip(minutes === length)} onClick={() => setLength(minutes)}>
            {t('slots.minutes', { count: minutes })}
          </button>
        ))}
      </div>

      {slots.isPending ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          <Skeleton className="h-9 w-full rounded-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : slots.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t('slots.loadFailed')}
        </p>
      ) : days.length === 0 || !day ? (
        <p className="mt-4 text-sm text-night-700">{t('slots.none')}</p>
      ) : (
        <>
          <div className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 pb-1" role="group" aria-label={t('slots.days')}>
            {days.map((d) => (
              <button key={d.key} type="button" aria-pressed={d.key === day.key} className={chip(d.key === day.key)} onClick={() => setChosen(d.key)}>
                {dayName.format(d.slots[0])}
              </button>
            ))}
          </div>
          <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={t('slots.timesOn', { day: dayName.format(day.slots[0]) })}>
            {day.slots.map((at) => (
              <li key={at.getTime()}>
                <button
                  type="button"
                  className="w-full rounded-lg bg-night-50 px-2 py-2 text-center text-sm font-semibold text-night-900 ring-1 ring-night-100 ring-inset hover:bg-saffron-50"
                  aria-label={t('slots.book.choose', { time: `${dayName.format(at)} ${timeName.format(at)}` })}
                  onClick={() => {
                    if (!isLoggedIn()) toast.info(t('slots.book.signIn'), { toastId: 'login-to-book' });
                    else setPicked(at);
                  }}
                >
                  <time dateTime={at.toISOString()}>{timeName.format(at)}</time>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      <p className="mt-3 flex items-center gap-1.5 text-xs text-night-600" data-testid="slots-zone">
        <Globe className="size-3.5" aria-hidden="true" />
        {isIndia(timeZone) ? t('slots.indiaTime') : t('slots.yourTime', { zone: timeZone.replace(/_/g, ' ') })}
      </p>

      {prices && (
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {(['call', 'video'] as const).map((kind) => (
            <div key={kind} className="rounded-xl bg-night-50 p-3">
              <dt className="text-xs font-semibold tracking-wide text-night-600 uppercase">{t(`slots.kind.${kind}`)}</dt>
              <dd className="mt-0.5 font-semibold text-night-900">{prices[kind] === null ? t('slots.notOffered') : perMinute(prices[kind])}</dd>
            </div>
          ))}
        </dl>
      )}
      {picked && prices && (
        <Suspense fallback={null}>
          <BookingSheet
            astroId={astroId}
            startsAt={picked.toISOString()}
            timeLabel={`${dayName.format(picked)} ${timeName.format(picked)}`}
            initialLength={length}
            prices={{ chat: chatPrice, call: prices.call, video: prices.video }}
            onClose={() => setPicked(null)}
            onBooked={() => {
              toast.success(t('slots.book.done', { time: `${dayName.format(picked)} ${timeName.format(picked)}` }));
              setPicked(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
