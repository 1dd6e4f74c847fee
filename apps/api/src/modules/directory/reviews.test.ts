// Reviews: the session's own user, once, only for an ended session with a paid minute; stars and text checked.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, type ConsultationStatus } from '@app/contracts/consultations';
import { consultationReviews, consultations, safetyEvents } from '../../db/schema/index.ts';
import { createAstrologer } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { createSession } from './sessions.fixture.ts';

describe('consultation reviews', () => {
  const t = useTestApp();
  let user: TestAccount;
  let astroId: number;

  beforeAll(async () => {
    user = await createAccount(t.db, { name: 'Meera Joshi' });
    astroId = (await createAstrologer(t.db, { isVerified: true })).id;
  });

  const session = (status: ConsultationStatus = 'ended', billedMinutes?: number) =>
    createSession(t.db, { userId: user.id, astrologerId: astroId, status, billedMinutes });
  const review = (id: number, payload: unknown, headers: Record<string, string> = user.headers) =>
    t.app.inject({ method: 'POST', url: `/api/consultations/${id}/review`, headers, payload: payload as object });

  it('saves one review of a paid, ended session and refuses a second', async () => {
    const id = await session();
    const first = await review(id, { stars: 4, text: '  Clear and kind answers.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: CONSULT_MESSAGES.reviewSaved, masked: [] });
    const [row] = await t.db.select().from(consultationReviews).where(eq(consultationReviews.consultationId, id));
    expect(row).toMatchObject({ userId: user.id, astrologerId: astroId, stars: 4, text: 'Clear and kind answers.' });
    const again = await review(id, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CONSULT_MESSAGES.reviewExists });
  });

  it('masks a contact detail in the text before it is stored, and writes the masking down against the user', async () => {
    const id = await session();
    const saved = await review(id, { stars: 5, text: 'Very good. For puja call him on 98765 43210.' });
    expect(saved.statusCode).toBe(201);
    // The reviewer is told what was hidden.
    expect(saved.json()).toEqual({ message: CONSULT_MESSAGES.reviewSaved, masked: ['phone'] });
    const [row] = await t.db.select().from(consultationReviews).where(eq(consultationReviews.consultationId, id));
    expect(row!.text).toBe('Very good. For puja call him on ••••••.');
    const events = await t.db.select().from(safetyEvents).where(eq(safetyEvents.accountId, user.id));
    expect(events).toEqual([expect.objectContaining({ kind: 'phone', source: 'review', sourceId: id })]);
  });

  it('takes stars as a numeric string and text as optional', async () => {
    const id = await session();
    expect((await review(id, { stars: '5' })).statusCode).toBe(201);
    const [row] = await t.db.select().from(consultationReviews).where(eq(consultationReviews.consultationId, id));
    expect(row).toMatchObject({ stars: 5, text: '' });
  });

  it('refuses sessions that are not ended or cost nothing', async () => {
    for (const [status, billed] of [['ended', 0], ['declined', 0], ['cancelled', 0], ['expired', 0], ['active', 2], ['requested', 0]] as const) {
      const id = await session(status, billed);
      const res = await review(id, { stars: 5 });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ message: CONSULT_MESSAGES.reviewNotAllowed });
      // Only one session may be open at a time: remove it for the next.
      if (status === 'active' || status === 'requested') await t.db.delete(consultations).where(eq(consultations.id, id));
    }
  });

  it("answers not found for another user's session or an unknown one, and refuses guests and astrologers", async () => {
    const id = await session();
    const other = await createAccount(t.db);
    for (const res of [await review(id, { stars: 5 }, other.headers), await review(999_999, { stars: 5 })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: CONSULT_MESSAGES.consultationNotFound });
    }
    expect((await review(id, { stars: 5 }, {})).statusCode).toBe(401);
    const astro = await createAccount(t.db, { role: 'astro' });
    expect((await review(id, { stars: 5 }, astro.headers)).statusCode).toBe(403);
    expect(await t.db.select().from(consultationReviews).where(eq(consultationReviews.consultationId, id))).toEqual([]);
  });

  it('checks stars and text', async () => {
    const id = await session();
    for (const payload of [{}, { stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: 'five' }, { stars: null }]) {
      const res = await review(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message: CONSULT_MESSAGES.starsInvalid });
    }
    const long = await review(id, { stars: 5, text: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: CONSULT_MESSAGES.reviewTooLong });
    expect((await review(id, { stars: 5, text: 'x'.repeat(500) })).statusCode).toBe(201);
    expect((await review(0, { stars: 5 })).statusCode).toBe(400);
  });

  it('lets only one of two reviews sent at the same moment through', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await session();
      const answers = await Promise.all([review(id, { stars: 5, text: 'A' }), review(id, { stars: 1, text: 'B' })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await t.db.select().from(consultationReviews).where(eq(consultationReviews.consultationId, id))).toHaveLength(1);
    }
  });
});
