// The ask form: the question with its live count, the birth details that go with it, and the server's refusal in
// its own words.
import { zodResolver } from '@hookform/resolvers/zod';
import { charCount } from '@app/contracts/common';
import {
  askQuestionBody,
  QUESTION_MAX_CHARS,
  QUESTION_MIN_CHARS,
} from '@app/contracts/free-questions';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { BirthDetailsList, type BirthDetails } from '../../../components/birth-details-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CountedTextarea } from '../../../components/ui/counted-textarea.tsx';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { maskedSentences } from '../../../components/masked-words.ts';
import { useAskQuestion, type AskQuestionBody } from '../api/ask-question.ts';
import { MY_QUESTIONS_PATH, PROFILE_FOR_ASKING } from '../paths.ts';
import { useT } from '../../../lib/i18n.tsx';

export function AskForm({ birthDetails }: { birthDetails: BirthDetails }) {
  const { t } = useT('freeQuestions');
  const navigate = useNavigate();
  const ask = useAskQuestion();
  const [refusal, setRefusal] = useState<{ message: string; conflict: boolean } | null>(null);
  const form = useForm<AskQuestionBody>({
    resolver: zodResolver(askQuestionBody),
    defaultValues: { question: '' },
    reValidateMode: 'onSubmit',
  });
  const length = charCount(useWatch({ control: form.control, name: 'question' }).trim());
  const error = form.formState.errors.question?.message;

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    ask.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        // What the filter hid, told to the one who wrote it (docs/decisions/safety.md).
        const hidden = maskedSentences(t, answer.masked, 'question');
        if (hidden.length > 0) toast.info(hidden.join(' '));
        void navigate(MY_QUESTIONS_PATH);
      },
      onError: (failure) => {
        const fieldError = failure instanceof ApiError ? failure.errors.question : undefined;
        if (fieldError) form.setError('question', { message: fieldError });
        else setRefusal({ message: messageOf(failure, t('form.failed')), conflict: failure instanceof ApiError && failure.status === 409 });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <CountedTextarea
        label={t('form.question')}
        required
        rows={5}
        length={length}
        minChars={QUESTION_MIN_CHARS}
        maxChars={QUESTION_MAX_CHARS}
        placeholder={t('form.placeholder')}
        error={error}
        {...form.register('question', { onChange: () => form.clearErrors('question') })}
      />
      <section aria-labelledby="birth-details-heading" className="rounded-2xl bg-parchment p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="birth-details-heading" className="font-semibold text-night-900">
            {t('form.birthDetails')}
          </h2>
          <Link to={PROFILE_FOR_ASKING} className="text-sm font-semibold text-saffron-700 underline">
            {t('form.changeBirthDetails')}
          </Link>
        </div>
        <p className="mt-1 text-sm text-night-700">{t('form.birthDetailsNote')}</p>
        <BirthDetailsList details={birthDetails} className="mt-3" />
      </section>
      {refusal && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{refusal.message}</p>
          {refusal.conflict && (
            <Link to={MY_QUESTIONS_PATH} className="mt-2 inline-block text-sm font-semibold underline">
              {t('form.seeMyQuestions')}
            </Link>
          )}
        </div>
      )}
      <Button type="submit" size="lg" loading={ask.isPending} className="w-full sm:w-auto sm:self-start">
        <Send className="size-4" aria-hidden="true" />
        {t('form.send')}
      </Button>
    </form>
  );
}
