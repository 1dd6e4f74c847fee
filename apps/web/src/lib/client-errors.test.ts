// The error sender: an uncaught error or unhandled rejection posted once with the page's path (no query string), a
// repeat not sent again, at most a few a page load, and nothing thrown whatever the error or the network does.
import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH } from '@app/contracts/client-error-limits';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

/** A fresh copy of the module: what it has sent is per page load. */
async function freshSender() {
  vi.resetModules();
  return (await import('./client-errors.ts')).report;
}

const errorEvent = (error: unknown, message = 'Uncaught') => new ErrorEvent('error', { error, message });
function rejectionEvent(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}
const sentBodies = () => fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as Record<string, unknown>);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState({}, '', '/orders/42?coupon=SAVE10#details');
});

describe('report', () => {
  it("posts an uncaught error's message and stack with the page's path alone, kept alive past the page", async () => {
    const report = await freshSender();
    const error = new TypeError('x is undefined');
    report(errorEvent(error));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CLIENT_ERRORS_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    // No token goes with it.
    expect(JSON.stringify(init.headers)).not.toMatch(/token|authorization/i);
    expect(sentBodies()[0]).toEqual({ kind: 'error', message: 'TypeError: x is undefined', stack: error.stack, path: '/orders/42' });
  });

  it('posts a rejection with whatever it was rejected with, and a cross-origin error by its message', async () => {
    const report = await freshSender();
    report(rejectionEvent('plain words'));
    report(errorEvent(null, 'Script error.'));
    expect(sentBodies()).toEqual([
      { kind: 'rejection', message: 'plain words', path: '/orders/42' },
      { kind: 'error', message: 'Script error.', path: '/orders/42' },
    ]);
  });

  it('cuts a long message and stack to what the server takes', async () => {
    const report = await freshSender();
    const error = new Error('m'.repeat(2 * CLIENT_ERROR_LIMITS.message));
    error.stack = 's'.repeat(2 * CLIENT_ERROR_LIMITS.stack);
    report(errorEvent(error));
    const [body] = sentBodies();
    expect((body!.message as string).length).toBe(CLIENT_ERROR_LIMITS.message);
    expect((body!.stack as string).length).toBe(CLIENT_ERROR_LIMITS.stack);
  });

  it('sends a repeated error once', async () => {
    const report = await freshSender();
    const error = new Error('again');
    for (let i = 0; i < 10; i++) report(errorEvent(error));
    for (let i = 0; i < 3; i++) report(rejectionEvent('the same reason'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it(`sends at most ${CLIENT_ERROR_LIMITS.perPage} a page load`, async () => {
    const report = await freshSender();
    for (let i = 0; i < CLIENT_ERROR_LIMITS.perPage + 5; i++) report(errorEvent(new Error(`error ${i}`)));
    expect(fetchMock).toHaveBeenCalledTimes(CLIENT_ERROR_LIMITS.perPage);
    // The next page load reports again.
    (await freshSender())(errorEvent(new Error('error 0')));
    expect(fetchMock).toHaveBeenCalledTimes(CLIENT_ERROR_LIMITS.perPage + 1);
  });

  it('never throws nor leaves a rejection behind: a network failure, an error with no string form', async () => {
    const report = await freshSender();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => report(errorEvent(new Error('offline')))).not.toThrow();
      expect(() => report(rejectionEvent(Object.create(null)))).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
