import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, consoleSummary, requestDetails } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { astrologerPresence } from '../../db/schema/index.ts';
import { walletLedger } from '../../db/schema/money.ts';
import type { RealtimeEmitter } from '../../lib/realtime.ts';
import { createAstrologer, createUserProfile } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { acceptedSession, fundedUser, onlineAstrologer, requestChat, sendText, sessionAction } from '../../test/consult-factories.ts';
import { createAccount } from '../../test/factories.ts';
import { createSession } from '../auth/session.repository.ts';
import { saveKundli } from '../kundli/kundli.service.ts';

interface Sent {
  to: readonly number[] | 'everyone';
  event: string;
  payload: unknown;
}
const sent: Sent[] = [];
/** Only the astrologers a test is watching: another test's console going quiet is not this test's event. */
const watched = new Set<number>();
const recorder: RealtimeEmitter = {
  toUsers: (to, event, payload) => sent.push({ to, event, payload }),
  toEveryone: (event, payload) => {
    if (watched.has((payload as { astro_id: number }).astro_id)) sent.push({ to: 'everyone', event, payload });
  },
};

// The minute clock runs its rounds only when a test calls them, after moving the clock.
const t = useTestApp(
  { CONSULT_MIN_MINUTES: '1' },
  [
    async (_app, ctx: AppContext) => {
      ctx.realtime.attach(recorder);
    },
  ],
  undefined,
  { manualMinuteClock: true },
);

async function put(who: { headers: Record<string, string> }, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/consult/availability', headers: who.headers, payload });
}

describe('availability', () => {
  it('is for verified astrologers who have not been deleted', async () => {
    const user = await createAccount(t.db);
    const unverified = await createAstrologer(t.db, { isVerified: false });
    const deleted = await createAstrologer(t.db, { isVerified: true, deletedAt: new Date() });
    const tokens = [user.token, await createSession(t.db, unverified.userId, new Date()), await createSession(t.db, deleted.userId, new Date())];
    for (const token of tokens) {
      for (const [method, url] of [['PUT', '/api/consult/availability'], ['GET', '/api/consult/console'], ['GET', '/api/consult/requests']] as const) {
        const res = await t.app.inject({ method, url, headers: { accesstoken: token }, ...(method === 'PUT' ? { payload: { chat: true } } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(CONSULT_MESSAGES.astrologersOnly);
      }
    }
    expect(await t.db.select().from(astrologerPresence).where(eq(astrologerPresence.astrologerId, unverified.id))).toHaveLength(0);
  });

  it('switches chat on and off, answers the status and tells everyone when it changes', async () => {
    const astro = await createAstrologer(t.db, { isVerified: true });
    watched.add(astro.id);
    const headers = { accesstoken: await createSession(t.db, astro.userId, new Date()) };
    sent.length = 0;
    const on = await put({ headers }, { chat: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ chat: true, call: false, status: 'online' });
    const event = (status: string, call_status: string) => ({ to: 'everyone', event: 'astrologer_status', payload: { astro_id: astro.id, status, call_status } });
    expect(sent).toEqual([event('online', 'offline')]);
    sent.length = 0;
    expect((await put({ headers }, { call: true })).json()).toEqual({ chat: true, call: true, status: 'online' });
    expect(sent).toEqual([event('online', 'online')]);
    sent.length = 0;
    expect((await put({ headers }, { call: true })).json()).toEqual({ chat: true, call: true, status: 'online' });
    expect(sent).toEqual([]);
    // Still online for calls: the console's status covers both.
    expect((await put({ headers }, { chat: false })).json()).toEqual({ chat: false, call: true, status: 'online' });
    expect(sent).toEqual([event('offline', 'online')]);
    sent.length = 0;
    expect((await put({ headers }, { call: false })).json()).toEqual({ chat: false, call: false, status: 'offline' });
    expect(sent).toEqual([event('offline', 'offline')]);
    expect((await put({ headers }, { chat: 'yes' })).statusCode).toBe(400);
  });
});

describe('a console that goes quiet', () => {
  it('turns the astrologer offline for everyone once the grace period has passed', async () => {
    const astro = await onlineAstrologer(t);
    watched.add(astro.astroId);
    // A round now: the next looks for the marks that crossed the grace period (60 s) since this one.
    await t.app.minuteClock.tick();
    sent.length = 0;
    const mine = () => sent.filter((s) => s.event === 'astrologer_status' && (s.payload as { astro_id: number }).astro_id === astro.astroId);
    t.clock.advance(55_000);
    await t.app.minuteClock.tick();
    expect(mine()).toEqual([]);
    t.clock.advance(5_000);
    await t.app.minuteClock.tick();
    expect(mine().map((s) => [s.to, s.payload])).toEqual([['everyone', { astro_id: astro.astroId, status: 'offline', call_status: 'offline' }]]);
  });
});

describe('events', () => {
  it('sends the request to the astrologer, the session to both, the balance to the user and the status to everyone', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 10 });
    watched.add(astro.astroId);
    const user = await fundedUser(t, 100);
    sent.length = 0;
    const r = await requestChat(t, user, astro);
    const id = r.body.consultation_id;
    expect(sent.map((s) => [s.to, s.event])).toEqual([
      [[astro.id], 'request'],
      [[user.id, astro.id], 'consultation'],
      ['everyone', 'astrologer_status'],
    ]);
    expect(sent[2]!.payload).toEqual({ astro_id: astro.astroId, status: 'busy', call_status: 'busy' });
    sent.length = 0;
    await sessionAction(t, astro, id, 'accept');
    // Accepted: nothing is charged until the astrologer's first message.
    expect(sent.map((s) => [s.to, s.event])).toEqual([[[user.id, astro.id], 'consultation']]);
    sent.length = 0;
    await sendText(t, astro, id, 'Namaste');
    expect(sent.map((s) => [s.to, s.event])).toEqual([
      [[user.id, astro.id], 'message'],
      [[user.id, astro.id], 'consultation'],
      [[user.id], 'wallet'],
    ]);
    expect(sent[2]!.payload).toEqual({ balance: 90 });
    sent.length = 0;
    await sessionAction(t, user, id, 'end');
    expect(sent.map((s) => [s.to, s.event])).toEqual([
      [[user.id, astro.id], 'consultation'],
      ['everyone', 'astrologer_status'],
    ]);
    expect(sent[0]!.payload).toMatchObject({ consultation_id: id, status: 'ended' });
    expect(sent[1]!.payload).toEqual({ astro_id: astro.astroId, status: 'online', call_status: 'offline' });
  });
});

describe('the console', () => {
  it('shows earnings today and ever, the wallet and what it pays out after commission', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 10, commissionBp: 2_000 });
    const user = await fundedUser(t, 100);
    const s = await acceptedSession(t, user, astro);
    await sessionAction(t, user, s.consultation_id, 'end');
    const res = await t.app.inject({ method: 'GET', url: '/api/consult/console', headers: astro.headers });
    expect(res.statusCode).toBe(200);
    expect(consoleSummary.parse(res.json())).toEqual({
      astro_id: astro.astroId,
      chat: true,
      call: false,
      status: 'online',
      earnings_today: 10,
      earnings_total: 10,
      wallet: 10,
      commission: 20,
      payable: 8,
      sessions_today: 1,
      // One request, answered.
      response_rate: 100,
      missed_requests: 0,
      suspension: null,
    });
    // Earned before midnight in India counts in all-time only; a refund taken back counts against both.
    await t.db.insert(walletLedger).values([
      { account: 'astrologer', astrologerId: astro.astroId, entryType: 'earning', amountPaise: 500, consultationId: s.consultation_id, minuteIndex: 99, createdAt: sql`date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata' - interval '1 second'` },
      { account: 'astrologer', astrologerId: astro.astroId, entryType: 'refund', amountPaise: -200, consultationId: s.consultation_id },
      { account: 'astrologer', astrologerId: astro.astroId, entryType: 'payout', amountPaise: -100 },
    ]);
    const later = (await t.app.inject({ method: 'GET', url: '/api/consult/console', headers: astro.headers })).json();
    expect(later).toMatchObject({ earnings_today: 8, earnings_total: 13 });
  });

  it("lists the astrologer's open requests with the user's name and birth details", async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100, { name: 'Meera Iyer' });
    await createUserProfile(t.db, user.id, { name: 'Meera I', dateOfBirth: '1990-01-31', timeOfBirth: '05:45:00', placeOfBirth: 'Chennai', gender: 'Female' });
    const r = await requestChat(t, user, astro);
    const res = await t.app.inject({ method: 'GET', url: '/api/consult/requests', headers: astro.headers });
    expect(res.statusCode).toBe(200);
    const [item, ...rest] = res.json<unknown[]>().map((x) => requestDetails.parse(x));
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      consultation: { consultation_id: r.body.consultation_id, status: 'requested', user_name: 'Meera Iyer' },
      user: { name: 'Meera Iyer', date_of_birth: '1990-01-31', time_of_birth: '05:45:00', place_of_birth: 'Chennai', gender: 'Female' },
    });
    await sessionAction(t, astro, r.body.consultation_id, 'decline');
    const after = await t.app.inject({ method: 'GET', url: '/api/consult/requests', headers: astro.headers });
    expect(after.json()).toEqual([]);
    // A user without a profile: the details are null.
    const bare = await fundedUser(t, 100, { name: 'Ravi' });
    await requestChat(t, bare, astro);
    const [only] = (await t.app.inject({ method: 'GET', url: '/api/consult/requests', headers: astro.headers })).json();
    expect(only.user).toEqual({ name: 'Ravi', date_of_birth: null, time_of_birth: null, place_of_birth: null, gender: null });
  });

  it("shows the birth details of the user's saved kundli, the chart beside them, over the profile's", async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 100, { name: 'Anil Joshi' });
    // No profile: the kundli page is where this user gave their birth details.
    await saveKundli(t.db, user.id, { date_of_birth: '1988-03-09', time_of_birth: '14:20', place_id: '1259229', name: 'Anil' });
    await requestChat(t, user, astro);
    const [item] = (await t.app.inject({ method: 'GET', url: '/api/consult/requests', headers: astro.headers })).json();
    expect(item.user).toEqual({
      name: 'Anil Joshi',
      date_of_birth: '1988-03-09',
      time_of_birth: '14:20:00',
      place_of_birth: 'Pune, Maharashtra, India',
      gender: null,
    });
    await sessionAction(t, user, item.consultation.consultation_id, 'cancel');
    // With a profile too, the saved kundli's details win: they are the ones the chart is drawn from.
    await createUserProfile(t.db, user.id, { name: 'Anil', dateOfBirth: '1988-03-10', placeOfBirth: 'Mumbai', gender: 'Male' });
    await requestChat(t, user, astro);
    const [again] = (await t.app.inject({ method: 'GET', url: '/api/consult/requests', headers: astro.headers })).json();
    expect(again.user).toMatchObject({ date_of_birth: '1988-03-09', place_of_birth: 'Pune, Maharashtra, India', gender: 'Male' });
  });
});
