// The console's hours editor against a stubbed API: it shows what is kept, sends the whole set as the API reads it
// (24:00 for an end shown as 00:00, prices in rupees or null), refuses what the schema refuses before sending, and shows
// the server's field messages at their fields.
import { HOURS_MESSAGES, type HoursDocument } from '@app/contracts/hours';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { HoursSection } from './hours-section.tsx';

const kept = (over: Partial<HoursDocument> = {}): HoursDocument => ({
  weekly: [[], [{ start: '09:00', end: '12:00' }], [], [], [], [], []],
  exceptions: [],
  prices: { call: 20, video: null },
  ...over,
});

beforeEach(() => {
  localStorage.setItem('token', 'astro-token');
  vi.spyOn(toast, 'success').mockReturnValue('id');
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HoursSection />
    </QueryClientProvider>,
  );
}

const put = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === 'PUT');

describe('the hours editor', () => {
  it('shows the kept hours and sends the whole set with a new range, a day off and the prices', async () => {
    const user = userEvent.setup();
    let answer: HoursDocument = kept();
    const calls = stubApi({ '/api/console/hours': () => Response.json(answer) });
    renderSection();
    expect(await screen.findByLabelText('Monday, hours 1: from')).toHaveValue('09:00');
    expect(screen.getByLabelText('Call')).toHaveValue('20');
    expect(screen.getByLabelText('Video call')).toHaveValue('');

    // Saturday evening to midnight: the end is shown (and typed) as 00:00.
    await user.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    const from = screen.getByLabelText('Saturday, hours 1: from');
    const to = screen.getByLabelText('Saturday, hours 1: to');
    await user.clear(from);
    await user.type(from, '20:00');
    await user.clear(to);
    await user.type(to, '00:00');
    await user.click(screen.getByRole('button', { name: 'Remove hours 1 on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2099-01-26');
    await user.type(screen.getByLabelText('Video call'), '35.50');

    answer = kept({
      weekly: [[], [], [], [], [], [], [{ start: '20:00', end: '24:00' }]],
      exceptions: [{ date: '2099-01-26', ranges: [] }],
      prices: { call: 20, video: 35.5 },
    });
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByLabelText('Saturday, hours 1: to')).toHaveValue('00:00');
    expect(put(calls).map((c) => c.body)).toEqual([
      {
        weekly: [[], [], [], [], [], [], [{ start: '20:00', end: '24:00' }]],
        exceptions: [{ date: '2099-01-26', ranges: [] }],
        prices: { call: 20, video: 35.5 },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Your hours are saved.');
    expect(screen.getByText('Day off')).toBeInTheDocument();
  });

  it('refuses overlapping ranges before sending, naming the range', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ '/api/console/hours': () => Response.json(kept()) });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add hours on Monday' }));
    const from = screen.getByLabelText('Monday, hours 2: from');
    await user.clear(from);
    await user.type(from, '11:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(screen.getByText(HOURS_MESSAGES.overlap)).toBeInTheDocument();
    expect(screen.getByLabelText('Monday, hours 2: from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(put(calls)).toEqual([]);
  });

  it("shows the server's field messages at their fields", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      '/api/console/hours': () =>
        Response.json(kept({ exceptions: [{ date: '2099-03-01', ranges: [] }] })),
    });
    renderSection();
    await screen.findByLabelText('Date');
    // The server's clock says otherwise: its refusal names the field.
    stubApi({
      '/api/console/hours': () =>
        Response.json(
          {
            message: HOURS_MESSAGES.dateOutOfRange,
            code: 'validation',
            errors: { 'exceptions.0.date': HOURS_MESSAGES.dateOutOfRange, 'prices.call': HOURS_MESSAGES.price },
          },
          { status: 400 },
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    const date = screen.getByLabelText('Date');
    expect(await screen.findByText(HOURS_MESSAGES.dateOutOfRange)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Call')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(HOURS_MESSAGES.price)).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });
});
