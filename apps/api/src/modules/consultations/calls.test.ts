// Calls: an accepted call bills once the user's offer and the astrologer's answer went through the server and the
// astrologer's side reports its audio connected, whatever the user's side reports; it ends on hang-up, the
// astrologer's audio lost, the connect deadline or the wallet; signals pass only between the two participants.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSULT_MESSAGES,
  SOCKET_EVENTS,
  type CallSignalEvent,
  type Consultation,
  type IceServersResponse,
  type SocketAck,
} from '@app/contracts/consultations';
import { consultations, interactions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import {
  fundedUser,
  markConnected,
  onlineAstrologer,
  readSession,
  requestCall,
  requestChat,
  sessionAction,
  sessionMoney,
  walletState,
  type OnlineAstrologer,
} from '../../test/consult-factories.ts';
import type { TestAccount } from '../../test/factories.ts';
import { connectSocket, listening, pause, type TestSocket } from '../../test/sockets.ts';

// Minutes of 60 s, 30 s of grace and 2 minutes to connect; time moves with the test clock, and the minute clock runs
// a round when a test calls it.
const MINUTE = 60_000;
const GRACE_S = 30;
const ACCEPT_S = 120;
const TURN_SECRET = 'turn-shared-secret-for-tests-0123';
const t = useTestApp(
  {
    CONSULT_MINUTE_S: String(MINUTE / 1000),
    CONSULT_GRACE_S: String(GRACE_S),
    CONSULT_ACCEPT_S: String(ACCEPT_S),
    CONSULT_MIN_MINUTES: '1',
    ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.example.org:3478' }]),
    TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
    TURN_SECRET,
    TURN_TTL_S: '600',
  },
  [],
  undefined,
  { manualMinuteClock: true },
);

const open: TestSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function socketOf(who: TestAccount | null) {
  const s = await connectSocket(await listening(t.app), who?.token ?? null);
  open.push(s);
  return s;
}

/** Acknowledgements get 15 s: a loaded machine running other suites and server processes can be slow to answer. */
const ACK_MS = 15_000;
const signal = (s: TestSocket, body: unknown) => s.socket.timeout(ACK_MS).emitWithAck(SOCKET_EVENTS.callSignal, body) as Promise<SocketAck>;
const media = (s: TestSocket, id: number) =>
  s.socket.timeout(ACK_MS).emitWithAck(SOCKET_EVENTS.callMedia, { consultation_id: id }) as Promise<SocketAck>;

interface Call {
  id: number;
  user: TestAccount;
  astro: OnlineAstrologer;
  userSocket: TestSocket;
  astroSocket: TestSocket;
}

/** A call requested and accepted, both sides on a socket; not yet connected. */
async function acceptedCall(rupees = 100, chargeRupees = 10): Promise<Call> {
  const astro = await onlineAstrologer(t, { call: true, chargeRupees });
  const user = await fundedUser(t, rupees);
  const [userSocket, astroSocket] = [await socketOf(user), await socketOf(astro)];
  const requested = await requestCall(t, user, astro);
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  const accepted = await sessionAction(t, astro, requested.body.consultation_id, 'accept');
  expect(accepted.status).toBe(200);
  return { id: requested.body.consultation_id, user, astro, userSocket, astroSocket };
}

const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } as const;
const ANSWER = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' } as const;
const sendDescription = (s: TestSocket, id: number, description: typeof OFFER | typeof ANSWER) =>
  signal(s, { consultation_id: id, description });

/** The user's side offers and the astrologer's side answers, through the server. */
async function exchange(call: Call) {
  expect(await sendDescription(call.userSocket, call.id, OFFER)).toEqual({ ok: true });
  expect(await sendDescription(call.astroSocket, call.id, ANSWER)).toEqual({ ok: true });
}

/** Offer and answer exchanged and the astrologer's side reports its audio connected: billing starts. */
async function connectedCall(rupees = 100, chargeRupees = 10): Promise<Call> {
  const call = await acceptedCall(rupees, chargeRupees);
  await exchange(call);
  expect(await media(call.astroSocket, call.id)).toEqual({ ok: true });
  return call;
}

/**
 * Moves the clock by `ms` in steps shorter than the grace period; after each, both participants' sockets are marked
 * connected and the sides in `reporting` report their audio, as live clients do. No clock round runs.
 */
async function live(call: Call, ms: number, reporting: readonly ('user' | 'astro')[]) {
  for (let left = ms; left > 0; left -= GRACE_S * 500) {
    t.clock.advance(Math.min(left, GRACE_S * 500));
    await markConnected(t, [call.user.id, call.astro.id]);
    for (const side of reporting) expect(await media(side === 'user' ? call.userSocket : call.astroSocket, call.id)).toEqual({ ok: true });
  }
}

/** The session's billing as the database holds it. */
async function billing(id: number) {
  const [row] = await t.db
    .select({ startedAt: consultations.startedAt, billedMinutes: consultations.billedMinutes, status: consultations.status })
    .from(consultations)
    .where(eq(consultations.id, id));
  return row!;
}

describe('a call', () => {
  it('is refused when the astrologer has calls switched off, even with chat on', async () => {
    const astro = await onlineAstrologer(t, { call: false });
    const user = await fundedUser(t, 100);
    const res = await requestCall(t, user, astro);
    expect(res).toMatchObject({ status: 409, body: { message: CONSULT_MESSAGES.astrologerUnavailable } });
  });

  it("bills nothing while connecting and starts with minute 0 once the offer and answer went through and the astrologer's side has audio, though the user's side never reports", async () => {
    const call = await acceptedCall(100, 10);
    const connecting = await readSession(t, call.user, call.id);
    expect(connecting).toMatchObject({ type: 'call', status: 'active', started_at: null, billed_minutes: 0, amount: 0 });
    expect(connecting.accepted_at).not.toBeNull();
    expect((await walletState(t.db, call.user.id)).balancePaise).toBe(10_000);

    // The astrologer's side reporting audio before any offer starts nothing; nor does the exchange alone.
    expect(await media(call.astroSocket, call.id)).toEqual({ ok: true });
    await exchange(call);
    expect(await readSession(t, call.user, call.id)).toMatchObject({ started_at: null, billed_minutes: 0 });
    // The user's side stays silent about its audio throughout.
    expect(await media(call.astroSocket, call.id)).toEqual({ ok: true });

    for (const s of [call.userSocket, call.astroSocket]) {
      const heard = await s.next<Consultation>(SOCKET_EVENTS.consultation, (c) => c.consultation_id === call.id && c.started_at !== null);
      expect(heard).toMatchObject({ status: 'active', billed_minutes: 1, amount: 10 });
    }
    expect((await walletState(t.db, call.user.id)).balancePaise).toBe(9_000);
    expect(await sessionMoney(t.db, call.id)).toMatchObject({ chargedPaise: 1_000, earnedPaise: 1_000 });
  });

  it("starts billing exactly once when the astrologer's answer and marks arrive at the same moment", async () => {
    const calls = await Promise.all([acceptedCall(), acceptedCall(), acceptedCall()]);
    for (const c of calls) expect(await sendDescription(c.userSocket, c.id, OFFER)).toEqual({ ok: true });
    // The astrologer's audio can be reported before the server has recorded the answer that led to it.
    await Promise.all(
      calls.flatMap((c) => [media(c.astroSocket, c.id), sendDescription(c.astroSocket, c.id, ANSWER), media(c.astroSocket, c.id), media(c.userSocket, c.id)]),
    );
    await Promise.all(calls.map((c) => media(c.astroSocket, c.id)));
    for (const c of calls) {
      expect(await readSession(t, c.user, c.id)).toMatchObject({ billed_minutes: 1, amount: 10 });
      expect(await sessionMoney(t.db, c.id)).toMatchObject({ chargeRows: 1, earningRows: 1 });
    }
  });

  it('does not start billing on a forged answer: one from the user\'s side, or one sent before any offer', async () => {
    // The user's own side "answers" its offer; the astrologer's side offers and the user's side answers.
    const wrongSide = await acceptedCall();
    expect(await sendDescription(wrongSide.userSocket, wrongSide.id, OFFER)).toEqual({ ok: true });
    expect(await sendDescription(wrongSide.userSocket, wrongSide.id, ANSWER)).toEqual({ ok: true });
    expect(await sendDescription(wrongSide.astroSocket, wrongSide.id, OFFER)).toEqual({ ok: true });
    expect(await sendDescription(wrongSide.userSocket, wrongSide.id, ANSWER)).toEqual({ ok: true });
    expect(await media(wrongSide.astroSocket, wrongSide.id)).toEqual({ ok: true });
    expect(await media(wrongSide.userSocket, wrongSide.id)).toEqual({ ok: true });

    // The astrologer's side answers before the user's side has offered anything, then reports audio after the offer.
    const early = await acceptedCall();
    expect(await sendDescription(early.astroSocket, early.id, ANSWER)).toEqual({ ok: true });
    expect(await sendDescription(early.userSocket, early.id, OFFER)).toEqual({ ok: true });
    expect(await media(early.astroSocket, early.id)).toEqual({ ok: true });

    for (const c of [wrongSide, early]) {
      expect(await billing(c.id)).toEqual({ status: 'active', startedAt: null, billedMinutes: 0 });
      expect(await sessionMoney(t.db, c.id)).toMatchObject({ chargeRows: 0, earningRows: 0 });
    }
    expect((await walletState(t.db, wrongSide.user.id)).balancePaise).toBe(10_000);

    // A real answer to the offer, then the astrologer's audio: now it bills.
    expect(await sendDescription(early.astroSocket, early.id, ANSWER)).toEqual({ ok: true });
    expect(await media(early.astroSocket, early.id)).toEqual({ ok: true });
    expect(await billing(early.id)).toMatchObject({ status: 'active', billedMinutes: 1 });
  });

  it('bills minute 0 once when the offer and answer are exchanged again after the start (a reconnection)', async () => {
    const call = await connectedCall();
    const { startedAt } = await billing(call.id);
    expect(startedAt).not.toBeNull();
    for (let i = 0; i < 2; i++) {
      await exchange(call);
      expect(await media(call.astroSocket, call.id)).toEqual({ ok: true });
    }
    await Promise.all([exchange(call), media(call.astroSocket, call.id), media(call.astroSocket, call.id)]);
    expect(await billing(call.id)).toEqual({ status: 'active', startedAt, billedMinutes: 1 });
    expect(await sessionMoney(t.db, call.id)).toMatchObject({ chargeRows: 1, earningRows: 1, chargedPaise: 1_000 });
    expect((await walletState(t.db, call.user.id)).balancePaise).toBe(9_000);
  });

  it("keeps billing a started call whose user's side never reports its audio", async () => {
    const call = await connectedCall();
    // Minute 1 falls due and the grace period passes twice over with no word from the user's side.
    await live(call, MINUTE, ['astro']);
    await t.app.minuteClock.tick();
    expect(await readSession(t, call.user, call.id)).toMatchObject({ status: 'active', billed_minutes: 2, amount: 20 });
  });

  it('ends at no cost when hung up while still connecting', async () => {
    const call = await acceptedCall();
    const ended = await sessionAction(t, call.astro, call.id, 'end');
    expect(ended.body).toMatchObject({ status: 'ended', end_reason: 'astro', started_at: null, billed_minutes: 0, amount: 0 });
    expect((await walletState(t.db, call.user.id)).balancePaise).toBe(10_000);
    await call.userSocket.next<Consultation>(SOCKET_EVENTS.consultation, (c) => c.consultation_id === call.id && c.status === 'ended');
  });

  it('ends for both when either side hangs up, with the call in the history', async () => {
    const call = await connectedCall();
    const ended = await sessionAction(t, call.user, call.id, 'end');
    expect(ended.body).toMatchObject({ status: 'ended', end_reason: 'user', billed_minutes: 1, amount: 10 });
    await call.astroSocket.next<Consultation>(SOCKET_EVENTS.consultation, (c) => c.consultation_id === call.id && c.status === 'ended');
    const [row] = await t.db.select().from(interactions).where(eq(interactions.consultationId, call.id));
    expect(row).toMatchObject({ interactionType: 'Call', paidAmountPaise: 1_000 });

    const second = await connectedCall();
    const byAstro = await sessionAction(t, second.astro, second.id, 'end');
    expect(byAstro.body).toMatchObject({ status: 'ended', end_reason: 'astro' });
    const history = await t.app.inject({ method: 'GET', url: '/api/consultations', headers: second.user.headers });
    expect(history.json<{ consultations: Consultation[] }>().consultations[0]).toMatchObject({ type: 'call', status: 'ended', amount: 10 });
  });

  it("ends as astro_lost when the astrologer's side has had no audio for the grace period, billing only until then and giving the last minute back", async () => {
    const call = await connectedCall();
    // The user's side keeps reporting its audio; the astrologer's side goes quiet.
    await live(call, (GRACE_S - 1) * 1000, ['user']);
    await t.app.minuteClock.tick();
    expect(await billing(call.id)).toMatchObject({ status: 'active', billedMinutes: 1 });
    await live(call, 2_000, ['user']);
    await t.app.minuteClock.tick();
    const ended = await readSession(t, call.user, call.id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'astro_lost', billed_minutes: 1 });
    // The fair meter: the astrologer's side was lost, so the one minute started is given back.
    expect(ended.refunded).toBe(ended.amount);
    expect((await walletState(t.db, call.user.id)).balancePaise).toBe(10_000);
    const [row] = await t.db.select({ astroMediaAt: consultations.astroMediaAt }).from(consultations).where(eq(consultations.id, call.id));
    expect(new Date(ended.ended_at!).getTime()).toBe(row!.astroMediaAt!.getTime() + GRACE_S * 1000);
  });

  it("ends at no cost at its deadline when the astrologer's side never reports audio, whatever the user's side says", async () => {
    const call = await acceptedCall();
    await exchange(call);
    // Just before the deadline to connect (CONSULT_ACCEPT_S after the accept), with the user's side reporting audio.
    await live(call, (ACCEPT_S - 1) * 1000, ['user']);
    await t.app.minuteClock.tick();
    expect(await billing(call.id)).toEqual({ status: 'active', startedAt: null, billedMinutes: 0 });
    await live(call, 1_000, ['user']);
    await t.app.minuteClock.tick();
    const ended = await readSession(t, call.user, call.id);
    expect(ended).toMatchObject({ end_reason: 'disconnected', started_at: null, billed_minutes: 0, amount: 0 });
    expect((await walletState(t.db, call.user.id)).balancePaise).toBe(10_000);
    // A mark arriving after the deadline starts nothing.
    expect(await media(call.astroSocket, call.id)).toEqual({ ok: false, message: CONSULT_MESSAGES.callNotLive, code: 'call_not_live' });
  });

  it('does not start billing on a mark that comes after the connect deadline, before the clock ends the call', async () => {
    const call = await acceptedCall();
    await exchange(call);
    // Past the deadline to connect, a clock round and this mark race: either way the call ends unbilled.
    await live(call, ACCEPT_S * 1000, []);
    const [, ack] = await Promise.all([t.app.minuteClock.tick(), media(call.astroSocket, call.id)]);
    expect([JSON.stringify({ ok: true }), JSON.stringify({ ok: false, message: CONSULT_MESSAGES.callNotLive, code: 'call_not_live' })]).toContain(JSON.stringify(ack));
    await t.app.minuteClock.tick();
    const ended = await readSession(t, call.user, call.id);
    expect(ended).toMatchObject({ end_reason: 'disconnected', started_at: null, billed_minutes: 0 });
  });

  it('ends when the wallet cannot pay the next minute', async () => {
    const call = await connectedCall(10, 10);
    // Minute 1 falls due: the wallet (₹0 after minute 0) cannot pay it.
    await live(call, MINUTE - 1_000, ['astro']);
    t.clock.advance(1_000);
    await t.app.minuteClock.tick();
    const ended = await readSession(t, call.user, call.id);
    expect(ended).toMatchObject({ end_reason: 'balance', billed_minutes: 1, amount: 10 });
  });
});

describe('call signalling', () => {
  it('passes offers, answers and candidates to the other participant only', async () => {
    const call = await acceptedCall();
    const outsider = await fundedUser(t, 0);
    const outsiderSocket = await socketOf(outsider);

    const offer = { consultation_id: call.id, description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
    expect(await signal(call.userSocket, offer)).toEqual({ ok: true });
    expect(await call.astroSocket.next<CallSignalEvent>(SOCKET_EVENTS.callSignal)).toEqual({ ...offer, from: 'user' });

    const candidate = { consultation_id: call.id, candidate: { candidate: 'candidate:1 1 udp 2122260223 192.168.1.5 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } };
    expect(await signal(call.astroSocket, candidate)).toEqual({ ok: true });
    expect(await call.userSocket.next<CallSignalEvent>(SOCKET_EVENTS.callSignal)).toEqual({ ...candidate, from: 'astro' });
    expect(await signal(call.astroSocket, { consultation_id: call.id, ready: true })).toEqual({ ok: true });
    await call.userSocket.next<CallSignalEvent>(SOCKET_EVENTS.callSignal, (e) => e.ready === true);

    await pause(100);
    expect(call.userSocket.heard.filter((h) => h.event === SOCKET_EVENTS.callSignal && (h.payload as CallSignalEvent).from === 'user')).toEqual([]);
    expect(outsiderSocket.heard.filter((h) => h.event === SOCKET_EVENTS.callSignal)).toEqual([]);
  });

  it("passes each sender's signals in the order sent: candidates sent right after an offer do not overtake it", async () => {
    const call = await acceptedCall();
    const candidates = Array.from({ length: 6 }, (_, i) => ({
      consultation_id: call.id,
      candidate: { candidate: `candidate:${i} 1 udp 2122260223 192.168.1.5 ${5000 + i} typ host`, sdpMid: '0', sdpMLineIndex: 0 },
    }));
    // Sent without waiting for each acknowledgement, as a browser sends them.
    const acks = await Promise.all([sendDescription(call.userSocket, call.id, OFFER), ...candidates.map((c) => signal(call.userSocket, c))]);
    expect(acks).toEqual(acks.map(() => ({ ok: true })));
    const last = candidates.at(-1)!.candidate.candidate;
    await call.astroSocket.next<CallSignalEvent>(SOCKET_EVENTS.callSignal, (e) => e.candidate?.candidate === last);
    const heard = call.astroSocket.heard.filter((h) => h.event === SOCKET_EVENTS.callSignal).map((h) => h.payload);
    expect(heard).toEqual([
      { consultation_id: call.id, description: OFFER, from: 'user' },
      ...candidates.map((c) => ({ ...c, from: 'user' })),
    ]);
  });

  it('refuses an outsider, a guest, a bad message, a chat, a call not yet accepted, and offers after the end', async () => {
    const call = await acceptedCall();
    const offer = { consultation_id: call.id, description: { type: 'offer', sdp: 'v=0' } };
    const outsiderSocket = await socketOf(await fundedUser(t, 0));
    expect(await signal(outsiderSocket, offer)).toEqual({ ok: false, message: CONSULT_MESSAGES.consultationNotFound, code: 'consultation_not_found' });
    expect(await media(outsiderSocket, call.id)).toEqual({ ok: false, message: CONSULT_MESSAGES.consultationNotFound, code: 'consultation_not_found' });
    const guest = await socketOf(null);
    expect(await signal(guest, offer)).toEqual({ ok: false, message: 'Please login to continue.', code: 'unauthorized' });
    for (const bad of [
      { consultation_id: call.id },
      { consultation_id: call.id, ready: true, description: offer.description },
      { consultation_id: 'x', ready: true },
      { consultation_id: call.id, description: { type: 'offer', sdp: 'x'.repeat(20_001) } },
      null,
    ]) {
      expect(await signal(call.userSocket, bad)).toEqual({ ok: false, message: CONSULT_MESSAGES.signalInvalid, code: 'signal_invalid' });
    }

    const chatter = await fundedUser(t, 100);
    const chatAstro = await onlineAstrologer(t);
    const chat = await requestChat(t, chatter, chatAstro);
    const chatterSocket = await socketOf(chatter);
    expect(await signal(chatterSocket, { ...offer, consultation_id: chat.body.consultation_id })).toEqual({
      ok: false,
      message: CONSULT_MESSAGES.callOnly,
      code: 'call_only',
    });

    const waiting = await fundedUser(t, 100);
    const waitingAstro = await onlineAstrologer(t, { call: true });
    const requested = await requestCall(t, waiting, waitingAstro);
    const waitingSocket = await socketOf(waiting);
    expect(await signal(waitingSocket, { ...offer, consultation_id: requested.body.consultation_id })).toEqual({
      ok: false,
      message: CONSULT_MESSAGES.callNotLive,
      code: 'call_not_live',
    });

    await sessionAction(t, call.user, call.id, 'end');
    expect(await signal(call.userSocket, offer)).toEqual({ ok: false, message: CONSULT_MESSAGES.callNotLive, code: 'call_not_live' });
    expect(await media(call.astroSocket, call.id)).toEqual({ ok: false, message: CONSULT_MESSAGES.callNotLive, code: 'call_not_live' });
  });
});

describe('GET /api/consultations/{id}/ice-servers', () => {
  const ice = (who: TestAccount, id: number) => t.app.inject({ method: 'GET', url: `/api/consultations/${id}/ice-servers`, headers: who.headers });

  it("gives each participant the STUN servers and a TURN credential of their own that coturn's shared secret verifies", async () => {
    const call = await acceptedCall();
    for (const who of [call.user, call.astro]) {
      const res = await ice(who, call.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const { ice_servers } = res.json<IceServersResponse>();
      expect(ice_servers[0]).toEqual({ urls: 'stun:stun.example.org:3478' });
      const turn = ice_servers[1]!;
      expect(turn.urls).toEqual(['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349']);
      const [expiry, account] = turn.username!.split(':');
      expect(Number(account)).toBe(who.id);
      expect(Number(expiry) - t.clock.now().getTime() / 1000).toBeGreaterThan(500);
      expect(Number(expiry) - t.clock.now().getTime() / 1000).toBeLessThanOrEqual(600);
      expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
    }
  });

  it('is for the participants of a call that is not over', async () => {
    const call = await acceptedCall();
    const outsider = await fundedUser(t, 0);
    expect((await ice(outsider, call.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/consultations/${call.id}/ice-servers` })).statusCode).toBe(401);
    await sessionAction(t, call.user, call.id, 'end');
    const after = await ice(call.user, call.id);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(CONSULT_MESSAGES.callNotLive);

    const chatter = await fundedUser(t, 100);
    const chat = await requestChat(t, chatter, await onlineAstrologer(t));
    const res = await ice(chatter, chat.body.consultation_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONSULT_MESSAGES.callOnly);
  });
});
