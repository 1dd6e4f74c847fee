// Asking the free question: validation, who may ask, the profile's birth details, and once only per account and per
// e-mail or phone, whatever the timing (a second account later given the same phone or e-mail is refused).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_QUESTION_MESSAGES as M, QUESTION_MAX_CHARS } from '@app/contracts/free-questions';
import { freeQuestionIdentities, freeQuestions, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { adminAccount, createAccount } from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { deleteAccount, deletionCode } from '../account/account.fixture.ts';
import { markDeleted } from '../account/deletion.repository.ts';
import { answer, ask, askingUser, astrologer, claim, mine, QUESTION } from './free-questions.fixture.ts';
import { identityHashes, identityKey } from './identity.ts';
import { storeQuestion } from './free-questions.service.ts';

const t = useTestApp();

const PROFILE = {
  name: 'Ravi Kumar',
  date_of_birth: '1988-11-02',
  gender: 'Male',
  place_of_birth: 'Pune',
  time_of_birth: '22:10',
  profile_image: '/uploads/r.webp',
};

const questionsOf = async (userId: number) =>
  t.db.select().from(freeQuestions).where(eq(freeQuestions.userId, userId));

describe('asking', () => {
  it('refuses a question that is missing, too short or too long, with the contract messages', async () => {
    const user = await askingUser(t);
    const cases: [unknown, string][] = [
      [undefined, M.questionRequired],
      ['   ', M.questionRequired],
      ['Why me?', M.questionTooShort],
      // Ten UTF-16 units but five characters, as the database's CHECK counts them: refused here, not a 500 there.
      ['🙏🙏🙏🙏🙏', M.questionTooShort],
      ['x'.repeat(QUESTION_MAX_CHARS + 1), M.questionTooLong],
    ];
    for (const [question, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/free-questions',
        headers: user.headers,
        payload: question === undefined ? {} : { question },
      });
      expect(res.statusCode, String(question)).toBe(400);
      expect(res.json()).toEqual({ message, errors: { question: message }, code: 'validation' });
    }
    expect(await questionsOf(user.id)).toEqual([]);

    // 265 characters in 505 UTF-16 units: within the 500 characters the database takes.
    const folded = `Will my family be happy? ${'🙏'.repeat(240)}`;
    expect((await ask(t, user, folded)).status).toBe(201);
    expect((await questionsOf(user.id)).map((q) => q.question)).toEqual([folded]);
  });

  it('lets only users ask: astrologers and the admin hear why, guests must sign in', async () => {
    const astro = await astrologer(t);
    for (const who of [astro, await adminAccount(t.db)]) {
      for (const [method, url] of [
        ['POST', '/api/free-questions'],
        ['GET', '/api/free-questions/mine'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: who.headers,
          ...(method === 'POST' ? { payload: { question: QUESTION } } : {}),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'question_users_only', message: M.usersOnly, errors: {} });
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/free-questions/mine' })).statusCode).toBe(401);
  });

  it('needs the birth details of a profile first', async () => {
    const user = await createAccount(t.db, { role: 'user' });
    expect((await mine(t, user)).body).toEqual({
      can_ask: false,
      reason: M.profileRequired,
      reason_code: 'profile_required',
      birth_details: null,
      questions: [],
    });
    const res = await ask(t, user);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.profileRequired);
    expect(res.body).toMatchObject({ code: 'profile_required' });
    expect(await questionsOf(user.id)).toEqual([]);
  });

  it('takes one question with the profile as it is, and refuses a second from the same account', async () => {
    const user = await askingUser(t);
    const before = await mine(t, user);
    expect(before.body).toMatchObject({
      can_ask: true,
      reason: null,
      reason_code: null,
      birth_details: {
        name: 'Meera Iyer',
        gender: 'Female',
        date_of_birth: '1992-04-12',
        time_of_birth: '05:45',
        place_of_birth: 'Chennai',
      },
      questions: [],
    });
    const first = await ask(t, user, `  ${QUESTION}  `);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: M.asked,
      question: {
        question_id: expect.any(Number),
        question: QUESTION,
        status: 'open',
        asked_at: expect.any(String),
        answer: null,
        answered_at: null,
        astrologer_name: null,
        astrologer_id: null,
      },
      masked: [],
    });
    const [row] = await questionsOf(user.id);
    expect(row).toMatchObject({
      birthName: 'Meera Iyer',
      birthGender: 'Female',
      birthDate: '1992-04-12',
      birthTime: '05:45:00',
      birthPlace: 'Chennai',
      feePaise: null,
    });

    const second = await ask(t, user, 'And what about my marriage prospects next year?');
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: 'already_asked', message: M.alreadyAsked, errors: {} });
    const after = await mine(t, user);
    expect(after.body).toMatchObject({
      can_ask: false,
      reason: M.alreadyAsked,
      reason_code: 'already_asked',
      questions: [first.body.question],
    });
    expect(await questionsOf(user.id)).toHaveLength(1);
  });

  it('marks the e-mail and the phone by a keyed hash, never the address itself', async () => {
    const user = await askingUser(t);
    const res = await ask(t, user);
    const marks = await t.db
      .select()
      .from(freeQuestionIdentities)
      .where(eq(freeQuestionIdentities.questionId, res.body.question.question_id));
    const key = await identityKey(t.config, t.db);
    expect(marks.map((m) => m.identityHash).sort()).toEqual(identityHashes(key, user));
    for (const m of marks) expect(m.identityHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(marks)).not.toContain(user.phone);
    expect(JSON.stringify(marks)).not.toContain(user.email);
  });

  it('answers one of many simultaneous asks from one account and refuses the rest', async () => {
    const user = await askingUser(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => ask(t, user)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(M.alreadyAsked);
    expect(await questionsOf(user.id)).toHaveLength(1);
  });
});

describe('an account deleted while its question is on the way', () => {
  it('stores nothing: the request that passed the session check before the deletion committed gets its 401', async () => {
    const user = await askingUser(t);
    // The deletion commits between the request's session check and its write; the profile it read is still there.
    await t.db.transaction((tx) => markDeleted(tx, user.id, 'user', 0, new Date()));
    await expect(storeQuestion(t.db, user.id, QUESTION, [])).rejects.toMatchObject({
      kind: 'unauthorized',
      message: SESSION_EXPIRED,
    });
    expect(await questionsOf(user.id)).toEqual([]);
  });
});

describe('once per phone and per e-mail, beyond the account', () => {
  /** Support moves an account to another phone or e-mail (no route changes them). */
  const moveAccount = (userId: number, set: { phone?: string; email?: string }) =>
    t.db.update(users).set(set).where(eq(users.id, userId));

  it('refuses a new account signed up with the phone of an account that asked', async () => {
    const first = await askingUser(t);
    expect((await ask(t, first)).status).toBe(201);
    const phone = first.phone;
    await moveAccount(first.id, { phone: `7${phone.slice(1)}` });

    // A new account through the real sign-in on the freed number, with a profile through the real route.
    const session = await signIn(t.app, { phone, user_type: 'user' }, phone);
    const second = { id: session.user_id, headers: { accesstoken: session.accessToken } };
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: second.headers,
      payload: PROFILE,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await mine(t, second)).body).toMatchObject({ can_ask: false, reason: M.phoneOrEmailUsed, reason_code: 'phone_or_email_used' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/free-questions',
      headers: second.headers,
      payload: { question: QUESTION },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'phone_or_email_used', message: M.phoneOrEmailUsed, errors: {} });
    expect(await questionsOf(second.id)).toEqual([]);
  });

  it('refuses a new account signed up with the e-mail of an account that asked', async () => {
    const first = await askingUser(t);
    expect((await ask(t, first)).status).toBe(201);
    await moveAccount(first.id, { email: `moved-${first.email}` });
    const second = await askingUser(t, { email: first.email });
    const res = await ask(t, second);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.phoneOrEmailUsed);
    expect(await questionsOf(second.id)).toEqual([]);
    // The refused account left no mark of its own phone: that phone may still ask from an account of its own later.
    const [row] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(freeQuestionIdentities)
      .where(
        eq(
          freeQuestionIdentities.identityHash,
          identityHashes(await identityKey(t.config, t.db), { email: null, phone: second.phone })[0]!,
        ),
      );
    expect(row!.n).toBe(0);
  });

  it('refuses a new account on the phone of a deleted account whose question was answered; an unanswered one frees it', async () => {
    const signUpAndAsk = async (phone: string) => {
      const session = await signIn(t.app, { phone, user_type: 'user' }, phone);
      const headers = { accesstoken: session.accessToken };
      const profile = await t.app.inject({ method: 'POST', url: '/api/profile', headers, payload: PROFILE });
      expect(profile.statusCode, profile.body).toBe(200);
      return ask(t, { headers });
    };
    const answered = await askingUser(t);
    const id = (await ask(t, answered)).body.question.question_id;
    const astro = await astrologer(t);
    expect((await claim(t, astro, id)).status).toBe(200);
    expect((await answer(t, astro, id)).status).toBe(200);
    // The answer's e-mail first, so the deletion code is the newest message in the outbox.
    await expect
      .poll(async () =>
        (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${answered.email}` })).json(),
      )
      .toHaveLength(1);
    expect((await deleteAccount(t, answered, { code: await deletionCode(t, answered) })).statusCode).toBe(
      200,
    );
    const refused = await signUpAndAsk(answered.phone);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.phoneOrEmailUsed);

    const waiting = await askingUser(t);
    expect((await ask(t, waiting)).status).toBe(201);
    expect((await deleteAccount(t, waiting, { code: await deletionCode(t, waiting) })).statusCode).toBe(200);
    expect((await signUpAndAsk(waiting.phone)).status).toBe(201);
  });

  it('lets exactly one of two accounts sharing a phone mark store a question when both commit at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await askingUser(t), await askingUser(t)];
      const key = await identityKey(t.config, t.db);
      // Both accounts carry one mark in common (the phone), each also one of its own (its e-mail).
      const shared = identityHashes(key, { email: null, phone: `6${String(100_000_000 + round)}` });
      const markOf = (email: string) => [...identityHashes(key, { email, phone: null }), ...shared].sort();
      const outcomes = await Promise.allSettled([
        storeQuestion(t.db, a.id, QUESTION, markOf(a.email)),
        storeQuestion(t.db, b.id, QUESTION, markOf(b.email)),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        kind: 'conflict',
        message: M.phoneOrEmailUsed,
      });
      // The loser's question and its own e-mail mark were rolled back with it.
      const rows = await t.db
        .select()
        .from(freeQuestions)
        .where(sql`${freeQuestions.userId} in (${a.id}, ${b.id})`);
      expect(rows).toHaveLength(1);
      const marks = await t.db
        .select()
        .from(freeQuestionIdentities)
        .where(eq(freeQuestionIdentities.questionId, rows[0]!.id));
      expect(marks).toHaveLength(2);
    }
  });
});
