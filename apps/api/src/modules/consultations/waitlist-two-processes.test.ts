// A waitlist served by two real API processes on one PostgreSQL database and one Redis: people join through either,
// read their place through the other, and each turn is offered once, in order, to whichever process their socket is
// on, while both processes' clocks run their rounds; an offer not taken expires once and passes to the next in line.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Consultation } from '@app/contracts/consultations';
import { myWaitlistResponse, type WaitlistEntry } from '@app/contracts/waitlist';
import { openDatabase, type Database } from '../../db/client.ts';
import { consultationWaitlist } from '../../db/schema/index.ts';
import { fundedUser, onlineAstrologer } from '../../test/consult-factories.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { call } from '../../test/process-client.ts';
import { dropRedisKeys, redisAvailable, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';
import { pause, reconnectingSocket, type ReconnectingSocket } from '../../test/sockets.ts';

// Only the PostgreSQL pass runs it: PGlite admits one process.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the waitlist across processes test')) && (await redisAvailable());

/** Short offers, so one runs out within the test; a fast clock, so both processes' rounds run often. */
const OFFER_S = 5;

describe.skipIf(!reachable)('a waitlist served by two processes', () => {
  const redisPrefix = testRedisPrefix();
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  let a: ServerProcess | null = null;
  let b: ServerProcess | null = null;
  const sockets: ReconnectingSocket[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase(`${inject('postgresTemplate')}_wl_proc`, inject('postgresTemplate'));
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      CONSULT_WAITLIST_OFFER_S: String(OFFER_S),
      CONSULT_TICK_MS: '100',
    };
    // The template is migrated already: both start at once.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([a, b].map((p) => p?.kill('SIGKILL')));
    await database?.close();
    await scratch?.drop();
    await dropRedisKeys(redisPrefix);
  });

  it('offers each turn once, in the order people joined, whichever process they joined or listen on', { timeout: 90_000 }, async () => {
    const db = database!.db;
    const [A, B] = [a!.url, b!.url];
    const astro = await onlineAstrologer({ db });
    const console_ = reconnectingSocket(A, astro.token);
    sockets.push(console_);
    await console_.connected(0);

    // A user's request makes the astrologer busy.
    const holder = await fundedUser({ db }, 1000);
    const held = await call<Consultation>(A, 'POST', '/api/consultations', { token: holder.token, body: { astro_id: astro.astroId, type: 'chat' } });
    expect(held.status, JSON.stringify(held.body)).toBe(201);

    // Three people join, through A, B and A; each listens on the other process.
    const people = await Promise.all(['Asha', 'Bina', 'Chandan'].map((name) => fundedUser({ db }, 1000, { name })));
    const joinVia = [A, B, A];
    const listenVia = [B, A, B];
    const heard = people.map((p, i) => reconnectingSocket(listenVia[i]!, p.token));
    sockets.push(...heard);
    await Promise.all(heard.map((s) => s.connected(0)));
    const entries: number[] = [];
    for (const [i, p] of people.entries()) {
      const joined = await call<WaitlistEntry>(joinVia[i]!, 'POST', `/api/astrologers/${astro.astroId}/waitlist`, { token: p.token, body: { type: 'chat' } });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      expect(joined.body.position).toBe(i + 1);
      entries.push(joined.body.entry_id);
    }
    const placeOf = async (i: number, via: string) => {
      const mine = await call(via, 'GET', '/api/waitlist/mine', { token: people[i]!.token });
      expect(mine.status).toBe(200);
      return myWaitlistResponse.parse(mine.body).entry;
    };
    for (const i of [0, 1, 2]) expect(await placeOf(i, listenVia[i]!)).toMatchObject({ position: i + 1, status: 'waiting' });
    const [asha, bina, chandan] = heard as [ReconnectingSocket, ReconnectingSocket, ReconnectingSocket];
    const offersHeard = (s: ReconnectingSocket) =>
      new Set(s.heard.filter((h) => h.event === 'waitlist' && (h.payload as WaitlistEntry).status === 'offered').map((h) => (h.payload as WaitlistEntry).offered_at));

    // The astrologer declines the request on B: the seat is free, and Asha, listening on B, is offered it once.
    const declined = await call(B, 'POST', `/api/consultations/${held.body.consultation_id}/decline`, { token: astro.token });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const offer = await asha.next<WaitlistEntry>('waitlist', (e) => e.status === 'offered', 5_000);
    expect(offer).toMatchObject({ entry_id: entries[0], position: 1, estimated_wait_minutes: 0 });
    // Both processes' rounds run meanwhile: still one offer, Asha's, and the others keep their places.
    await pause(1_000);
    expect(offersHeard(asha).size).toBe(1);
    const offered = await db
      .select({ id: consultationWaitlist.id })
      .from(consultationWaitlist)
      .where(and(eq(consultationWaitlist.astrologerId, astro.astroId), eq(consultationWaitlist.status, 'offered')));
    expect(offered).toEqual([{ id: entries[0] }]);
    expect(await placeOf(1, A)).toMatchObject({ position: 2, status: 'waiting' });
    // Anyone else's direct request is refused while the seat is held.
    const jumped = await call(A, 'POST', '/api/consultations', { token: people[2]!.token, body: { astro_id: astro.astroId, type: 'chat' } });
    expect(jumped.status).toBe(409);
    expect(jumped.body).toMatchObject({ code: 'astrologer_busy' });

    // Asha lets it run out: it expires once, and Bina, listening on A, is offered the seat.
    const passed = await asha.next<WaitlistEntry>('waitlist', (e) => e.status === 'expired', (OFFER_S + 5) * 1000);
    expect(passed.entry_id).toBe(entries[0]);
    const binaOffer = await bina.next<WaitlistEntry>('waitlist', (e) => e.status === 'offered', 5_000);
    expect(binaOffer.entry_id).toBe(entries[1]);
    expect(await placeOf(2, A)).toMatchObject({ position: 2, status: 'waiting' });
    expect(await placeOf(0, A)).toBeNull();

    // Bina takes it through B: her request. She cancels it, and Chandan is offered the seat and takes it through A.
    const taken = await call<Consultation>(B, 'POST', `/api/waitlist/${binaOffer.entry_id}/take`, { token: people[1]!.token });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body).toMatchObject({ status: 'requested', astro_id: astro.astroId });
    expect(await placeOf(2, B)).toMatchObject({ position: 1, status: 'waiting' });
    const cancelled = await call(A, 'POST', `/api/consultations/${taken.body.consultation_id}/cancel`, { token: people[1]!.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const chandanOffer = await chandan.next<WaitlistEntry>('waitlist', (e) => e.status === 'offered', 5_000);
    const chandanTook = await call<Consultation>(A, 'POST', `/api/waitlist/${chandanOffer.entry_id}/take`, { token: people[2]!.token });
    expect(chandanTook.status, JSON.stringify(chandanTook.body)).toBe(201);

    // Every place ended as it should, each once.
    const rows = await db
      .select({ id: consultationWaitlist.id, status: consultationWaitlist.status })
      .from(consultationWaitlist)
      .where(eq(consultationWaitlist.astrologerId, astro.astroId))
      .orderBy(consultationWaitlist.id);
    expect(rows).toEqual([
      { id: entries[0], status: 'expired' },
      { id: entries[1], status: 'taken' },
      { id: entries[2], status: 'taken' },
    ]);
    expect(offersHeard(asha).size).toBe(1);
    expect(offersHeard(bina).size).toBe(1);
    expect(await auditLedger(db)).toEqual([]);
  });
});
