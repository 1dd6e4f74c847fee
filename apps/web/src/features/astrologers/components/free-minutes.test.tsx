// The first-session offer where users choose an astrologer: shown while the server says the viewer has free minutes,
// never otherwise.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreeMinutesNote } from './free-minutes.tsx';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderNote(variant: 'line' | 'banner' = 'line') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FreeMinutesNote variant={variant} />
      <p>page</p>
    </QueryClientProvider>,
  );
}

describe('the first-session offer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says how many minutes are free, as a line on a profile and a banner over the directory', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => reply({ free_minutes: 3 }));
    renderNote();
    expect(await screen.findByTestId('free-minutes')).toHaveTextContent('First 3 minutes free');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/consultations/first-session');
  });

  it('names the offer in full in the banner', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => reply({ free_minutes: 1 }));
    renderNote('banner');
    expect(await screen.findByTestId('free-minutes')).toHaveTextContent('New here? Your first 1 minute with any astrologer is free.');
  });

  it('shows nothing to someone who has had their first session', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => reply({ free_minutes: 0 }));
    renderNote();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await screen.findByText('page');
    expect(screen.queryByTestId('free-minutes')).not.toBeInTheDocument();
  });
});
