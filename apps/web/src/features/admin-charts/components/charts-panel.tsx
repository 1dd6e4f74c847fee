// Charts: the admin's figures of a range of India days (the last 30 to begin with), one section per series, each with
// its chart (recharts, loaded on demand inside this admin chunk), a description and a table of the same figures for
// screen readers and anyone who wants the numbers, and the series as a CSV from the API.
import {
  CHART_MESSAGES,
  chartsCsvFileName,
  chartsCsvPath,
  type ChartSeries,
  type ChartsResponse,
} from '@app/contracts/admin-charts';
import { FileSpreadsheet } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { DayRangeFields } from '../../../components/ui/day-range-fields.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { formatCalendarDay, formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';
import { useAdminCharts, type ChartRange } from '../api/get-charts.ts';
import { last30DaysInIndia, rangeErrors } from '../lib/range.ts';
import type { SeriesLine } from './series-chart.tsx';

const SeriesChart = lazy(() => import('./series-chart.tsx'));

type Row = Record<string, string | number>;
type Unit = 'rupees' | 'count' | 'minutes';

interface SeriesSpec {
  id: ChartSeries;
  kind: 'bar' | 'line';
  lines: readonly (Omit<SeriesLine, 'label'> & { unit: Unit })[];
  horizontal?: boolean;
}

const SAFFRON = '#c2410c';
const SAFFRON_LIGHT = '#fdba74';
const NIGHT = '#1e3a8a';
const NIGHT_LIGHT = '#93c5fd';
const GREEN = '#15803d';

const SERIES: readonly SeriesSpec[] = [
  {
    id: 'revenue',
    kind: 'bar',
    lines: [
      { key: 'shop_net', color: SAFFRON, stack: 'shop', unit: 'rupees' },
      { key: 'shop_gst', color: SAFFRON_LIGHT, stack: 'shop', unit: 'rupees' },
      { key: 'recharge_net', color: NIGHT, stack: 'recharge', unit: 'rupees' },
      { key: 'recharge_gst', color: NIGHT_LIGHT, stack: 'recharge', unit: 'rupees' },
      { key: 'consultation_charges', color: GREEN, unit: 'rupees' },
    ],
  },
  {
    id: 'consultations',
    kind: 'line',
    lines: [
      { key: 'minutes', color: SAFFRON, unit: 'minutes' },
      { key: 'sessions', color: NIGHT, unit: 'count' },
    ],
  },
  {
    id: 'astrologers',
    kind: 'bar',
    horizontal: true,
    lines: [{ key: 'minutes', color: SAFFRON, unit: 'minutes' }],
  },
  {
    id: 'commission',
    kind: 'bar',
    lines: [
      { key: 'commission', color: GREEN, unit: 'rupees' },
      { key: 'payouts', color: NIGHT, unit: 'rupees' },
    ],
  },
  {
    id: 'refunds',
    kind: 'bar',
    lines: [
      { key: 'refunds_from_astrologers', color: SAFFRON, stack: 'refund', unit: 'rupees' },
      { key: 'refunds_from_platform', color: NIGHT, stack: 'refund', unit: 'rupees' },
    ],
  },
  {
    id: 'users',
    kind: 'bar',
    lines: [
      { key: 'new_users', color: NIGHT, unit: 'count' },
      { key: 'converted_users', color: GREEN, unit: 'count' },
    ],
  },
];

const formatOf = (unit: Unit) => (value: number) =>
  unit === 'rupees' ? formatRupees(value) : unit === 'minutes' ? value.toFixed(2) : String(value);

function Series({
  spec,
  data,
  range,
  children,
}: {
  spec: SeriesSpec;
  data: ChartsResponse;
  range: ChartRange;
  children?: ReactNode;
}) {
  const { t } = useT('admin');
  const [downloading, setDownloading] = useState(false);
  const rows: Row[] = spec.id === 'astrologers' ? data.astrologers : data.days;
  const xKey = spec.id === 'astrologers' ? 'name' : 'day';
  const lines = spec.lines.map((l) => ({ ...l, label: t(`admin:charts.field.${l.key}`) }));
  const headingId = `admin-charts-${spec.id}`;
  const descriptionId = `${headingId}-description`;
  const totals = spec.lines
    .map((l) => {
      const total =
        spec.id === 'astrologers'
          ? data.totals.minutes
          : (data.totals[l.key as keyof ChartsResponse['totals']] as number);
      return `${t(`admin:charts.field.${l.key}`)}: ${formatOf(l.unit)(total)}`;
    })
    .join('; ');

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(chartsCsvPath(spec.id, range), chartsCsvFileName(spec.id, range));
    } catch (error) {
      toast.error(messageOf(error, messageNow(CHART_MESSAGES.downloadFailed)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-night-100 p-3 sm:p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-night-900">
          {t(`admin:charts.series.${spec.id}`)}
        </h3>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void download()}
          loading={downloading}
          aria-label={t('admin:charts.downloadCsvOf', { series: t(`admin:charts.series.${spec.id}`) })}
        >
          {!downloading && <FileSpreadsheet className="size-4" aria-hidden="true" />}
          {t('admin:charts.downloadCsv')}
        </Button>
      </div>
      <p id={descriptionId} className="mb-2 text-sm text-night-700">
        {t(`admin:charts.describe.${spec.id}`)} {t('admin:charts.totals')}: {totals}.
      </p>
      {children}
      {rows.length === 0 ? (
        <PanelMessage>{t('admin:charts.nothing')}</PanelMessage>
      ) : (
        <>
          <div role="img" aria-describedby={descriptionId} aria-label={t(`admin:charts.series.${spec.id}`)} className="w-full min-w-0">
            <Suspense fallback={<Skeleton className="h-64" />}>
              <SeriesChart
                kind={spec.kind}
                data={rows}
                xKey={xKey}
                lines={lines}
                horizontal={spec.horizontal}
                format={formatOf(spec.lines[0]!.unit)}
              />
            </Suspense>
          </div>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-semibold text-saffron-800">{t('admin:charts.showTable')}</summary>
            <div className="mt-2">
              <TableScroll label={t('admin:charts.tableOf', { series: t(`admin:charts.series.${spec.id}`) })}>
                <table className="w-full">
                  <thead>
                    <tr>
                      <th scope="col" className={thClass}>
                        {t(spec.id === 'astrologers' ? 'admin:charts.field.name' : 'admin:charts.field.day')}
                      </th>
                      {spec.id === 'astrologers' && (
                        <th scope="col" className={thClass}>
                          {t('admin:charts.field.sessions')}
                        </th>
                      )}
                      {lines.map((l) => (
                        <th key={l.key} scope="col" className={thClass}>
                          {l.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={String(row[xKey]) + String(row.astrologer_id ?? '')}>
                        <th scope="row" className={cn(tdClass, 'text-left font-semibold')}>
                          {formatCalendarDay(String(row[xKey]))}
                        </th>
                        {spec.id === 'astrologers' && <td className={tdClass}>{row.sessions}</td>}
                        {lines.map((l) => (
                          <td key={l.key} className={tdClass}>
                            {formatOf(l.unit)(Number(row[l.key]))}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </div>
          </details>
        </>
      )}
    </section>
  );
}

export function ChartsPanel() {
  const { t } = useT('admin');
  const [range, setRange] = useState<ChartRange>(() => last30DaysInIndia());
  const errors = rangeErrors(range);
  const valid = !errors.from && !errors.to;
  const charts = useAdminCharts(range, valid);
  useLogError(charts.error, 'Fetching the charts');
  const data = valid ? charts.data : undefined;

  const setDay = (field: keyof ChartRange, day: string) => setRange((current) => ({ ...current, [field]: day }));

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <DayRangeFields
          range={range}
          errors={errors}
          labels={{ from: t('admin:charts.from'), to: t('admin:charts.to') }}
          onChange={setDay}
        />
        <p className="text-sm text-night-700">{t('admin:charts.indiaTime')}</p>
      </div>
      {!valid ? null : charts.isPending ? (
        <Skeleton className="h-64" />
      ) : !data ? (
        <PanelMessage tone="error">{messageOf(charts.error, messageNow(CHART_MESSAGES.loadFailed))}</PanelMessage>
      ) : (
        <div className={cn('grid min-w-0 gap-4 xl:grid-cols-2', charts.isPlaceholderData && 'opacity-60')}>
          {SERIES.map((spec) => (
            <Series key={spec.id} spec={spec} data={data} range={range}>
              {spec.id === 'users' && (
                <p className="mb-2 text-sm font-semibold text-night-900" aria-live="polite">
                  {t('admin:charts.conversion', { percent: data.conversion_percent })}
                </p>
              )}
            </Series>
          ))}
        </div>
      )}
    </div>
  );
}
