import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { createAstrologer } from '../test/admin-factories.ts';
import { createAccount, type TestAccount } from '../test/factories.ts';
import { createSession } from '../modules/auth/session.repository.ts';

// Every signed-in request is answered from the process's memory of sessions once a token has been seen;
// these check that nothing a revocation, expiry or role change should stop gets through that memory.
const t = useTestApp();
/** A second API process on the same database, with its own memory of sessions. */
let other: FastifyInstance;

beforeAll(async () => {
  other = await t.anotherProcess();
});

const cart = (app: FastifyInstance, who: TestAccount) =>
  app.inject({ method: 'GET', url: '/api/cart', headers: who.headers }).then((r) => r.statusCode);
const poll = { timeout: 3000, interval: 20 };

describe('remembered sessions', () => {
  it('a logout is refused at once here and, within moments, by every other process', async () => {
    const me = await createAccount(t.db);
    expect(await cart(t.app, me)).toBe(200);
    expect(await cart(other, me)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: me.headers });
    expect(out.statusCode).toBe(200);
    expect(await cart(t.app, me)).toBe(401);
    await expect.poll(() => cart(other, me), poll).toBe(401);
  });

  it('a session revoked in the database by anyone is refused once the notification arrives', async () => {
    const me = await createAccount(t.db);
    expect(await cart(t.app, me)).toBe(200);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, me.id));
    await expect.poll(() => cart(t.app, me), poll).toBe(401);
  });

  it('a remembered session still ends at its expiry', async () => {
    const me = await createAccount(t.db);
    expect(await cart(t.app, me)).toBe(200);
    const [row] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, me.id));
    t.clock.set(new Date(row!.expiresAt.getTime() + 1000));
    try {
      expect(await cart(t.app, me)).toBe(401);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('a role taken away in the database takes the access with it', async () => {
    const admin = await createAccount(t.db, { role: 'admin' });
    const users_ = () =>
      t.app
        .inject({ method: 'GET', url: '/api/total-amount', headers: admin.headers })
        .then((r) => r.statusCode);
    expect(await users_()).toBe(200);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    await expect.poll(users_, poll).toBe(403);
  });

  it('a deleted account is signed out everywhere', async () => {
    const me = await createAccount(t.db);
    expect(await cart(other, me)).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, me.id));
    await t.db.delete(users).where(eq(users.id, me.id));
    await expect.poll(() => cart(other, me), poll).toBe(401);
  });

  it('an astrologer removed by the admin is signed out at once', async () => {
    const astro = await createAstrologer(t.db);
    const headers = { accesstoken: await createSession(t.db, astro.userId, new Date()) };
    const astroCart = () =>
      t.app.inject({ method: 'GET', url: '/api/cart', headers }).then((r) => r.statusCode);
    expect(await astroCart()).toBe(200);
    const admin = await createAccount(t.db, { role: 'admin' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/astrologer/${astro.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await astroCart()).toBe(401);
  });
});
