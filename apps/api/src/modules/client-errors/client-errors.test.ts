// A browser's error report: taken (204) and logged at warn with the request's id, without personal data; a body past
// the limit or out of shape refused; an address sending too many rate-limited.
import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH } from '@app/contracts/client-error-limits';
import type { ClientErrorBody } from '@app/contracts/client-errors';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { CLIENT_ERRORS_RATE_LIMIT } from './client-errors.routes.ts';
import { scrubPersonalData } from './client-errors.service.ts';

const lines: string[] = [];
const t = useTestApp({ LOG_LEVEL: 'warn' }, [], { write: (line) => void lines.push(line) });

let address = 0;
/** Each test its own address, so the rate limit of one does not reach another. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

const report = (app: TestApp['app'], payload: unknown, remoteAddress = '198.51.100.200') =>
  app.inject({
    method: 'POST',
    url: CLIENT_ERRORS_PATH,
    remoteAddress,
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

interface Logged {
  level: number;
  reqId: string;
  msg: string;
  clientError?: { kind: string; message: string; stack?: string; path: string; userAgent: string };
}
const logged = (): Logged[] => lines.map((l) => JSON.parse(l) as Logged).filter((l) => l.clientError);

const STACK = [
  'TypeError: Cannot read properties of undefined (reading "name")',
  '    at renderProfile (https://shop.example.in/assets/profile-BylC2WMH.js:1:234567)',
  '    at https://shop.example.in/assets/index-CG25y-og.js?v=3&token=abc:12:3456',
  'reportError@https://shop.example.in/assets/index-CG25y-og.js:2:45',
].join('\n');

describe('POST /api/client-errors', () => {
  it('takes a report (204) and logs it at warn with the request id, without personal data', async () => {
    const body: ClientErrorBody = {
      kind: 'error',
      message: 'No account for asha.sharma+test@example.co.in, phone +91 98765 43210, code 482913, token 3q2-7x9vKpL0aZ8mN4bR6tY1uW5eC7dF9gH',
      stack: STACK,
      path: '/account/asha@example.in/orders?coupon=SAVE10#top',
    };
    const res = await report(t.app, body, nextAddress());
    expect(res.statusCode, res.body).toBe(204);
    const [line] = logged().slice(-1);
    expect(line).toBeDefined();
    expect(line!.level).toBe(40);
    // The id the answer carries is the log line's: a user's report can be found in the log.
    expect(line!.reqId).toBe(res.headers['x-request-id']);
    const text = JSON.stringify(line);
    for (const secret of ['asha', 'example.co.in', '98765', '43210', '482913', '3q2-7x9vKpL0aZ8mN4bR6tY1uW5eC7dF9gH', 'coupon', 'SAVE10', 'token=abc', 'v=3']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(line!.clientError).toEqual({
      kind: 'error',
      message: 'No account for [email], phone [number], code [number], token [token]',
      stack: [
        'TypeError: Cannot read properties of undefined (reading "name")',
        // The frames' positions are kept: they find the line in the bundle.
        '    at renderProfile (https://shop.example.in/assets/profile-BylC2WMH.js:1:234567)',
        '    at https://shop.example.in/assets/index-CG25y-og.js:12:3456',
        'reportError@https://shop.example.in/assets/index-CG25y-og.js:2:45',
      ].join('\n'),
      path: '/account/[email]/orders',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
    });
  });

  it('takes a rejection without a stack', async () => {
    const res = await report(t.app, { kind: 'rejection', message: 'Failed to fetch', path: '/' }, nextAddress());
    expect(res.statusCode).toBe(204);
    expect(logged().slice(-1)[0]!.clientError).toMatchObject({ kind: 'rejection', message: 'Failed to fetch', path: '/' });
  });

  it('refuses a body past the limit (413) and one out of shape (400), and logs neither', async () => {
    const before = logged().length;
    const huge = { kind: 'error', message: 'x', stack: 'y'.repeat(CLIENT_ERROR_LIMITS.bodyBytes), path: '/' };
    const tooLarge = await report(t.app, huge, nextAddress());
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
    const long = await report(t.app, { kind: 'error', message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1), path: '/' }, nextAddress());
    expect(long.statusCode).toBe(400);
    const noPath = await report(t.app, { kind: 'error', message: 'x' }, nextAddress());
    expect(noPath.statusCode).toBe(400);
    const fullAddress = await report(t.app, { kind: 'error', message: 'x', path: 'https://elsewhere.example/x' }, nextAddress());
    expect(fullAddress.statusCode).toBe(400);
    expect(logged().length).toBe(before);
  });

  it(`rate-limits an address after ${CLIENT_ERRORS_RATE_LIMIT.max} reports a minute, and not another address`, async () => {
    const flooding = nextAddress();
    const body = { kind: 'error', message: 'boom', path: '/' };
    for (let i = 0; i < CLIENT_ERRORS_RATE_LIMIT.max; i++) expect((await report(t.app, body, flooding)).statusCode).toBe(204);
    const refused = await report(t.app, body, flooding);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await report(t.app, body, nextAddress())).statusCode).toBe(204);
  });
});

describe('scrubPersonalData', () => {
  it.each([
    ['mail me at user.name@mail.example.com please', 'mail me at [email] please'],
    ['call 9876543210', 'call [number]'],
    ['call +91-98765-43210 now', 'call [number] now'],
    ['(022) 2345 6789', '([number]'],
    ['otp 123456 expired', 'otp [number] expired'],
    ['order 12345 of 3', 'order 12345 of 3'],
    ['Authorization: Bearer abc.def', 'Authorization: [token]'],
    ['GET https://x.example/api/a?email=a%40b.in&x=1 failed', 'GET https://x.example/api/a failed'],
    ['at f (https://x.example/a.js:1:1234567)', 'at f (https://x.example/a.js:1:1234567)'],
    ['भेजें asha@उदाहरण.भारत', 'भेजें [email]'],
  ])('%s', (input, output) => {
    expect(scrubPersonalData(input)).toBe(output);
  });
});
