// Behind a proxy: with TRUST_PROXY its X-Request-Id (when sane) and X-Forwarded-For are used; without, both are ignored.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema/index.ts';
import { useTestApp, type TestApp } from '../test/app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const get = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/nothing-here', headers });

/** Sends a contact message through a proxy at 127.0.0.1 for 203.0.113.50; returns the address stored with it. */
async function storedAddress(t: TestApp): Promise<string | null> {
  const email = `sender-${Date.now()}@example.in`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': '203.0.113.50' },
    payload: { name: 'Asha Sharma', email, contactNumber: '9876543210', message: 'Please call me back.' },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  return row?.ip ?? null;
}

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });

  it("answers with the proxy's request id", async () => {
    const id = '7f3c2a9e4b1d4e6f8a0b1c2d3e4f5a6b';
    const res = await get(t, { 'x-request-id': id });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('replaces an id that is too long or carries unsafe characters', async () => {
    for (const id of ['a'.repeat(129), 'abc def', 'id"><script>', 'line\\nbreak', '']) {
      const res = await get(t, { 'x-request-id': id });
      expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID);
    }
  });

  it('generates an id when the proxy sends none', async () => {
    const res = await get(t);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('takes the client address from X-Forwarded-For', async () => {
    expect(await storedAddress(t)).toBe('203.0.113.50');
  });
});

describe('without TRUST_PROXY', () => {
  const t = useTestApp();

  it('ignores an X-Request-Id header and generates its own', async () => {
    const res = await get(t, { 'x-request-id': 'from-the-client' });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('takes the client address from the connection, not X-Forwarded-For', async () => {
    expect(await storedAddress(t)).toBe('127.0.0.1');
  });
});

describe('the log of a request', () => {
  const lines: string[] = [];
  const t = useTestApp({ LOG_LEVEL: 'info' }, [], { write: (line) => void lines.push(line) });

  it('is one line, written once answered, with the request, its status and the time it took', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1', remoteAddress: '198.51.100.7' });
    const id = res.headers['x-request-id'];
    const mine = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/nothing-here?x=1', remoteAddress: '198.51.100.7' },
      res: { statusCode: 404 },
    });
    expect(mine[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('never carries the headers, so no session token reaches the log', async () => {
    const token = 'a-session-token-that-must-not-be-logged';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/address',
      headers: { accesstoken: token, authorization: `Bearer ${token}`, cookie: `session=${token}` },
    });
    const mine = lines.filter((line) => line.includes(String(res.headers['x-request-id'])));
    expect(mine).toHaveLength(1);
    expect(mine[0]).not.toContain(token);
    expect(Object.keys((JSON.parse(mine[0]!) as { req: object }).req).sort()).toEqual(['method', 'remoteAddress', 'url']);
  });
});
