// Manglik dosha for both: each person's status, Mars' house from the Lagna, the Moon and Venus with the exception
// that removes a reference's dosha, the cancellations of the whole chart, and what the pair comes to.
import type { KundliMatchResponse, ManglikDosha } from '@app/contracts/kundli-match';
import { useT } from '../../lib/i18n.tsx';
import { reasonWords } from '@app/contracts/kundli-match-words';

function PersonManglik({ side, name, dosha }: { side: 'boy' | 'girl'; name: string | null; dosha: ManglikDosha }) {
  const { t } = useT('matching');
  return (
    <li className="min-w-0 rounded-2xl border border-night-100 bg-white p-4">
      <h4 className="font-semibold break-words text-night-900">
        {name ?? t(`result.${side}`)}: {t(dosha.manglik ? 'match:manglik.is' : 'match:manglik.isNot')}
      </h4>
      <p className="mt-1 text-night-700">{t(`match:manglik.severity.${dosha.severity}`)}</p>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-night-700">
        {dosha.from.map((from) => (
          <li key={from.reference}>
            {t(`match:manglik.references.${from.reference}`)}:{' '}
            {t(from.in_dosha_house ? 'match:manglik.doshaHouse' : 'match:manglik.house', { house: from.house })}
            {from.exception && <> · {reasonWords(t, from.exception)}</>}
          </li>
        ))}
      </ul>
      {dosha.cancellations.length > 0 && (
        <div className="mt-2 text-sm text-night-800">
          <p className="font-semibold">{t('match:manglik.cancellations')}</p>
          <ul className="list-disc ps-5">
            {dosha.cancellations.map((reason) => (
              <li key={reason.code}>{reasonWords(t, reason)}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

export function ManglikSection({ match }: { match: KundliMatchResponse }) {
  const { t } = useT('matching');
  return (
    <div>
      <h3 className="text-xl font-semibold text-night-900">{t('result.manglikHeading')}</h3>
      <p className="mt-2 font-semibold text-night-900">{t(`match:manglik.pair.${match.manglik}`)}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        <PersonManglik side="boy" name={match.boy.name} dosha={match.boy.manglik} />
        <PersonManglik side="girl" name={match.girl.name} dosha={match.girl.manglik} />
      </ul>
    </div>
  );
}
