// One of the user's questions: what they asked and when, where it stands, and the astrologer's answer once given.
import type { FreeQuestionStatus, MyQuestion } from '@app/contracts/free-questions';
import { CheckCircle2, Hourglass, PenLine } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

const STATUS_TONE: Record<FreeQuestionStatus, BadgeTone> = { open: 'warning', claimed: 'info', answered: 'success' };
const STATUS_ICON = { open: Hourglass, claimed: PenLine, answered: CheckCircle2 };

export function QuestionCard({ question: q }: { question: MyQuestion }) {
  const { t } = useT('freeQuestions');
  const Icon = STATUS_ICON[q.status];
  return (
    <article
      aria-label={t('card.label', { time: formatDateTime(q.asked_at) })}
      className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-night-700">{t('card.asked', { time: formatDateTime(q.asked_at) })}</p>
        <Badge tone={STATUS_TONE[q.status]}>
          <Icon className="size-3.5" aria-hidden="true" />
          {t(`card.status.${q.status}`)}
        </Badge>
      </div>
      <p className="mt-3 text-lg font-semibold break-words whitespace-pre-line text-night-950">{q.question}</p>
      {q.status === 'answered' && q.answer ? (
        <section aria-label={t('card.answer')} className="mt-4 rounded-xl border-l-4 border-saffron-500 bg-parchment p-4">
          <p className="text-sm font-semibold text-night-800">
            {t('card.answeredBy', { name: q.astrologer_name ?? t('card.yourAstrologer') })}
            {q.answered_at && <span className="font-normal text-night-700"> · {formatDateTime(q.answered_at)}</span>}
          </p>
          <p className="mt-2 break-words whitespace-pre-line text-night-950">{q.answer}</p>
        </section>
      ) : (
        q.status !== 'answered' && <p className="mt-3 text-sm text-night-700">{t(`card.waiting.${q.status}`)}</p>
      )}
    </article>
  );
}
