// Two astrologers claiming one free question through two real server processes on one PostgreSQL database: exactly
// one wins every time, and the winner's answer, sent to the other process, pays the fee once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_QUESTION_MESSAGES as M } from '@app/contracts/free-questions';
import { openDatabase, type Database } from '../../db/client.ts';
import { astrologerWallet } from '../../test/consult-factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { call } from '../../test/process-client.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';
import { ANSWER, QUESTION, askingUser, astrologer } from './free-questions.fixture.ts';

// Only the PostgreSQL pass runs it: PGlite admits one process.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the free question race between processes'));

const ROUNDS = 10;

describe.skipIf(!reachable)('free questions claimed through two processes', () => {
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase('fq_race');
    // The first start migrates the empty database; the second finds it ready.
    for (let i = 0; i < 2; i++)
      servers.push(await startServer({ env: { DATABASE_URL: scratch.url, FREE_QUESTION_FEE: '15' } }));
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database?.close();
    await scratch?.drop();
  });

  it(
    'gives each question to exactly one of two astrologers claiming it at the same moment on different processes',
    { timeout: 60_000 },
    async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const t = { db: database!.db };
      for (let round = 0; round < ROUNDS; round++) {
        const user = await askingUser(t);
        const asked = await call<{ question: { question_id: number } }>(
          a.url,
          'POST',
          '/api/free-questions',
          { token: user.token, body: { question: QUESTION } },
        );
        expect(asked.status, JSON.stringify(asked.body)).toBe(201);
        const id = asked.body.question.question_id;
        const [first, second] = [await astrologer(t), await astrologer(t)];
        const claims = await Promise.all([
          call<{ message: string }>(a.url, 'POST', `/api/console/free-questions/${id}/claim`, {
            token: first.token,
          }),
          call<{ message: string }>(b.url, 'POST', `/api/console/free-questions/${id}/claim`, {
            token: second.token,
          }),
        ]);
        expect(claims.map((c) => c.status).sort()).toEqual([200, 409]);
        expect(claims.find((c) => c.status === 409)!.body.message).toBe(M.alreadyClaimed);

        // The winner answers through the process the loser used.
        const winner = claims[0]!.status === 200 ? first : second;
        const answered = await call(b.url, 'POST', `/api/console/free-questions/${id}/answer`, {
          token: winner.token,
          body: { answer: ANSWER },
        });
        expect(answered.status, JSON.stringify(answered.body)).toBe(200);
        expect(await astrologerWallet(t.db, winner.astroId)).toBe(1_500);
      }
      expect(await auditLedger(t.db)).toEqual([]);
    },
  );
});
