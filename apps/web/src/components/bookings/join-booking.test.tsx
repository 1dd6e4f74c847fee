// A booking's Join against a stubbed API and a socket the test controls: shut with its opening time until
// join_opens_at, open then; a join the other side has not matched waits, asking again every 5 s (and at once on a
// session event), and opens the room when the session's id comes back; a refusal is said in words.
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api.ts';
import type { Booking, JoinBookingResponse } from '@app/contracts/bookings';
import { JOIN_POLL_MS, JoinBooking } from './join-booking.tsx';
import { createBooking } from '../../test/booking-factory.ts';

const socket = await vi.hoisted(async () => (await import('../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const booking = (over: Partial<Booking> = {}): Booking =>
  createBooking({ booking_id: 12, kind: 'video', starts_at: new Date(Date.now() + 60_000).toISOString(), ...over });

function Room() {
  return <p>room {useParams().id}</p>;
}

function renderJoin(b: Booking, side: 'user' | 'astro' = 'astro') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <JoinBooking booking={b} side={side} zone="Asia/Kolkata" named /> },
      { path: '/consultations/:id', element: <Room /> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const answer = (consultation_id: number | null): JoinBookingResponse => ({ booking: booking(), consultation_id });
const joins = (calls: { url: string; method: string }[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/bookings/12/join'));

beforeEach(() => localStorage.setItem('token', 'astro-token'));
afterEach(() => vi.useRealTimers());

describe('a booking\u2019s Join', () => {
  it('is shut, saying when it opens in India time, until join_opens_at, and opens then', async () => {
    const opens = Date.now() + 1_000;
    stubApi({});
    renderJoin(booking({ join_opens_at: new Date(opens).toISOString() }));
    const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata', timeZoneName: 'short' }).format(opens);
    const shut = screen.getByRole('button', { name: `Join opens at ${time}` });
    expect(shut).toBeDisabled();
    expect(time).toMatch(/IST$/);
    expect(await screen.findByRole('button', { name: 'Join' }, { timeout: 10_000 })).toBeEnabled();
  });

  it('is shut six minutes before the start (it opens five minutes before)', () => {
    stubApi({});
    renderJoin(booking({ starts_at: new Date(Date.now() + 6 * 60_000).toISOString() }));
    expect(screen.getByRole('button', { name: /^Join opens at/ })).toBeDisabled();
  });

  it('waits for the other side, asking every 5 s, and opens the room when the session is made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let made: number | null = null;
    const calls = stubApi({ '/api/bookings/12/join': () => Response.json(answer(made)) });
    const router = renderJoin(booking());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for Asha Verma to join…');
    await act(() => vi.advanceTimersByTimeAsync(JOIN_POLL_MS));
    const asked = joins(calls).length;
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(router.state.location.pathname).toBe('/');

    made = 77;
    await act(() => vi.advanceTimersByTimeAsync(JOIN_POLL_MS));
    expect(await screen.findByText('room 77')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consultations/77');
  });

  it('asks at once when a session event arrives, without waiting for the next poll', async () => {
    let made: number | null = null;
    const calls = stubApi({ '/api/bookings/12/join': () => Response.json(answer(made)) });
    renderJoin(booking({ user_joined_at: new Date().toISOString() }), 'user');
    // Already joined on another visit: it waits from the start.
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for Asha Verma to join…');
    await vi.waitFor(() => expect(joins(calls)).toHaveLength(1));
    made = 78;
    act(() => socket.fire(SOCKET_EVENTS.consultation, { consultation_id: 78, status: 'accepted' }));
    expect(await screen.findByText('room 78')).toBeInTheDocument();
  });

  it('goes straight to the room when the other side is already there', async () => {
    const calls = stubApi({ '/api/bookings/12/join': () => Response.json(answer(91)) });
    const user = userEvent.setup();
    renderJoin(booking());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('room 91')).toBeInTheDocument();
    expect(joins(calls)).toHaveLength(1);
  });

  it('says why a join is refused', async () => {
    stubApi({
      '/api/bookings/12/join': () => Response.json({ message: 'This booking is not open to join yet.', code: 'booking_not_open' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderJoin(booking());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is not open to join yet.');
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('offers the room of a booking whose session has started', () => {
    stubApi({});
    renderJoin(booking({ status: 'started', consultation_id: 55 }));
    expect(screen.getByRole('link', { name: 'Go to the session' })).toHaveAttribute('href', '/consultations/55');
  });
});

describe('a booking settled while waiting', () => {
  it('stops waiting and has the list read again', async () => {
    const onChanged = vi.fn();
    stubApi({
      '/api/bookings/12/join': () =>
        Response.json({ booking: booking({ status: 'no_show_astrologer', released: 600 }), consultation_id: null } satisfies JoinBookingResponse),
    });
    const router = createMemoryRouter([{ path: '/', element: <JoinBooking booking={booking({ user_joined_at: new Date().toISOString() })} side="user" zone="Asia/Kolkata" named onChanged={onChanged} /> }]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
