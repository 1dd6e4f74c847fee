// Test doubles for the free-question pages: API answers by method and path, a socket the test fires events on, and
// sample data.
import type { MyQuestion } from '@app/contracts/free-questions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MyQuestions } from './api/get-my-questions.ts';

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** `answers` maps "METHOD /path" to a body (200) or a handler; anything else is a 404. */
export function mockApi(answers: Record<string, unknown>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = answers[key];
      if (answer === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
      if (typeof answer === 'function') return (answer as Handler)(init);
      return Response.json(answer);
    }),
  );
  return { answers, calls };
}

export const BIRTH = {
  name: 'Meera Kapoor',
  gender: 'Female',
  date_of_birth: '1990-04-12',
  time_of_birth: '06:30:00',
  place_of_birth: 'Pune',
};

export const question = (over: Partial<MyQuestion> = {}): MyQuestion => ({
  question_id: 5,
  question: 'When is a good time for me to change jobs?',
  status: 'open',
  asked_at: '2026-03-05T09:00:00Z',
  answer: null,
  answered_at: null,
  astrologer_name: null,
  astrologer_id: null,
  ...over,
});

export const mine = (over: Partial<MyQuestions> = {}): MyQuestions => ({
  can_ask: true,
  reason: null,
  reason_code: null,
  birth_details: BIRTH,
  questions: [],
  ...over,
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

/** Renders `element` at `path`; every other address shows where it is. */
export function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
