// The astrologer's waiting page: the token number while the profile waits for the admin, and the way to the console
// once it is approved (a new device learns both from the profile).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setToken, setUserId } from '../../../lib/storage.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { ThankYouPage } from './thank-you-page.tsx';

function showFor(isVerified: boolean) {
  setToken('astro-token');
  setUserId(71);
  stubApi({ '/api/astrologer/71': () => Response.json({ token_no: 'JK-7701', is_verified: isVerified }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ThankYouPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the waiting page', () => {
  it('shows the token number and that the profile waits for approval', async () => {
    showFor(false);
    expect(await screen.findByText('JK-7701')).toHaveAttribute('data-testid', 'token-number');
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Open your console' })).toBeNull();
  });

  it('says an approved astrologer is approved and leads to the console', async () => {
    showFor(true);
    expect(await screen.findByRole('heading', { name: 'You are approved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your console' })).toHaveAttribute(
      'href',
      '/astrologer/console',
    );
    expect(screen.getByTestId('token-number')).toHaveTextContent('JK-7701');
  });
});
