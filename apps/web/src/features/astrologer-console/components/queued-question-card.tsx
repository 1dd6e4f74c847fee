// A free question waiting in the queue: what was asked, by whom with their birth details, when, the fee, and Claim.
import type { ConsoleQuestion } from '@app/contracts/free-questions';
import { BirthDetailsList } from '../../../components/birth-details-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../format.ts';
import { feeText } from '../free-question-time.ts';
import { useT } from '../../../lib/i18n.tsx';

interface QueuedQuestionCardProps {
  question: ConsoleQuestion;
  fee: number;
  busy: boolean;
  /** Claiming is closed while the astrologer already holds as many as allowed. */
  disabled: boolean;
  onClaim: () => void;
}

export function QueuedQuestionCard({ question: q, fee, busy, disabled, onClaim }: QueuedQuestionCardProps) {
  const { t } = useT('console');
  return (
    <article
      aria-label={t('question.questionFrom', { name: q.birth_details.name })}
      className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-night-700">{t('question.asked', { time: formatDateTime(q.asked_at) })}</p>
        <Badge tone="gold">{t('question.earn', { fee: feeText(fee) })}</Badge>
      </div>
      <p className="mt-2 text-lg font-semibold break-words whitespace-pre-line text-night-950">{q.question}</p>
      <BirthDetailsList details={q.birth_details} className="mt-3 sm:grid-cols-3" />
      <Button className="mt-4 w-full sm:w-auto" onClick={onClaim} loading={busy} disabled={disabled}>
        {t('question.claim')}
      </Button>
    </article>
  );
}
