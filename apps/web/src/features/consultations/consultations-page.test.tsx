// /consultations: the account's sessions with the other party named from the viewer's side, each opening its own
// page; paging; an empty history points to the astrologers.
import type { Consultation } from '@app/contracts/consultations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../lib/i18n.tsx';
import { ConsultationsPage } from './routes/consultations-page.tsx';

const row = (over: Partial<Consultation>): Consultation => ({
  consultation_id: 5,
  type: 'chat',
  status: 'ended',
  astro_id: 3,
  user_id: 11,
  astro_name: 'Sunita Trivedi',
  astro_image: '',
  user_name: 'Ravi Kumar',
  rate: 25,
  minute_seconds: 60,
  requested_at: '2026-03-05T10:00:00Z',
  accept_by: '2026-03-05T10:02:00Z',
  accepted_at: null,
  started_at: '2026-03-05T10:01:00Z',
  ended_at: '2026-03-05T10:04:05Z',
  end_reason: 'user',
  billed_minutes: 4,
  amount: 100,
  refunded: 0,
  free_minutes: 0,
  server_time: '2026-03-05T10:05:00Z',
  reviewed: false,
  low_balance_below: 50,
  top_up: 250,
  ...over,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderHistory(viewer: number | null) {
  if (viewer !== null) {
    localStorage.setItem('token', 't');
    localStorage.setItem('user_id', String(viewer));
  }
  const router = createMemoryRouter(
    [
      { path: '/consultations', element: <ConsultationsPage /> },
      { path: '/consultations/:id', element: <h1>Room</h1> },
      { path: '/login', element: <h1>Login</h1> },
      { path: '/astrologers', element: <h1>Astrologers</h1> },
    ],
    { initialEntries: ['/consultations'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('consultation history', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a guest to login', () => {
    expect(renderHistory(null).state.location.pathname).toBe('/login');
  });

  it("lists the user's sessions by astrologer and opens one", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({
        consultations: [
          row({}),
          row({ consultation_id: 4, status: 'cancelled', started_at: null, ended_at: null, amount: 0 }),
        ],
        page: 1,
        total_pages: 1,
        total: 2,
      }),
    );
    const router = renderHistory(11);
    const link = await screen.findByRole('link', { name: /Chat with Sunita Trivedi.*Ended/ });
    expect(link).toHaveTextContent('3 min 5 s');
    expect(link).toHaveTextContent('₹100.00');
    expect(screen.getByRole('link', { name: /Cancelled/ })).toHaveTextContent('—');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/consultations/5');
  });

  it('names the user to the astrologer and pages through', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      json({
        consultations: [row({ consultation_id: String(url).includes('page=2') ? 9 : 5 })],
        page: String(url).includes('page=2') ? 2 : 1,
        total_pages: 2,
        total: 21,
      }),
    );
    renderHistory(99);
    expect(await screen.findByRole('link', { name: /Chat with Ravi Kumar/ })).toHaveAttribute(
      'href',
      '/consultations/5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(String(fetch.mock.calls.at(-1)![0])).toBe('/api/consultations?page=2&limit=20');
  });

  it('points an empty history to the astrologers', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ consultations: [], page: 1, total_pages: 0, total: 0 }),
    );
    renderHistory(11);
    expect(await screen.findByRole('link', { name: 'Find an astrologer' })).toHaveAttribute(
      'href',
      '/astrologers',
    );
  });

  describe('in Hindi', () => {
    afterEach(() => switchLocale('en'));

    it('reads the history in Hindi: status, duration, rate and the party', async () => {
      await switchLocale('hi');
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        json({ consultations: [row({})], page: 1, total_pages: 1, total: 1 }),
      );
      renderHistory(11);
      const link = await screen.findByRole('link', { name: /Sunita Trivedi के साथ चैट.*समाप्त/ });
      expect(link).toHaveTextContent('3 मिनट 5 सेकंड');
      expect(link).toHaveTextContent('₹25.00/मिनट');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('मेरे परामर्श');
      expect(screen.getByText('1 परामर्श')).toBeInTheDocument();
    });
  });
});
