// /my-questions: the signed-in user's free questions, newest first, waiting, being answered or answered; an answer
// appears as soon as the server says it was given (the `free_question` event).
import { FREE_QUESTION_EVENT, type FreeQuestionEvent } from '@app/contracts/free-questions';
import { useQueryClient } from '@tanstack/react-query';
import { CircleHelp } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { NotificationsToggle } from '../../../components/notifications/notifications-toggle.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useOnSocketConnect, useSocketEvent } from '../../../lib/socket.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { MY_QUESTIONS_KEY, useMyQuestions, type MyQuestions } from '../api/get-my-questions.ts';
import { LoadFailed, Loading } from '../components/load-states.tsx';
import { QuestionCard } from '../components/question-card.tsx';
import { ASK_PATH, loginFor, MY_QUESTIONS_PATH } from '../paths.ts';
import { useT } from '../../../lib/i18n.tsx';

const page = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12';

export function MyQuestionsPage() {
  const { t } = useT('freeQuestions');
  usePageMeta(t('mine.metaTitle'));
  if (!isLoggedIn()) return <Navigate to={loginFor(MY_QUESTIONS_PATH)} replace />;
  return <Questions />;
}

const newestFirst = (list: MyQuestions['questions']) =>
  [...list].sort((a, b) => Date.parse(b.asked_at) - Date.parse(a.asked_at));

function Questions() {
  const { t } = useT('freeQuestions');
  const mine = useMyQuestions();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: MY_QUESTIONS_KEY });
  useSocketEvent<FreeQuestionEvent>(FREE_QUESTION_EVENT, refresh);
  // An answer given while the socket was down is read on reconnecting.
  useOnSocketConnect(refresh);

  if (mine.isPending) return <Loading label={t('mine.loading')} />;
  if (mine.isError) {
    return (
      <div className={page}>
        <LoadFailed error={mine.error} returnTo={MY_QUESTIONS_PATH} onRetry={() => void mine.refetch()} />
      </div>
    );
  }

  const { questions, can_ask, reason, reason_code } = mine.data;
  // A missing profile is no refusal: the ask form asks for it.
  const mayAsk = can_ask || !reason_code || reason_code === 'profile_required';
  const waiting = questions.some((q) => q.status !== 'answered');
  return (
    <div className={page}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-night-900">{t('mine.title')}</h1>
        {can_ask && questions.length > 0 && (
          <Link to={ASK_PATH} className={buttonClasses('primary', 'sm')}>
            {t('mine.ask')}
          </Link>
        )}
      </div>
      {questions.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-night-200 bg-white p-8 text-center sm:p-10">
          <CircleHelp className="size-12 text-night-300" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-night-900">{t('mine.empty')}</p>
          {mayAsk ? (
            <>
              <p className="mt-1 text-night-700">{t('mine.firstFree')}</p>
              <Link to={ASK_PATH} className={buttonClasses('primary', 'md', 'mt-6')}>
                {t('mine.ask')}
              </Link>
            </>
          ) : (
            <>
              <p className="mt-1 text-night-700">{reason}</p>
              <Link to="/astrologers" className={buttonClasses('primary', 'md', 'mt-6')}>
                {t('mine.consult')}
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          {waiting && (
            <NotificationsToggle className="mt-4" purpose={t('mine.notifyPurpose')} />
          )}
          <ul className="mt-6 flex flex-col gap-4" aria-live="polite">
            {newestFirst(questions).map((q) => (
              <li key={q.question_id}>
                <QuestionCard question={q} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
