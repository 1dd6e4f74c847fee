// The waitlist lives in the database: a line of three keeps its order across an app restart; two app instances on
// one database, running their clock rounds at the same moment, offer the seat exactly once (one socket event, one
// push, in the account's language) and expire it once; an offer and a direct request racing for a free seat never
// both win.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayload, type PushPayload } from '@app/contracts/push';
import { myWaitlistResponse, type WaitlistEntry } from '@app/contracts/waitlist';
import { astrologerPresence, consultationWaitlist, consultations, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fundedUser, markConnected, onlineAstrologer, type OnlineAstrologer } from '../../test/consult-factories.ts';
import type { TestAccount } from '../../test/factories.ts';
import { browserSubscription, PUSH_STAND_IN_ENV, startPushService, type PushService } from '../../test/push-service.ts';
import { connectSocket, listening, type TestSocket } from '../../test/sockets.ts';
import { lockSeat, offerSeat } from './waitlist.repository.ts';

let service: PushService;
let t: TestApp;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ CONSULT_MIN_MINUTES: '5', CONSULT_WAITLIST_OFFER_S: '60', ...PUSH_STAND_IN_ENV }, [], undefined, {
    manualMinuteClock: true,
  });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

async function call<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, who: TestAccount, payload?: object) {
  const res = await app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<T & { code?: string }>() };
}

const join = (app: FastifyInstance, who: TestAccount, astro: OnlineAstrologer) =>
  call<WaitlistEntry>(app, 'POST', `/api/astrologers/${astro.astroId}/waitlist`, who, { type: 'chat' });
const mine = async (app: FastifyInstance, who: TestAccount) =>
  myWaitlistResponse.parse((await call(app, 'GET', '/api/waitlist/mine', who)).body).entry;
const request = (app: FastifyInstance, who: TestAccount, astro: OnlineAstrologer) =>
  call<{ consultation_id: number }>(app, 'POST', '/api/consultations', who, { astro_id: astro.astroId, type: 'chat' });

let devices = 0;
/** A device of `who` subscribed to push; answers the notifications it has received so far. */
async function device(app: FastifyInstance, who: TestAccount): Promise<() => PushPayload[]> {
  const sub = browserSubscription(service, `/push/waitlist-${(devices += 1)}`);
  expect((await call(app, 'POST', '/api/push/subscriptions', who, sub)).status).toBe(201);
  return () =>
    service.received.filter((r) => sub.endpoint.endsWith(r.path)).map((r) => pushPayload.parse(JSON.parse(sub.decrypt(r.body))));
}

/** An astrologer holding a request from a user of their own, and three people waiting, joined in order. */
async function lineOfThree(app: FastifyInstance, name: string) {
  const astro = await onlineAstrologer(t, { name });
  const holder = await fundedUser(t, 1000);
  const held = await request(app, holder, astro);
  expect(held.status).toBe(201);
  const people = await Promise.all(['Asha', 'Bina', 'Chandan'].map((n) => fundedUser(t, 1000, { name: n })));
  const entries: number[] = [];
  for (const who of people) entries.push((await join(app, who, astro)).body.entry_id);
  return { astro, holder, requestId: held.body.consultation_id, people, entries };
}

const offeredRows = async (astroId: number) =>
  (await t.db.select().from(consultationWaitlist).where(eq(consultationWaitlist.astrologerId, astroId))).filter((r) => r.status === 'offered');

/**
 * The distinct offers of a place its user heard of: a place's news is its state, sent again whenever the line moves,
 * so one offer is one `offered_at` however many times it is heard.
 */
const offersHeard = (sockets: TestSocket[], entryId: number) =>
  new Set(
    sockets
      .flatMap((s) => s.heard)
      .filter((h) => h.event === 'waitlist')
      .map((h) => h.payload as WaitlistEntry)
      .filter((e) => e.entry_id === entryId && e.status === 'offered')
      .map((e) => e.offered_at),
  ).size;

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('a waitlist across processes', () => {
  it('keeps a line of three in order across an app restart', async () => {
    const { astro, holder, requestId, people, entries } = await lineOfThree(t.app, 'Pandit Restart');
    // The first instance goes; a new one on the same database carries on.
    const next = await t.anotherProcess();
    await t.app.close();
    expect((await Promise.all(people.map((p) => mine(next, p)))).map((e) => [e?.entry_id, e?.position, e?.status])).toEqual([
      [entries[0], 1, 'waiting'],
      [entries[1], 2, 'waiting'],
      [entries[2], 3, 'waiting'],
    ]);
    expect((await call(next, 'POST', `/api/consultations/${requestId}/cancel`, holder)).status).toBe(200);
    expect(await mine(next, people[0]!)).toMatchObject({ status: 'offered', position: 1 });
    // Each lets the offer pass in turn, in the order they joined.
    for (const [i, who] of people.entries()) {
      expect(await mine(next, who)).toMatchObject({ status: 'offered', entry_id: entries[i] });
      t.clock.advance(61_000);
      await markConnected(t, [astro.id]);
      await next.minuteClock.tick();
    }
    expect((await t.db.select().from(consultationWaitlist).where(eq(consultationWaitlist.astrologerId, astro.astroId)).orderBy(consultationWaitlist.id)).map((r) => r.status)).toEqual([
      'expired',
      'expired',
      'expired',
    ]);
  });

  it('is offered exactly once by two instances running their rounds together, with one push in the account\'s language', async () => {
    const one = await t.anotherProcess();
    const two = await t.anotherProcess();
    const { astro, holder, requestId, people, entries } = await lineOfThree(one, 'Pandit Ekbar');
    const [a, b] = people as [TestAccount, TestAccount, TestAccount];
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, a.id));
    const [pushesA, pushesB] = [await device(one, a), await device(one, b)];
    const sockets = [];
    for (const app of [one, two]) for (const who of [a, b]) sockets.push(await connectSocket(await listening(app), who.token));
    try {
      // The request ends while the astrologer's console is away: nobody is offered an absent astrologer.
      await t.db.update(astrologerPresence).set({ seenAt: new Date(0) }).where(eq(astrologerPresence.astrologerId, astro.astroId));
      expect((await call(two, 'POST', `/api/consultations/${requestId}/cancel`, holder)).status).toBe(200);
      expect(await offeredRows(astro.astroId)).toEqual([]);
      // Back: both instances' rounds run at once, several times.
      await markConnected(t, [astro.id]);
      for (let i = 0; i < 5; i++) await Promise.all([one.minuteClock.tick(), two.minuteClock.tick()]);
      expect((await offeredRows(astro.astroId)).map((r) => r.id)).toEqual([entries[0]]);
      await settle();
      expect(offersHeard(sockets, entries[0]!)).toBe(1);
      await expect.poll(() => pushesA().length).toBe(1);
      expect(pushesA()[0]).toMatchObject({ kind: 'waitlist', title: 'आपकी बारी है: Pandit Ekbar अब खाली हैं', url: `/astrologers/${astro.astroId}` });
      expect(pushesA()[0]!.body).toBe('60 सेकंड के अंदर अपनी चैट शुरू करें, नहीं तो आपकी बारी अगले व्यक्ति को चली जाएगी।');

      // Past its time: expired once, the next offered once.
      t.clock.advance(61_000);
      await markConnected(t, [astro.id]);
      for (let i = 0; i < 5; i++) await Promise.all([one.minuteClock.tick(), two.minuteClock.tick()]);
      const rows = await t.db.select().from(consultationWaitlist).where(eq(consultationWaitlist.astrologerId, astro.astroId)).orderBy(consultationWaitlist.id);
      expect(rows.map((r) => r.status)).toEqual(['expired', 'offered', 'waiting']);
      await settle();
      expect(offersHeard(sockets, entries[1]!)).toBe(1);
      expect(offersHeard(sockets, entries[0]!)).toBe(1);
      await expect.poll(() => pushesB().length).toBe(1);
      expect(pushesB()[0]).toMatchObject({ kind: 'waitlist', title: "It's your turn: Pandit Ekbar is free" });
      expect(pushesA()).toHaveLength(1);
    } finally {
      for (const s of sockets) s.close();
    }
  });

  it('never lets an offer and a direct request both take a free seat', async () => {
    const one = await t.anotherProcess();
    const two = await t.anotherProcess();
    for (let round = 0; round < 6; round++) {
      const { astro, holder, requestId, people } = await lineOfThree(one, `Pandit Race ${'abcdef'[round]}`);
      await t.db.update(astrologerPresence).set({ seenAt: new Date(0) }).where(eq(astrologerPresence.astrologerId, astro.astroId));
      await call(one, 'POST', `/api/consultations/${requestId}/cancel`, holder);
      await markConnected(t, [astro.id]);
      const stranger = await fundedUser(t, 1000);
      // The seat is free, the first in line not yet offered: a round and a stranger's request at the same moment.
      const [direct] = await Promise.all([request(two, stranger, astro), one.minuteClock.tick()]);
      const offers = await offeredRows(astro.astroId);
      const open = (await t.db.select().from(consultations).where(eq(consultations.astrologerId, astro.astroId))).filter(
        (c) => c.status === 'requested',
      );
      if (direct.status === 201) {
        expect(offers).toEqual([]);
        expect(open.map((c) => c.userId)).toEqual([stranger.id]);
      } else {
        expect(direct.body.code).toBe('astrologer_busy');
        expect(offers.map((r) => r.userId)).toEqual([people[0]!.id]);
        expect(open).toEqual([]);
      }
    }
  });

  // Two transactions held open at once need two connections: PostgreSQL's pass only.
  it.skipIf(process.env.TEST_DB !== 'postgres')('holds a direct request while an offer is in flight, and refuses it once the offer commits', async () => {
    const one = await t.anotherProcess();
    const { astro, holder, requestId, people } = await lineOfThree(one, 'Pandit Thahro');
    await t.db.update(astrologerPresence).set({ seenAt: new Date(0) }).where(eq(astrologerPresence.astrologerId, astro.astroId));
    await call(one, 'POST', `/api/consultations/${requestId}/cancel`, holder);
    await markConnected(t, [astro.id]);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let offered: Promise<void> | null = null;
    const offering = new Promise<void>((inFlight) => {
      offered = t.db.transaction(async (tx) => {
        await lockSeat(tx, astro.astroId);
        expect(await offerSeat(tx, t.ctx.dbClock, astro.astroId, 60, 60)).toMatchObject({ userId: people[0]!.id });
        inFlight();
        await held;
      });
    });
    await offering;
    const stranger = await fundedUser(t, 1000);
    let answered = false;
    const direct = request(one, stranger, astro).finally(() => (answered = true));
    await new Promise((r) => setTimeout(r, 500));
    const answeredWhileOffering = answered;
    commit();
    await offered;
    expect(answeredWhileOffering).toBe(false);
    expect(await direct).toMatchObject({ status: 409, body: { code: 'astrologer_busy' } });
  });
});
