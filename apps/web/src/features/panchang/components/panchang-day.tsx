// One day's panchang laid out as almanacs print it: the Sun, the five limbs with their ends, the signs, the kaals,
// Abhijit, and the month and year. Every time is the place's clock; an end on the next day names its date.
import type { PanchangResponse } from '@app/contracts/panchang';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { zonedTime } from '../panchang-time.ts';

type Day = PanchangResponse;
type Run = { name: string; end: string; paksha?: string };

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-2xl border border-gold-300/50 bg-white/90 p-4 shadow-sm shadow-night-900/5 sm:p-5"
    >
      <h2 className="font-display text-lg font-semibold text-night-900">{title}</h2>
      <dl className="mt-3 divide-y divide-night-100">{children}</dl>
    </section>
  );
}

/** A term and its value on one line; a list of limbs (`stacked`) goes under its term, read from the left. */
function Row({ term, stacked = false, children }: { term: string; stacked?: boolean; children: ReactNode }) {
  return (
    <div className={stacked ? 'flex flex-col gap-1 py-2' : 'flex flex-wrap justify-between gap-x-4 gap-y-1 py-2'}>
      <dt className="font-semibold text-night-800">{term}</dt>
      <dd className={stacked ? 'min-w-0 break-words text-night-950' : 'min-w-0 text-right break-words text-night-950'}>
        {children}
      </dd>
    </div>
  );
}

export function PanchangDay({ day }: { day: Day }) {
  const { t } = useT('panchang');
  const at = (iso: string) => {
    const local = zonedTime(iso, day.place.zone);
    return local.date === day.date
      ? local.time
      : t('time.nextDay', { time: local.time, day: local.day, month: t(`monthShort.${local.month}`) });
  };
  const span = ({ start, end }: { start: string; end: string }) => t('time.span', { start: at(start), end: at(end) });
  const runs = (list: Run[], word: (run: Run) => string) => (
    <ul className="flex flex-col gap-0.5">
      {list.map((run) => (
        <li key={run.end}>
          <span className="font-semibold">{word(run)}</span> {t('time.until', { time: at(run.end) })}
        </li>
      ))}
    </ul>
  );
  const month = ({ name, adhika }: { name: string; adhika: boolean }) => {
    const word = t(`masa.${name}`);
    return adhika ? t('months.adhika', { month: word }) : word;
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={t('sun.heading')}>
        <Row term={t('sun.sunrise')}>{at(day.sunrise)}</Row>
        <Row term={t('sun.sunset')}>{at(day.sunset)}</Row>
        <Row term={t('sun.nextSunrise')}>{at(day.next_sunrise)}</Row>
      </Card>
      <Card title={t('limbs.heading')}>
        <Row term={t('limbs.tithi')} stacked>
          {runs(day.tithi, (run) => `${t(`paksha.${run.paksha}`)} ${t(`tithi.${run.name}`)}`)}
        </Row>
        <Row term={t('limbs.vara')}>{t(`vara.${day.vara.name}`)}</Row>
        <Row term={t('limbs.nakshatra')} stacked>{runs(day.nakshatra, (run) => t(`nakshatra.${run.name}`))}</Row>
        <Row term={t('limbs.yoga')} stacked>{runs(day.yoga, (run) => t(`yoga.${run.name}`))}</Row>
        <Row term={t('limbs.karana')} stacked>{runs(day.karana, (run) => t(`karana.${run.name}`))}</Row>
      </Card>
      <Card title={t('signs.heading')}>
        <Row term={t('signs.moon')} stacked>{runs(day.moon_rashi, (run) => t(`rashi.${run.name}`))}</Row>
        <Row term={t('signs.sun')}>
          {t(`rashi.${day.sun_rashi.name}`)}
          {day.sankranti && (
            <span className="block text-sm text-night-700">
              {t('signs.sankranti', { sign: t(`rashi.${day.sankranti.name}`), time: at(day.sankranti.at) })}
            </span>
          )}
        </Row>
      </Card>
      <Card title={t('kaal.inauspicious')}>
        <Row term={t('kaal.rahu')}>{span(day.rahu_kaal)}</Row>
        <Row term={t('kaal.yamaganda')}>{span(day.yamaganda)}</Row>
        <Row term={t('kaal.gulika')}>{span(day.gulika_kaal)}</Row>
      </Card>
      <Card title={t('kaal.auspicious')}>
        <Row term={t('kaal.abhijit')}>{day.abhijit ? span(day.abhijit) : t('kaal.abhijitNone')}</Row>
      </Card>
      <Card title={t('months.heading')}>
        <Row term={t('months.amanta')}>{month(day.masa.amanta)}</Row>
        <Row term={t('months.purnimanta')}>{month(day.masa.purnimanta)}</Row>
        <Row term={t('months.shaka')}>{day.samvat.shaka}</Row>
        <Row term={t('months.vikram')}>{day.samvat.vikram}</Row>
      </Card>
    </div>
  );
}
