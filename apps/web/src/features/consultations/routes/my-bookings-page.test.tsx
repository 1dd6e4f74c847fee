// "My bookings" against a stubbed API: the times on the user's own clock (named when it is not India's), every state
// in words with what became of the money, and Join on an upcoming booking.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@app/contracts/bookings';
import { stubApi } from '../../../test/stub-api.ts';
import { MyBookingsPage } from './my-bookings-page.tsx';
import { createBooking } from '../../../test/booking-factory.ts';

const socket = await vi.hoisted(async () => (await import('../../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const booking = (over: Partial<Booking> = {}): Booking =>
  createBooking({ other_name: 'Pandit Ravi', kind: 'chat', starts_at: '2099-07-01T14:00:00.000Z', length: 15, held: 300, ...over });

beforeEach(() => localStorage.setItem('token', 'user-token'));

function renderPage(bookings: Booking[], timeZone: string) {
  stubApi({ '/api/bookings': () => Response.json({ bookings }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyBookingsPage timeZone={timeZone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('My bookings', () => {
  it('tells a user in London the time on their clock, naming the zone, with Join shut until it opens', async () => {
    renderPage([booking()], 'Europe/London');
    const item = await screen.findByTestId('booking');
    // 19:30 in India is 15:00 in a London summer.
    expect(within(item).getByText('Wed, 1 Jul, 3:00 pm GMT+1')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Join opens at Wed, 1 Jul, 2:55 pm GMT+1' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(screen.getByTestId('bookings-zone')).toHaveTextContent('Times are in your time (Europe/London).');
  });

  it('tells a user in India the India time without naming it on each booking', async () => {
    renderPage([booking()], 'Asia/Kolkata');
    const item = await screen.findByTestId('booking');
    expect(within(item).getByText('Wed, 1 Jul, 7:30 pm')).toBeInTheDocument();
    expect(screen.getByTestId('bookings-zone')).toHaveTextContent('Times are in India time (IST).');
  });

  it('says every settled state in words, with the money back and paid', async () => {
    const past = { starts_at: '2026-11-01T14:00:00.000Z', cancelled_at: '2026-11-01T10:00:00.000Z' };
    renderPage(
      [
        booking({ ...past, status: 'cancelled_by_user', released: 300 }),
        booking({ ...past, status: 'cancelled_by_user', released: 150, captured: 150 }),
        booking({ ...past, status: 'cancelled_by_astrologer', released: 300 }),
        booking({ ...past, status: 'cancelled_by_platform', released: 300 }),
        booking({ ...past, status: 'no_show_astrologer', released: 300, cancelled_at: null }),
        booking({ ...past, status: 'no_show_user', released: 200, captured: 100, cancelled_at: null }),
        booking({ ...past, status: 'started', released: 0, captured: 300, cancelled_at: null, consultation_id: 44 }),
      ],
      'Asia/Kolkata',
    );
    const items = await screen.findAllByTestId('booking');
    const said = items.map((item) => [
      within(item).getByTestId('booking-status').textContent,
      within(item).queryByTestId('booking-outcome')?.textContent ?? null,
    ]);
    expect(said).toEqual([
      ['Cancelled by you', '₹300.00 back to your wallet'],
      ['Cancelled by you', '₹150.00 back to your wallet · ₹150.00 paid to the astrologer'],
      ['Cancelled by the astrologer', '₹300.00 back to your wallet'],
      ['Cancelled by our team', '₹300.00 back to your wallet'],
      ['The astrologer did not join', '₹300.00 back to your wallet'],
      ['You did not join', '₹200.00 back to your wallet · ₹100.00 paid to the astrologer'],
      ['Session started', null],
    ]);
    // Nothing settled can be cancelled or joined; a started session's room is a link away.
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    expect(within(items[6]!).getByRole('link', { name: 'Go to the session' })).toHaveAttribute('href', '/consultations/44');
  });
});
