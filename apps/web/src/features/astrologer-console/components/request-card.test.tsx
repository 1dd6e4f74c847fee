// An incoming request shows the user's kundli on demand: folded at first (nothing fetched), drawn once opened.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeKundli } from '../../../test/kundli-factory.ts';
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
