// One of the user's questions: what they asked and when, where it stands, and the astrologer's answer once given.
import type { FreeQuestionStatus, MyQuestion } from '@app/contracts/free-questions';
import { CheckCircle2, Hourglass, PenLine } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

export const STATUS_LABEL: Record<FreeQuestionStatus, string> = {
  open: 'Waiting for an astrologer',
  claimed: 'Being answered',
  answered: 'Answered',
};

const STATUS_TONE: Record<FreeQuestionStatus, BadgeTone> = { open: 'warning', claimed: 'info', answered: 'success' };
const STATUS_ICON = { open: Hourglass, claimed: PenLine, answered: CheckCircle2 };

const WAITING_TEXT: Record<Exclude<FreeQuestionStatus, 'answered'>, string> = {
  open: 'Your question is in the queue. The first astrologer free takes it up.',
  claimed: 'An astrologer is reading your chart and writing the answer.',
};

export function QuestionCard({ question: q }: { question: MyQuestion }) {
  const Icon = STATUS_ICON[q.status];
  return (
    <article
      aria-label={`Question asked ${formatDateTime(q.asked_at)}`}
      className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-night-700">Asked {formatDateTime(q.asked_at)}</p>
        <Badge tone={STATUS_TONE[q.status]}>
          <Icon className="size-3.5" aria-hidden="true" />
          {STATUS_LABEL[q.status]}
        </Badge>
      </div>
      <p className="mt-3 text-lg font-semibold break-words whitespace-pre-line text-night-950">{q.question}</p>
      {q.status === 'answered' && q.answer ? (
        <section aria-label="Answer" className="mt-4 rounded-xl border-l-4 border-saffron-500 bg-parchment p-4">
          <p className="text-sm font-semibold text-night-800">
            {q.astrologer_name ?? 'Your astrologer'} answered
            {q.answered_at && <span className="font-normal text-night-700"> · {formatDateTime(q.answered_at)}</span>}
          </p>
          <p className="mt-2 break-words whitespace-pre-line text-night-950">{q.answer}</p>
        </section>
      ) : (
        q.status !== 'answered' && <p className="mt-3 text-sm text-night-700">{WAITING_TEXT[q.status]}</p>
      )}
    </article>
  );
}
