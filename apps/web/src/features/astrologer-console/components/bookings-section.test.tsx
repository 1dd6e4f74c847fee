// The console's upcoming bookings against a stubbed API: each with the user, India date and time (IST), kind,
// length and price, and the astrologer's record; Cancel asks first, saying the user gets everything back and it counts
// against the astrologer, sends the optional reason, and the list is read again.
import type { ConsoleBookingsResponse } from '@app/contracts/bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { BookingsSection } from './bookings-section.tsx';
import { createBooking } from '../../../test/booking-factory.ts';

const socket = await vi.hoisted(async () => (await import('../../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

type Row = ConsoleBookingsResponse['bookings'][number];
// 19:30 in India, far enough ahead that Join is shut.
const row = (over: Partial<Row> = {}): Row => createBooking({ booking_id: 21, starts_at: '2099-12-12T14:00:00.000Z', ...over });

beforeEach(() => {
  localStorage.setItem('token', 'astro-token');
  vi.spyOn(toast, 'success').mockReturnValue('id');
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the console\u2019s upcoming bookings', () => {
  it('shows each booking in India time with its kind, length and price, and the record', async () => {
    stubApi({ '/api/console/bookings': () => Response.json({ bookings: [row()], cancelled_by_you: 2, no_shows: 1 }) });
    renderSection();
    const item = await screen.findByTestId('console-booking');
    expect(item).toHaveTextContent('Asha Verma');
    expect(within(item).getByText('Sat, 12 Dec, 7:30 pm IST')).toHaveAttribute('datetime', '2099-12-12T14:00:00.000Z');
    expect(item).toHaveTextContent('Call · 30 min · ₹20.00/min · ₹600.00 in all');
    expect(within(item).getByRole('button', { name: 'Join opens at Sat, 12 Dec, 7:25 pm IST' })).toBeDisabled();
    expect(screen.getByTestId('booking-record')).toHaveTextContent('Cancelled by you: 2 · No-shows: 1');
  });

  it('says there are none', async () => {
    stubApi({ '/api/console/bookings': () => Response.json({ bookings: [], cancelled_by_you: 0, no_shows: 0 }) });
    renderSection();
    expect(await screen.findByText(/No upcoming bookings/)).toBeInTheDocument();
    expect(screen.getByTestId('booking-record')).toHaveTextContent('Cancelled by you: 0 · No-shows: 0');
  });

  it('asks before cancelling, says what it costs, and sends the reason', async () => {
    const user = userEvent.setup();
    let list = [row()];
    const calls = stubApi({
      '/api/console/bookings': () => Response.json({ bookings: list, cancelled_by_you: list.length ? 0 : 1, no_shows: 0 }),
      '/api/bookings/21/cancel': () => {
        list = [];
        return Response.json(row({ status: 'cancelled_by_astrologer', released: 600, cancelled_at: new Date().toISOString() }));
      },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByTestId('cancel-terms')).toHaveTextContent(
      'Asha Verma gets all ₹600.00 back, and the cancellation counts against your record. The booking at Sat, 12 Dec, 7:30 pm IST cannot be restored.',
    );
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(again).getByLabelText('Reason for Asha Verma (optional)'), '  Unwell today  ');
    await user.click(within(again).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(/No upcoming bookings/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/api/bookings/21/cancel', { reason: 'Unwell today' }]]);
    expect(toast.success).toHaveBeenCalledWith('Booking cancelled: Asha Verma gets the whole amount back.');
    expect(screen.getByTestId('booking-record')).toHaveTextContent('Cancelled by you: 1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server\u2019s refusal', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/console/bookings': () => Response.json({ bookings: [row()], cancelled_by_you: 0, no_shows: 0 }),
      '/api/bookings/21/cancel': () =>
        Response.json({ message: 'This booking is no longer booked, so it cannot be cancelled.', code: 'booking_not_booked' }, { status: 409 }),
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking is no longer booked, so it cannot be cancelled.');
  });
});

describe('a started booking on the console', () => {
  it('offers its room and no Cancel', async () => {
    stubApi({
      '/api/console/bookings': () =>
        Response.json({ bookings: [row({ status: 'started', consultation_id: 64 })], cancelled_by_you: 0, no_shows: 0 }),
    });
    renderSection();
    expect(await screen.findByRole('link', { name: 'Go to the session' })).toHaveAttribute('href', '/consultations/64');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
