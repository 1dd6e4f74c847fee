// One slot booked at the same moment through two real API processes on one PostgreSQL database: the astrologer's row
// lock (and the partial unique index behind it) gives the slot to exactly one booking, and the loser's wallet is
// untouched: no hold, no ledger row. Round after round, so the two requests really meet.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Booking } from '@app/contracts/bookings';
import type { HoursDocument } from '@app/contracts/hours';
import { openDatabase, type Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { userWalletEntries } from '../../db/schema/money.ts';
import { booksViolations, fundedUser, onlineAstrologer } from '../../test/consult-factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { call } from '../../test/process-client.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';
import { userBalance } from '../money/money.service.ts';

// Only the PostgreSQL pass runs it: PGlite admits one process.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the booking race across processes test'));

const ROUNDS = 6;

describe.skipIf(!reachable)('one slot booked through two processes at once', () => {
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  let a: ServerProcess | null = null;
  let b: ServerProcess | null = null;

  beforeAll(async () => {
    scratch = await scratchDatabase(`${inject('postgresTemplate')}_bk_proc`, inject('postgresTemplate'));
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    // The template is migrated already: both start at once.
    [a, b] = await Promise.all([startServer({ env: { DATABASE_URL: scratch.url } }), startServer({ env: { DATABASE_URL: scratch.url } })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].map((p) => p?.kill('SIGKILL')));
    await database?.close();
    await scratch?.drop();
  });

  it('gives each slot to exactly one booking and leaves the loser\u2019s wallet untouched', { timeout: 90_000 }, async () => {
    const db = database!.db;
    const [A, B] = [a!.url, b!.url];
    const astro = await onlineAstrologer({ db }, { chargeRupees: 10 });
    const weekly = Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]) as HoursDocument['weekly'];
    const hours = await call(A, 'PUT', '/api/console/hours', { token: astro.token, body: { weekly, exceptions: [], prices: { call: 20, video: null } } });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    const slots = await call<{ days: { slots: string[] }[] }>(B, 'GET', `/api/astrologers/${astro.astroId}/slots?length=30`);
    // Every other half hour, so the rounds' slots do not overlap one another.
    const starts = slots.body.days.flatMap((d) => d.slots).filter((_, i) => i % 4 === 0).slice(0, ROUNDS);
    expect(starts).toHaveLength(ROUNDS);

    for (const starts_at of starts) {
      const [first, second] = await Promise.all([fundedUser({ db }, 1000), fundedUser({ db }, 1000)]);
      const body = { astro_id: astro.astroId, kind: 'call', starts_at, length: 30 };
      const [ra, rb] = await Promise.all([
        call<Booking & { code?: string }>(A, 'POST', '/api/bookings', { token: first.token, body }),
        call<Booking & { code?: string }>(B, 'POST', '/api/bookings', { token: second.token, body }),
      ]);
      expect([ra.status, rb.status].sort(), JSON.stringify([ra.body, rb.body])).toEqual([201, 409]);
      const [winner, loser, lost] = ra.status === 201 ? [first, second, rb] : [second, first, ra];
      expect(lost.body.code).toBe('slot_taken');
      expect(await userBalance(db, winner.id)).toBe(100_000 - 60_000);
      expect(await userBalance(db, loser.id)).toBe(100_000);
      const loserRows = await db.select().from(userWalletEntries).where(eq(userWalletEntries.userId, loser.id));
      expect(loserRows.map((r) => r.entryType)).not.toContain('booking_hold');
      const held = await db.select().from(bookings).where(eq(bookings.startsAt, new Date(starts_at)));
      expect(held.map((r) => [r.userId, r.status])).toEqual([[winner.id, 'booked']]);
    }
    expect([...(await booksViolations(db)), ...(await auditLedger(db))]).toEqual([]);
  });
});
