// An incoming request shows the user's kundli on demand: folded at first (nothing fetched), drawn once opened.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RequestDetails } from '@app/contracts/consultations';
import { makeKundli } from '../../../test/kundli-factory.ts';
import { makeMatch } from '../../../test/match-factory.ts';
import { mockApi, request } from '../test-fixtures.tsx';
import { RequestCard } from './request-card.tsx';

describe('RequestCard', () => {
  it('opens the user’s kundli beside the birth details', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/consultations/41/kundli': { kundli: makeKundli({ name: 'Asha' }), reason: null },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <RequestCard
            request={{ ...request(), clockOffsetMs: 0 }}
            now={Date.now()}
            busy={false}
            onAccept={() => {}}
            onDecline={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(api.calls).toEqual([]);
    await user.click(screen.getByText('Kundli'));
    expect(
      await screen.findByRole('img', { name: /North Indian chart\. Lagna in Simha/ }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/consultations/41/kundli']);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });
});

describe('RequestCard with a kundli match', () => {
  it('names the attached match and opens its kootas on demand; without one, says nothing of it', async () => {
    const user = userEvent.setup();
    const match = makeMatch();
    const api = mockApi({ 'GET /api/consultations/41/match': { id: 7, match } });
    const card = (details: RequestDetails) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <RequestCard request={{ ...details, clockOffsetMs: 0 }} now={Date.now()} busy={false} onAccept={() => {}} onDecline={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { rerender } = render(card(request()));
    expect(screen.queryByText(/Kundli match attached/)).toBeNull();

    rerender(card(request({}, { id: 7, boy_name: 'Rohan', girl_name: null, total: 27.5, band: 'good' })));
    const summary = screen.getByText('Kundli match attached: Rohan and Unnamed, 27.5/36 gunas');
    expect(api.calls).toEqual([]);
    await user.click(summary);
    expect(await screen.findByRole('heading', { name: 'The eight kootas' })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/consultations/41/match']);
  });
});
