// Test doubles for the console's tests: API answers by method and path, a socket the test fires events on, and
// sample sessions.
import type { ConsoleSummary, Consultation, RequestDetails } from '@app/contracts/consultations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import { ConsolePage } from './routes/console-page.tsx';

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** `answers` maps "METHOD /path?query" to a body (200) or a handler; anything else is a 404. */
export function mockApi(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${input}`;
    calls.push(key);
    const answer = answers[key];
    if (answer === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
    if (typeof answer === 'function') return (answer as Handler)(init);
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { answers, calls };
}

export const summary = (over: Partial<ConsoleSummary> = {}): ConsoleSummary => ({
  astro_id: 3,
  chat: false,
  call: false,
  status: 'offline',
  earnings_today: 1234.5,
  earnings_total: 56000,
  wallet: 10000,
  commission: 20,
  payable: 8000,
  sessions_today: 4,
  response_rate: 90,
  missed_requests: 1,
  suspension: null,
  ...over,
});

export const session = (over: Partial<Consultation> = {}): Consultation => {
  const now = Date.now();
  return {
    consultation_id: 41,
    type: 'chat',
    status: 'requested',
    astro_id: 3,
    user_id: 9,
    astro_name: 'Pandit Ravi',
    astro_image: '',
    user_name: 'Asha Verma',
    rate: 25,
    minute_seconds: 60,
    requested_at: new Date(now).toISOString(),
    accept_by: new Date(now + 120_000).toISOString(),
    accepted_at: null,
    started_at: null,
    ended_at: null,
    end_reason: null,
    billed_minutes: 0,
    amount: 0,
    refunded: 0,
    free_minutes: 0,
    server_time: new Date(now).toISOString(),
    reviewed: false,
    low_balance_below: 50,
    top_up: 250,
    ...over,
  };
};

export const request = (over: Partial<Consultation> = {}, match: RequestDetails['match'] = null): RequestDetails => ({
  consultation: session(over),
  match,
  user: {
    name: over.user_name ?? 'Asha Verma',
    date_of_birth: '1992-08-15',
    time_of_birth: '06:45:00',
    place_of_birth: 'Jaipur, Rajasthan',
    gender: 'Female',
  },
});

export const emptyHistory = { consultations: [], page: 1, total_pages: 1, total: 0 };

function ChatRoom() {
  return <p>chat room {useParams().id}</p>;
}

export function renderConsole() {
  const router = createMemoryRouter(
    [
      { path: '/astrologer/console', element: <ConsolePage /> },
      { path: '/astrologer/login', element: <p>astrologer login page</p> },
      { path: '/consultations/:id', element: <ChatRoom /> },
    ],
    { initialEntries: ['/astrologer/console'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
