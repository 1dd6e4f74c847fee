// The admin's Charts panel: the last 30 days (India time) to begin with, one section per series with its chart, a
// description and a table of the same figures, each series' CSV from the API, and a refused range said on its field.
import { CHART_MESSAGES, CHART_SERIES, type ChartDay, type ChartsResponse } from '@app/contracts/admin-charts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { last30DaysInIndia } from '../lib/range.ts';
import { ChartsPanel } from './charts-panel.tsx';

// The drawing itself is recharts' (measured in a real browser by e2e/admin-charts.spec.ts); here, what it is given.
vi.mock('./series-chart.tsx', () => ({
  default: (props: { lines: { label: string }[]; data: unknown[] }) => (
    <div data-testid="chart">{`${props.data.length} points: ${props.lines.map((l) => l.label).join(', ')}`}</div>
  ),
}));

const day = (d: string, over: Partial<ChartDay> = {}): ChartDay => ({
  day: d,
  shop_net: 0,
  shop_gst: 0,
  shop_total: 0,
  recharge_net: 0,
  recharge_gst: 0,
  recharge_total: 0,
  consultation_charges: 0,
  sessions: 0,
  minutes: 0,
  payouts: 0,
  commission: 0,
  refunds: 0,
  refunds_from_astrologers: 0,
  refunds_from_platform: 0,
  new_users: 0,
  converted_users: 0,
  ...over,
});

const ANSWER: ChartsResponse = {
  from: '2026-11-01',
  to: '2026-11-02',
  days: [
    day('2026-11-01', { shop_net: 1000, shop_gst: 180, shop_total: 1180, sessions: 2, minutes: 12.5, new_users: 4, converted_users: 1 }),
    day('2026-11-02', { consultation_charges: 233.31, refunds: 45.67, refunds_from_astrologers: 36.54, refunds_from_platform: 9.13 }),
  ],
  totals: { ...day('x', { shop_net: 1000, shop_gst: 180, shop_total: 1180, consultation_charges: 233.31, sessions: 2, minutes: 12.5, new_users: 4, converted_users: 1, refunds: 45.67 }), day: undefined } as unknown as ChartsResponse['totals'],
  astrologers: [{ astrologer_id: 7, name: 'Pandit Arjun', sessions: 2, minutes: 12.5, consultation_charges: 233.31 }],
  conversion_percent: 25,
};

function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/admin/charts?')) return Response.json(ANSWER);
      return new Response('\uFEFFday,sessions,minutes\r\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="consultations-a-to-b.csv"' },
      });
    }),
  );
  return urls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChartsPanel />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChartsPanel', () => {
  it('asks for the last 30 days in India time and shows every series with a chart, a description and a table', async () => {
    const urls = stubApi();
    renderPanel();
    const range = last30DaysInIndia();
    expect(screen.getByLabelText('From')).toHaveValue(range.from);
    expect(screen.getByLabelText('To')).toHaveValue(range.to);
    await screen.findByRole('heading', { name: 'Revenue by day' });
    expect(urls[0]).toBe(`/api/admin/charts?from=${range.from}&to=${range.to}`);
    for (const name of [
      'Revenue by day',
      'Consultation minutes and sessions by day',
      'Minutes by astrologer',
      'Commission and payouts by day',
      'Refunds by day',
      'New users and first-session conversion',
    ])
      expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    expect(await screen.findAllByTestId('chart')).toHaveLength(CHART_SERIES.length);
    // Each chart is an image described by the words beside it, totals included.
    const revenue = screen.getByRole('img', { name: 'Revenue by day' });
    expect(revenue).toHaveAccessibleDescription(/Shop \(net\): ₹1,000\.00; Shop GST: ₹180\.00/);
    expect(within(revenue).getByTestId('chart')).toHaveTextContent('2 points: Shop (net), Shop GST, Recharges (net)');
    expect(screen.getByText('First-session conversion: 25% of the new users had a paid consultation.')).toBeInTheDocument();

    const refunds = screen.getByRole('region', { name: 'Refunds by day as a table' });
    const row = within(refunds).getByRole('row', { name: /^2 Nov 2026/ });
    expect(row).toHaveTextContent('₹36.54');
    expect(row).toHaveTextContent('₹9.13');
    const astrologers = screen.getByRole('region', { name: 'Minutes by astrologer as a table' });
    expect(within(astrologers).getByRole('row', { name: /Pandit Arjun/ })).toHaveTextContent('12.50');
  });

  it("downloads a series' CSV from the API for the chosen days", async () => {
    const urls = stubApi();
    const names: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Revenue by day' });
    await user.click(screen.getByRole('button', { name: 'Download CSV: Consultation minutes and sessions by day' }));
    const range = last30DaysInIndia();
    await waitFor(() => expect(names).toEqual(['consultations-a-to-b.csv']));
    expect(urls).toContain(`/api/admin/charts.csv?series=consultations&from=${range.from}&to=${range.to}`);
  });

  it('says a refused range on its field and asks nothing for it', async () => {
    const urls = stubApi();
    renderPanel();
    await screen.findByRole('heading', { name: 'Revenue by day' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText(CHART_MESSAGES.rangeTooLong)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revenue by day' })).not.toBeInTheDocument();
    expect(urls.filter((u) => u.includes('2020-01-01'))).toEqual([]);
  });
});
