// Consent given through one real server process lets the account in at once on another on the same PostgreSQL
// database: the second process had refused the session for want of consent, so its memory of it must go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_CODE } from '@app/contracts/auth';
import { call, signInOver, waitFor } from '../../test/process-client.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';

// Only the PostgreSQL pass runs it: PGlite admits one process.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the consent across processes test'));
/** As for a logout (test/two-processes.test.ts). */
const PROPAGATION_MS = 1000;

describe.skipIf(!reachable)('consent given on one of two processes', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await scratchDatabase('consent_procs');
    const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true' };
    // One after the other: the first migrates the empty database.
    a = await startServer({ env });
    b = await startServer({ env });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].map((p) => (p as ServerProcess | undefined)?.kill('SIGKILL')));
    await database?.drop();
  });

  it('lets the account in on the other process within a second', async () => {
    const ip = '198.18.9.1';
    const { token } = await signInOver(a.url, 'two-process-consent@example.com', ip, false);
    const refused = await call<{ code?: string }>(b.url, 'GET', '/api/cart', { token, ip });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(CONSENT_REQUIRED_CODE);

    const given = await call(a.url, 'POST', '/api/account/consent', { token, ip, body: { age_confirmed: true, privacy_consent: true } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const seen = await waitFor(() => call(b.url, 'GET', '/api/cart', { token, ip }), (r) => r.status === 200, PROPAGATION_MS);
    expect(seen.value.status).toBe(200);
    expect(seen.ms).toBeLessThanOrEqual(PROPAGATION_MS);
  }, 60_000);
});
