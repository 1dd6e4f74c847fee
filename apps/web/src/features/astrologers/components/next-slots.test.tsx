// The next free slots against a stubbed API: the times in the visitor's zone (India, or abroad with its own days),
// the length asked again when chosen, the prices, and nothing for an astrologer the visitor cannot see.
import type { SlotsResponse } from '@app/contracts/hours';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { NextSlots, slotsByDay } from './next-slots.tsx';

const answer = (over: Partial<SlotsResponse> = {}): SlotsResponse => ({
  astro_id: 3,
  length: 30,
  time_zone: 'Asia/Kolkata',
  prices: { call: 20, video: null },
  days: [
    // Monday 30 November 10:00 and 10:30 in India; Tuesday 1 December 05:00 in India is Monday 23:30 UTC.
    { date: '2026-11-30', slots: ['2026-11-30T04:30:00.000Z', '2026-11-30T05:00:00.000Z'] },
    { date: '2026-12-01', slots: ['2026-11-30T23:30:00.000Z'] },
  ],
  ...over,
});

function renderSlots(timeZone: string, routes: Record<string, () => Response>) {
  const calls = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <NextSlots astroId={3} timeZone={timeZone} />
    </QueryClientProvider>,
  );
  return { calls, view };
}

const times = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);

describe('the next free slots', () => {
  it('shows India days and times to a visitor in India, with the prices', async () => {
    renderSlots('Asia/Kolkata', { '/api/astrologers/3/slots?length=30': () => Response.json(answer()) });
    const list = await screen.findByRole('list', { name: 'Free times on Mon, 30 Nov' });
    expect(times(list)).toEqual(['10:00 am', '10:30 am']);
    expect(screen.getByRole('button', { name: 'Tue, 1 Dec' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('slots-zone')).toHaveTextContent('Times are in India time (IST).');
    expect(screen.getByText('Booked call').nextSibling).toHaveTextContent('₹20');
    expect(screen.getByText('Booked video call').nextSibling).toHaveTextContent('Not offered');
    // Each time is a button that books it.
    expect(screen.getByRole('button', { name: 'Book Mon, 30 Nov 10:00 am' })).toBeInTheDocument();
  });

  it("shows a visitor in New York the same instants on their own clock and days, as their time", async () => {
    const user = userEvent.setup();
    renderSlots('America/New_York', { '/api/astrologers/3/slots?length=30': () => Response.json(answer()) });
    // 04:30 UTC is 23:30 on Sunday in New York (UTC-5); 05:00 UTC is midnight, Monday; 23:30 UTC is 18:30 Monday.
    const sunday = await screen.findByRole('list', { name: 'Free times on Sun, 29 Nov' });
    expect(times(sunday)).toEqual(['11:30 pm']);
    await user.click(screen.getByRole('button', { name: 'Mon, 30 Nov' }));
    expect(times(screen.getByRole('list', { name: 'Free times on Mon, 30 Nov' }))).toEqual(['12:00 am', '6:30 pm']);
    expect(screen.getByTestId('slots-zone')).toHaveTextContent('Times are in your time (America/New York).');
  });

  it('asks again for the length chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderSlots('Asia/Kolkata', {
      '/api/astrologers/3/slots?length=30': () => Response.json(answer()),
      '/api/astrologers/3/slots?length=45': () => Response.json(answer({ length: 45, days: [] })),
    });
    await screen.findByRole('list', { name: 'Free times on Mon, 30 Nov' });
    await user.click(screen.getByRole('button', { name: '45 min' }));
    expect(await screen.findByText('No free slots in the next 14 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '45 min' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((c) => c.url)).toEqual(['/api/astrologers/3/slots?length=30', '/api/astrologers/3/slots?length=45']);
  });

  it('shows nothing for an astrologer the visitor cannot see (404)', async () => {
    const { view, calls } = renderSlots('Asia/Kolkata', {});
    await expect.poll(() => calls.length).toBe(1);
    await expect.poll(() => view.container.innerHTML).toBe('');
  });

  it('groups the instants by the zone given', () => {
    expect(slotsByDay(answer().days, 'Asia/Kolkata').map((d) => [d.key, d.slots.length])).toEqual([
      ['2026-11-30', 2],
      ['2026-12-01', 1],
    ]);
    expect(slotsByDay(answer().days, 'Europe/London').map((d) => [d.key, d.slots.length])).toEqual([['2026-11-30', 3]]);
  });
});
