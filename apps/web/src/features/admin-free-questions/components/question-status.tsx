// A free question's status as the admin reads it: waiting, being answered (flagged when the claim ran out), answered,
// and how often it went back to the queue.
import type { AdminQuestion, FreeQuestionStatus } from '@app/contracts/free-questions';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

export const STATUS_TEXT: Record<FreeQuestionStatus, string> = {
  open: 'Waiting',
  claimed: 'Being answered',
  answered: 'Answered',
};
const TONE: Record<FreeQuestionStatus, BadgeTone> = { open: 'warning', claimed: 'info', answered: 'success' };

export function QuestionStatus({ question: q }: { question: AdminQuestion }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={TONE[q.status]}>{STATUS_TEXT[q.status]}</Badge>
      {q.overdue && <Badge tone="danger">Overdue</Badge>}
      {q.times_returned > 0 && (
        <span className="text-xs text-night-700">returned {q.times_returned}×</span>
      )}
    </span>
  );
}
