// When the tab's socket comes back and when it stays closed: a lost connection is left to the client library, a socket
// the server closed (a shutdown, a session cut) is reopened after a short wait, the tab's own logout and a session the
// server refuses and the API confirms dead stop it for good; a refusal the API does not confirm is tried again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SocketModule from './socket.ts';

const socket = await vi.hoisted(async () => (await import('../test/fake-socket.ts')).createFakeSocket());
const io = vi.hoisted(() => vi.fn());
vi.mock('socket.io-client', () => ({ io }));

let lib: typeof SocketModule;

/** Answers POST /auth/verify-token with `status` (or fails to connect when 0), counting the calls. */
function verifyAnswers(status: number) {
  const fetchMock = vi.fn(async () => {
    if (status === 0) throw new TypeError('Failed to fetch');
    return Response.json(status === 200 ? { user_id: 9, role: 'astro', is_admin: false } : { message: 'Invalid token' }, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  io.mockReset();
  io.mockImplementation(() => socket);
  socket.removeAllListeners();
  Object.assign(socket, { connected: false, active: true, connects: 0, disconnects: 0 });
  localStorage.setItem('token', 'tok-1');
  lib = await import('./socket.ts');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** Opens the socket and lets it connect. */
function connected() {
  const s = lib.getSocket();
  expect(lib.socketState()).toBe('connecting');
  socket.connected = true;
  socket.fire('connect');
  expect(lib.socketState()).toBe('connected');
  return s;
}

/** The server closes the socket: the client library will not reconnect by itself. */
function serverCloses() {
  socket.connected = false;
  socket.active = false;
  socket.fire('disconnect', 'io server disconnect');
}

/** The server's handshake refusal of a token it does not accept, as it sends it (data.code). */
const refusedLogin = () => Object.assign(new Error('Please login to continue.'), { data: { code: 'unauthorized' } });

describe('the tab socket', () => {
  it('opens WebSocket-only with the token, retrying within a few seconds', () => {
    lib.getSocket();
    expect(io).toHaveBeenCalledTimes(1);
    const options = io.mock.calls[0]![0] as Record<string, unknown>;
    expect(options).toMatchObject({ transports: ['websocket'], auth: { token: 'tok-1' } });
    expect(options.reconnectionDelayMax).toBeLessThanOrEqual(2000);
  });

  it('leaves a lost connection to the client library, saying Reconnecting until it is back', () => {
    connected();
    socket.connected = false;
    socket.fire('disconnect', 'transport close');
    expect(lib.socketState()).toBe('reconnecting');
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
    socket.connected = true;
    socket.fire('connect');
    expect(lib.socketState()).toBe('connected');
  });

  it('reopens a socket the server closed, after a short wait, and again after each failed try', () => {
    connected();
    serverCloses();
    expect(lib.socketState()).toBe('reconnecting');
    expect(socket.connects).toBe(0);
    vi.advanceTimersByTime(lib.RECONNECT_MAX_MS);
    expect(socket.connects).toBe(1);
    // The server is still down: the library repeats the attempt itself (the socket is active again).
    socket.fire('connect_error', new Error('websocket error'));
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(1);
    socket.connected = true;
    socket.fire('connect');
    expect(lib.socketState()).toBe('connected');
    // A second shutdown later is handled the same way.
    serverCloses();
    vi.advanceTimersByTime(lib.RECONNECT_MAX_MS);
    expect(socket.connects).toBe(2);
  });

  it('does not reopen a socket the server closed once this tab has logged out meanwhile', () => {
    connected();
    serverCloses();
    localStorage.removeItem('token');
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
    expect(lib.socketState()).toBe('offline');
  });

  it('stays closed after its own logout', () => {
    connected();
    lib.closeSocket();
    expect(lib.socketState()).toBe('offline');
    socket.connected = false;
    socket.fire('disconnect', 'io client disconnect');
    vi.advanceTimersByTime(60_000);
    expect(socket.connects).toBe(0);
    expect(lib.socketState()).toBe('offline');
  });

  it('stops for good when the server refuses the session and the API confirms it is gone (account deleted)', async () => {
    const verify = verifyAnswers(400);
    connected();
    serverCloses();
    vi.advanceTimersByTime(lib.RECONNECT_MAX_MS);
    expect(socket.connects).toBe(1);
    socket.active = false;
    socket.fire('connect_error', refusedLogin());
    await vi.waitFor(() => expect(lib.socketState()).toBe('offline'));
    expect(verify).toHaveBeenCalledWith('/auth/verify-token', expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'tok-1' }) }));
    vi.advanceTimersByTime(120_000);
    expect(socket.connects).toBe(1);
  });

  it('tries again when the server refused a session the API still accepts, or the API could not be asked', async () => {
    for (const status of [200, 0, 503]) {
      vi.resetModules();
      socket.removeAllListeners();
      Object.assign(socket, { connected: false, active: true, connects: 0 });
      lib = await import('./socket.ts');
      const verify = verifyAnswers(status);
      lib.getSocket();
      socket.active = false;
      socket.fire('connect_error', refusedLogin());
      await vi.waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(lib.REFUSED_RETRY_MAX_MS);
      expect(socket.connects, `verify-token answered ${status}`).toBe(1);
      expect(lib.socketState()).toBe('reconnecting');
    }
  });

  it('tries again later, without asking the API, when the refusal names a reason of a live session (consent)', async () => {
    const verify = verifyAnswers(400);
    lib.getSocket();
    socket.active = false;
    socket.fire('connect_error', Object.assign(new Error('Please confirm…'), { data: { code: 'consent_required' } }));
    await vi.advanceTimersByTimeAsync(lib.REFUSED_RETRY_MAX_MS);
    expect(verify).not.toHaveBeenCalled();
    expect(socket.connects).toBe(1);
    expect(lib.socketState()).toBe('reconnecting');
  });

  it('connects at once when the account gives the consent its refusal asked for', async () => {
    verifyAnswers(400);
    lib.getSocket();
    socket.active = false;
    socket.fire('connect_error', Object.assign(new Error('Please confirm…'), { data: { code: 'consent_required' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connects).toBe(0);
    lib.reconnectNow();
    expect(socket.connects).toBe(1);
    // The retry it replaced does not connect a second time.
    await vi.advanceTimersByTimeAsync(lib.REFUSED_RETRY_MAX_MS);
    expect(socket.connects).toBe(1);
  });

  it('waits longer after each failure, at random within bounds', () => {
    expect(lib.reconnectDelay(0, 3000, () => 0)).toBe(250);
    expect(lib.reconnectDelay(0, 3000, () => 0.999)).toBeLessThanOrEqual(750);
    expect(lib.reconnectDelay(3, 3000, () => 0.5)).toBe(3000);
    expect(lib.reconnectDelay(50, 3000, () => 0.999)).toBe(3000);
    expect(lib.reconnectDelay(50, 3000, () => 0)).toBe(1500);
  });
});
