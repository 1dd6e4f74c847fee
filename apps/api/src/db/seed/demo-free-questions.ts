// Demo free questions, so the console and the admin panel show each state: one waiting in the queue, one claimed by a
// verified astrologer, and one answered with its fee in the astrologer's wallet and the two ledger rows that explain it.
import type { freeQuestions } from '../schema/index.ts';
import type { OpeningLedgerRow } from '../../modules/money/money.service.ts';
import type { People } from './demo-people.ts';
import { HOUR, MINUTE, after, before } from './seed-time.ts';

/** FREE_QUESTION_FEE's default, paid for the answered demo question (the row records what was paid). */
const DEMO_FEE_PAISE = 1_000;
/** FREE_QUESTION_ANSWER_H's default. */
const ANSWER_HOURS = 24;

const QUESTIONS = [
  'When will I get a stable government job? I have been preparing for three years.',
  'Is this a good year to start my own business, or should I wait?',
  'My marriage keeps getting delayed. What does my chart say about the timing?',
] as const;

const ANSWER =
  'Saturn has been transiting your seventh house, which explains the delays. From the middle of next year Jupiter ' +
  'aspects your seventh house and the period turns favourable: proposals that come then are worth taking seriously.';

export interface FreeQuestionSeed {
  questions: (typeof freeQuestions.$inferInsert & { id: number })[];
  ledger: OpeningLedgerRow[];
}

export function buildFreeQuestions(now: Date, people: People): FreeQuestionSeed {
  const withProfile = people.profiles.slice(-3);
  const verified = people.astrologers.filter((a) => a.isVerified);
  const [holder, answerer] = [verified[1]!, verified[0]!];
  const questions = withProfile.map((p, i) => ({
    id: i + 1,
    userId: p.userId,
    question: QUESTIONS[i]!,
    birthName: p.name,
    birthGender: p.gender,
    birthDate: p.dateOfBirth,
    birthTime: p.timeOfBirth,
    birthPlace: p.placeOfBirth,
    createdAt: before(now, [3 * HOUR, 5 * HOUR, 50 * HOUR][i]!),
  }));
  const [open, claimed, answered] = questions as [
    (typeof questions)[number],
    (typeof questions)[number],
    (typeof questions)[number],
  ];
  const claimedAt = before(now, 2 * HOUR);
  const answeredClaimAt = after(answered.createdAt, 40 * MINUTE);
  const answeredAt = after(answeredClaimAt, 3 * HOUR);
  const rows: FreeQuestionSeed['questions'] = [
    { ...open, status: 'open' },
    {
      ...claimed,
      status: 'claimed',
      claimedBy: holder.id,
      claimedAt,
      answerDueAt: after(claimedAt, ANSWER_HOURS * HOUR),
    },
    {
      ...answered,
      status: 'answered',
      claimedBy: answerer.id,
      claimedAt: answeredClaimAt,
      answerDueAt: after(answeredClaimAt, ANSWER_HOURS * HOUR),
      answer: ANSWER,
      answeredBy: answerer.id,
      answeredAt,
      feePaise: DEMO_FEE_PAISE,
      updatedAt: answeredAt,
    },
  ];
  const base = { entryType: 'free_question' as const, freeQuestionId: answered.id, createdAt: answeredAt };
  return {
    questions: rows,
    ledger: [
      { ...base, account: 'astrologer', astrologerId: answerer.id, amountPaise: DEMO_FEE_PAISE },
      { ...base, account: 'platform', astrologerId: null, amountPaise: -DEMO_FEE_PAISE },
    ],
  };
}
