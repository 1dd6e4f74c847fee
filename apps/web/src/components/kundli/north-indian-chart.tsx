// The North Indian kundli as an SVG: the square, its diagonals and the inner diamond make twelve houses, each with
// its rashi number and the planets in it; it scales to its container's width.
import type { Kundli } from '@app/contracts/kundli';
import { useId } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { cn } from '../ui/cn.ts';
import {
  CHART_LINES,
  CHART_SIZE,
  HOUSES,
  RASHI_FONT_SIZE,
  chartDescription,
  layoutHouses,
  type Point,
} from './chart-layout.ts';

const points = (list: Point[]) => list.map(([x, y]) => `${x},${y}`).join(' ');
/** The frame's stroke is drawn inside the viewBox, half of it outside the square. */
const MARGIN = 3;

export function NorthIndianChart({ kundli, className }: { kundli: Kundli; className?: string }) {
  // The chart's description (chart-layout.ts) reads the kundli namespace, its marks the astro one.
  const { t } = useT(['astro', 'kundli']);
  const titleId = useId();
  const layouts = layoutHouses(kundli);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`${-MARGIN} ${-MARGIN} ${CHART_SIZE + 2 * MARGIN} ${CHART_SIZE + 2 * MARGIN}`}
      className={cn('block aspect-square w-full max-w-[32rem] select-none', className)}
      data-testid="kundli-chart"
    >
      <title id={titleId}>{chartDescription(kundli)}</title>
      <rect x={0} y={0} width={CHART_SIZE} height={CHART_SIZE} rx={2} className="fill-parchment" />
      {HOUSES.filter((h) => h.house === 1).map((h) => (
        // The Lagna's house is tinted, as printed charts mark it.
        <polygon key={h.house} points={points(h.polygon)} className="fill-saffron-100/70" />
      ))}
      <g className="fill-none stroke-saffron-800" strokeLinejoin="round">
        <polygon points={points(CHART_LINES.square)} strokeWidth={3} />
        {CHART_LINES.diagonals.map(([a, b]) => (
          <line key={`${a.join()}-${b.join()}`} x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} strokeWidth={1.6} />
        ))}
        <polygon points={points(CHART_LINES.diamond)} strokeWidth={1.6} />
      </g>
      {layouts.map((layout) => (
        <g key={layout.house} data-house={layout.house} data-rashi={layout.rashi}>
          <text
            x={layout.rashiAt[0]}
            y={layout.rashiAt[1]}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={RASHI_FONT_SIZE}
            className="fill-gold-700 font-semibold"
          >
            {layout.rashi}
          </text>
          {layout.marks.map(({ mark, x, y }) => (
            <text
              key={mark.text}
              x={x}
              y={y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={layout.fontSize}
              data-mark={mark.text}
              className={cn(
                'font-bold',
                mark.lagna ? 'fill-saffron-800' : mark.retrograde ? 'fill-red-800' : 'fill-night-900',
              )}
            >
              {mark.text}
              {mark.retrograde && (
                <tspan fontSize={layout.fontSize * 0.62} dy={-layout.fontSize * 0.35}>
                  {t('astro:retrogradeAbbr')}
                </tspan>
              )}
            </text>
          ))}
        </g>
      ))}
    </svg>
  );
}
