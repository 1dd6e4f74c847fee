// The Chat button: disabled unless online; a guest goes to login; a user's request opens the room; a short wallet
// is offered a recharge of what it lacks; other refusals are shown in the server's words.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale, tNow } from '../../lib/i18n.tsx';
import { ChatButton } from './components/chat-button.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { listLabels } from './directory-state.ts';
import { useStartChat } from './use-start-chat.tsx';

const astro = { astro_id: 7, name: 'Sunita Trivedi', charge: 25, status: 'online' as const, call_status: 'offline' as const };

function Harness({ status = 'online' }: { status?: 'online' | 'busy' | 'offline' }) {
  const { startChat, startingId } = useStartChat();
  const a = { ...astro, status };
  return <ChatButton astrologer={a} onChat={() => void startChat(a)} loading={startingId === 7} />;
}

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/astrologers', element },
      { path: '/user/login', element: <h1>Login page</h1> },
      { path: '/consultations/:id', element: <h1>Chat room</h1> },
      { path: '/wallet', element: <h1>Wallet</h1> },
    ],
    { initialEntries: ['/astrologers'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Chat button', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the price and is disabled unless the astrologer is online', () => {
    renderAt(<Harness status="busy" />);
    const button = screen.getByRole('button', { name: 'Chat ₹25/min with Sunita Trivedi' });
    expect(button).toHaveTextContent('Chat ₹25/min');
    expect(button).toBeDisabled();
  });

  it('sends a guest to the user login without asking the API', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const info = vi.spyOn(toast, 'info').mockReturnValue('id');
    const router = renderAt(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
    expect(info).toHaveBeenCalledWith('Please login to chat with an astrologer.', expect.anything());
    expect(router.state.location.pathname).toBe('/user/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("requests a chat and opens the session's room", async () => {
    localStorage.setItem('token', 't');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(201, { consultation_id: 42 }));
    const router = renderAt(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
    expect(await screen.findByRole('heading', { name: 'Chat room' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consultations/42');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/consultations');
    expect(JSON.parse(String(init?.body))).toEqual({ astro_id: 7, type: 'chat' });
  });

  it('offers a recharge of the amount the refusal names in paise', async () => {
    localStorage.setItem('token', 't');
    const message = 'Insufficient balance. You need at least ₹125 for a 5 minute consultation. Please recharge your wallet.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(402, { message, code: 'low_balance', needed_paise: 12_500, minutes: 5 }));
    const warn = vi.spyOn(toast, 'warn').mockReturnValue('id');
    const router = renderAt(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    // The toast container is outside the router, as it is in the app.
    render(<div>{warn.mock.calls[0]![0] as ReactNode}</div>);
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/wallet?amount=125&next=%2Fastrologers%2F7'),
    );
  });

  it('offers the wallet without an amount when a 402 names none, never reading the message', async () => {
    localStorage.setItem('token', 't');
    const message = 'You need at least ₹125 for a 5 minute consultation.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(402, { message }));
    const warn = vi.spyOn(toast, 'warn').mockReturnValue('id');
    const router = renderAt(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    render(<div>{warn.mock.calls[0]![0] as ReactNode}</div>);
    await userEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/wallet?next=%2Fastrologers%2F7'));
  });

  it("shows any other refusal in the server's words", async () => {
    localStorage.setItem('token', 't');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(409, { message: 'The astrologer is not available right now.' }));
    const error = vi.spyOn(toast, 'error').mockReturnValue('id');
    renderAt(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('The astrologer is not available right now.', expect.anything()));
    expect(screen.getByRole('button', { name: /^Chat / })).toBeEnabled();
  });

  describe('in Hindi', () => {
    afterEach(() => switchLocale('en'));

    it('names the price per minute, the astrologer and the status in Hindi', async () => {
      await switchLocale('hi');
      renderAt(
        <>
          <Harness status="busy" />
          <StatusBadge status="busy" />
        </>,
      );
      const button = screen.getByRole('button', { name: 'चैट ₹25/मिनट, Sunita Trivedi के साथ' });
      expect(button).toHaveTextContent('चैट ₹25/मिनट');
      expect(button).toHaveAttribute('title', 'दूसरे परामर्श में व्यस्त');
      expect(screen.getByTestId('astro-status')).toHaveTextContent('व्यस्त');
    });

    it("translates the fixed types and languages of a list, and leaves the astrologer's own words", async () => {
      await switchLocale('hi');
      const t = (key: string) => tNow(`astrologers:${key}`);
      expect(listLabels(t, 'type', 'Vedic, Lal Kitab,Face Reading')).toBe('वैदिक, लाल किताब,मुख पठन');
      expect(listLabels(t, 'language', 'Hindi, Bhojpuri')).toBe('हिंदी, Bhojpuri');
    });
  });
});
