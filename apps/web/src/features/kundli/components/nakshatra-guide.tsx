// The page's reading matter: what a kundli shows and the 27 nakshatras with their lords and where each lies.
import { NAKSHATRAS } from '@app/contracts/kundli';
import { formatDegree, rashiName } from '../../../components/kundli/chart-layout.ts';
import { useT } from '../../../lib/i18n.tsx';

const SPAN = 800; // arc minutes: 13°20′
const SIGN = 1800; // arc minutes: 30°

/** Where a nakshatra lies: "Mesha 0°00′ – 13°20′", or across two signs "Vrishabha 26°40′ – Mithuna 6°40′". */
export function nakshatraSpan(index: number): string {
  const start = index * SPAN;
  const end = start + SPAN;
  const startSign = Math.floor(start / SIGN);
  // A nakshatra ending on a sign's edge ends at its 30°, not at the next sign's 0°.
  const endSign = Math.floor((end - 1) / SIGN);
  const from = `${rashiName(startSign + 1)} ${formatDegree((start - startSign * SIGN) / 60)}`;
  const toDegree = formatDegree((end - endSign * SIGN) / 60);
  return endSign === startSign ? `${from} – ${toDegree}` : `${from} – ${rashiName(endSign + 1)} ${toDegree}`;
}

export function NakshatraGuide() {
  const { t } = useT(['kundli', 'astro']);
  return (
    <section aria-labelledby="nakshatra-heading" className="mx-auto max-w-4xl">
      <h2 id="nakshatra-heading" className="font-display text-2xl font-semibold text-night-900 sm:text-3xl">
        {t('kundli:guide.heading')}
      </h2>
      <div className="mt-4 space-y-3 text-night-800">
        <p>{t('kundli:guide.intro1')}</p>
        <p>{t('kundli:guide.intro2')}</p>
      </div>
      <ol className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {NAKSHATRAS.map((n, i) => (
          <li key={n.name} className="rounded-xl border border-night-100 bg-white px-3 py-2">
            <span className="font-semibold text-night-950">
              {i + 1}. {t(`astro:nakshatras.${i + 1}`)}
            </span>
            <span className="block text-sm text-night-700">
              {t('kundli:guide.lord', { lord: t(`astro:planets.${n.lord}`), span: nakshatraSpan(i) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
