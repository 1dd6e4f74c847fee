// Free questions as each side sees them: rupees from paise, ISO times, and a claim that ran out shown as open.
import { paiseToRupees } from '@app/contracts/common';
import type {
  AdminQuestion,
  ConsoleQuestion,
  FreeQuestionStatus,
  MyQuestion,
} from '@app/contracts/free-questions';
import type { AdminRow } from './admin-questions.repository.ts';
import type { BirthProfile, QuestionView } from './free-questions.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** "06:30:00" -> "06:30", as profiles show it. */
const hhmm = (time: string) => time.slice(0, 5);

/** What the user and the astrologers see: a claim that ran out is open again. */
const shownStatus = (v: QuestionView): FreeQuestionStatus => (v.lapsed ? 'open' : v.q.status);

export function birthDetails(p: BirthProfile) {
  return {
    name: p.name,
    gender: p.gender,
    date_of_birth: p.dateOfBirth,
    time_of_birth: hhmm(p.timeOfBirth),
    place_of_birth: p.placeOfBirth,
  };
}

export function toMyQuestion(v: QuestionView & { astroName: string | null }): MyQuestion {
  const answered = v.q.status === 'answered';
  return {
    question_id: v.q.id,
    question: v.q.question,
    status: shownStatus(v),
    asked_at: v.q.createdAt.toISOString(),
    answer: v.q.answer,
    answered_at: iso(v.q.answeredAt),
    astrologer_name: answered ? v.astroName : null,
    astrologer_id: answered ? v.q.answeredBy : null,
  };
}

export function toConsoleQuestion(v: QuestionView): ConsoleQuestion {
  const q = v.q;
  return {
    question_id: q.id,
    question: q.question,
    status: shownStatus(v),
    asked_at: q.createdAt.toISOString(),
    birth_details: birthDetails({
      name: q.birthName,
      gender: q.birthGender,
      dateOfBirth: q.birthDate,
      timeOfBirth: q.birthTime,
      placeOfBirth: q.birthPlace,
    }),
    answer_due_at: q.status === 'claimed' && !v.lapsed ? iso(q.answerDueAt) : null,
    answer: q.answer,
    answered_at: iso(q.answeredAt),
  };
}

export function toAdminQuestion(r: AdminRow): AdminQuestion {
  const q = r.q;
  return {
    question_id: q.id,
    question: q.question,
    status: q.status,
    overdue: r.overdue,
    user_id: q.userId,
    user_name: r.userName,
    asked_at: q.createdAt.toISOString(),
    astrologer_id: q.answeredBy ?? q.claimedBy,
    astrologer_name: r.astroName,
    claimed_at: iso(q.claimedAt),
    answer_due_at: iso(q.answerDueAt),
    answered_at: iso(q.answeredAt),
    answer_seconds: r.answerSeconds === null ? null : Number(r.answerSeconds),
    answer: q.answer,
    fee: q.feePaise === null ? null : paiseToRupees(q.feePaise),
    times_returned: q.timesReturned,
  };
}
