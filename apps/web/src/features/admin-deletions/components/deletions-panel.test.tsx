// The admin's Account Deletions panel: when and what kind of account, in India time, with nothing to undo.
import type { AccountDeletionsResponse } from '@app/contracts/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeletionsPanel } from './deletions-panel.tsx';

describe('DeletionsPanel', () => {
  it('lists each deletion with its time and kind of account, and offers no action', async () => {
    const body: AccountDeletionsResponse = {
      deletions: [
        { deleted_at: '2026-11-24T18:45:00Z', role: 'astro', forfeited: 0 },
        { deleted_at: '2026-11-02T04:00:00Z', role: 'user', forfeited: 120.5 },
      ],
      page: 1,
      total_pages: 1,
      total: 2,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body)),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeletionsPanel />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '25 Nov 2026, 12:15 am' + 'Astrologer',
      '2 Nov 2026, 9:30 am' + 'User',
    ]);
    expect(screen.getByText('2 account(s) deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
