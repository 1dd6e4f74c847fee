import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type Consultation } from '@app/contracts/consultations';
import type { FastifyInstance } from 'fastify';
import { astrologerPresence, consultations } from '../../db/schema/index.ts';
import { createSession } from '../auth/session.repository.ts';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer, requestChat, sendText, sessionAction, waitForSession } from '../../test/consult-factories.ts';
import { connectSocket, listening, pause, reconnectingSocket, type TestSocket } from '../../test/sockets.ts';
import { heartbeatMs } from './realtime.routes.ts';

const GRACE_S = 2;
const t = useTestApp({ CONSULT_TICK_MS: '50', CONSULT_GRACE_S: String(GRACE_S), CONSULT_ACCEPT_S: '30' });

const open: TestSocket[] = [];
async function connect(token: string | null) {
  const s = await connectSocket(await listening(t.app), token);
  open.push(s);
  return s;
}
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

describe('socket authentication', () => {
  it('admits a valid token and a guest, refuses a made-up token, and broadcasts to guests', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 0);
    const mine = await connect(user.token);
    const guest = await connect(null);
    await expect(connect('not-a-token')).rejects.toThrow('Please login to continue.');
    const base = await listening(t.app);
    await expect(connectSocket(base, null, { auth: { token: 12345 } })).rejects.toThrow('Please login to continue.');
    const off = await t.app.inject({ method: 'PUT', url: '/api/consult/availability', headers: astro.headers, payload: { chat: false } });
    expect(off.statusCode).toBe(200);
    for (const s of [mine, guest]) {
      expect(await s.next(SOCKET_EVENTS.astrologerStatus)).toEqual({ astro_id: astro.astroId, status: 'offline', call_status: 'offline' });
    }
  });

  it('refuses a revoked token, and drops a socket whose session is revoked at the next heartbeat', async () => {
    const user = await fundedUser(t, 0);
    const s = await connect(user.token);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: user.headers });
    expect(out.statusCode).toBeLessThan(300);
    await expect(connect(user.token)).rejects.toThrow('Please login to continue.');
    const until = Date.now() + 5_000;
    while (s.socket.connected && Date.now() < until) await pause(50);
    expect(s.socket.connected).toBe(false);
  });
});

describe('logout', () => {
  it("closes that session's sockets at once, and only those: a logged-out socket hears nothing more", async () => {
    // The heartbeat runs every 5 s: a socket closed within a moment of the logout was closed by it.
    const other = await createTestApp({ CONSULT_GRACE_S: '60' });
    try {
      const base = await listening(other.app);
      const astro = await onlineAstrologer(other);
      const user = await fundedUser(other, 0);
      const leaving = await connectSocket(base, user.token);
      const staying = await connectSocket(base, await createSession(other.db, user.id, new Date()));
      const gone = new Promise<string>((resolve) => leaving.socket.once('disconnect', resolve));
      const out = await other.app.inject({ method: 'POST', url: '/auth/logout', headers: user.headers });
      expect(out.statusCode).toBe(200);
      const answeredAt = Date.now();
      expect(await gone).toBe('io server disconnect');
      expect(Date.now() - answeredAt).toBeLessThan(500);
      const heard = leaving.heard.length;
      const off = await other.app.inject({ method: 'PUT', url: '/api/consult/availability', headers: astro.headers, payload: { chat: false } });
      expect(off.statusCode).toBe(200);
      await staying.next<{ astro_id: number }>(SOCKET_EVENTS.astrologerStatus, (e) => e.astro_id === astro.astroId);
      expect(staying.socket.connected).toBe(true);
      expect(leaving.heard).toHaveLength(heard);
      staying.close();
    } finally {
      await other.close();
    }
  });
});

describe('consultation events', () => {
  it('sends the request to the astrologer, consultation to both, and astrologer_status to guests only as a broadcast', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 500);
    const bystander = await fundedUser(t, 0);
    const [a, u, b, g] = await Promise.all([connect(astro.token), connect(user.token), connect(bystander.token), connect(null)]);
    const requested = await requestChat(t, user, astro);
    expect(requested.status).toBe(201);
    const id = requested.body.consultation_id;
    const request = await a.next<Consultation>(SOCKET_EVENTS.request, (c) => c.consultation_id === id);
    expect(request.status).toBe('requested');
    await u.next<Consultation>(SOCKET_EVENTS.consultation, (c) => c.consultation_id === id && c.status === 'requested');
    expect((await sessionAction(t, astro, id, 'accept')).status).toBe(200);
    for (const s of [a, u]) await s.next<Consultation>(SOCKET_EVENTS.consultation, (c) => c.consultation_id === id && c.status === 'active');
    // The astrologer's first message starts the meter: minute 0 is charged and the user hears the new balance.
    expect((await sendText(t, astro, id, 'Namaste')).status).toBe(201);
    await u.next(SOCKET_EVENTS.wallet);
    await g.next(SOCKET_EVENTS.astrologerStatus);
    await pause(100);
    for (const s of [b, g]) {
      expect(s.heard.filter((h) => h.event !== SOCKET_EVENTS.astrologerStatus)).toEqual([]);
    }
    expect(u.heard.some((h) => h.event === SOCKET_EVENTS.request)).toBe(false);
    await sessionAction(t, user, id, 'end');
  });
});

describe('presence', () => {
  it('marks a connected account present and ends a session as disconnected after grace once a socket closes', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 500);
    const a = await connect(astro.token);
    const u = await connect(user.token);
    const requested = await requestChat(t, user, astro);
    const id = requested.body.consultation_id;
    expect((await sessionAction(t, astro, id, 'accept')).status).toBe(200);
    // Longer than the grace: the heartbeat keeps both marks fresh and the session stays active.
    await pause(GRACE_S * 1000 + 1_500);
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row!.status).toBe('active');
    expect(Date.now() - row!.userSeenAt!.getTime()).toBeLessThan(GRACE_S * 1000);
    const [presence] = await t.db.select().from(astrologerPresence).where(eq(astrologerPresence.astrologerId, astro.astroId));
    expect(Date.now() - presence!.seenAt!.getTime()).toBeLessThan(GRACE_S * 1000);
    u.close();
    const ended = await waitForSession(t, astro, id, (c) => c.status === 'ended', 10_000);
    expect(ended).toMatchObject({ status: 'ended', end_reason: 'disconnected' });
    await a.next<Consultation>(SOCKET_EVENTS.consultation, (c) => c.consultation_id === id && c.status === 'ended');
  });
});

describe('presence comes back', () => {
  it('tells everyone an available astrologer is online again when a console away past the grace reconnects', async () => {
    const astro = await onlineAstrologer(t);
    await t.db
      .update(astrologerPresence)
      .set({ seenAt: sql`now() - interval '1 hour'` })
      .where(eq(astrologerPresence.astrologerId, astro.astroId));
    const guest = await connect(null);
    await connect(astro.token);
    expect(await guest.next<{ astro_id: number }>(SOCKET_EVENTS.astrologerStatus, (e) => e.astro_id === astro.astroId)).toEqual({
      astro_id: astro.astroId,
      status: 'online',
      call_status: 'offline',
    });
  });
});

describe('lifecycle and CORS', () => {
  it('answers the socket handshake with CORS headers for listed origins only, and closes open sockets with the app', async () => {
    const other = await createTestApp({ CORS_ORIGINS: 'https://app.example.in' });
    let closed = false;
    try {
      const base = await listening(other.app);
      const handshake = (origin: string) =>
        fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
      const allowed = await handshake('https://app.example.in');
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.in');
      await allowed.text();
      const foreign = await handshake('https://evil.example.com');
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      await foreign.text();

      const user = await fundedUser(other, 0);
      const s = await connectSocket(base, user.token);
      const gone = new Promise<string>((resolve) => s.socket.once('disconnect', resolve));
      const started = Date.now();
      await other.app.close();
      closed = true;
      // A lost transport, which the client library reconnects after by itself (not "io server disconnect").
      expect(await gone).toBe('transport close');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      if (!closed) await other.app.close();
      await other.close();
    }
  });
});

describe('restart', () => {
  it('marks its sockets present as it stops, and their clients reconnect by themselves to the process started in its place', async () => {
    // A heartbeat every 5 s: a mark made as the process stops is not one of the heartbeat's.
    const first = await createTestApp({ CONSULT_GRACE_S: '60' });
    let next: FastifyInstance | null = null;
    try {
      const base = await listening(first.app);
      const astro = await onlineAstrologer(first);
      const s = reconnectingSocket(base, astro.token);
      await s.connected(0);
      await pause(1_500);
      const stopping = Date.now();
      await first.app.close();
      await expect.poll(() => s.reasons).toEqual(['transport close']);
      const [presence] = await first.db.select().from(astrologerPresence).where(eq(astrologerPresence.astrologerId, astro.astroId));
      expect(presence!.seenAt!.getTime()).toBeGreaterThanOrEqual(stopping - 200);

      next = await first.anotherProcess();
      await next.listen({ port: Number(new URL(base).port), host: '127.0.0.1' });
      await s.connected(1, 15_000);
      expect(s.reasons).toEqual(['transport close']);
      s.close();
    } finally {
      await first.close();
    }
  });
});

describe('presence failures', () => {
  it('logs a failing presence write once, keeps the sockets, and marks again once the database answers', async () => {
    const lines: string[] = [];
    const other = await createTestApp({ CONSULT_GRACE_S: '1', LOG_LEVEL: 'error' }, [], { write: (line) => void lines.push(line) });
    try {
      expect(heartbeatMs(1)).toBe(333);
      expect(heartbeatMs(60)).toBe(5_000);
      const astro = await onlineAstrologer(other);
      await other.db.execute(sql`alter table astrologer_presence rename to astrologer_presence_away`);
      const s = await connectSocket(await listening(other.app), astro.token);
      await pause(1_500);
      expect(s.socket.connected).toBe(true);
      const failures = lines.filter((l) => l.includes('Could not mark connected accounts as present'));
      expect(failures).toHaveLength(1);
      await other.db.execute(sql`alter table astrologer_presence_away rename to astrologer_presence`);
      const before = new Date(Date.now() - 50);
      await pause(800);
      const [row] = await other.db.select().from(astrologerPresence).where(eq(astrologerPresence.astrologerId, astro.astroId));
      expect(row!.seenAt!.getTime()).toBeGreaterThan(before.getTime());
      s.close();
    } finally {
      await other.close();
    }
  });
});
