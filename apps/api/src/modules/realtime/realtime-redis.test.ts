// Two app instances on one database and one Redis prefix: an event sent on one reaches sockets on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type CallSignalEvent, type Consultation, type ConsultationMessage } from '@app/contracts/consultations';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createSession } from '../auth/session.repository.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptedSession, fundedUser, onlineAstrologer, requestCall, sessionAction } from '../../test/consult-factories.ts';
import { dropRedisKeys, redisAvailable, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis.ts';
import { connectSocket, listening, pause, type TestSocket } from '../../test/sockets.ts';

const reachable = await redisAvailable();

describe.skipIf(!reachable)('sockets across two instances sharing Redis', () => {
  const prefix = testRedisPrefix();
  let t: TestApp;
  let b: FastifyInstance;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, CONSULT_TICK_MS: '50' });
    b = await t.anotherProcess();
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t?.close();
    await dropRedisKeys(prefix);
  });

  it('delivers a message posted on A to a socket on B, and a consultation change to both sides', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 1000);
    const outsider = await fundedUser(t, 0);
    const [onA, onB] = [await listening(t.app), await listening(b)];
    const astroOnB = await connectSocket(onB, astro.token);
    const userOnA = await connectSocket(onA, user.token);
    const outsiderOnB = await connectSocket(onB, outsider.token);
    const guestOnB = await connectSocket(onB, null);
    open.push(astroOnB, userOnA, outsiderOnB, guestOnB);

    const c = await acceptedSession(t, user, astro);
    await astroOnB.next<Consultation>(SOCKET_EVENTS.request, (x) => x.consultation_id === c.consultation_id);
    await astroOnB.next<Consultation>(SOCKET_EVENTS.consultation, (x) => x.consultation_id === c.consultation_id && x.status === 'active');
    await guestOnB.next(SOCKET_EVENTS.astrologerStatus);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/consultations/${c.consultation_id}/messages`,
      headers: user.headers,
      payload: { text: 'from A', client_id: 'a-1' },
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json<ConsultationMessage>();
    expect(await astroOnB.next<ConsultationMessage>(SOCKET_EVENTS.message, (m) => m.message_id === sent.message_id)).toEqual(sent);
    await userOnA.next<ConsultationMessage>(SOCKET_EVENTS.message, (m) => m.message_id === sent.message_id);
    await pause(150);
    for (const s of [outsiderOnB, guestOnB]) {
      expect(s.heard.filter((h) => h.event !== SOCKET_EVENTS.astrologerStatus)).toEqual([]);
    }
  });

  it("relays a call's signal from a socket on A to the other participant's socket on B", async () => {
    const astro = await onlineAstrologer(t, { call: true });
    const user = await fundedUser(t, 1000);
    const userOnA = await connectSocket(await listening(t.app), user.token);
    const astroOnB = await connectSocket(await listening(b), astro.token);
    open.push(userOnA, astroOnB);
    const requested = await requestCall(t, user, astro);
    expect((await sessionAction(t, astro, requested.body.consultation_id, 'accept')).status).toBe(200);
    const offer = { consultation_id: requested.body.consultation_id, description: { type: 'offer', sdp: 'v=0' } };
    expect(await userOnA.socket.timeout(5_000).emitWithAck(SOCKET_EVENTS.callSignal, offer)).toEqual({ ok: true });
    expect(await astroOnB.next<CallSignalEvent>(SOCKET_EVENTS.callSignal)).toEqual({ ...offer, from: 'user' });
  });

  it("closes a logged-out session's sockets on the other process before the logout answers, and no other session's", async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 0);
    const onB = await connectSocket(await listening(b), user.token);
    const otherSessionOnB = await connectSocket(await listening(b), await createSession(t.db, user.id, new Date()));
    open.push(onB, otherSessionOnB);
    const gone = new Promise<string>((resolve) => onB.socket.once('disconnect', resolve));
    // Through A: B's heartbeat runs every 5 s, so a socket on B closed within a moment of the answer was closed by it.
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: user.headers });
    expect(out.statusCode).toBe(200);
    const answeredAt = Date.now();
    expect(await gone).toBe('io server disconnect');
    expect(Date.now() - answeredAt).toBeLessThan(500);
    const heard = onB.heard.length;
    const off = await t.app.inject({ method: 'PUT', url: '/api/consult/availability', headers: astro.headers, payload: { chat: false } });
    expect(off.statusCode).toBe(200);
    await otherSessionOnB.next<{ astro_id: number }>(SOCKET_EVENTS.astrologerStatus, (e) => e.astro_id === astro.astroId);
    expect(otherSessionOnB.socket.connected).toBe(true);
    expect(onB.heard).toHaveLength(heard);
  });

  it("keeps the adapter's channels under the instance's REDIS_PREFIX", async () => {
    const probe = new Redis(TEST_REDIS_URL);
    try {
      const channels = (await probe.pubsub('CHANNELS', `${prefix}socket.io*`)) as string[];
      expect(channels.length).toBeGreaterThan(0);
    } finally {
      await probe.quit();
    }
  });
});
