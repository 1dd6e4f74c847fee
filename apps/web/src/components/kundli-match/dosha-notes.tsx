// The Nadi and Bhakoot doshas: whether each is present and, when cancelled, the exceptions that cancel it.
import type { GunaMilan, KootaDosha } from '@app/contracts/kundli-match';
import { useT } from '../../lib/i18n.tsx';
import { reasonWords } from '@app/contracts/kundli-match-words';

const state = (dosha: KootaDosha) => (!dosha.present ? 'none' : dosha.cancelled ? 'cancelled' : 'present');

export function DoshaNotes({ doshas }: { doshas: GunaMilan['doshas'] }) {
  const { t } = useT('matching');
  return (
    <div>
      <h3 className="text-xl font-semibold text-night-900">{t('result.doshasHeading')}</h3>
      <ul className="mt-3 flex flex-col gap-3">
        {(['nadi', 'bhakoot'] as const).map((key) => (
          <li key={key} className="rounded-2xl border border-night-100 bg-white p-4">
            <p className="font-semibold text-night-900">{t(`match:dosha.${state(doshas[key])}`, { koota: t(`match:kootas.${key}`) })}</p>
            {doshas[key].reasons.length > 0 && (
              <ul className="mt-1 list-disc ps-5 text-night-700">
                {doshas[key].reasons.map((reason) => (
                  <li key={reason.code}>{reasonWords(t, reason)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
