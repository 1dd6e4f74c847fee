// The astrologer's recently answered free questions: what was asked, when it was answered, and the answer given.
import type { ConsoleQuestion } from '@app/contracts/free-questions';
import { CheckCircle2 } from 'lucide-react';
import { formatDateTime } from '../format.ts';
import { useT } from '../../../lib/i18n.tsx';

export function AnsweredQuestions({ questions }: { questions: ConsoleQuestion[] }) {
  const { t } = useT('console');
  if (questions.length === 0) return null;
  return (
    <details className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-5">
      <summary className="cursor-pointer font-semibold text-night-900">{t('freeQuestions.answered', { count: questions.length })}</summary>
      <ul className="mt-3 flex flex-col divide-y divide-night-100">
        {questions.map((q) => (
          <li key={q.question_id} className="py-3">
            <p className="font-semibold break-words text-night-950">{q.question}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-green-800">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t('freeQuestions.answeredOn', { time: formatDateTime(q.answered_at), name: q.birth_details.name })}
            </p>
            {q.answer && <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-night-800">{q.answer}</p>}
          </li>
        ))}
      </ul>
    </details>
  );
}
