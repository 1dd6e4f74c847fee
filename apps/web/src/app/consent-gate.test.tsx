// A signed-in account the server refuses with 403 code consent_required sees the consent screen in place of the page
// it opened, decided on the code and never on the message; once it gives consent the page comes back.
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../lib/api.ts';
import { clearConsentRequired } from '../lib/consent-gate.ts';
import { setToken } from '../lib/storage.ts';
import { QueryLayout } from './query-layout.tsx';
import { stubApi } from '../test/stub-api.ts';

const GATED = { message: AUTH_MESSAGES.consentRequired, errors: {}, code: 'consent_required' };
const consentGiven = () =>
  Response.json({ message: AUTH_MESSAGES.consentRecorded, age_confirmed_at: 'x', privacy_consent_at: 'x' });

beforeEach(() => clearConsentRequired());
afterEach(() => clearConsentRequired());

describe('the consent screen', () => {
  let visit = 0;
  beforeEach(() => {
    visit += 1;
  });

  function Wallet() {
    // The layout's cache outlives a test: each test reads afresh.
    const wallet = useQuery({ queryKey: ['consent-test', 'wallet', visit], queryFn: () => api.get<{ balance: number }>('/api/wallet') });
    if (wallet.isError) return <p>{wallet.error.message}</p>;
    return <h1>{wallet.data ? `Balance ${wallet.data.balance}` : 'Loading'}</h1>;
  }

  function renderPage() {
    const router = createMemoryRouter([{ element: <QueryLayout />, children: [{ path: '/wallet', element: <Wallet /> }] }], {
      initialEntries: ['/wallet'],
    });
    render(<RouterProvider router={router} />);
  }

  it("replaces a page the server refused with code consent_required, and gives the page back once it is given", async () => {
    setToken('pending-token');
    let consented = false;
    const calls = stubApi({
      '/api/wallet': () => (consented ? Response.json({ balance: 0 }) : Response.json(GATED, { status: 403 })),
      '/api/account/consent': () => {
        consented = true;
        return consentGiven();
      },
    });
    const user = userEvent.setup();
    renderPage();
    // The screen's code loads on demand: a busy machine may take a while.
    expect(await screen.findByRole('heading', { name: 'Before you continue' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delete my account instead' })).toHaveAttribute('href', '/account/delete');
    await user.click(screen.getByRole('checkbox', { name: /I confirm I am 18 years of age or older/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Balance 0' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/account/consent')!.token).toBe('pending-token');
  }, 30_000);

  it('is not shown for a 403 without the code, whatever its words', async () => {
    setToken('some-token');
    stubApi({ '/api/wallet': () => Response.json({ message: AUTH_MESSAGES.consentRequired, errors: {} }, { status: 403 }) });
    renderPage();
    expect(await screen.findByText(AUTH_MESSAGES.consentRequired, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Before you continue' })).toBeNull();
  }, 30_000);
});
