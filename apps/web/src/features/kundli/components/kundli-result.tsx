// The drawn kundli: its heading, what can be done with it, the North Indian chart and the details beside it.
import type { Kundli } from '@app/contracts/kundli';
import { useEffect, useRef, type ReactNode } from 'react';
import { KundliDetails } from '../../../components/kundli/kundli-details.tsx';
import { NorthIndianChart } from '../../../components/kundli/north-indian-chart.tsx';
import { T, useT } from '../../../lib/i18n.tsx';

interface Props {
  kundli: Kundli;
  actions: ReactNode;
  /** A chart just drawn takes the focus (and the screen), so the visitor is taken to it; a saved one shown on load does not. */
  announce: boolean;
}

export function KundliResult({ kundli, actions, announce }: Props) {
  const { t } = useT('kundli');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!announce) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [kundli, announce]);

  return (
    <section
      aria-labelledby="kundli-result-heading"
      className="rounded-3xl border border-gold-300/50 bg-white p-4 shadow-lg shadow-night-900/5 sm:p-8"
    >
      <h2
        id="kundli-result-heading"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold break-words text-night-900 outline-none sm:text-3xl"
      >
        {kundli.name ? t('result.headingOf', { name: kundli.name }) : t('result.heading')}
      </h2>
      <div className="mt-3">{actions}</div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
        <figure className="min-w-0">
          <NorthIndianChart kundli={kundli} className="mx-auto" />
          <figcaption className="mt-3 text-sm text-night-700">
            <T ns="kundli" i18nKey="result.caption" components={{ 1: <strong />, 2: <strong /> }} />
          </figcaption>
        </figure>
        <KundliDetails kundli={kundli} />
      </div>
    </section>
  );
}
