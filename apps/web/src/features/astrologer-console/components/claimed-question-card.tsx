// A free question this astrologer holds: the question and birth details, the time left to answer, the user's kundli
// beside it (folded under the details on a phone, as in the chat room), the answer with its count, Send and Give back. A draft outlives the card (a chat
// opened meanwhile, a question given back and claimed again) for as long as the tab is open.
import { zodResolver } from '@hookform/resolvers/zod';
import { charCount } from '@app/contracts/common';
import {
  ANSWER_MAX_CHARS,
  ANSWER_MIN_CHARS,
  answerQuestionBody,
  type ConsoleQuestion,
} from '@app/contracts/free-questions';
import { useQueryClient } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { BirthDetailsList } from '../../../components/birth-details-list.tsx';
import { KundliDisclosure } from '../../../components/kundli/kundli-disclosure.tsx';
import { KundliPanel } from '../../../components/kundli/kundli-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { CountedTextarea } from '../../../components/ui/counted-textarea.tsx';
import { maskedSentences } from '../../../components/masked-words.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { useAnswerFreeQuestion, type AnswerBody } from '../api/answer-free-question.ts';
import { FREE_QUESTIONS_KEY, type FreeQuestionAnswered } from '../api/get-free-questions.ts';
import { useReleaseFreeQuestion } from '../api/release-free-question.ts';
import { secondsLeft } from '../countdown.ts';
import { formatDateTime } from '../format.ts';
import { feeText, timeLeftText } from '../free-question-time.ts';
import { GiveBackDialog } from './give-back-dialog.tsx';
import { tNow, useT } from '../../../lib/i18n.tsx';

const drafts = new Map<number, string>();

function answeredToast(result: FreeQuestionAnswered, id: number) {
  drafts.delete(id);
  toast.success(result.message);
  // What the filter hid from the user, told to the astrologer who wrote it (docs/decisions/safety.md).
  const hidden = maskedSentences(tNow, result.masked, 'answer');
  if (hidden.length > 0) toast.info(hidden.join(' '));
}

/** Tailwind's xl: from here the console's column has room for the question and the kundli side by side. */
export const SIDE_BY_SIDE = '(min-width: 1280px)';

export function ClaimedQuestionCard({ question: q, fee, now }: { question: ConsoleQuestion; fee: number; now: number }) {
  const { t } = useT('console');
  const id = q.question_id;
  const client = useQueryClient();
  // The thank-you and the draft's end do not depend on this card still being on screen when the answer is back.
  const answer = useAnswerFreeQuestion({ onAnswered: answeredToast });
  const release = useReleaseFreeQuestion({ onReleased: (result) => toast.info(result.message) });
  const [givingBack, setGivingBack] = useState(false);
  const wide = useMediaQuery(SIDE_BY_SIDE, true);
  const form = useForm<AnswerBody>({
    resolver: zodResolver(answerQuestionBody),
    defaultValues: { answer: drafts.get(id) ?? '' },
    reValidateMode: 'onSubmit',
  });
  const text = useWatch({ control: form.control, name: 'answer' });
  const left = q.answer_due_at ? secondsLeft(q.answer_due_at, 0, now) : null;
  const timeUp = left === 0;
  const kundliSource = `/api/console/free-questions/${id}/kundli`;

  // The claim ran out: the server has put the question back in the queue; show that.
  useEffect(() => {
    if (timeUp) void client.invalidateQueries({ queryKey: FREE_QUESTIONS_KEY });
  }, [timeUp, client]);

  const onSubmit = form.handleSubmit((body) =>
    answer.mutate(
      { id, body },
      {
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.errors.answer : undefined;
          if (fieldError) form.setError('answer', { message: fieldError });
          else toast.error(messageOf(error, t('question.sendFailed')));
        },
      },
    ),
  );
  const giveBack = () =>
    release.mutate(id, {
      onError: (error) => toast.error(messageOf(error, t('question.giveBackFailed'))),
      onSettled: () => setGivingBack(false),
    });

  return (
    <article
      aria-label={t('question.yourQuestionFrom', { name: q.birth_details.name })}
      className="rounded-2xl border-2 border-saffron-400 bg-white p-4 shadow-md shadow-saffron-900/10 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-saffron-800">{t('question.claimed', { fee: feeText(fee) })}</p>
        {left !== null && (
          <p
            data-testid="answer-countdown"
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold tabular-nums',
              left < 3600 ? 'bg-red-100 text-red-800' : 'bg-saffron-100 text-saffron-900',
            )}
          >
            <Timer className="size-4" aria-hidden="true" />
            {timeLeftText(left)}
          </p>
        )}
      </div>
      {/* Wide: the question and the answer on the left, the kundli beside both (the first row keeps the question's
          height, so the answer follows it however long the kundli is). Narrower: question, folded kundli, answer. */}
      <div className="mt-3 grid grid-cols-1 gap-5 xl:grid-cols-2 xl:grid-rows-[auto_1fr] xl:items-start">
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words whitespace-pre-line text-night-950">{q.question}</p>
          <p className="mt-1 text-sm text-night-700">{t('question.asked', { time: formatDateTime(q.asked_at) })}</p>
          <BirthDetailsList details={q.birth_details} className="mt-3" />
        </div>
        {wide ? (
          <section aria-label={t('question.kundliOf', { name: q.birth_details.name })} className="min-w-0 xl:col-start-2 xl:row-span-2 xl:row-start-1">
            <KundliPanel source={kundliSource} />
          </section>
        ) : (
          <KundliDisclosure source={kundliSource} summary={t('question.kundliOf', { name: q.birth_details.name })} className="rounded-xl bg-parchment p-3" />
        )}
        <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-3">
          <CountedTextarea
            label={t('question.yourAnswer')}
            required
            rows={7}
            length={charCount(text.trim())}
            minChars={ANSWER_MIN_CHARS}
            maxChars={ANSWER_MAX_CHARS}
            error={form.formState.errors.answer?.message}
            disabled={timeUp}
            {...form.register('answer', {
              onChange: (event: { target: { value: string } }) => {
                drafts.set(id, event.target.value);
                form.clearErrors('answer');
              },
            })}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" className="w-full sm:w-auto" loading={answer.isPending} disabled={timeUp}>
              {t('question.send')}
            </Button>
            <Button variant="outline" className="w-full sm:w-auto" onClick={() => setGivingBack(true)} disabled={answer.isPending || timeUp}>
              {t('question.giveBack')}
            </Button>
          </div>
        </form>
      </div>
      <GiveBackDialog open={givingBack} pending={release.isPending} onConfirm={giveBack} onClose={() => setGivingBack(false)} />
    </article>
  );
}
