// A deletion made through one real server process is refused at once by another on the same PostgreSQL database:
// the second process had answered with the session, so its memory of it must go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@app/contracts/account';
import { call, signInOver, waitFor } from '../../test/process-client.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';

// Only the PostgreSQL pass runs it: PGlite admits one process.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the deletion across processes test'));
/** As for a logout (test/two-processes.test.ts). */
const PROPAGATION_MS = 1000;

describe.skipIf(!reachable)('deleting an account on one of two processes', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await scratchDatabase('account_del');
    // A second code to one address waits out the cool-down, which a real process cannot skip: a second, not a minute.
    const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true', OTP_RESEND_COOLDOWN_S: '1' };
    // One after the other: the first migrates the empty database.
    a = await startServer({ env });
    b = await startServer({ env });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].map((p) => (p as ServerProcess | undefined)?.kill('SIGKILL')));
    await database?.drop();
  });

  it('is refused by the other process within a second, and the e-mail signs up again as a new account', async () => {
    const ip = '198.18.7.1';
    const email = 'two-process-delete@example.com';
    const { token, userId } = await signInOver(a.url, email, ip);
    expect((await call(b.url, 'GET', '/api/cart', { token, ip })).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call(a.url, 'POST', '/api/account/deletion/code', { token, ip, body: {} })).status).toBe(200);
    // The outbox answers only this machine itself, not a visitor forwarded from elsewhere.
    const outbox = await call<{ code: string }[]>(a.url, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    const deleted = await call(a.url, 'DELETE', '/api/account', { token, ip, body: { code: outbox.body[0]!.code } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ message: ACCOUNT_MESSAGES.deleted });

    const seen = await waitFor(() => call(b.url, 'GET', '/api/cart', { token, ip }), (r) => r.status === 401, PROPAGATION_MS);
    expect(seen.value.status).toBe(401);
    expect(seen.ms).toBeLessThanOrEqual(PROPAGATION_MS);

    const again = await signInOver(b.url, email, '198.18.7.2');
    expect(again.userId).not.toBe(userId);
  }, 60_000);
});
