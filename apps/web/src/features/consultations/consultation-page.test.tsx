// The room at /consultations/:id with a mocked API and socket: it follows the session's status, keeps one copy of
// each message and catches up on gaps, counts down on the server's clock, sends optimistically and retries with the
// same client_id, queues what cannot reach the server and sends it once when the socket is back, warns a user short of
// two minutes, and checks the review before sending it.
import type { Consultation, ConsultationMessage } from '@app/contracts/consultations';
import { CONSULT_MESSAGES, END_REASON_TEXT } from '@app/contracts/consultations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api.ts';
import { ConsultationPage } from './routes/consultation-page.tsx';

// A stand-in socket: tests emit events and connects by hand.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    emit(event: string, payload?: unknown) {
      for (const h of handlers.get(event) ?? []) h(payload);
    },
    on(event: string, h: (payload: unknown) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(h);
      return () => {
        handlers.get(event)!.delete(h);
      };
    },
  };
});

vi.mock('../../lib/socket.ts', () => ({
  useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
    useEffect(() => socket.on(event, (p) => handler(p)));
  },
  useOnSocketConnect: (handler: () => void) => {
    useEffect(() => socket.on('connect', () => handler()));
  },
  useSocketConnected: () => true,
  useSocketState: () => 'connected',
}));

const USER_ID = 11;
const ASTRO_USER_ID = 99;

function session(over: Partial<Consultation> = {}): Consultation {
  const now = new Date().toISOString();
  return {
    consultation_id: 5,
    type: 'chat',
    status: 'active',
    astro_id: 3,
    user_id: USER_ID,
    astro_name: 'Sunita Trivedi',
    astro_image: '',
    user_name: 'Ravi Kumar',
    rate: 10,
    minute_seconds: 60,
    requested_at: now,
    accept_by: new Date(Date.now() + 60_000).toISOString(),
    accepted_at: null,
    started_at: now,
    ended_at: null,
    end_reason: null,
    billed_minutes: 1,
    amount: 10,
    refunded: 0,
    free_minutes: 0,
    server_time: now,
    reviewed: false,
    low_balance_below: 20,
    top_up: 100,
    ...over,
  };
}

const message = (id: number, over: Partial<ConsultationMessage> = {}): ConsultationMessage => ({
  message_id: id,
  consultation_id: 5,
  sender: 'astro',
  client_id: null,
  text: `Message ${id}`,
  voice_url: null,
  voice_duration_ms: null,
  masked: [],
  created_at: '2026-01-01T10:00:00Z',
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (
  url: string,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

/** Answers fetch by the first route that answers; records every call. */
function mockApi(...routes: Route[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    if (url.startsWith('/api/consultations/5/messages')) return json(200, { messages: [] });
    if (url.startsWith('/api/wallet')) return json(200, { balance: 1000 });
    if (url.startsWith('/api/consult/requests')) return json(200, []);
    return json(404, { message: `No mock for ${url}` });
  });
}

const calls = (fetch: ReturnType<typeof mockApi>, prefix: string, method = 'GET') =>
  fetch.mock.calls.filter(([u, init]) => String(u).startsWith(prefix) && (init?.method ?? 'GET') === method);

function renderRoom(viewer: number | null = USER_ID) {
  localStorage.setItem('token', 't');
  if (viewer !== null) localStorage.setItem('user_id', String(viewer));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/consultations/:id', element: <ConsultationPage /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/consultations/5'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

describe('consultation room', () => {
  beforeEach(() => socket.handlers.clear());
  afterEach(() => vi.restoreAllMocks());

  it('sends a guest to login', () => {
    const client = new QueryClient();
    const router = createMemoryRouter(
      [
        { path: '/consultations/:id', element: <ConsultationPage /> },
        { path: '/login', element: <h1>Login</h1> },
      ],
      { initialEntries: ['/consultations/5'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks the server who is looking when sign-in stored no user id', async () => {
    const fetch = mockApi((url) => {
      if (url === '/auth/verify-token') return json(200, { user_id: USER_ID });
      if (url === '/api/consultations/5')
        return json(200, session({ status: 'requested', started_at: null }));
      return undefined;
    });
    renderRoom(null);
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(calls(fetch, '/auth/verify-token', 'POST')).toHaveLength(1);
    expect(localStorage.getItem('user_id')).toBe(String(USER_ID));
  });

  it('counts down to accept_by on the server clock, not the device clock', async () => {
    // The server is ten minutes ahead of this device; the request expires 90 s from the server's now.
    const server = Date.now() + 600_000;
    mockApi((url) =>
      url === '/api/consultations/5'
        ? json(
            200,
            session({
              status: 'requested',
              started_at: null,
              server_time: new Date(server).toISOString(),
              accept_by: new Date(server + 90_000).toISOString(),
            }),
          )
        : undefined,
    );
    renderRoom();
    expect(
      await screen.findByRole('heading', { name: 'Waiting for Sunita Trivedi to accept' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('countdown').textContent).toMatch(/^01:(29|30)$/);
    expect(screen.getByText(/₹10\.00\/min/)).toBeInTheDocument();
  });

  it('follows the status: requested, then active by a socket event, then ended', async () => {
    const fetch = mockApi((url, init) => {
      if (url === '/api/consultations/5/cancel' && init?.method === 'POST')
        return json(200, session({ status: 'cancelled' }));
      if (url === '/api/consultations/5')
        return json(200, session({ status: 'requested', started_at: null }));
      return undefined;
    });
    renderRoom();
    await screen.findByRole('button', { name: 'Cancel request' });

    act(() =>
      socket.emit(
        'consultation',
        session({ status: 'active', server_time: new Date(Date.now() + 1000).toISOString() }),
      ),
    );
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sunita Trivedi' })).toBeInTheDocument();
    expect(screen.getByTestId('cost')).toHaveTextContent('₹10.00');

    // Another session's event is none of this page's business.
    act(() =>
      socket.emit(
        'consultation',
        session({
          consultation_id: 6,
          status: 'ended',
          server_time: new Date(Date.now() + 2000).toISOString(),
        }),
      ),
    );
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();

    const started = session({});
    const ended = session({
      status: 'ended',
      end_reason: 'astro',
      started_at: started.started_at,
      // 95 s after the start the session itself reports, however long the test has taken so far.
      ended_at: new Date(Date.parse(started.started_at!) + 95_000).toISOString(),
      billed_minutes: 2,
      amount: 20,
      refunded: 5,
      server_time: new Date(Date.now() + 3000).toISOString(),
    });
    act(() => socket.emit('consultation', ended));
    expect(await screen.findByRole('heading', { name: 'Chat with Sunita Trivedi' })).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent(END_REASON_TEXT.astro);
    expect(screen.getByText('₹20.00')).toBeInTheDocument();
    expect(screen.getByText('₹5.00')).toBeInTheDocument();
    expect(screen.getByText('1 min 35 s')).toBeInTheDocument();
    expect(calls(fetch, '/api/consultations/5/cancel', 'POST')).toHaveLength(0);
  });

  it('cancels a request for the user', async () => {
    const fetch = mockApi((url, init) => {
      if (url === '/api/consultations/5/cancel' && init?.method === 'POST')
        return json(200, session({ status: 'cancelled', started_at: null, billed_minutes: 0, amount: 0 }));
      if (url === '/api/consultations/5')
        return json(200, session({ status: 'requested', started_at: null }));
      return undefined;
    });
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByTestId('status')).toHaveTextContent('Cancelled');
    expect(calls(fetch, '/api/consultations/5/cancel', 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('lets the astrologer accept, then shows the room with the user’s birth details', async () => {
    mockApi((url, init) => {
      if (url === '/api/consultations/5/accept' && init?.method === 'POST') return json(200, session());
      if (url === '/api/consultations/5')
        return json(200, session({ status: 'requested', started_at: null }));
      if (url === '/api/consult/requests')
        return json(200, [
          {
            consultation: session(),
            user: {
              name: 'Ravi Kumar',
              date_of_birth: '1990-04-12',
              time_of_birth: '06:30',
              place_of_birth: 'Pune',
              gender: 'Male',
            },
          },
        ]);
      return undefined;
    });
    renderRoom(ASTRO_USER_ID);
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar wants to chat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('Pune')).toBeInTheDocument();
    expect(screen.getByText("User's birth details")).toBeInTheDocument();
    // The astrologer is never warned about the user's wallet.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps one copy of each message and catches up when an event skips ahead or the socket reconnects', async () => {
    const fetch = mockApi((url) => {
      if (url === '/api/consultations/5') return json(200, session());
      if (url.startsWith('/api/consultations/5/messages?after=0'))
        return json(200, { messages: [message(1), message(2)] });
      if (url.startsWith('/api/consultations/5/messages?after=2'))
        return json(200, { messages: [message(3), message(4), message(5)] });
      return undefined;
    });
    renderRoom();
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Message 2');

    act(() => socket.emit('message', message(2)));
    act(() => socket.emit('message', message(1, { consultation_id: 6, text: 'Elsewhere' })));
    expect(within(log).getAllByText(/^Message \d$/)).toHaveLength(2);
    expect(within(log).queryByText('Elsewhere')).not.toBeInTheDocument();

    act(() => socket.emit('message', message(5)));
    await within(log).findByText('Message 3');
    expect(
      within(log)
        .getAllByText(/^Message \d$/)
        .map((e) => e.textContent),
    ).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(calls(fetch, '/api/consultations/5/messages?after=2')).toHaveLength(1);

    const before = calls(fetch, '/api/consultations/5').filter(([u]) => u === '/api/consultations/5').length;
    act(() => socket.emit('connect'));
    await waitFor(() => expect(calls(fetch, '/api/consultations/5/messages?after=5')).toHaveLength(1));
    await waitFor(() =>
      expect(
        calls(fetch, '/api/consultations/5').filter(([u]) => u === '/api/consultations/5').length,
      ).toBeGreaterThan(before),
    );
  });

  it('shows a message as sending, marks a failure, and retries it with the same client_id', async () => {
    let posts = 0;
    let release: (() => void) | null = null;
    const fetch = mockApi(async (url, init) => {
      if (url === '/api/consultations/5') return json(200, session());
      if (url === '/api/consultations/5/messages' && init?.method === 'POST') {
        posts += 1;
        const body = JSON.parse(String(init.body)) as { text: string; client_id: string };
        if (posts === 1) {
          await new Promise<void>((resolve) => (release = resolve));
          return json(500, { message: 'boom' });
        }
        return json(201, message(9, { sender: 'user', text: body.text, client_id: body.client_id }));
      }
      return undefined;
    });
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Sending…')).toBeInTheDocument();

    act(() => release!());
    await userEvent.click(await within(log).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log).queryByText(/Not sent/)).not.toBeInTheDocument();
    expect(
      within(log).getAllByText((_, el) => el?.tagName === 'P' && el.textContent === 'Hello\nthere'),
    ).toHaveLength(1);

    const sent = calls(fetch, '/api/consultations/5/messages', 'POST').map(
      ([, init]) => JSON.parse(String(init!.body)) as { text: string; client_id: string },
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toBe('Hello\nthere');
    expect(sent[0]!.client_id).toBeTruthy();
    expect(sent[1]!.client_id).toBe(sent[0]!.client_id);
  });

  it('queues messages written while the server cannot be reached and sends each once, in order, when the socket is back', async () => {
    // The server stores by client_id: a repeat answers the stored copy, as messages.service does.
    const stored = new Map<string, ConsultationMessage>();
    let down = true;
    const fetch = mockApi((url, init) => {
      if (url === '/api/consultations/5') return json(200, session());
      if (url === '/api/consultations/5/messages' && init?.method === 'POST') {
        if (down) throw new TypeError('Failed to fetch');
        const body = JSON.parse(String(init.body)) as { text: string; client_id: string };
        const saved =
          stored.get(body.client_id) ??
          message(10 + stored.size, { sender: 'user', text: body.text, client_id: body.client_id });
        stored.set(body.client_id, saved);
        return json(201, saved);
      }
      if (url.startsWith('/api/consultations/5/messages?after=')) {
        if (down) throw new TypeError('Failed to fetch');
        return json(200, { messages: [...stored.values()] });
      }
      return undefined;
    });
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const log = screen.getByRole('log', { name: 'Messages' });
    await userEvent.type(box, 'First{Enter}');
    await userEvent.type(box, 'Second{Enter}');
    await waitFor(() =>
      expect(
        within(log)
          .getAllByTestId('outgoing-state')
          .map((e) => e.textContent),
      ).toEqual(['Waiting for the connection…', 'Waiting for the connection…']),
    );
    expect(within(log).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // The messages the room could not read while the server was out of reach are no error of their own.
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();

    down = false;
    act(() => socket.emit('connect'));
    await waitFor(() => expect(within(log).queryByTestId('outgoing-state')).not.toBeInTheDocument());
    expect(
      within(log)
        .getAllByText(/^(First|Second)$/)
        .map((e) => e.textContent),
    ).toEqual(['First', 'Second']);

    // Once sent, nothing is posted again: not at the next reconnect, not at the next poll.
    act(() => socket.emit('connect'));
    await waitFor(() => expect(calls(fetch, '/api/consultations/5/messages?after=')).not.toHaveLength(0));
    const posted = calls(fetch, '/api/consultations/5/messages', 'POST').map(
      ([, init]) => JSON.parse(String(init!.body)) as { text: string; client_id: string },
    );
    // While down only the first in line is tried (once per message written); then one delivery each, in order.
    expect(posted.map((p) => p.text)).toEqual(['First', 'First', 'First', 'Second']);
    expect(new Set(posted.map((p) => p.client_id)).size).toBe(2);
    expect(within(log).getAllByText(/^(First|Second)$/)).toHaveLength(2);
  });

  it('counts characters and refuses to send an empty message', async () => {
    mockApi((url) => (url === '/api/consultations/5' ? json(200, session()) : undefined));
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, 'Namaste');
    expect(screen.getByText('7/2000')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxlength', '2000');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('warns the user when the balance covers fewer than two minutes, and follows the wallet event', async () => {
    mockApi((url) => {
      if (url === '/api/consultations/5') return json(200, session({ rate: 10 }));
      if (url.startsWith('/api/wallet')) return json(200, { balance: 20 });
      return undefined;
    });
    renderRoom();
    await screen.findByRole('log', { name: 'Messages' });
    // Exactly two minutes left: no warning.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    act(() => socket.emit('wallet', { balance: 19.5 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONSULT_MESSAGES.lowBalanceWarning);
    expect(within(alert).getByRole('link', { name: 'Recharge' })).toHaveAttribute(
      'href',
      '/wallet?amount=100&next=%2Fconsultations%2F5',
    );

    act(() => socket.emit('wallet', { balance: 500 }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the user the balance and the minutes it still buys beside the time and cost, the free ones first', async () => {
    mockApi((url) => {
      if (url === '/api/consultations/5') return json(200, session({ rate: 10, billed_minutes: 1, free_minutes: 3, amount: 0 }));
      if (url.startsWith('/api/wallet')) return json(200, { balance: 55 });
      return undefined;
    });
    renderRoom();
    // Two free minutes still to come, then five paid ones: ₹55 at ₹10 a minute.
    expect(await screen.findByTestId('balance')).toHaveTextContent('Balance ₹55.00');
    expect(screen.getByTestId('minutes-left')).toHaveTextContent('about 7 min left');
    expect(screen.getByTestId('free-left')).toHaveTextContent('2 free minutes to come');
    act(() => socket.emit('wallet', { balance: 45 }));
    await waitFor(() => expect(screen.getByTestId('minutes-left')).toHaveTextContent('about 6 min left'));
  });

  it("tells the user nothing is charged until the astrologer's first message, and the astrologer that it starts the session", async () => {
    const waiting = session({ started_at: null, billed_minutes: 0, amount: 0, accepted_at: new Date().toISOString(), accept_by: new Date(Date.now() + 90_000).toISOString() });
    mockApi((url) => (url === '/api/consultations/5' ? json(200, waiting) : undefined));
    renderRoom();
    const note = await screen.findByTestId('awaiting-reply');
    expect(note).toHaveTextContent('Sunita Trivedi has accepted. You are not charged until they reply.');
    expect(note).toHaveTextContent(/01:(29|30)/);
    // The reply starts the meter: the note goes.
    act(() => socket.emit('consultation', { ...waiting, started_at: new Date().toISOString(), billed_minutes: 1, amount: 10 }));
    await waitFor(() => expect(screen.queryByTestId('awaiting-reply')).not.toBeInTheDocument());
  });

  it('tells the astrologer that their first message starts the session', async () => {
    const waiting = session({ started_at: null, billed_minutes: 0, amount: 0, accepted_at: new Date().toISOString() });
    mockApi((url) => (url === '/api/consultations/5' ? json(200, waiting) : undefined));
    renderRoom(ASTRO_USER_ID);
    expect(await screen.findByTestId('awaiting-reply')).toHaveTextContent('Send your first message: the session and its billing start with it.');
    expect(screen.queryByTestId('meter')).not.toBeInTheDocument();
  });

  it('lists the minutes of an ended session: the free ones, the paid ones, and the one given back when the astrologer dropped', async () => {
    const started = new Date(Date.now() - 300_000).toISOString();
    mockApi((url) =>
      url === '/api/consultations/5'
        ? json(200, session({ status: 'ended', end_reason: 'astro_lost', started_at: started, ended_at: new Date().toISOString(), billed_minutes: 4, free_minutes: 3, amount: 10, refunded: 10 }))
        : undefined,
    );
    renderRoom();
    const lines = await screen.findByTestId('minute-lines');
    expect(screen.getByTestId('status')).toHaveTextContent("Ended: the astrologer's connection was lost. Your last minute was given back.");
    const items = within(lines).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(4);
    expect(items.slice(0, 3).every((text) => text!.endsWith('Free'))).toBe(true);
    expect(items[3]).toMatch(/^Minute 4 · .*₹10\.00 · Given back$/);
  });

  it('marks the running minute given back when the astrologer was suspended mid-session', async () => {
    const started = new Date(Date.now() - 120_000).toISOString();
    mockApi((url) =>
      url === '/api/consultations/5'
        ? json(200, session({ status: 'ended', end_reason: 'astro_suspended', started_at: started, ended_at: new Date().toISOString(), billed_minutes: 2, free_minutes: 0, amount: 20, refunded: 10 }))
        : undefined,
    );
    renderRoom();
    const lines = await screen.findByTestId('minute-lines');
    expect(screen.getByTestId('status')).toHaveTextContent("Ended: the astrologer's account was suspended. Your last minute was given back.");
    const items = within(lines).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).not.toMatch(/Given back/);
    expect(items[1]).toMatch(/^Minute 2 · .*₹10\.00 · Given back$/);
  });

  it('asks before ending the chat', async () => {
    const fetch = mockApi((url, init) => {
      if (url === '/api/consultations/5/end' && init?.method === 'POST')
        return json(
          200,
          session({ status: 'ended', end_reason: 'user', ended_at: new Date().toISOString() }),
        );
      if (url === '/api/consultations/5') return json(200, session());
      return undefined;
    });
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'End chat' }));
    expect(calls(fetch, '/api/consultations/5/end', 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end chat' }));
    expect(await screen.findByTestId('status')).toHaveTextContent(END_REASON_TEXT.user);
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
  });

  it('checks the review, sends it, and thanks the user', async () => {
    const fetch = mockApi((url, init) => {
      if (url === '/api/consultations/5/review' && init?.method === 'POST')
        return json(201, { message: CONSULT_MESSAGES.reviewSaved, masked: ['phone'] });
      if (url === '/api/consultations/5')
        return json(
          200,
          session({
            status: 'ended',
            end_reason: 'user',
            ended_at: new Date().toISOString(),
            billed_minutes: 3,
          }),
        );
      return undefined;
    });
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(CONSULT_MESSAGES.starsInvalid)).toBeInTheDocument();
    expect(calls(fetch, '/api/consultations/5/review', 'POST')).toHaveLength(0);

    // The stars are a radio group: arrows move between them.
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Very helpful');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(CONSULT_MESSAGES.reviewSaved)).toBeInTheDocument();
    // The reviewer is told what the filter hid from the public review.
    expect(screen.getByTestId('masked-note')).toHaveTextContent(
      'We hid the phone number in your review: reviews are public, and contact details stay in the app.',
    );
    const [, init] = calls(fetch, '/api/consultations/5/review', 'POST')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ stars: 4, text: 'Very helpful' });
  });

  it('keeps the thank-you of a chat that opened before its first billed minute, once the review is saved', async () => {
    // The room opened while the chat waited for the astrologer's first message: nothing billed, nothing to review.
    let current = session({ started_at: null, billed_minutes: 0, amount: 0, accepted_at: new Date().toISOString() });
    mockApi((url, init) => {
      if (url === '/api/consultations/5/review' && init?.method === 'POST') {
        current = { ...current, reviewed: true };
        return json(201, { message: CONSULT_MESSAGES.reviewSaved });
      }
      if (url === '/api/consultations/5') return json(200, current);
      return undefined;
    });
    renderRoom();
    await screen.findByTestId('awaiting-reply');
    current = session({ status: 'ended', end_reason: 'user', ended_at: new Date().toISOString(), billed_minutes: 2, amount: 20 });
    act(() => socket.emit('consultation', current));
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    // The session is read again (now reviewed): the thank-you stays.
    expect(await screen.findByText(CONSULT_MESSAGES.reviewSaved)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(CONSULT_MESSAGES.reviewSaved)).toBeInTheDocument();
  });

  it('calls a call a call: its summary and its review form', async () => {
    mockApi((url) =>
      url === '/api/consultations/5'
        ? json(
            200,
            session({
              type: 'call',
              status: 'ended',
              end_reason: 'astro',
              ended_at: new Date().toISOString(),
              billed_minutes: 2,
            }),
          )
        : undefined,
    );
    renderRoom();
    expect(await screen.findByRole('heading', { name: 'Call with Sunita Trivedi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review your call with Sunita Trivedi' })).toBeInTheDocument();
    expect(screen.queryByText(/chat/i)).toBeNull();
  });

  it('refuses a review longer than 500 characters', async () => {
    mockApi((url) =>
      url === '/api/consultations/5'
        ? json(200, session({ status: 'ended', ended_at: new Date().toISOString(), billed_minutes: 1 }))
        : undefined,
    );
    renderRoom();
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    const box = screen.getByRole('textbox', { name: 'Your review (optional)' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(CONSULT_MESSAGES.reviewTooLong)).toBeInTheDocument();
  });

  it('offers no review for an unpaid session, a reviewed one, or to the astrologer', async () => {
    mockApi((url) =>
      url === '/api/consultations/5'
        ? json(
            200,
            session({ status: 'ended', ended_at: new Date().toISOString(), billed_minutes: 0, amount: 0 }),
          )
        : undefined,
    );
    renderRoom();
    await screen.findByTestId('status');
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });
});
