// The booking sheet against a stubbed API: the kinds offered with their prices, the hold for the length chosen, the
// body it sends, and the top-up a 402 from the server brings.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { BookingSheet } from './booking-sheet.tsx';

const START = '2026-11-30T05:30:00.000Z';

function renderSheet(routes: Record<string, () => Response>) {
  const calls = stubApi({ '/api/wallet?limit=1': () => Response.json({ balance: 1000, entries: [], total: 0, page: 1, limit: 1 }), ...routes });
  const onBooked = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingSheet
          astroId={3}
          startsAt={START}
          timeLabel="Mon, 30 Nov 11:00 am"
          initialLength={30}
          prices={{ chat: 10, call: 20, video: null }}
          onClose={() => {}}
          onBooked={onBooked}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, onBooked };
}

describe('the booking sheet', () => {
  it('offers the kinds the astrologer takes, holds price x length and sends the right body', async () => {
    const booked = { booking_id: 9, status: 'booked' };
    const { calls, onBooked } = renderSheet({ '/api/bookings': () => Response.json(booked, { status: 201 }) });
    expect(screen.queryByRole('button', { name: /Video call/ })).toBeNull();
    expect(screen.getByTestId('booking-held')).toHaveTextContent('₹300');
    await userEvent.click(screen.getByRole('button', { name: /^Call/ }));
    await userEvent.click(screen.getByRole('button', { name: '45 min' }));
    expect(screen.getByTestId('booking-held')).toHaveTextContent('₹900');
    await userEvent.click(screen.getByRole('button', { name: /Book and hold/ }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/bookings')).toMatchObject({ method: 'POST', body: { astro_id: 3, kind: 'call', starts_at: START, length: 45 } });
  });

  it('shows the top-up when the server answers 402', async () => {
    renderSheet({
      '/api/bookings': () =>
        Response.json({ message: 'Insufficient balance.', errors: {}, code: 'low_balance', needed_paise: 30_050 }, { status: 402 }),
    });
    await userEvent.click(screen.getByRole('button', { name: /Book and hold/ }));
    const link = await screen.findByRole('link', { name: /Recharge/ });
    expect(link.getAttribute('href')).toContain('/wallet?amount=301');
    expect(screen.getByRole('alert')).toHaveTextContent('₹300.50');
  });
});
