// One chart of the admin's charts, drawn by recharts. Only the Charts panel imports it, on demand, so recharts stays in
// the admin's chunks (docs/decisions/admin-charts.md). The chart is a picture for sighted readers: the panel gives it
// a description and the same figures as a table.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDay, formatCompact, formatDayMonth } from '../../../lib/format.ts';

export interface SeriesLine {
  key: string;
  label: string;
  color: string;
  /** Bars of one stack sit on each other. */
  stack?: string;
}

export interface SeriesChartProps {
  kind: 'bar' | 'line';
  data: readonly Record<string, string | number>[];
  /** The category of each point: the day, or the astrologer's name. */
  xKey: string;
  lines: readonly SeriesLine[];
  /** Shown in the tooltip for each value (rupees, minutes). */
  format: (value: number) => string;
  /** Bars across, one row per category (the astrologers). */
  horizontal?: boolean;
}

export default function SeriesChart({ kind, data, xKey, lines, format, horizontal = false }: SeriesChartProps) {
  const height = horizontal ? Math.max(160, data.length * 36 + 60) : 260;
  // Days read "5 Nov" on the axis and "5 Nov 2026" in the tooltip, in the language shown; amounts short on the axis.
  const tooltip = <Tooltip formatter={(value) => format(Number(value))} labelFormatter={(label) => formatCalendarDay(String(label))} />;
  const legend = <Legend wrapperStyle={{ fontSize: 12 }} />;
  const grid = <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <LineChart data={data as Record<string, string | number>[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {grid}
          <XAxis dataKey={xKey} tickFormatter={formatDayMonth} tick={{ fontSize: 11 }} minTickGap={12} />
          <YAxis tick={{ fontSize: 11 }} width={56} tickFormatter={formatCompact} />
          {tooltip}
          {legend}
          {lines.map((l) => (
            <Line key={l.key} type="monotone" dataKey={l.key} name={l.label} stroke={l.color} dot={false} strokeWidth={2} isAnimationActive={false} />
          ))}
        </LineChart>
      ) : (
        <BarChart
          data={data as Record<string, string | number>[]}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          {grid}
          {horizontal ? (
            <>
              <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={formatCompact} />
              <YAxis type="category" dataKey={xKey} tick={{ fontSize: 11 }} width={110} />
            </>
          ) : (
            <>
              <XAxis dataKey={xKey} tickFormatter={formatDayMonth} tick={{ fontSize: 11 }} minTickGap={12} />
              <YAxis tick={{ fontSize: 11 }} width={60} tickFormatter={formatCompact} />
            </>
          )}
          {tooltip}
          {legend}
          {lines.map((l) => (
            <Bar key={l.key} dataKey={l.key} name={l.label} fill={l.color} stackId={l.stack} isAnimationActive={false} />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
