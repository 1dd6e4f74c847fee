// Test data for free questions: users with birth details who ask, astrologers who claim and answer, through the API.
import type { MaskKind } from '@app/contracts/safety';
import { eq, sql } from 'drizzle-orm';
import type { ConsoleQuestion, MyQuestion } from '@app/contracts/free-questions';
import { freeQuestions } from '../../db/schema/index.ts';
import { createUserProfile } from '../../test/admin-factories.ts';
import type { TestApp } from '../../test/app.ts';
import { onlineAstrologer, type OnlineAstrologer } from '../../test/consult-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';

type App = Pick<TestApp, 'app' | 'db'>;
type Caller = Pick<TestAccount, 'headers'>;

export const QUESTION = 'Will I find a better job before the end of this year?';
export const ANSWER =
  'Jupiter moves into your tenth house in the coming months: a change of job looks likely and favourable.';

/** A user account (e-mail and phone) with a session and a profile with birth details. */
export async function askingUser(
  t: Pick<TestApp, 'db'>,
  overrides: { email?: string; phone?: string } = {},
): Promise<TestAccount> {
  const account = await createAccount(t.db, { role: 'user', ...overrides });
  await createUserProfile(t.db, account.id, {
    name: 'Meera Iyer',
    placeOfBirth: 'Chennai',
    timeOfBirth: '05:45:00',
  });
  return account;
}

export const astrologer = (t: Pick<TestApp, 'db'>, name = 'Pandit Joshi'): Promise<OnlineAstrologer> =>
  onlineAstrologer(t, { name });

async function send<T>(
  t: App,
  method: 'GET' | 'POST',
  url: string,
  who: Caller,
  payload?: Record<string, unknown>,
) {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    status: res.statusCode,
    body: res.json<T & { message: string; errors: Record<string, string> }>(),
  };
}

export const ask = (t: App, who: Caller, question = QUESTION) =>
  send<{ question: MyQuestion; masked: MaskKind[] }>(t, 'POST', '/api/free-questions', who, { question });

export const mine = (t: App, who: Caller) =>
  send<{ can_ask: boolean; reason: string | null; reason_code: string | null; questions: MyQuestion[] }>(
    t,
    'GET',
    '/api/free-questions/mine',
    who,
  );

export const consoleView = (t: App, who: Caller) =>
  send<{
    queue: ConsoleQuestion[];
    mine: ConsoleQuestion[];
    answered: ConsoleQuestion[];
    fee: number;
    answer_hours: number;
  }>(t, 'GET', '/api/console/free-questions', who);

type Action = { question: ConsoleQuestion };
export const claim = (t: App, who: Caller, id: number) =>
  send<Action>(t, 'POST', `/api/console/free-questions/${id}/claim`, who);
export const release = (t: App, who: Caller, id: number) =>
  send<Action>(t, 'POST', `/api/console/free-questions/${id}/release`, who);
export const answer = (t: App, who: Caller, id: number, text = ANSWER) =>
  send<Action & { masked: MaskKind[] }>(t, 'POST', `/api/console/free-questions/${id}/answer`, who, { answer: text });

/** A new user's question, asked through the API: its id and the asker. */
export async function openQuestion(t: App): Promise<{ user: TestAccount; id: number }> {
  const user = await askingUser(t);
  const res = await ask(t, user);
  if (res.status !== 201) throw new Error(`ask refused: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, id: res.body.question.question_id };
}

/** Moves a claim's deadline into the past by the database's clock, as if the hours had gone by. */
export async function lapse(t: Pick<TestApp, 'db'>, id: number): Promise<void> {
  await t.db
    .update(freeQuestions)
    .set({ answerDueAt: sql`now() - interval '1 second'`, claimedAt: sql`now() - interval '25 hours'` })
    .where(eq(freeQuestions.id, id));
}

export async function questionRow(t: Pick<TestApp, 'db'>, id: number) {
  const [row] = await t.db.select().from(freeQuestions).where(eq(freeQuestions.id, id));
  return row!;
}
