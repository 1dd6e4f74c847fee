// The page's reading matter: what a kundli shows and the 27 nakshatras with their lords and where each lies.
import { NAKSHATRAS, PLANET_NAMES, RASHIS } from '@app/contracts/kundli';
import { formatDegree } from '../../../components/kundli/chart-layout.ts';

const SPAN = 800; // arc minutes: 13°20′
const SIGN = 1800; // arc minutes: 30°

/** Where a nakshatra lies: "Mesha 0°00′ – 13°20′", or across two signs "Vrishabha 26°40′ – Mithuna 6°40′". */
export function nakshatraSpan(index: number): string {
  const start = index * SPAN;
  const end = start + SPAN;
  const startSign = Math.floor(start / SIGN);
  // A nakshatra ending on a sign's edge ends at its 30°, not at the next sign's 0°.
  const endSign = Math.floor((end - 1) / SIGN);
  const from = `${RASHIS[startSign]?.name} ${formatDegree((start - startSign * SIGN) / 60)}`;
  const toDegree = formatDegree((end - endSign * SIGN) / 60);
  return endSign === startSign ? `${from} – ${toDegree}` : `${from} – ${RASHIS[endSign]?.name} ${toDegree}`;
}

export function NakshatraGuide() {
  return (
    <section aria-labelledby="nakshatra-heading" className="mx-auto max-w-4xl">
      <h2 id="nakshatra-heading" className="font-display text-2xl font-semibold text-night-900 sm:text-3xl">
        The 27 nakshatras
      </h2>
      <div className="mt-4 space-y-3 text-night-800">
        <p>
          Vedic astrology divides the zodiac into 27 nakshatras, the lunar mansions, each 13°20′ wide and
          split into four padas of 3°20′. The nakshatra the Moon occupies at birth, your janma nakshatra, sets
          the order of the Vimshottari dasha: its lord rules the first mahadasha, and the 120-year cycle runs
          through the nine grahas from there.
        </p>
        <p>
          Your chart is drawn in the sidereal zodiac with the Lahiri (Chitrapaksha) ayanamsa, the standard of
          the Indian government&apos;s calendar, and in whole-sign houses counted from the Lagna, the rashi
          rising in the east at the moment of birth.
        </p>
      </div>
      <ol className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {NAKSHATRAS.map((n, i) => (
          <li key={n.name} className="rounded-xl border border-night-100 bg-white px-3 py-2">
            <span className="font-semibold text-night-950">
              {i + 1}. {n.name}
            </span>
            <span className="block text-sm text-night-700">
              Lord {PLANET_NAMES[n.lord]} · {nakshatraSpan(i)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
