// /panchang: the day's panchang at a place, today at New Delhi unless the address names a date (?date=) or a place
// (?place=, a GeoNames id). The server renders it (server-pages.ts), so the first HTML already holds the day.
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { readPanchangAsk, usePanchang, type PanchangAsk } from '../api/get-panchang.ts';
import { PanchangControls } from '../components/panchang-controls.tsx';
import { PanchangDay } from '../components/panchang-day.tsx';

export function PanchangPage() {
  const { t, i18n } = useT('panchang');
  usePageMeta(t('page.title'), t('page.description'));
  const [search, setSearch] = useSearchParams();
  const ask = readPanchangAsk(search);
  const panchang = usePanchang(ask);
  const refused = panchang.error instanceof ApiError && panchang.error.status === 400;
  useLogError(refused ? null : panchang.error, 'Loading the panchang');
  const day = panchang.data;

  const go = (next: PanchangAsk) => {
    const params = new URLSearchParams();
    if (next.date) params.set('date', next.date);
    if (next.place) params.set('place', next.place);
    setSearch(params);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <header className="text-center">
        <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">{t('page.eyebrow')}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold break-words text-night-900 sm:text-4xl">
          {day
            ? t('page.heading', { place: (i18n.language === 'hi' && day.place.name_hi) || day.place.name })
            : t('page.title')}
        </h1>
        {day && (
          <p className="mt-3 text-night-800">
            <span className="font-semibold">{t(`vara.${day.vara.name}`)}</span> · {day.date}
          </p>
        )}
      </header>

      {panchang.isError && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {messageOf(panchang.error, t('page.loadFailed'))}
        </p>
      )}

      {day ? (
        <>
          <PanchangControls
            day={day}
            onDate={(date) => go({ date, place: ask.place })}
            onPlace={(place) => go({ date: ask.date, place })}
          />
          <p className="text-center text-sm text-night-700">
            {t('page.zoneNote', { place: day.place.label, zone: day.place.zone })}
          </p>
          <div aria-busy={panchang.isPlaceholderData || undefined}>
            <PanchangDay day={day} />
          </div>
        </>
      ) : (
        !panchang.isError && (
          <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )
      )}
    </div>
  );
}
