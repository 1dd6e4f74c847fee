// The blocked accounts page against a stubbed API: the list with a link to a blocked astrologer's page, Unblock with
// the server's words, the list read again; the empty list says so; a guest is sent to sign in.
import { SAFETY_MESSAGES } from '@app/contracts/safety';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { BlockedPage } from './blocked-page.tsx';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/account/blocked', element: <BlockedPage /> },
      { path: '/login/determiner', element: <p>sign in</p> },
    ],
    { initialEntries: ['/account/blocked'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('token', 'user-token');
  for (const kind of ['success', 'error'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
});

describe('the blocked accounts page', () => {
  it('lists the blocked accounts and unblocks one, reading the list again', async () => {
    let blocks = [
      { account_id: 30, name: 'Acharya Dev', astro_id: 7, blocked_at: '2026-11-29T04:00:00Z' },
      { account_id: 31, name: 'Guru Om', astro_id: 8, blocked_at: '2026-11-28T04:00:00Z' },
    ];
    const calls = stubApi({
      '/api/blocks': () => Response.json({ blocks }),
      '/api/blocks/30': () => {
        blocks = blocks.filter((b) => b.account_id !== 30);
        return Response.json({ message: SAFETY_MESSAGES.unblocked });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Blocked accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Acharya Dev' })).toHaveAttribute('href', '/astrologers/7');
    await user.click(within(list).getByRole('button', { name: 'Unblock Acharya Dev' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SAFETY_MESSAGES.unblocked));
    expect(calls.find((c) => c.url === '/api/blocks/30')?.method).toBe('DELETE');
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Acharya Dev' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Guru Om' })).toBeInTheDocument();
  });

  it('says so when nobody is blocked', async () => {
    stubApi({ '/api/blocks': () => Response.json({ blocks: [] }) });
    renderPage();
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('sends a guest to sign in', async () => {
    localStorage.clear();
    stubApi({});
    renderPage();
    expect(await screen.findByText('sign in')).toBeInTheDocument();
  });
});
