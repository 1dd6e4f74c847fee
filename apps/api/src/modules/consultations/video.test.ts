// Video calls: a live video request is priced at the astrologer's video price and refused when they set none; once
// accepted it is a call in every rule (the connect deadline, the signals, billing from the astrologer's media report,
// the end when those reports stop); the directory, the admin's history and the ICE servers treat it as a call.
import { afterEach, describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, SOCKET_EVENTS, type Consultation, type DirectoryDetail, type SocketAck } from '@app/contracts/consultations';
import { astrologerBookingPrices } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { fundedUser, markConnected, onlineAstrologer, readSession, sessionAction, walletState, type OnlineAstrologer } from '../../test/consult-factories.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';
import { connectSocket, listening, type TestSocket } from '../../test/sockets.ts';

const GRACE_S = 30;
const ACCEPT_S = 120;
const FIRST_REPLY_S = 300;
const t = useTestApp(
  {
    CONSULT_MINUTE_S: '60',
    CONSULT_GRACE_S: String(GRACE_S),
    CONSULT_ACCEPT_S: String(ACCEPT_S),
    CONSULT_FIRST_REPLY_S: String(FIRST_REPLY_S),
    CONSULT_MIN_MINUTES: '1',
    ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.example.org:3478' }]),
  },
  [],
  undefined,
  { manualMinuteClock: true },
);

const open: TestSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function socketOf(who: TestAccount) {
  const s = await connectSocket(await listening(t.app), who.token);
  open.push(s);
  return s;
}

const ACK_MS = 15_000;
const signal = (s: TestSocket, body: unknown) => s.socket.timeout(ACK_MS).emitWithAck(SOCKET_EVENTS.callSignal, body) as Promise<SocketAck>;
const media = (s: TestSocket, id: number) =>
  s.socket.timeout(ACK_MS).emitWithAck(SOCKET_EVENTS.callMedia, { consultation_id: id }) as Promise<SocketAck>;
const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } as const;
const ANSWER = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' } as const;

/** An astrologer taking calls, charging ₹10 a minute for chats and calls, and `videoRupees` for video (or none). */
async function videoAstrologer(videoRupees: number | null): Promise<OnlineAstrologer> {
  const astro = await onlineAstrologer(t, { call: true, chargeRupees: 10 });
  if (videoRupees !== null) {
    await t.db.insert(astrologerBookingPrices).values({ astrologerId: astro.astroId, kind: 'video', perMinutePaise: videoRupees * 100 });
  }
  return astro;
}

const requestVideo = async (user: TestAccount, astro: OnlineAstrologer) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/consultations', headers: user.headers, payload: { astro_id: astro.astroId, type: 'video' } });
  return { status: res.statusCode, body: res.json<Consultation & { message?: string; code?: string }>() };
};
const quote = (user: TestAccount, astro: OnlineAstrologer) =>
  t.app.inject({ method: 'GET', url: `/api/consultations/quote?astro_id=${astro.astroId}&type=video`, headers: user.headers });

describe('a video call', () => {
  it('is refused with video_not_offered, in request, quote and waitlist, when the astrologer has no video price', async () => {
    const astro = await videoAstrologer(null);
    const user = await fundedUser(t, 100);
    expect(await requestVideo(user, astro)).toMatchObject({ status: 409, body: { code: 'video_not_offered', message: CONSULT_MESSAGES.videoNotOffered } });
    const q = await quote(user, astro);
    expect(q.statusCode).toBe(409);
    expect(q.json()).toMatchObject({ code: 'video_not_offered' });
    const join = await t.app.inject({ method: 'POST', url: `/api/astrologers/${astro.astroId}/waitlist`, headers: user.headers, payload: { type: 'video' } });
    expect(join.statusCode).toBe(409);
    expect(join.json()).toMatchObject({ code: 'video_not_offered' });
    // A voice call of the same astrologer is still fine.
    const call = await t.app.inject({ method: 'POST', url: '/api/consultations', headers: user.headers, payload: { astro_id: astro.astroId, type: 'call' } });
    expect(call.statusCode).toBe(201);
  });

  it("is quoted and billed at the astrologer's video price, and the directory shows it", async () => {
    const astro = await videoAstrologer(15);
    const user = await fundedUser(t, 100);
    const q = await quote(user, astro);
    expect(q.json()).toMatchObject({ type: 'video', rate: 15 });
    const listed = await t.app.inject({ method: 'GET', url: `/api/consult/astrologers/${astro.astroId}` });
    expect(listed.json<DirectoryDetail>()).toMatchObject({ charge: 10, video_charge: 15 });
    const other = await videoAstrologer(null);
    expect((await t.app.inject({ method: 'GET', url: `/api/consult/astrologers/${other.astroId}` })).json<DirectoryDetail>().video_charge).toBeNull();

    const requested = await requestVideo(user, astro);
    expect(requested).toMatchObject({ status: 201, body: { type: 'video', rate: 15 } });
  });

  it("follows the call's rules: the connect deadline, signals, billing from the astrologer's media, the end when it stops, and Video in the admin's history", async () => {
    const astro = await videoAstrologer(20);
    const user = await fundedUser(t, 100);
    const [userSocket, astroSocket] = [await socketOf(user), await socketOf(astro)];
    const id = (await requestVideo(user, astro)).body.consultation_id;
    const accepted = await sessionAction(t, astro, id, 'accept');
    expect(accepted.status).toBe(200);
    // A call's deadline to connect, not a chat's to write first.
    const { accepted_at, accept_by } = accepted.body;
    expect(new Date(accept_by).getTime() - new Date(accepted_at!).getTime()).toBe(ACCEPT_S * 1000);
    expect(accepted.body).toMatchObject({ status: 'active', started_at: null, billed_minutes: 0 });

    // The ICE servers are a participant's, as for a call.
    const ice = await t.app.inject({ method: 'GET', url: `/api/consultations/${id}/ice-servers`, headers: user.headers });
    expect(ice.statusCode).toBe(200);

    // Offer and answer pass between the two; the astrologer's media report starts the meter at the video price.
    const heard = astroSocket.next(SOCKET_EVENTS.callSignal, () => true);
    expect(await signal(userSocket, { consultation_id: id, description: OFFER })).toEqual({ ok: true });
    expect(await heard).toMatchObject({ consultation_id: id, from: 'user', description: OFFER });
    expect(await signal(astroSocket, { consultation_id: id, description: ANSWER })).toEqual({ ok: true });
    expect(await media(astroSocket, id)).toEqual({ ok: true });
    expect(await readSession(t, user, id)).toMatchObject({ billed_minutes: 1, amount: 20 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(8_000);

    // The astrologer's media reports stop: past the grace period it ends astro_lost and the minute goes back.
    for (let left = GRACE_S + 2; left > 0; left -= 10) {
      t.clock.advance(Math.min(left, 10) * 1000);
      await markConnected(t, [user.id, astro.id]);
    }
    await t.app.minuteClock.tick();
    const ended = await readSession(t, user, id);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'astro_lost', billed_minutes: 1 });
    expect((await walletState(t.db, user.id)).balancePaise).toBe(10_000);

    const admin = await adminAccount(t.db);
    const history = await t.app.inject({ method: 'GET', url: '/api/get-all-interaction', headers: admin.headers });
    const row = history.json<{ interactions: { consultation_id: number | null; interaction_type: string }[] }>().interactions.find((r) => r.consultation_id === id);
    expect(row?.interaction_type).toBe('Video');
  });
});
