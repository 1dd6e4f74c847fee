// The header's account menu: only for a signed-in person; it opens with focus inside, lists the links of the account's
// role, closes on Escape and on a click outside (focus back on the button), downloads the data with the session and
// logs out.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Header } from './header.tsx';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function stubApi(
  role: 'user' | 'astro' | 'admin',
  exportAnswer: () => Response = () => json({ exported_at: 'x' }),
) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, init });
      if (url === '/auth/verify-token') return json({ user_id: 7, role, is_admin: role === 'admin' });
      if (url === '/api/account/export') return exportAnswer();
      return json({ message: 'ok' });
    }),
  );
  return calls;
}

function renderHeader({ signedIn = true, token = 'tok-1' } = {}) {
  if (signedIn) localStorage.setItem('token', token);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <p>Page body</p>
          </>
        ),
      },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const accountButton = () => screen.getByRole('button', { name: 'Account' });
const accountNav = () => screen.getByRole('navigation', { name: 'Account' });

describe('account menu', () => {
  // The panel loads on demand; its first transform in the test runner can outlast findBy's wait.
  beforeAll(async () => {
    await import('./account-menu-panel.tsx');
  });

  it('is not offered to a guest, who sees Register and Login', () => {
    renderHeader({ signedIn: false });
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("opens with focus on its first link and lists a user's pages, the data download and the deletion", async () => {
    stubApi('user', () => json({}));
    const user = userEvent.setup();
    renderHeader({ token: 'user-token' });
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton()).toHaveAttribute('aria-controls', 'account-menu');
    await user.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    const profile = await screen.findByRole('link', { name: 'Profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    expect(document.getElementById('account-menu')).toContainElement(profile);
    const names = [...accountNav().querySelectorAll('a, button')].map((el) => el.textContent?.trim());
    expect(names).toEqual([
      'Profile',
      'Orders',
      'Wallet',
      'Consultations',
      'My bookings',
      'My questions',
      'My kundli',
      'Blocked accounts',
      'Download my data',
      'Delete your account',
      'Logout',
    ]);
    expect(screen.getByRole('link', { name: 'Delete your account' })).toHaveAttribute(
      'href',
      '/account/delete',
    );
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/shopping/orders');
  });

  it('gives an astrologer the console and the profile form of astrologers', async () => {
    stubApi('astro');
    const user = userEvent.setup();
    renderHeader({ token: 'astro-token' });
    await user.click(accountButton());
    expect(await screen.findByRole('link', { name: 'Console' })).toHaveAttribute(
      'href',
      '/astrologer/console',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/astrologermain/signup');
    expect(screen.getByRole('link', { name: 'Blocked accounts' })).toHaveAttribute('href', '/account/blocked');
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delete your account' })).toBeInTheDocument();
  });

  it('gives the admin the dashboard, and no deletion or data download', async () => {
    stubApi('admin');
    const user = userEvent.setup();
    renderHeader({ token: 'admin-token' });
    await user.click(accountButton());
    expect(await screen.findByRole('link', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Delete your account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the account button', async () => {
    stubApi('user');
    const user = userEvent.setup();
    renderHeader({ token: 'esc-token' });
    await user.click(accountButton());
    await screen.findByRole('link', { name: 'Profile' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton()).toHaveFocus();
  });

  it('closes on a click outside it, and on its own button', async () => {
    stubApi('user');
    const user = userEvent.setup();
    renderHeader({ token: 'click-token' });
    await user.click(accountButton());
    await screen.findByRole('link', { name: 'Profile' });
    await user.click(screen.getByText('Page body'));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(accountButton()).toHaveFocus();

    await user.click(accountButton());
    await screen.findByRole('link', { name: 'Profile' });
    await user.click(accountButton());
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('closes when a link is chosen', async () => {
    stubApi('user');
    const user = userEvent.setup();
    const router = renderHeader({ token: 'nav-token' });
    await user.click(accountButton());
    await user.click(await screen.findByRole('link', { name: 'Wallet' }));
    expect(router.state.location.pathname).toBe('/wallet');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('downloads the data with the session header under the server’s file name', async () => {
    const calls = stubApi('user', () =>
      json({ exported_at: '2026-11-24T10:00:00Z' }, 200, {
        'content-disposition': 'attachment; filename="my-data-2026-11-24.json"',
      }),
    );
    const created = vi.fn(() => 'blob:data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('my-data-2026-11-24.json');
    });
    vi.spyOn(toast, 'success').mockReturnValue('id');
    const user = userEvent.setup();
    renderHeader({ token: 'data-token' });
    await user.click(accountButton());
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = calls.find((c) => c.url === '/api/account/export');
    expect((call?.init?.headers as Record<string, string>).accessToken).toBe('data-token');
    expect(toast.success).toHaveBeenCalledWith('Your data was saved as my-data-2026-11-24.json.');
  });

  it("toasts the server's refusal when the data cannot be prepared", async () => {
    stubApi('user', () => json({ message: 'Too many requests, please try again later.' }, 429));
    vi.spyOn(toast, 'error').mockReturnValue('id');
    const user = userEvent.setup();
    renderHeader({ token: 'fail-token' });
    await user.click(accountButton());
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many requests, please try again later.'),
    );
  });

  it('logs out: the server ends the session and this device forgets it', async () => {
    const calls = stubApi('user');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const user = userEvent.setup();
    renderHeader({ token: 'bye-token' });
    await user.click(accountButton());
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.some((c) => c.url === '/auth/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
