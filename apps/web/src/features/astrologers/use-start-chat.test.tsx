// The Chat button: disabled unless online; a guest goes to login; a user sees the request sheet (rate, balance,
// minutes, free minutes, the rules) and only its Start button requests and opens the room; a short wallet is offered
// a recharge of what it lacks; other refusals are shown in the server's words.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
  const { startChat, sheet, startingId } = useStartChat();
  const a = { ...astro, status };
  return (
    <>
      <ChatButton astrologer={a} onChat={() => void startChat(a)} loading={startingId === 7} />
      {sheet}
    </>
  );
}

const QUOTE = {
  astro_id: 7,
  type: 'chat',
  rate: 25,
  balance: 500,
  free_minutes: 3,
  min_minutes: 5,
  needed: 50,
  minutes_covered: 23,
  can_start: true,
  top_up: 0,
  first_reply_s: 120,
};

/**
 * The API: the sheet's quote, the user's saved kundli matches, and `post` (made afresh for each call) for the request
 * itself.
 */
function serve(post: () => Response, quote: Record<string, unknown> = QUOTE, matches: unknown[] = []) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/consultations/quote')) return reply(200, quote);
    return url.endsWith('/api/kundli/matches') ? reply(200, { matches }) : post();
  });
}

/** The calls other than the reads of the quote and the saved matches: the request itself. */
const requestsMade = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/consultations');

/** Opens the sheet and confirms it. */
async function startFromSheet() {
  await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
  await userEvent.click(await screen.findByRole('button', { name: 'Start chat' }));
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

  it('shows the sheet first: rate, balance, free minutes, how long the balance lasts and the rules, asking nothing yet', async () => {
    localStorage.setItem('token', 't');
    const fetch = serve(() => reply(201, { consultation_id: 42 }));
    renderAt(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
    const sheet = await screen.findByTestId('request-sheet');
    expect(screen.getByRole('heading', { name: 'Chat with Sunita Trivedi' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('₹25/min');
    expect(screen.getByTestId('sheet-balance')).toHaveTextContent('₹500.00');
    expect(sheet).toHaveTextContent('Your first 3 minutes are free');
    expect(screen.getByTestId('sheet-minutes')).toHaveTextContent('Your balance lasts about 23 minutes.');
    expect(sheet).toHaveTextContent("You pay from the astrologer's first reply. No reply within 2 minutes, no charge.");
    expect(sheet).toHaveTextContent("If the astrologer's connection drops, your last minute is given back.");
    // Only the quote and the saved matches were asked for; without saved matches there is nothing to attach.
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/consultations/quote?astro_id=7&type=chat',
      '/api/kundli/matches',
    ]);
    expect(screen.queryByLabelText('Share a kundli match (optional)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('request-sheet')).not.toBeInTheDocument();
    expect(requestsMade(fetch)).toEqual([]);
  });

  it("requests the chat from the sheet's Start button and opens the session's room", async () => {
    localStorage.setItem('token', 't');
    const fetch = serve(() => reply(201, { consultation_id: 42 }));
    const router = renderAt(<Harness />);
    await startFromSheet();
    expect(await screen.findByRole('heading', { name: 'Chat room' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consultations/42');
    const [, init] = requestsMade(fetch)[0]!;
    expect(requestsMade(fetch)).toHaveLength(1);
    expect(JSON.parse(String(init?.body))).toEqual({ astro_id: 7, type: 'chat' });
  });

  it('attaches the saved kundli match the user chooses in the sheet', async () => {
    localStorage.setItem('token', 't');
    const saved = [
      { id: 11, boy_name: 'Rohan', girl_name: 'Priya', total: 27.5, band: 'good', created_at: '2026-11-20T10:00:00Z' },
      { id: 12, boy_name: null, girl_name: 'Meera', total: 14, band: 'not_recommended', created_at: '2026-11-19T10:00:00Z' },
    ];
    const fetch = serve(() => reply(201, { consultation_id: 42 }), QUOTE, saved);
    renderAt(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
    const choice = await screen.findByLabelText('Share a kundli match (optional)');
    expect(choice).toHaveValue('');
    expect([...(choice as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Don't share a match",
      'Rohan and Priya, 27.5/36 gunas',
      'Unnamed and Meera, 14/36 gunas',
    ]);
    await userEvent.selectOptions(choice, 'Unnamed and Meera, 14/36 gunas');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByRole('heading', { name: 'Chat room' })).toBeInTheDocument();
    const [, init] = requestsMade(fetch)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ astro_id: 7, type: 'chat', match_id: 12 });
  });

  it('offers the top-up the tariff names when the balance is short of the minimum, and cannot start', async () => {
    localStorage.setItem('token', 't');
    serve(() => reply(201, { consultation_id: 42 }), { ...QUOTE, balance: 20, minutes_covered: 3, can_start: false, top_up: 30, free_minutes: 0 });
    renderAt(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Chat / }));
    expect(await screen.findByText('You need at least ₹50.00 to start (5 minutes).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add ₹30.00' })).toHaveAttribute('href', '/wallet?amount=30&next=%2Fastrologers%2F7');
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeDisabled();
    expect(screen.getByTestId('request-sheet')).not.toHaveTextContent('free');
  });

  it('offers a recharge of the amount the refusal names in paise', async () => {
    localStorage.setItem('token', 't');
    const message = 'Insufficient balance. You need at least ₹125 for a 5 minute consultation. Please recharge your wallet.';
    serve(() => reply(402, { message, code: 'low_balance', needed_paise: 12_500, minutes: 5 }));
    const warn = vi.spyOn(toast, 'warn').mockReturnValue('id');
    const router = renderAt(<Harness />);
    await startFromSheet();
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
    serve(() => reply(402, { message }));
    const warn = vi.spyOn(toast, 'warn').mockReturnValue('id');
    const router = renderAt(<Harness />);
    await startFromSheet();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    render(<div>{warn.mock.calls[0]![0] as ReactNode}</div>);
    await userEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/wallet?next=%2Fastrologers%2F7'));
  });

  it("shows any other refusal in the server's words", async () => {
    localStorage.setItem('token', 't');
    serve(() => reply(409, { message: 'The astrologer is not available right now.' }));
    const error = vi.spyOn(toast, 'error').mockReturnValue('id');
    renderAt(<Harness />);
    await startFromSheet();
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
