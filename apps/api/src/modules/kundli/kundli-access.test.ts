// The kundli an astrologer sees of a user: beside a consultation (its astrologer and the admin) and a free question
// (an astrologer who may take it, holds it or answered it); from the saved chart, the question's snapshot or the profile.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { FREE_QUESTION_MESSAGES } from '@app/contracts/free-questions';
import { KUNDLI_MESSAGES, type Kundli, type Place } from '@app/contracts/kundli';
import type { Db } from '../../db/client.ts';
import { freeQuestions } from '../../db/schema/index.ts';
import { createAstrologer, createUserProfile } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { createSession as createLogin } from '../auth/session.repository.ts';
import { createSession as createConsultation } from '../directory/sessions.fixture.ts';

const t = useTestApp();

interface Astro {
  astroId: number;
  headers: { accesstoken: string };
}

async function astrologer(db: Db, overrides: Parameters<typeof createAstrologer>[1] = { isVerified: true }): Promise<Astro> {
  const astro = await createAstrologer(db, overrides);
  return { astroId: astro.id, headers: { accesstoken: await createLogin(db, astro.userId, new Date()) } };
}

/** A user with a profile born in `place` (none with null). */
async function userBornIn(place: string | null, name = 'Asha Rao'): Promise<TestAccount> {
  const account = await createAccount(t.db, { name });
  if (place !== null) await createUserProfile(t.db, account.id, { name, placeOfBirth: place });
  return account;
}

async function placeId(q: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
  return res.json<{ places: Place[] }>().places[0]!.id;
}

const save = async (who: TestAccount, place: string, name = 'Saved Chart') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/kundli/mine',
    headers: who.headers,
    payload: { date_of_birth: '1990-01-15', time_of_birth: '23:10', place_id: await placeId(place), name },
  });

type Answer = { kundli: Kundli | null; reason: string | null };

describe('the kundli beside a consultation', () => {
  let astro: Astro;
  const read = (id: number, headers: object) =>
    t.app.inject({ method: 'GET', url: `/api/consultations/${id}/kundli`, headers: headers as Record<string, string> });

  beforeAll(async () => {
    astro = await astrologer(t.db);
  });

  it("shows its astrologer the user's chart drawn from the profile, the place found in the gazetteer", async () => {
    const user = await userBornIn('Pune');
    const id = await createConsultation(t.db, { userId: user.id, astrologerId: astro.astroId });
    const res = await read(id, astro.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { kundli, reason } = res.json<Answer>();
    expect(reason).toBeNull();
    expect(kundli).toMatchObject({ name: 'Asha Rao', birth: { date: '1992-04-12', place: { name: 'Pune', country_code: 'IN' } } });
    expect(kundli!.planets).toHaveLength(9);
  });

  it('prefers the chart the user saved', async () => {
    const user = await userBornIn('Pune');
    expect((await save(user, 'Varanasi')).statusCode).toBe(200);
    const id = await createConsultation(t.db, { userId: user.id, astrologerId: astro.astroId });
    const { kundli } = (await read(id, astro.headers)).json<Answer>();
    expect(kundli).toMatchObject({ name: 'Saved Chart', birth: { date: '1990-01-15', place: { name: 'Varanasi' } } });
  });

  it('says why there is no chart: no profile, or a place the gazetteer does not know', async () => {
    const none = await createConsultation(t.db, { userId: (await userBornIn(null)).id, astrologerId: astro.astroId });
    expect((await read(none, astro.headers)).json()).toEqual({ kundli: null, reason: KUNDLI_MESSAGES.noBirthDetails });
    const lost = await createConsultation(t.db, { userId: (await userBornIn('Qqzzx Xxqq')).id, astrologerId: astro.astroId });
    expect((await read(lost, astro.headers)).json()).toEqual({ kundli: null, reason: KUNDLI_MESSAGES.placeUnresolved });
  });

  it('is refused to another astrologer and to the user, and shown to the admin', async () => {
    const user = await userBornIn('Pune');
    const id = await createConsultation(t.db, { userId: user.id, astrologerId: astro.astroId });
    const other = await astrologer(t.db);
    const refused = await read(id, other.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'consultation_not_found', message: CONSULT_MESSAGES.consultationNotFound, errors: {} });
    expect((await read(id, user.headers)).statusCode).toBe(403);
    expect((await read(id, {})).statusCode).toBe(401);
    expect((await read(999_999, astro.headers)).statusCode).toBe(404);
    const admin = await read(id, (await adminAccount(t.db)).headers);
    expect(admin.statusCode).toBe(200);
    expect(admin.json<Answer>().kundli).not.toBeNull();
  });
});

describe('the kundli beside a free question', () => {
  let claimer: Astro;
  let other: Astro;
  const read = (id: number, who: { headers: object }) =>
    t.app.inject({ method: 'GET', url: `/api/console/free-questions/${id}/kundli`, headers: who.headers as Record<string, string> });

  /** A question with its birth snapshot from Varanasi, in the given state. */
  async function question(userId: number, state: 'open' | 'claimed' | 'expired' | 'answered' = 'open', by?: Astro) {
    const claim = state === 'claimed' || state === 'expired';
    const [row] = await t.db
      .insert(freeQuestions)
      .values({
        userId,
        question: 'Will I find a good job this year?',
        birthName: 'Asha Snapshot',
        birthGender: 'Female',
        birthDate: '1993-08-20',
        birthTime: '05:15:00',
        birthPlace: 'Varanasi',
        status: state === 'expired' ? 'claimed' : state,
        claimedBy: claim ? by!.astroId : null,
        claimedAt: claim ? sql`now() - interval '25 hours'` : null,
        answerDueAt: claim ? (state === 'expired' ? sql`now() - interval '1 hour'` : sql`now() + interval '1 hour'`) : null,
        answer: state === 'answered' ? 'A steady year for work, with a change after June.' : null,
        answeredBy: state === 'answered' ? by!.astroId : null,
        answeredAt: state === 'answered' ? sql`now()` : null,
        feePaise: state === 'answered' ? 5_000 : null,
      })
      .returning({ id: freeQuestions.id });
    return row!.id;
  }

  beforeAll(async () => {
    claimer = await astrologer(t.db);
    other = await astrologer(t.db);
  });

  it("shows an open question's user's chart from the question's own birth details, before the profile's", async () => {
    const user = await userBornIn('Pune');
    const id = await question(user.id);
    const res = await read(id, other);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json<Answer>().kundli).toMatchObject({ name: 'Asha Snapshot', birth: { date: '1993-08-20', place: { name: 'Varanasi' } } });
  });

  it('prefers the chart the user saved over the snapshot', async () => {
    const user = await userBornIn('Pune');
    await save(user, 'Pune', 'Asha Saved');
    const id = await question(user.id);
    expect((await read(id, other)).json<Answer>().kundli).toMatchObject({ name: 'Asha Saved', birth: { place: { name: 'Pune' } } });
  });

  it('is for the astrologer holding a claim, anyone once the claim ran out, and the one who answered', async () => {
    const user = await userBornIn('Pune');
    const claimed = await question(user.id, 'claimed', claimer);
    expect((await read(claimed, claimer)).statusCode).toBe(200);
    const refused = await read(claimed, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'question_not_found', message: FREE_QUESTION_MESSAGES.notFound, errors: {} });

    const expired = await question((await userBornIn('Pune')).id, 'expired', claimer);
    expect((await read(expired, other)).statusCode).toBe(200);

    const answered = await question((await userBornIn('Pune')).id, 'answered', claimer);
    expect((await read(answered, claimer)).statusCode).toBe(200);
    expect((await read(answered, other)).statusCode).toBe(404);
  });

  it('is refused to unverified and deleted astrologers, astrologer accounts without a profile, users, and for unknown questions', async () => {
    const user = await userBornIn('Pune');
    const id = await question(user.id);
    const unverified = await astrologer(t.db, { isVerified: false });
    const deleted = await astrologer(t.db, { isVerified: true, deletedAt: new Date() });
    const bare = await createAccount(t.db, { role: 'astro' });
    for (const who of [unverified, deleted, bare]) {
      const res = await read(id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(FREE_QUESTION_MESSAGES.notFound);
    }
    expect((await read(id, user)).statusCode).toBe(403);
    expect((await read(999_999, other)).statusCode).toBe(404);
  });
});
