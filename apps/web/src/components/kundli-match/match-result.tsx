// The match's answer: who was matched and their Moons, the total out of 36 and the verdict, the eight kootas with
// their points and reasons, the Nadi and Bhakoot doshas with their exceptions, and both people's Manglik dosha.
import type { KundliMatchResponse, MatchedPerson } from '@app/contracts/kundli-match';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.tsx';
import { reasonWords } from '@app/contracts/kundli-match-words';
import { DoshaNotes } from './dosha-notes.tsx';
import { ManglikSection } from './manglik-section.tsx';

const BAND_STYLE = {
  not_recommended: 'border-red-200 bg-red-50 text-red-900',
  average: 'border-gold-300 bg-gold-100 text-night-900',
  good: 'border-green-200 bg-green-50 text-green-900',
  excellent: 'border-green-300 bg-green-100 text-green-950',
} as const;

function PersonSummary({ side, person }: { side: 'boy' | 'girl'; person: MatchedPerson }) {
  const { t } = useT('matching');
  return (
    <div className="min-w-0 rounded-2xl border border-night-100 bg-white p-4">
      <p className="text-sm font-semibold text-saffron-700">{t(`result.${side}`)}</p>
      {person.name && <p className="font-semibold break-words text-night-900">{person.name}</p>}
      <p className="text-sm break-words text-night-700">
        {t('result.born', { date: person.birth.date, time: person.birth.time.slice(0, 5), place: person.birth.place_label })}
      </p>
      <p className="mt-1 text-night-800">
        {t('result.moon', {
          rashi: t(`astro:rashis.${person.moon.rashi}`),
          nakshatra: t(`astro:nakshatras.${person.moon.nakshatra}`),
          pada: person.moon.pada,
        })}
      </p>
    </div>
  );
}

/** `actions`: saving and the PDF, under the verdict. */
export function MatchResult({ match, actions }: { match: KundliMatchResponse; actions?: ReactNode }) {
  const { t } = useT('matching');
  const heading = useRef<HTMLHeadingElement>(null);
  // A new answer takes the reader to it (the form above stays as typed).
  useEffect(() => heading.current?.focus(), [match]);
  const milan = match.guna_milan;
  const names = match.boy.name && match.girl.name;

  return (
    <section aria-labelledby="match-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h2 id="match-heading" ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold text-night-900 sm:text-3xl">
        {names ? t('result.headingOf', { boy: match.boy.name, girl: match.girl.name }) : t('result.heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonSummary side="boy" person={match.boy} />
        <PersonSummary side="girl" person={match.girl} />
      </div>

      <div className={`rounded-2xl border p-5 text-center ${BAND_STYLE[milan.band]}`}>
        <p className="text-sm font-semibold">{t('result.totalLabel')}</p>
        <p className="font-display text-4xl font-semibold" data-testid="match-total">
          {t('result.total', { total: formatNumber(milan.total), max: milan.max })}
        </p>
        <p className="mt-1 font-semibold">{t(`match:verdict.${match.verdict.band}`)}</p>
        {milan.total_with_parihara !== milan.total && (
          <p className="mt-1 text-sm">{t('result.withParihara', { total: formatNumber(milan.total_with_parihara), max: milan.max })}</p>
        )}
        {match.verdict.cautions.length > 0 && (
          <div className="mt-3 text-sm">
            <p className="font-semibold">{t('result.cautionsHeading')}</p>
            <ul className="mt-1">
              {match.verdict.cautions.map((caution) => (
                <li key={caution}>{t(`match:cautions.${caution}`)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {actions}
      <div>
        <h3 className="text-xl font-semibold text-night-900">{t('result.kootasHeading')}</h3>
        <ol className="mt-3 flex flex-col gap-3">
          {milan.kootas.map((koota) => (
            <li key={koota.key} className="rounded-2xl border border-night-100 bg-white p-4">
              <div className="flex items-baseline justify-between gap-3">
                <h4 className="font-semibold text-night-900">{t(`match:kootas.${koota.key}`)}</h4>
                <span className="shrink-0 font-semibold text-night-900 tabular-nums">
                  {t('result.points', { score: formatNumber(koota.score), max: koota.max })}
                </span>
              </div>
              <p className="mt-1 text-night-700">{reasonWords(t, koota.reason)}</p>
            </li>
          ))}
        </ol>
      </div>

      <DoshaNotes doshas={milan.doshas} />
      <ManglikSection match={match} />
      <p className="text-sm text-night-700">{t('result.disclaimer')}</p>
    </section>
  );
}
