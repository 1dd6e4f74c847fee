// What a person reads of a failure, and the cool-down's wait, decided on the answer's code and status, not its wording.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api.ts';
import { cooldownSecondsOf, messageOf } from './error-message.ts';

const answer = (body: unknown, status: number, type = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'content-type': type },
        }),
    ),
  );
const failure = async () =>
  api.get('/api/anything').then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => vi.unstubAllGlobals());

describe('messageOf', () => {
  it("shows a 4xx's own message, with its code", async () => {
    answer({ message: 'This request has expired.', errors: {}, code: 'request_expired' }, 409);
    const error = await failure();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('request_expired');
    expect(messageOf(error, 'fallback')).toBe('This request has expired.');
  });

  it('shows its own words for an answer that says nothing a person can read, and for a 5xx', async () => {
    answer('<html>Bad gateway</html>', 413, 'text/html');
    const proxy = await failure();
    expect((proxy as ApiError).explained).toBe(false);
    expect(messageOf(proxy, 'fallback')).toBe('fallback');
    answer({ message: 'Something went wrong. Please try again.', errors: {}, code: 'internal_error' }, 500);
    expect(messageOf(await failure(), 'fallback')).toBe('fallback');
  });
});

describe('cooldownSecondsOf', () => {
  it('reads the wait of a send-code cool-down from the body, whatever its wording', async () => {
    answer({ message: 'Bitte warten.', errors: {}, code: 'otp_cooldown', retry_after_seconds: 42 }, 429);
    expect(cooldownSecondsOf(await failure())).toBe(42);
  });

  it('names no wait for the other 429s', async () => {
    answer(
      {
        message: 'Too many OTP requests. Please try again in 15 minutes.',
        errors: {},
        code: 'otp_too_many_sends',
        retry_after_seconds: 900,
      },
      429,
    );
    expect(cooldownSecondsOf(await failure())).toBeNull();
    answer(
      { message: 'Please wait 42 seconds before requesting another OTP.', errors: {}, code: 'rate_limited' },
      429,
    );
    expect(cooldownSecondsOf(await failure())).toBeNull();
  });
});
