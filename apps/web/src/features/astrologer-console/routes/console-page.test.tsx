// The console against stubbed API answers and a socket the test controls: who may see it, the availability switch,
// requests arriving, counting down on the server's clock, accepted and declined, and the earnings.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STATUS_TEXT } from '../components/availability-panel.tsx';
import { CONNECTION_TEXT } from '../components/connection-banner.tsx';
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { switchLocale, tNow } from '../../../lib/i18n.tsx';
import { emptyHistory, mockApi, renderConsole, request, session, summary } from '../test-fixtures.tsx';

/** A key of the console catalogue in the shown language. */
const words = (key: string) => tNow(key, { ns: 'console' });

const socket = await vi.hoisted(async () => (await import('../../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const HISTORY = 'GET /api/consultations?page=1&limit=10';

beforeEach(() => {
  localStorage.setItem('token', 'astro-token');
  socket.connected = true;
  socket.active = true;
  for (const kind of ['info', 'success', 'error'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('who sees the console', () => {
  it('sends a guest to the astrologer login', async () => {
    localStorage.clear();
    mockApi({});
    renderConsole();
    expect(await screen.findByText('astrologer login page')).toBeInTheDocument();
  });

  it('tells a signed-in account the API refuses (403) that the console is for verified astrologers', async () => {
    mockApi({
      'GET /api/consult/console': () =>
        Response.json({ message: 'Only verified astrologers can do this.' }, { status: 403 }),
    });
    renderConsole();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('Only verified astrologers can do this.');
    expect(alert).toHaveTextContent(/waiting for approval/);
    expect(within(alert).getByRole('link', { name: 'Log in as an astrologer' })).toHaveAttribute('href', '/astrologer/login');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('availability', () => {
  it('keeps a suspended astrologer offline, says why and where to appeal, and reads the suspension when it happens', async () => {
    let suspended = false;
    const api = mockApi({
      'GET /api/consult/console': () =>
        Response.json(
          summary(suspended ? { suspension: { reason: 'fear_selling', note: 'Sold a ritual by fear.', since: '2026-11-29T05:00:00Z' } } : {}),
        ),
      'GET /api/consult/requests': [],
      [HISTORY]: emptyHistory,
    });
    renderConsole();
    const toggle = await screen.findByRole('switch', { name: 'Available for chat' });
    expect(toggle).toBeEnabled();
    // The admin suspends: the astrologer's own status event makes the console read itself again.
    suspended = true;
    act(() => socket.fire(SOCKET_EVENTS.astrologerStatus, { astro_id: 3, status: 'offline', call_status: 'offline' }));
    const notice = (await screen.findByText(/Your account is suspended/)).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('Reason: frightening users or selling rituals.');
    expect(notice).toHaveTextContent('“Sold a ritual by fear.”');
    expect(within(notice).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('switch', { name: 'Available for chat' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Available for calls' })).toBeDisabled();
    expect(api.calls).not.toContain('PUT /api/consult/availability');
  });

  it('turns on at once and says Online when the server agrees', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/consult/console': summary(),
      'GET /api/consult/requests': [],
      [HISTORY]: emptyHistory,
      'PUT /api/consult/availability': { chat: true, call: false, status: 'online' },
    });
    renderConsole();
    const toggle = await screen.findByRole('switch', { name: 'Available for chat' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Offline');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('status-pill')).toHaveTextContent('Online'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(api.calls).toContain('PUT /api/consult/availability');
  });

  it('shows the change before the answer and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    let refuse: (r: Response) => void = () => {};
    mockApi({
      'GET /api/consult/console': summary(),
      'GET /api/consult/requests': [],
      [HISTORY]: emptyHistory,
      'PUT /api/consult/availability': () => new Promise<Response>((resolve) => (refuse = resolve)),
    });
    renderConsole();
    const toggle = await screen.findByRole('switch', { name: 'Available for chat' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    refuse(Response.json({ message: 'Only verified astrologers can do this.' }, { status: 403 }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(toast.error).toHaveBeenCalledWith('Only verified astrologers can do this.');
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Offline');
  });
});

describe('in Hindi', () => {
  afterEach(() => switchLocale('en'));

  it('reads the console, its switches and its status in Hindi', async () => {
    await switchLocale('hi');
    mockApi({
      'GET /api/consult/console': summary(),
      'GET /api/consult/requests': [],
      [HISTORY]: emptyHistory,
    });
    renderConsole();
    expect(await screen.findByRole('switch', { name: 'चैट के लिए उपलब्ध' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ज्योतिषी कंसोल');
    expect(screen.getByTestId('status-pill')).toHaveTextContent('ऑफ़लाइन');
    expect(screen.getByRole('heading', { name: 'कमाई' })).toBeInTheDocument();
  });
});

describe('status while the connection comes and goes', () => {
  const online = () =>
    mockApi({
      'GET /api/consult/console': summary({ chat: true, status: 'online' }),
      'GET /api/consult/requests': [],
      [HISTORY]: emptyHistory,
      'POST /auth/verify-token': () => Response.json({ message: 'Invalid token' }, { status: 400 }),
    });

  it('says Reconnecting, never Online, while the socket is down, and Online again by itself when it is back', async () => {
    const api = online();
    renderConsole();
    const pill = await screen.findByTestId('status-pill');
    expect(pill).toHaveTextContent(words(CONSOLE_STATUS_TEXT.online));
    act(() => {
      socket.connected = false;
      socket.fire('disconnect', 'transport close');
    });
    expect(pill).toHaveTextContent(words(CONSOLE_STATUS_TEXT.reconnecting));
    expect(pill).not.toHaveTextContent(words(CONSOLE_STATUS_TEXT.online));
    expect(screen.getByText(words(CONNECTION_TEXT.reconnecting))).toBeInTheDocument();
    // A shutdown closes the socket from the server's side: still Reconnecting, never Online.
    act(() => {
      socket.connected = true;
      socket.fire('connect');
      socket.connected = false;
      socket.active = false;
      socket.fire('disconnect', 'io server disconnect');
    });
    expect(pill).toHaveTextContent(words(CONSOLE_STATUS_TEXT.reconnecting));
    await waitFor(() => expect(socket.connects).toBeGreaterThan(0), { timeout: 4000 });
    act(() => {
      socket.connected = true;
      socket.fire('connect');
    });
    expect(pill).toHaveTextContent(words(CONSOLE_STATUS_TEXT.online));
    expect(screen.queryByText(words(CONNECTION_TEXT.reconnecting))).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Available for chat' })).toHaveAttribute('aria-checked', 'true');
    // Availability came back without a click.
    expect(api.calls).not.toContain('PUT /api/consult/availability');
  });

  it('says Offline once the server refuses the session and the API confirms it is gone', async () => {
    online();
    renderConsole();
    const pill = await screen.findByTestId('status-pill');
    act(() => {
      socket.connected = false;
      socket.active = false;
      socket.fire('connect_error', new Error('Please login to continue.'));
    });
    await waitFor(() => expect(pill).toHaveTextContent(words(CONSOLE_STATUS_TEXT.offline)));
    expect(screen.getByText(words(CONNECTION_TEXT.offline))).toBeInTheDocument();
  });
});

describe('incoming requests', () => {
  it('reads the list again when a request event arrives, and flags it in the title', async () => {
    const api = mockApi({
      'GET /api/consult/console': summary({ chat: true, status: 'online' }),
      'GET /api/consult/requests': [],
      [HISTORY]: emptyHistory,
    });
    renderConsole();
    expect(await screen.findByText(/No requests right now/)).toBeInTheDocument();
    api.answers['GET /api/consult/requests'] = [request()];
    act(() => socket.fire('request', session()));
    const card = await screen.findByRole('article', { name: 'Request from Asha Verma' });
    expect(card).toHaveTextContent('New Chat · ₹25.00/min request');
    expect(card).toHaveTextContent('15 August 1992');
    expect(card).toHaveTextContent('6:45 am');
    expect(card).toHaveTextContent('Jaipur, Rajasthan');
    expect(card).toHaveTextContent('Female');
    await waitFor(() => expect(document.title).toBe('(1) New request'));
  });

  it('shows the connection banner while the socket is down and reads everything again on reconnect', async () => {
    const api = mockApi({
      'GET /api/consult/console': summary({ chat: true, status: 'online' }),
      'GET /api/consult/requests': [],
      [HISTORY]: emptyHistory,
    });
    renderConsole();
    await screen.findByText(/No requests right now/);
    act(() => {
      socket.connected = false;
      socket.fire('disconnect');
    });
    expect(screen.getByText(/Connection lost, reconnecting/)).toBeInTheDocument();
    const before = api.calls.filter((c) => c === 'GET /api/consult/requests').length;
    act(() => {
      socket.connected = true;
      socket.fire('connect');
    });
    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c === 'GET /api/consult/requests').length).toBeGreaterThan(before),
    );
  });

  it('counts down on the server clock, not this browser’s, and expires', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // The server's clock is a minute ahead of this browser's; the request has 30 s left on the server's.
    mockApi({
      'GET /api/consult/console': summary({ chat: true, status: 'busy' }),
      'GET /api/consult/requests': () => {
        const serverNow = Date.now() + 60_000;
        return Response.json([
          request({ server_time: new Date(serverNow).toISOString(), accept_by: new Date(serverNow + 30_000).toISOString() }),
        ]);
      },
      [HISTORY]: emptyHistory,
    });
    renderConsole();
    const countdown = await screen.findByTestId('countdown');
    expect(countdown).toHaveTextContent('0:30');
    act(() => vi.advanceTimersByTime(10_000));
    expect(countdown).toHaveTextContent('0:20');
    act(() => vi.advanceTimersByTime(21_000));
    expect(countdown).toHaveTextContent('Expired');
    expect(screen.getByText('This request has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('accepts and opens the chat room', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/consult/console': summary({ chat: true, status: 'busy' }),
      'GET /api/consult/requests': [request()],
      [HISTORY]: emptyHistory,
      'POST /api/consultations/41/accept': session({ status: 'active', started_at: new Date().toISOString() }),
    });
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('chat room 41')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/consultations/41/accept');
  });

  it('says why when accepting is refused (the request expired meanwhile)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/consult/console': summary({ chat: true, status: 'busy' }),
      'GET /api/consult/requests': [request()],
      [HISTORY]: emptyHistory,
      'POST /api/consultations/41/accept': () =>
        Response.json({ message: 'This request has expired.' }, { status: 409 }),
    });
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This request has expired.'));
    expect(screen.queryByText(/chat room/)).not.toBeInTheDocument();
  });

  it('declines only after confirming', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/consult/console': summary({ chat: true, status: 'busy' }),
      'GET /api/consult/requests': [request()],
      [HISTORY]: emptyHistory,
      'POST /api/consultations/41/decline': session({ status: 'declined' }),
    });
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(dialog).toHaveTextContent('Asha Verma will be told');
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(api.calls).not.toContain('POST /api/consultations/41/decline');

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    api.answers['GET /api/consult/requests'] = [];
    await user.click(within(dialog).getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Request declined.'));
    expect(api.calls).toContain('POST /api/consultations/41/decline');
    expect(await screen.findByText(/No requests right now/)).toBeInTheDocument();
  });

  it('offers the way back to a session in progress', async () => {
    mockApi({
      'GET /api/consult/console': summary({ chat: true, status: 'busy' }),
      'GET /api/consult/requests': [request({ status: 'active', started_at: new Date().toISOString() })],
      [HISTORY]: emptyHistory,
    });
    renderConsole();
    expect(await screen.findByRole('link', { name: 'Return to chat' })).toHaveAttribute('href', '/consultations/41');
  });

  it('offers the way back to a call in progress as a call', async () => {
    mockApi({
      'GET /api/consult/console': summary({ call: true, status: 'busy' }),
      'GET /api/consult/requests': [request({ type: 'call', status: 'active', started_at: new Date().toISOString() })],
      [HISTORY]: emptyHistory,
    });
    renderConsole();
    expect(await screen.findByRole('link', { name: 'Return to call' })).toHaveAttribute('href', '/consultations/41');
    expect(screen.getByText('In session · Call · ₹25.00/min')).toBeInTheDocument();
  });
});

describe('earnings and history', () => {
  it('shows the day’s and all-time earnings, the wallet and the payable amount after commission', async () => {
    mockApi({
      'GET /api/consult/console': summary(),
      'GET /api/consult/requests': [],
      [HISTORY]: emptyHistory,
    });
    renderConsole();
    expect(await screen.findByTestId('earnings-today')).toHaveTextContent('₹1,234.50');
    expect(screen.getByTestId('earnings-total')).toHaveTextContent('₹56,000.00');
    expect(screen.getByTestId('wallet')).toHaveTextContent('₹10,000.00');
    expect(screen.getByTestId('payable')).toHaveTextContent('₹8,000.00');
    expect(screen.getByText('Payable after 20% commission')).toBeInTheDocument();
    expect(screen.getByTestId('sessions-today')).toHaveTextContent('4');
    expect(screen.getByTestId('response-rate')).toHaveTextContent('90%');
    expect(screen.getByTestId('missed-requests')).toHaveTextContent('1');
  });

  it('lists past sessions, each opening its chat room', async () => {
    const started = '2026-03-05T09:00:00.000Z';
    mockApi({
      'GET /api/consult/console': summary(),
      'GET /api/consult/requests': [],
      [HISTORY]: {
        consultations: [
          session({
            consultation_id: 7,
            status: 'ended',
            started_at: started,
            ended_at: '2026-03-05T09:05:30.000Z',
            billed_minutes: 6,
            amount: 150,
          }),
        ],
        page: 1,
        total_pages: 1,
        total: 1,
      },
    });
    renderConsole();
    const row = await screen.findByRole('link', { name: /Asha Verma/ });
    expect(row).toHaveAttribute('href', '/consultations/7');
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('5 Mar 2026, 2:30 pm');
    expect(row).toHaveTextContent('5m 30s');
    expect(row).toHaveTextContent('6 billed min');
    expect(row).toHaveTextContent('₹150.00');
  });
});
