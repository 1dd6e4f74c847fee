// The free question: one per account and per phone or e-mail, answered by an astrologer who claims it from the queue.
import { z } from 'zod';
import { idLike, idNumber, pageLike } from './common.ts';
import type { ErrorCode } from './errors.ts';
import { maskedKinds } from './safety.ts';

export const QUESTION_MIN_CHARS = 10;
export const QUESTION_MAX_CHARS = 500;
export const ANSWER_MIN_CHARS = 20;
export const ANSWER_MAX_CHARS = 3000;
/** Questions one astrologer may hold claimed at once, so nobody can empty the queue. */
export const FREE_QUESTION_CLAIMS_MAX = 3;

export const FREE_QUESTION_STATUSES = ['open', 'claimed', 'answered'] as const;
export type FreeQuestionStatus = (typeof FREE_QUESTION_STATUSES)[number];

export const FREE_QUESTION_MESSAGES = {
  questionRequired: 'Please type your question.',
  questionTooShort: `Your question must be at least ${QUESTION_MIN_CHARS} characters.`,
  questionTooLong: `Your question can be at most ${QUESTION_MAX_CHARS} characters.`,
  answerRequired: 'Please type your answer.',
  answerTooShort: `The answer must be at least ${ANSWER_MIN_CHARS} characters.`,
  answerTooLong: `The answer can be at most ${ANSWER_MAX_CHARS} characters.`,
  alreadyAsked: 'You have already used your free question.',
  phoneOrEmailUsed:
    'The free question for this phone number or e-mail has already been used by another account.',
  profileRequired:
    'Add your birth details to your profile before asking, so the astrologer can read your chart.',
  usersOnly: 'Only users can ask the free question.',
  asked: 'Your question has been sent. An astrologer will answer it soon.',
  notFound: 'Question not found',
  alreadyClaimed: 'Another astrologer has already taken this question.',
  claimLimit: `You can hold at most ${FREE_QUESTION_CLAIMS_MAX} questions at a time. Answer one first.`,
  claimed: 'The question is yours. Please answer it before the deadline.',
  notYours: 'This question is not assigned to you.',
  deadlinePassed: 'The time to answer this question has passed and it went back to the queue.',
  alreadyAnswered: 'This question has already been answered.',
  answered: 'Thank you! Your answer has been sent and the fee added to your wallet.',
  released: 'The question went back to the queue.',
  reassigned: 'The question has been reassigned.',
  reassignTarget: 'Choose a verified astrologer.',
} as const;

/** The user's birth details as they were when the question was asked. */
export const questionBirthDetails = z.object({
  name: z.string(),
  gender: z.string(),
  date_of_birth: z.string(),
  time_of_birth: z.string(),
  place_of_birth: z.string(),
});

/**
 * zod's min and max count characters as the CHECKs on free_questions do (code points: an emoji is one), so a text the
 * body admits is one the table takes; the forms count with charCount to show the same number.
 */
export const askQuestionBody = z.object({
  question: z
    .string({ error: FREE_QUESTION_MESSAGES.questionRequired })
    .trim()
    .min(1, { error: FREE_QUESTION_MESSAGES.questionRequired })
    .min(QUESTION_MIN_CHARS, { error: FREE_QUESTION_MESSAGES.questionTooShort })
    .max(QUESTION_MAX_CHARS, { error: FREE_QUESTION_MESSAGES.questionTooLong }),
});

export const answerQuestionBody = z.object({
  answer: z
    .string({ error: FREE_QUESTION_MESSAGES.answerRequired })
    .trim()
    .min(1, { error: FREE_QUESTION_MESSAGES.answerRequired })
    .min(ANSWER_MIN_CHARS, { error: FREE_QUESTION_MESSAGES.answerTooShort })
    .max(ANSWER_MAX_CHARS, { error: FREE_QUESTION_MESSAGES.answerTooLong }),
});

/** The user's own view of a question (GET /api/free-questions/mine). */
export const myQuestion = z.object({
  question_id: z.number(),
  question: z.string(),
  status: z.enum(FREE_QUESTION_STATUSES),
  asked_at: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The answering astrologer's name, once answered. */
  astrologer_name: z.string().nullable(),
  astrologer_id: z.number().nullable(),
});
export type MyQuestion = z.infer<typeof myQuestion>;

/** Whether the caller may still ask, and their questions, newest first. */
/** POST /api/free-questions: the question as the user now sees it. */
export const askQuestionResponse = z.object({ message: z.string(), question: myQuestion, masked: maskedKinds });

/** Why a user may not ask now: the codes of the refusals POST /api/free-questions would answer with. */
export const FREE_QUESTION_REFUSALS = ['already_asked', 'phone_or_email_used', 'profile_required'] as const satisfies readonly ErrorCode[];

export const myQuestionsResponse = z.object({
  can_ask: z.boolean(),
  /** Why not, in the user's words (FREE_QUESTION_MESSAGES), when can_ask is false. */
  reason: z.string().nullable(),
  /** The same refusal's code (the error catalogue's), for the screens to decide on. */
  reason_code: z.enum(FREE_QUESTION_REFUSALS).nullable(),
  /** The birth details that will go with a question; null when the profile is missing. */
  birth_details: questionBirthDetails.nullable(),
  questions: z.array(myQuestion),
});

/** A question as an astrologer sees it in the console. */
export const consoleQuestion = z.object({
  question_id: z.number(),
  question: z.string(),
  status: z.enum(FREE_QUESTION_STATUSES),
  asked_at: z.string(),
  birth_details: questionBirthDetails,
  /** While claimed: when the claim runs out and the question returns to the queue. */
  answer_due_at: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type ConsoleQuestion = z.infer<typeof consoleQuestion>;

export const consoleQuestionsResponse = z.object({
  /** Open questions (and claims that ran out), oldest first. */
  queue: z.array(consoleQuestion),
  /** Claimed by the caller and not yet answered. */
  mine: z.array(consoleQuestion),
  /** The caller's answered questions, newest first (at most 20). */
  answered: z.array(consoleQuestion),
  /** The fee for each answer, in rupees. */
  fee: z.number(),
  /** Hours an astrologer has to answer a claimed question. */
  answer_hours: z.number(),
});

/** A claim, an answer or a release: what happened and the question after it. */
export const consoleQuestionResponse = z.object({ message: z.string(), question: consoleQuestion });
/** POST /api/console/free-questions/:id/answer: the answer as stored, and what the filter masked in it. */
export const answerQuestionResponse = consoleQuestionResponse.extend({ masked: maskedKinds });

export const questionIdParam = z.object({ id: idLike('question id must be a positive whole number') });

export const adminQuestionsQuery = z.object({
  status: z.enum(FREE_QUESTION_STATUSES).optional(),
  page: pageLike().default(1),
});

export const adminQuestion = z.object({
  question_id: z.number(),
  question: z.string(),
  status: z.enum(FREE_QUESTION_STATUSES),
  /** Shown as "overdue" by the panel when a claim ran out. */
  overdue: z.boolean(),
  user_id: z.number(),
  user_name: z.string(),
  asked_at: z.string(),
  astrologer_id: z.number().nullable(),
  astrologer_name: z.string().nullable(),
  claimed_at: z.string().nullable(),
  answer_due_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** From asking to answering, in seconds. */
  answer_seconds: z.number().nullable(),
  answer: z.string().nullable(),
  fee: z.number().nullable(),
  /** How often a claim ran out or was released. */
  times_returned: z.number(),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

export const adminQuestionsResponse = z.object({
  questions: z.array(adminQuestion),
  page: z.number(),
  total_pages: z.number(),
  total: z.number(),
});

/** Reassign a question that is not answered: to a verified astrologer (a fresh deadline), or back to the queue (null). */
export const reassignBody = z.object({
  astrologer_id: z.preprocess(
    (v) => (v === '' ? null : v),
    idLike(FREE_QUESTION_MESSAGES.reassignTarget).nullable(),
  ),
});

/** POST /api/admin/free-questions/:id/reassign: the question after it. */
export const reassignResponse = z.object({ message: z.string(), question: adminQuestion });

/**
 * The socket event `free_question`: sent to every verified astrologer when a question enters the queue, is claimed,
 * released, reassigned or answered, and to the asking user when it is answered. Clients re-read their lists.
 */
export const FREE_QUESTION_EVENT = 'free_question';
export const freeQuestionEvent = z.object({ question_id: idNumber(), status: z.enum(FREE_QUESTION_STATUSES) });
export type FreeQuestionEvent = z.infer<typeof freeQuestionEvent>;
