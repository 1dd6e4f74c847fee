// The waitlist of a busy astrologer through the API, with the engine's clock moved by the test: the order and the
// places, the limits, leaving, the offer when the session ends (socket event), its expiry to the next in line, taking
// it through the ordinary request, and a direct request refused while the seat is held.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, type Consultation, type ConsultationType } from '@app/contracts/consultations';
import { WAITLIST_MESSAGES, consoleWaitlistItem, myWaitlistResponse, waitlistEntry, type WaitlistEntry } from '@app/contracts/waitlist';
import { astrologerPresence, consultationWaitlist } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import {
  acceptedSession,
  fundedUser,
  markConnected,
  onlineAstrologer,
  passTime,
  requestChat,
  sessionAction,
  type OnlineAstrologer,
} from '../../test/consult-factories.ts';
import type { TestAccount } from '../../test/factories.ts';
import { connectSocket, listening } from '../../test/sockets.ts';
import { estimateMinutes } from './waitlist-line.ts';

const t = useTestApp({ CONSULT_MIN_MINUTES: '5', CONSULT_WAITLIST_MAX: '3', CONSULT_WAITLIST_OFFER_S: '60' }, [], undefined, {
  manualMinuteClock: true,
});

type Body = WaitlistEntry & { code?: string; message?: string };

async function join(who: TestAccount, astro: OnlineAstrologer, type: ConsultationType = 'chat') {
  const res = await t.app.inject({ method: 'POST', url: `/api/astrologers/${astro.astroId}/waitlist`, headers: who.headers, payload: { type } });
  return { status: res.statusCode, body: res.json<Body>() };
}

async function mine(who: TestAccount): Promise<WaitlistEntry | null> {
  const res = await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return myWaitlistResponse.parse(res.json()).entry;
}

async function leave(who: TestAccount, entryId: number) {
  return (await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${entryId}`, headers: who.headers })).statusCode;
}

async function take(who: TestAccount, entryId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/waitlist/${entryId}/take`, headers: who.headers });
  return { status: res.statusCode, body: res.json<Consultation & { code?: string }>() };
}

async function consoleList(astro: OnlineAstrologer) {
  const res = await t.app.inject({ method: 'GET', url: '/api/consult/waitlist', headers: astro.headers });
  expect(res.statusCode, res.body).toBe(200);
  return consoleWaitlistItem.array().parse(res.json());
}

/** An astrologer holding a chat request from a user of their own (busy), and that request's id. */
async function busyAstrologer(opts: { call?: boolean } = {}) {
  const astro = await onlineAstrologer(t, { chargeRupees: 10, ...opts });
  const holder = await fundedUser(t, 1000);
  const held = await requestChat(t, holder, astro);
  expect(held.status).toBe(201);
  return { astro, holder, sessionId: held.body.consultation_id };
}

const waiters = (n: number, names: string[] = []) =>
  Promise.all(Array.from({ length: n }, (_, i) => fundedUser(t, 1000, { name: names[i] ?? `Waiter ${i + 1}` })));

async function directoryStatus(astro: OnlineAstrologer) {
  const res = await t.app.inject({ method: 'GET', url: `/api/consult/astrologers/${astro.astroId}` });
  return res.json<{ status: string }>().status;
}

describe('joining', () => {
  it('keeps the order people joined in, each with their place and wait; the console lists them by first name', async () => {
    const { astro } = await busyAstrologer({ call: true });
    const [a, b, c] = await waiters(3, ['Asha Verma', 'Bina Rao', 'Chandan Das']);
    const joined = [await join(a!, astro), await join(b!, astro, 'call'), await join(c!, astro)];
    expect(joined.map((j) => j.status)).toEqual([201, 201, 201]);
    expect(joined.map((j) => waitlistEntry.parse(j.body).position)).toEqual([1, 2, 3]);
    // No session has ended yet: 10 minutes a session, the open request counted whole.
    expect(joined.map((j) => j.body.estimated_wait_minutes)).toEqual([10, 20, 30]);
    expect(joined[0]!.body).toMatchObject({ status: 'waiting', astro_id: astro.astroId, type: 'chat', offer_expires_at: null });
    expect((await mine(b!))).toMatchObject({ entry_id: joined[1]!.body.entry_id, position: 2, type: 'call' });
    const list = await consoleList(astro);
    expect(list.map((p) => [p.first_name, p.type, p.position, p.status])).toEqual([
      ['Asha', 'chat', 1, 'waiting'],
      ['Bina', 'call', 2, 'waiting'],
      ['Chandan', 'chat', 3, 'waiting'],
    ]);
    // The console is the astrologer's own.
    expect((await t.app.inject({ method: 'GET', url: '/api/consult/waitlist', headers: a!.headers })).statusCode).toBe(403);
  });

  it('estimates the wait from the length of the astrologer\'s recent sessions', async () => {
    const astro = await onlineAstrologer(t);
    const first = await fundedUser(t, 1000);
    const session = await acceptedSession(t, first, astro);
    await passTime(t, 4 * 60_000, [first.id, astro.id]);
    expect((await sessionAction(t, first, session.consultation_id, 'end')).status).toBe(200);
    // A second session has run two minutes of the four-minute average: two remain.
    const second = await fundedUser(t, 1000);
    const running = await acceptedSession(t, second, astro);
    await passTime(t, 2 * 60_000, [second.id, astro.id]);
    const [a, b] = await waiters(2);
    expect((await join(a!, astro)).body.estimated_wait_minutes).toBe(2);
    expect((await join(b!, astro)).body.estimated_wait_minutes).toBe(6);
    await sessionAction(t, second, running.consultation_id, 'end');
  });

  it('estimates from plain numbers: the rest of the session and an average one for each person ahead', () => {
    expect(estimateMinutes(1, 'waiting', { averageS: 300, openElapsedS: 120 })).toBe(3);
    expect(estimateMinutes(3, 'waiting', { averageS: 300, openElapsedS: 120 })).toBe(13);
    // A session past the average still counts a minute; none open counts nothing; no history is 10 minutes.
    expect(estimateMinutes(1, 'waiting', { averageS: 300, openElapsedS: 900 })).toBe(1);
    expect(estimateMinutes(2, 'waiting', { averageS: null, openElapsedS: null })).toBe(10);
    expect(estimateMinutes(4, 'offered', { averageS: 300, openElapsedS: 10 })).toBe(0);
  });

  it('refuses a free astrologer (request directly), an offline one, a full list, a second list, and a user in a session', async () => {
    const free = await onlineAstrologer(t);
    const user = await fundedUser(t, 1000);
    expect(await join(user, free)).toMatchObject({ status: 409, body: { code: 'waitlist_astrologer_free', message: WAITLIST_MESSAGES.astrologerFree } });
    // Busy, but not taking calls: nobody can be offered a call.
    const { astro, holder } = await busyAstrologer();
    expect(await join(user, astro, 'call')).toMatchObject({ status: 409, body: { code: 'waitlist_astrologer_unavailable' } });
    // The astrologer's console went away: offline.
    const { astro: gone } = await busyAstrologer();
    await t.db.update(astrologerPresence).set({ seenAt: new Date(Date.now() - 3_600_000) }).where(eq(astrologerPresence.astrologerId, gone.astroId));
    expect((await join(user, gone)).body.code).toBe('waitlist_astrologer_unavailable');

    const [a, b, c, d] = await waiters(4);
    for (const w of [a!, b!, c!]) expect((await join(w, astro)).status).toBe(201);
    expect(await join(d!, astro)).toMatchObject({ status: 409, body: { code: 'waitlist_full', message: WAITLIST_MESSAGES.full } });
    // One list at a time, this one or another.
    const { astro: other } = await busyAstrologer();
    expect(await join(a!, other)).toMatchObject({ status: 409, body: { code: 'waitlist_already_on', message: WAITLIST_MESSAGES.alreadyOn } });
    expect((await join(a!, astro)).body.code).toBe('waitlist_already_on');
    // The user holding the session cannot queue for another; neither can an astrologer; nor for an unknown one.
    expect(await join(holder, other)).toMatchObject({ status: 409, body: { code: 'already_open', message: CONSULT_MESSAGES.alreadyOpen } });
    expect((await join(other, astro)).status).toBe(403);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/astrologers/999999/waitlist', headers: d!.headers, payload: { type: 'chat' } });
    expect(unknown.json()).toMatchObject({ code: 'astrologer_not_found' });
    const waitlist = (type: string) => t.app.inject({ method: 'POST', url: `/api/astrologers/${astro.astroId}/waitlist`, headers: d!.headers, payload: { type } });
    expect((await waitlist('radio')).statusCode).toBe(400);
    // Video only with an astrologer who set a video price.
    expect((await waitlist('video')).json()).toMatchObject({ code: 'video_not_offered' });
  });

  it('keeps one list per user when two joins race', async () => {
    const { astro: one } = await busyAstrologer();
    const { astro: two } = await busyAstrologer();
    const user = await fundedUser(t, 1000);
    const results = await Promise.all([join(user, one), join(user, two), join(user, one)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const open = await t.db.select().from(consultationWaitlist).where(and(eq(consultationWaitlist.userId, user.id)));
    expect(open).toHaveLength(1);
  });
});

describe('leaving', () => {
  it('takes the user off the list and moves those behind up; only the owner may leave a place', async () => {
    const { astro } = await busyAstrologer();
    const [a, b, c] = await waiters(3);
    const astroSocket = await connectSocket(await listening(t.app), astro.token);
    const ids = [];
    for (const w of [a!, b!, c!]) ids.push((await join(w, astro)).body.entry_id);
    // The astrologer's console hears the line change as people join and leave.
    await astroSocket.next('waitlist_line', (e: { waiting: number }) => e.waiting === 3);
    expect(await leave(c!, ids[0]!)).toBe(404);
    expect(await leave(a!, 999_999)).toBe(404);
    expect(await leave(a!, ids[0]!)).toBe(204);
    expect(await astroSocket.next('waitlist_line', (e: { astro_id: number; waiting: number }) => e.waiting === 2)).toEqual({ astro_id: astro.astroId, waiting: 2 });
    astroSocket.close();
    expect(await mine(a!)).toBeNull();
    expect((await mine(b!))?.position).toBe(1);
    expect((await mine(c!))?.position).toBe(2);
    // Leaving again changes nothing; the user may join another list.
    expect(await leave(a!, ids[0]!)).toBe(204);
    const [row] = await t.db.select().from(consultationWaitlist).where(eq(consultationWaitlist.id, ids[0]!));
    expect(row).toMatchObject({ status: 'left' });
    expect(row!.closedAt).not.toBeNull();
    expect((await join(a!, astro)).body.position).toBe(3);
  });
});

describe('the offer', () => {
  it('goes to the first in line when the session ends, holds the seat against direct requests, and becomes the request when taken', async () => {
    const { astro, holder, sessionId } = await busyAstrologer();
    const [a, b] = await waiters(2);
    const first = (await join(a!, astro)).body;
    await join(b!, astro);
    const base = await listening(t.app);
    const [sa, sb] = await Promise.all([connectSocket(base, a!.token), connectSocket(base, b!.token)]);
    try {
      expect((await sessionAction(t, holder, sessionId, 'cancel')).status).toBe(200);
      const offer = await sa.next<WaitlistEntry>('waitlist', (e) => e.status === 'offered');
      expect(offer).toMatchObject({ entry_id: first.entry_id, position: 1, estimated_wait_minutes: 0 });
      const left = Date.parse(offer.offer_expires_at!) - Date.parse(offer.server_time);
      expect(left).toBeGreaterThan(58_000);
      expect(left).toBeLessThanOrEqual(60_000);
      // The one behind hears their place (second, still waiting).
      expect(await sb.next<WaitlistEntry>('waitlist', (e) => e.position === 2)).toMatchObject({ status: 'waiting' });
      expect(await mine(a!)).toMatchObject({ status: 'offered', offer_expires_at: offer.offer_expires_at });

      // The seat is held: the directory says busy, a stranger's or the second's direct request is refused as busy.
      expect(await directoryStatus(astro)).toBe('busy');
      const stranger = await fundedUser(t, 1000);
      expect(await requestChat(t, stranger, astro)).toMatchObject({ status: 409, body: { code: 'astrologer_busy' } });
      expect((await requestChat(t, b!, astro)).body).toMatchObject({ code: 'astrologer_busy' });
      // ...who may then join the list (the astrologer counts as busy).
      expect((await join(stranger, astro)).body.position).toBe(3);

      // The second cannot take what was not offered to them.
      const second = await mine(b!);
      expect((await take(b!, second!.entry_id)).body.code).toBe('waitlist_not_offered');
      expect((await take(b!, first.entry_id)).status).toBe(404);

      const taken = await take(a!, first.entry_id);
      expect(taken.status).toBe(201);
      expect(taken.body).toMatchObject({ status: 'requested', user_id: a!.id, astro_id: astro.astroId, type: 'chat' });
      const [row] = await t.db.select().from(consultationWaitlist).where(eq(consultationWaitlist.id, first.entry_id));
      expect(row).toMatchObject({ status: 'taken', consultationId: taken.body.consultation_id });
      expect(await mine(a!)).toBeNull();
      expect(await sb.next<WaitlistEntry>('waitlist', (e) => e.position === 1)).toMatchObject({ status: 'waiting' });
      expect((await take(a!, first.entry_id)).body.code).toBe('waitlist_not_offered');
    } finally {
      sa.close();
      sb.close();
    }
  });

  it('passes to the next in line when not taken in time', async () => {
    const { astro, holder, sessionId } = await busyAstrologer();
    const [a, b, c] = await waiters(3);
    const ids = [];
    for (const w of [a!, b!, c!]) ids.push((await join(w, astro)).body.entry_id);
    const sa = await connectSocket(await listening(t.app), a!.token);
    try {
      await sessionAction(t, holder, sessionId, 'cancel');
      expect((await mine(a!))?.status).toBe('offered');
      // Past the offer's time, before any round: taking it is refused.
      t.clock.advance(61_000);
      await markConnected(t, [astro.id]);
      expect(await take(a!, ids[0]!)).toMatchObject({ status: 409, body: { code: 'waitlist_offer_expired', message: WAITLIST_MESSAGES.offerExpired } });
      // The round expires it and offers the next; the first hears it passed.
      await t.app.minuteClock.tick();
      expect(await sa.next<WaitlistEntry>('waitlist', (e) => e.status === 'expired')).toMatchObject({ entry_id: ids[0], position: null });
      expect(await mine(a!)).toBeNull();
      expect(await mine(b!)).toMatchObject({ status: 'offered', position: 1 });
      expect(await mine(c!)).toMatchObject({ status: 'waiting', position: 2 });
      expect((await take(a!, ids[0]!)).body.code).toBe('waitlist_offer_expired');
      // And again: the second lets it pass too; the third is offered.
      await passTime(t, 61_000, [astro.id]);
      expect(await mine(c!)).toMatchObject({ status: 'offered', position: 1 });
      expect((await take(c!, ids[2]!)).status).toBe(201);
    } finally {
      sa.close();
    }
  });

  it('waits while the astrologer is offline and is made once they are back', async () => {
    const { astro, holder, sessionId } = await busyAstrologer();
    const [a] = await waiters(1);
    const entry = (await join(a!, astro)).body;
    // The console goes quiet past the grace period: the request is cancelled, nobody is offered an absent astrologer.
    t.clock.advance(61_000);
    await markConnected(t, [holder.id]);
    await sessionAction(t, holder, sessionId, 'cancel');
    await t.app.minuteClock.tick();
    expect(await mine(a!)).toMatchObject({ entry_id: entry.entry_id, status: 'waiting', position: 1 });
    // Back online: the next round offers the seat.
    await passTime(t, 1_000, [astro.id]);
    expect(await mine(a!)).toMatchObject({ status: 'offered' });
    expect((await take(a!, entry.entry_id)).status).toBe(201);
  });

  it('lets the first in line request directly, and takes their place with it', async () => {
    const { astro, holder, sessionId } = await busyAstrologer();
    const [a] = await waiters(1);
    const entry = (await join(a!, astro)).body;
    await sessionAction(t, holder, sessionId, 'cancel');
    const direct = await requestChat(t, a!, astro);
    expect(direct.status).toBe(201);
    const [row] = await t.db.select().from(consultationWaitlist).where(eq(consultationWaitlist.id, entry.entry_id));
    expect(row).toMatchObject({ status: 'taken', consultationId: direct.body.consultation_id });
  });

  it('passes on at once when the offered user leaves', async () => {
    const { astro, holder, sessionId } = await busyAstrologer();
    const [a, b] = await waiters(2);
    const first = (await join(a!, astro)).body;
    await join(b!, astro);
    await sessionAction(t, holder, sessionId, 'cancel');
    expect((await mine(a!))?.status).toBe('offered');
    expect(await leave(a!, first.entry_id)).toBe(204);
    expect(await mine(b!)).toMatchObject({ status: 'offered', position: 1 });
  });
});
