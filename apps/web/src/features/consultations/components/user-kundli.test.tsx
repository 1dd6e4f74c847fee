// The astrologer's view of the user's kundli in the chat: a column on a wide screen, a folded section on a phone.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeKundli } from '../../../test/kundli-factory.ts';
import { UserKundliColumn, UserKundliSection } from './user-kundli.tsx';

function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderBoth() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ kundli: makeKundli(), reason: null })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UserKundliSection id={5} />
      <UserKundliColumn id={5} />
    </QueryClientProvider>,
  );
}

describe('the user’s kundli beside the chat', () => {
  it('is a column with the chart on a wide screen', async () => {
    screenWidth(true);
    renderBoth();
    const column = screen.getByRole('complementary', { name: "User's kundli" });
    expect(await screen.findByRole('img', { name: /North Indian chart/ })).toBeInTheDocument();
    expect(column).toContainElement(screen.getByRole('img', { name: /North Indian chart/ }));
    expect(screen.queryByText("User's kundli", { selector: 'summary' })).not.toBeInTheDocument();
  });

  it('is a folded section on a phone, fetched when opened', async () => {
    const user = userEvent.setup();
    screenWidth(false);
    renderBoth();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByText("User's kundli"));
    expect(await screen.findByRole('img', { name: /North Indian chart/ })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/consultations/5/kundli', expect.anything());
  });
});
