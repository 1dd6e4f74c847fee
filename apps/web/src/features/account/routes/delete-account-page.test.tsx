// /account/delete: what is erased and kept, a blocked account with nothing to press, the wallet balance to give up,
// the code's send, cool-down and refusals on its field, and a deletion that signs this device out and goes home.
import { ACCOUNT_ERASED, ACCOUNT_KEPT, ACCOUNT_MESSAGES, type DeletionInfo } from '@app/contracts/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DeleteAccountPage } from './delete-account-page.tsx';

const info = (over: Partial<DeletionInfo> = {}): DeletionInfo => ({
  erased: [...ACCOUNT_ERASED],
  kept: [...ACCOUNT_KEPT],
  wallet_balance: 0,
  balance_acknowledgement_required: false,
  blocked: null,
  blocked_message: null,
  code_channel: 'email',
  code_destination: 'me•••@example.com',
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (init: RequestInit | undefined) => Response;

function stubApi(preview: DeletionInfo, handlers: { code?: Handler; remove?: Handler } = {}) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/account/deletion') return json(preview);
      if (url === '/api/account/deletion/code')
        return (
          handlers.code ??
          (() =>
            json({
              message: ACCOUNT_MESSAGES.codeSent,
              code_channel: 'email',
              code_destination: preview.code_destination,
            }))
        )(init);
      if (url === '/api/account' && method === 'DELETE')
        return (handlers.remove ?? (() => json({ message: ACCOUNT_MESSAGES.deleted })))(init);
      return json({});
    }),
  );
  return calls;
}

function renderPage() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user_id', '42');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['wallet', 1], { balance: 5 });
  const router = createMemoryRouter(
    [
      { path: '/account/delete', element: <DeleteAccountPage /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/login/determiner', element: <h1>Choose</h1> },
    ],
    { initialEntries: ['/account/delete'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' });
const codeBox = () => screen.getByLabelText('6-digit code');

beforeAll(() => {
  // jsdom has no <dialog> methods; the modal falls back to the open attribute.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('DeleteAccountPage', () => {
  it('sends a guest to choose a login', () => {
    const router = createMemoryRouter(
      [
        { path: '/account/delete', element: <DeleteAccountPage /> },
        { path: '/login/determiner', element: <h1>Choose</h1> },
      ],
      { initialEntries: ['/account/delete'] },
    );
    render(<RouterProvider router={router} />);
    expect(router.state.location.pathname).toBe('/login/determiner');
  });

  it('says what is erased and what is kept before anything is asked', async () => {
    stubApi(info());
    renderPage();
    const erased = await screen.findByRole('region', { name: 'Erased at once' });
    for (const item of ACCOUNT_ERASED) expect(within(erased).getByText(item)).toBeInTheDocument();
    const kept = screen.getByRole('region', { name: /^Kept/ });
    for (const item of ACCOUNT_KEPT) expect(within(kept).getByText(item)).toBeInTheDocument();
    // Tax invoices keep the buyer as issued: the screen says why, who reads them and until when.
    expect(screen.getByText(ACCOUNT_MESSAGES.invoicesRetained)).toBeInTheDocument();
    expect(screen.getByText(/me•••@example\.com/)).toBeInTheDocument();
    expect(screen.queryByTestId('deletion-balance')).not.toBeInTheDocument();
  });

  it('shows why a blocked account cannot go, with Send code and Delete disabled', async () => {
    const message = ACCOUNT_MESSAGES.astrologerUnsettled(125_000);
    stubApi(info({ blocked: 'astrologer_unsettled', blocked_message: message, wallet_balance: 1250 }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // The unsettled wallet is the reason itself: it is not shown twice.
    expect(screen.queryByTestId('deletion-balance')).not.toBeInTheDocument();
    expect(deleteButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    expect(codeBox()).toBeDisabled();
  });

  it('asks for the code and for giving up the wallet balance, with the contract’s words', async () => {
    const calls = stubApi(info({ wallet_balance: 250, balance_acknowledgement_required: true }));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('deletion-balance')).toHaveTextContent('Your wallet holds ₹250.');
    await user.click(deleteButton());
    expect(screen.getByText(ACCOUNT_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.balanceAcknowledgement(25_000))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I give up my wallet balance of ₹250/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('sends the code to the masked address and counts down the resend', async () => {
    stubApi(info());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${ACCOUNT_MESSAGES.codeSent} Sent to me•••@example.com.`,
    );
    expect(screen.getByRole('button', { name: /^Resend code in (60|59)s$/ })).toBeDisabled();
  });

  it("toasts the server's 429 and waits as long as it says", async () => {
    stubApi(info(), {
      code: () =>
        json({ message: 'Please wait 42 seconds before requesting another OTP.', errors: {}, code: 'otp_cooldown', retry_after_seconds: 42 }, 429),
    });
    vi.spyOn(toast, 'error').mockReturnValue('id');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Send code in 42s' })).toBeDisabled();
    expect(toast.error).toHaveBeenCalledWith('Please wait 42 seconds before requesting another OTP.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the code on the code's field and keeps the account", async () => {
    const calls = stubApi(info(), {
      remove: () =>
        json({ message: ACCOUNT_MESSAGES.codeInvalid, errors: { code: ACCOUNT_MESSAGES.codeInvalid } }, 400),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(deleteButton());
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(codeBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(ACCOUNT_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      code: '123456',
      acknowledge_balance: false,
    });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('deletes with the code and the acknowledgement, forgets the session as Logout does and goes home', async () => {
    const calls = stubApi(info({ wallet_balance: 99.5, balance_acknowledgement_required: true }));
    vi.spyOn(toast, 'success').mockReturnValue('id');
    const user = userEvent.setup();
    const { router, client } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: /I give up my wallet balance of ₹99\.50/ }));
    await user.type(codeBox(), '654321');
    await user.click(deleteButton());
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    expect(dialog).toHaveTextContent('The wallet balance of ₹99.50 is given up.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      code: '654321',
      acknowledge_balance: true,
    });
    expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.deleted);
    for (const key of ['token', 'user_id', 'token_no', 'Token_Number'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(client.getQueryData(['wallet', 1])).toBeUndefined();
  });
});
