// The console's free questions: the ones this astrologer holds (answer them before the deadline), the queue every
// verified astrologer sees (the first to claim one gets it), and the recent answers. Live on the `free_question`
// event; a refusal (someone else was first, the deadline passed) is toasted in the server's words and the lists
// are read again.
import {
  FREE_QUESTION_CLAIMS_MAX,
  FREE_QUESTION_EVENT,
  FREE_QUESTION_MESSAGES,
  type FreeQuestionEvent,
} from '@app/contracts/free-questions';
import { useQueryClient } from '@tanstack/react-query';
import { CircleHelp } from 'lucide-react';
import { toast } from 'react-toastify';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useClaimFreeQuestion } from '../api/claim-free-question.ts';
import { FREE_QUESTIONS_KEY, useConsoleFreeQuestions } from '../api/get-free-questions.ts';
import { useNow } from '../countdown.ts';
import { feeText } from '../free-question-time.ts';
import { AnsweredQuestions } from './answered-questions.tsx';
import { ClaimedQuestionCard } from './claimed-question-card.tsx';
import { QueuedQuestionCard } from './queued-question-card.tsx';
import { useT } from '../../../lib/i18n.tsx';

const subheading = 'text-lg font-semibold text-night-900';

export function FreeQuestionsSection() {
  const { t } = useT('console');
  const questions = useConsoleFreeQuestions();
  const claim = useClaimFreeQuestion();
  const client = useQueryClient();
  useSocketEvent<FreeQuestionEvent>(FREE_QUESTION_EVENT, () => void client.invalidateQueries({ queryKey: FREE_QUESTIONS_KEY }));
  const data = questions.data;
  const now = useNow(Boolean(data && data.mine.length > 0));

  const onClaim = (id: number) =>
    claim.mutate(id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(messageOf(error, t('freeQuestions.claimFailed'))),
    });

  let body;
  if (questions.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner label={t('freeQuestions.loading')} className="size-7 text-night-600" />
      </div>
    );
  } else if (!data) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-center">
        <p className="font-semibold text-red-800">{messageOf(questions.error, t('freeQuestions.loadFailed'))}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void questions.refetch()}>
          {t('freeQuestions.retry')}
        </Button>
      </div>
    );
  } else {
    const full = data.mine.length >= FREE_QUESTION_CLAIMS_MAX;
    body = (
      <div className="flex flex-col gap-6">
        {data.mine.length > 0 && (
          <div>
            <h3 className={subheading}>{t('freeQuestions.mine')}</h3>
            <ul className="mt-3 flex flex-col gap-4">
              {data.mine.map((q) => (
                <li key={q.question_id}>
                  <ClaimedQuestionCard question={q} fee={data.fee} now={now} />
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h3 className={subheading}>{t('freeQuestions.queue', { count: data.queue.length })}</h3>
          {full && data.queue.length > 0 && <p className="mt-1 text-sm font-medium text-amber-800">{FREE_QUESTION_MESSAGES.claimLimit}</p>}
          {data.queue.length === 0 ? (
            <p className="mt-3 rounded-2xl border border-dashed border-night-200 bg-white p-6 text-center text-night-700">
              {t('freeQuestions.queueEmpty')}
            </p>
          ) : (
            <ul className="mt-3 flex flex-col gap-4">
              {data.queue.map((q) => (
                <li key={q.question_id}>
                  <QueuedQuestionCard
                    question={q}
                    fee={data.fee}
                    busy={claim.isPending && claim.variables === q.question_id}
                    disabled={full || claim.isPending}
                    onClaim={() => onClaim(q.question_id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <AnsweredQuestions questions={data.answered} />
      </div>
    );
  }

  return (
    <section aria-labelledby="free-questions-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="free-questions-heading" className="flex items-center gap-2 text-xl font-semibold text-night-900">
          <CircleHelp className="size-5 text-saffron-700" aria-hidden="true" />
          {t('freeQuestions.heading')}
        </h2>
        {data && <Badge tone="gold">{t('freeQuestions.earnPerAnswer', { fee: feeText(data.fee) })}</Badge>}
      </div>
      {data && (
        <p className="mt-1 text-sm text-night-700">
          {t('freeQuestions.intro', { count: data.answer_hours })}
        </p>
      )}
      <div className="mt-3">{body}</div>
    </section>
  );
}
