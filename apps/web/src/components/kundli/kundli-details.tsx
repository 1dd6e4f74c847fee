// The kundli in words and numbers: the Lagna, the Moon's nakshatra, the planets' table and the Vimshottari dashas,
// the running one highlighted and each open to its antardashas.
import type { Kundli } from '@app/contracts/kundli';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatDateShort } from '../../lib/format.ts';
import { currentIntlLocale, useT } from '../../lib/i18n.tsx';
import { clockTime } from '../birth-details-list.tsx';
import { Badge } from '../ui/badge.tsx';
import { cn } from '../ui/cn.ts';
import { currentPeriodIndex, formatDegree, formatUtcOffset } from './chart-layout.ts';

interface Props {
  kundli: Kundli;
  /** The narrower view beside a request or a chat. */
  compact?: boolean;
  /** The level of the sections' headings, under the heading of whatever holds the details. */
  headingLevel?: 2 | 3 | 4;
  /** The moment that decides the running dasha (tests fix it). */
  now?: number;
}


/** "1990-04-12" -> "12 April 1990", a calendar date with no time-zone shift. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Years below 100 would be read as 19xx by Date.UTC: setUTCFullYear keeps them (never in range, but exact).
  date.setUTCFullYear(Number(match[1]));
  return new Intl.DateTimeFormat(currentIntlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "18:05" -> "6:05 pm" ("6:05 शाम" in Hindi). */
export function formatClockTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return clockTime(hours, match[2]!);
}

const dateRange = (p: { start: string; end: string }) =>
  `${formatDateShort(p.start)} – ${formatDateShort(p.end)}`;

export function KundliDetails({ kundli, compact = false, headingLevel = 3, now }: Props) {
  const { t } = useT(['kundli', 'astro']);
  const [renderedAt] = useState(() => Date.now());
  const at = now ?? renderedAt;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const headingClass = cn('font-semibold text-night-900', compact ? 'text-base' : 'text-lg');
  const { lagna, moon_nakshatra: moon, birth } = kundli;
  const running = currentPeriodIndex(kundli.dasha, at);

  const planet = (key: Kundli['dasha'][number]['lord']) => t(`astro:planets.${key}`);
  const nakshatra = (n: number) => t(`astro:nakshatras.${n}`);
  const facts: [string, string, string][] = [
    [
      'lagna',
      t('kundli:details.lagna'),
      t('kundli:details.lagnaValue', {
        rashi: t(`astro:rashis.${lagna.rashi}`),
        degree: formatDegree(lagna.degree),
        nakshatra: nakshatra(lagna.nakshatra),
        pada: lagna.pada,
      }),
    ],
    [
      'moon',
      t('kundli:details.moonNakshatra'),
      t('kundli:details.moonValue', { nakshatra: nakshatra(moon.nakshatra), pada: moon.pada, lord: planet(moon.lord) }),
    ],
    [
      'born',
      t('kundli:details.born'),
      t('kundli:details.bornValue', {
        date: formatCalendarDate(birth.date),
        time: formatClockTime(birth.time),
        place: birth.place.label,
        offset: formatUtcOffset(birth.utc_offset_minutes),
      }),
    ],
    ['ayanamsa', t('kundli:details.ayanamsa'), formatDegree(kundli.ayanamsa)],
  ];

  return (
    <div className={cn('@container flex min-w-0 flex-col', compact ? 'gap-4 text-sm' : 'gap-6')}>
      <dl className={cn('grid gap-x-6 gap-y-2', !compact && '@lg:grid-cols-2')}>
        {facts.map(([id, label, value]) => (
          <div key={id} className="min-w-0">
            <dt className="text-sm text-night-600">{label}</dt>
            <dd
              className="font-semibold break-words text-night-950"
              data-testid={id === 'lagna' ? 'lagna' : undefined}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <section className="min-w-0">
        <Heading className={headingClass}>{t('kundli:details.planets')}</Heading>
        <p className="mt-1 text-xs text-night-600 @xl:hidden">
          {t('kundli:details.swipe')}
        </p>
        {/* Its own scrolling box: a phone scrolls the table sideways, never the page. */}
        <div
          className="mt-2 overflow-x-auto rounded-xl border border-night-100 bg-white"
          role="region"
          aria-label={t('kundli:details.planetsTable')}
          // A box that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-parchment text-night-800">
              <tr>
                {(
                  [
                    t('kundli:details.table.planet'),
                    t('kundli:details.table.rashi'),
                    t('kundli:details.table.degree'),
                    t('kundli:details.table.nakshatra'),
                    t('kundli:details.table.pada'),
                    t('kundli:details.table.house'),
                    t('kundli:details.table.retrograde'),
                  ] as string[]
                ).map((h, i) => (
                  <th
                    key={i}
                    scope="col"
                    className={cn(
                      'px-2.5 py-2 font-semibold whitespace-nowrap',
                      i === 0 && 'sticky left-0 bg-parchment',
                    )}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-night-100">
              {kundli.planets.map((p) => (
                <tr key={p.key} data-testid="planet-row">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-2.5 py-1.5 font-semibold whitespace-nowrap text-night-950"
                  >
                    {planet(p.key)}
                  </th>
                  <td className="px-2.5 py-1.5 whitespace-nowrap">{t(`astro:rashis.${p.rashi}`)}</td>
                  <td className="px-2.5 py-1.5 whitespace-nowrap tabular-nums">{formatDegree(p.degree)}</td>
                  <td className="px-2.5 py-1.5 whitespace-nowrap">{nakshatra(p.nakshatra)}</td>
                  <td className="px-2.5 py-1.5 tabular-nums">{p.pada}</td>
                  <td className="px-2.5 py-1.5 tabular-nums">{p.house}</td>
                  <td className={cn('px-2.5 py-1.5', p.retrograde && 'font-semibold text-red-800')}>
                    {p.retrograde ? t('kundli:details.yes') : t('kundli:details.no')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="min-w-0">
        <Heading className={headingClass}>{t('kundli:details.dasha')}</Heading>
        <p className="mt-1 text-sm text-night-700">{t('kundli:details.dashaIntro')}</p>
        <ol className="mt-2 flex flex-col gap-1.5" data-testid="dasha-list">
          {kundli.dasha.map((maha, i) => {
            const isNow = i === running;
            const sub = isNow ? currentPeriodIndex(maha.antardashas, at) : -1;
            return (
              <li key={maha.start} aria-current={isNow ? 'true' : undefined}>
                <details
                  open={isNow}
                  className={cn(
                    'group rounded-xl border',
                    isNow ? 'border-saffron-500 bg-saffron-50' : 'border-night-100 bg-white',
                  )}
                >
                  <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-0.5 px-3 py-2">
                    <span className="font-semibold text-night-950">{planet(maha.lord)}</span>
                    <span className="text-sm text-night-700 tabular-nums">{dateRange(maha)}</span>
                    {isNow && <Badge tone="warning">{t('kundli:details.runningNow')}</Badge>}
                    <ChevronDown
                      className="ml-auto size-4 shrink-0 text-night-600 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <ol className="grid gap-x-4 border-t border-night-100 px-3 py-2 text-sm @xl:grid-cols-2">
                    {maha.antardashas.map((antar, j) => (
                      <li
                        key={antar.start}
                        aria-current={j === sub ? 'true' : undefined}
                        className={cn(
                          'flex flex-wrap justify-between gap-x-3 rounded-md px-1.5 py-0.5',
                          j === sub && 'bg-saffron-100 font-semibold',
                        )}
                      >
                        <span>
                          {planet(maha.lord)}–{planet(antar.lord)}
                        </span>
                        <span className="text-night-700 tabular-nums">{dateRange(antar)}</span>
                      </li>
                    ))}
                  </ol>
                </details>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
