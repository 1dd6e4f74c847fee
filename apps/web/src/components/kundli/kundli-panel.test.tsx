// The astrologer's kundli panel against stubbed answers: the chart and details, the reason when there is no chart,
// and a failed load with its retry.
import { KUNDLI_MESSAGES } from '@app/contracts/kundli';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../lib/i18n.tsx';
import { makeKundli } from '../../test/kundli-factory.ts';
import { KundliPanel } from './kundli-panel.tsx';

const SOURCE = '/api/consultations/41/kundli';

function stubFetch(...answers: (() => Response)[]) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${input} ${new Headers(init.headers).get('accessToken') ?? ''}`);
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KundliPanel source={SOURCE} />
    </QueryClientProvider>,
  );
}

describe('KundliPanel', () => {
  afterEach(() => switchLocale('en'));

  it('reads in Hindi: rashis, nakshatras, grahas and the chart’s marks', async () => {
    await switchLocale('hi');
    stubFetch(() => Response.json({ kundli: makeKundli({ retrograde: ['saturn'] }), reason: null }));
    renderPanel();
    const chart = await screen.findByRole('img', { name: /उत्तर भारतीय कुंडली। लग्न सिंह \(5\) में/ });
    expect(chart.querySelector('[data-mark="ल"]')).not.toBeNull();
    expect(chart.querySelector('[data-mark="चं"]')).not.toBeNull();
    expect(chart).toHaveTextContent('व');
    expect(screen.getByTestId('lagna')).toHaveTextContent('सिंह 12°34′');
    expect(screen.getByRole('columnheader', { name: 'राशि' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toContain('शनि');
    expect(screen.getByText('विंशोत्तरी दशा')).toBeInTheDocument();
  });

  it('draws the user’s chart with its details, asking the given endpoint with the session', async () => {
    localStorage.setItem('token', 'astro-token');
    const calls = stubFetch(() => Response.json({ kundli: makeKundli(), reason: null }));
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the kundli');
    const chart = await screen.findByRole('img', { name: /North Indian chart\. Lagna in Simha/ });
    expect(chart.querySelectorAll('[data-house]')).toHaveLength(12);
    expect(screen.getByTestId('lagna')).toHaveTextContent('Simha 12°34′');
    expect(screen.getAllByTestId('planet-row')).toHaveLength(9);
    expect(calls).toEqual([`GET ${SOURCE} astro-token`]);
  });

  it('shows the server’s reason when the user has no chart', async () => {
    stubFetch(() => Response.json({ kundli: null, reason: KUNDLI_MESSAGES.placeUnresolved }));
    renderPanel();
    expect(await screen.findByTestId('kundli-reason')).toHaveTextContent(KUNDLI_MESSAGES.placeUnresolved);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the load failed, logs it, and draws the chart after Retry', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(
      () =>
        Response.json(
          { message: 'Only the astrologer of this consultation can see it.', errors: {} },
          { status: 403 },
        ),
      () => Response.json({ kundli: makeKundli(), reason: null }),
    );
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only the astrologer of this consultation can see it.');
    expect(logged).toHaveBeenCalledWith('Loading the kundli failed', expect.anything());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /North Indian chart/ })).toBeInTheDocument();
  });
});
