// An astrologer's public page shows the rating users gave (the average of their reviews and how many), or "New" when
// nobody has reviewed them yet; it offers a video call, at its own price, only from an astrologer with a video price.
import type { DirectoryDetail } from '@app/contracts/consultations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { directoryAstrologer } from '../../../test/astrologer-factory.ts';
import { AstrologerPage } from './astrologer-page.tsx';

const socket = await vi.hoisted(async () => (await import('../../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const profile = (fields: Partial<DirectoryDetail>): DirectoryDetail => ({
  ...directoryAstrologer(),
  about: 'Tarot reader from Ahmedabad.',
  gender: 'Female',
  reviews: [],
  ...fields,
});

function renderPage(body: DirectoryDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      String(input) === '/api/consult/astrologers/7'
        ? Response.json(body)
        : Response.json({ message: 'Not found', errors: {} }, { status: 404 }),
    ),
  );
  const router = createMemoryRouter([{ path: '/astrologers/:astroId', element: <AstrologerPage /> }], {
    initialEntries: ['/astrologers/7'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("an astrologer's page", () => {
  it('says New for an astrologer nobody has reviewed', async () => {
    renderPage(profile({ rating: null, reviews_count: 0 }));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByTestId('rating-new')).toHaveTextContent('New');
    expect(within(summary).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('shows the average of the reviews and how many there are', async () => {
    const reviews = [
      { stars: 5, text: 'Very clear.', user_name: 'Asha', created_at: '2026-03-05T09:00:00Z' },
      { stars: 3, text: '', user_name: 'Ravi', created_at: '2026-03-04T09:00:00Z' },
    ];
    renderPage(profile({ rating: 4, reviews_count: 2, reviews }));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('4.0(2 reviews)');
    expect(screen.queryByTestId('rating-new')).not.toBeInTheDocument();
  });

  it('offers Video at the video price only when the astrologer has one, following their call availability', async () => {
    renderPage(profile({ status: 'online', call_status: 'online', video_charge: 40 }));
    const video = await screen.findByRole('button', { name: 'Video ₹40/min with Sunita Trivedi' });
    expect(video).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Call ₹25/min with Sunita Trivedi' })).toBeEnabled();
  });

  it('offers no Video to an astrologer without a video price', async () => {
    renderPage(profile({ status: 'online', call_status: 'online', video_charge: null }));
    await screen.findByRole('button', { name: 'Call ₹25/min with Sunita Trivedi' });
    expect(screen.queryByRole('button', { name: /^Video/ })).not.toBeInTheDocument();
  });
});
