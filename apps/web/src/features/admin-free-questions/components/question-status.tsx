// A free question's status as the admin reads it: waiting, being answered (flagged when the claim ran out), answered,
// and how often it went back to the queue.
import type { AdminQuestion, FreeQuestionStatus } from '@app/contracts/free-questions';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** A status's words: keys of the adminFreeQuestions catalogue. */
export const STATUS_TEXT: Record<FreeQuestionStatus, string> = {
  open: 'status.open',
  claimed: 'status.claimed',
  answered: 'status.answered',
};
const TONE: Record<FreeQuestionStatus, BadgeTone> = { open: 'warning', claimed: 'info', answered: 'success' };

export function QuestionStatus({ question: q }: { question: AdminQuestion }) {
  const { t } = useT('adminFreeQuestions');
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={TONE[q.status]}>{t(STATUS_TEXT[q.status])}</Badge>
      {q.overdue && <Badge tone="danger">{t('status.overdue')}</Badge>}
      {q.times_returned > 0 && (
        <span className="text-xs text-night-700">{t('status.returned', { times: q.times_returned })}</span>
      )}
    </span>
  );
}
