// /free-question: the signed-in user's one free question. A guest signs in first and comes back here; a missing
// profile asks for the birth details first; a used question says why and leads to the answer.
import { FREE_QUESTION_MESSAGES } from '@app/contracts/free-questions';
import { CircleHelp, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useMyQuestions } from '../api/get-my-questions.ts';
import { AskForm } from '../components/ask-form.tsx';
import { LoadFailed, Loading } from '../components/load-states.tsx';
import { ASK_PATH, loginFor, MY_QUESTIONS_PATH, PROFILE_FOR_ASKING } from '../paths.ts';
import { T, useT } from '../../../lib/i18n.tsx';

const page = 'mx-auto max-w-2xl px-4 py-8 sm:px-6 lg:py-12';
const card = 'rounded-3xl border border-gold-300/50 bg-white/90 p-5 shadow-lg shadow-night-900/5 sm:p-8';

export function AskQuestionPage() {
  const { t } = useT('freeQuestions');
  usePageMeta(t('ask.metaTitle'));
  if (!isLoggedIn()) return <Navigate to={loginFor(ASK_PATH)} replace />;
  return <AskScreen />;
}

function Notice({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div data-testid="ask-notice" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-center sm:p-6">
      <p className="text-lg font-semibold text-night-900">{message}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

function AskScreen() {
  const { t } = useT('freeQuestions');
  const mine = useMyQuestions();

  let body: ReactNode;
  if (mine.isPending) {
    body = <Loading label={t('ask.loading')} />;
  } else if (mine.isError) {
    body = <LoadFailed error={mine.error} returnTo={ASK_PATH} onRetry={() => void mine.refetch()} />;
  } else if (!mine.data.can_ask && mine.data.reason_code !== 'profile_required') {
    body = (
      <Notice message={mine.data.reason ?? FREE_QUESTION_MESSAGES.alreadyAsked}>
        <Link to={MY_QUESTIONS_PATH} className={buttonClasses('primary', 'md')}>
          {t('ask.seeMyQuestions')}
        </Link>
        <Link to="/astrologers" className={buttonClasses('outline', 'md')}>
          {t('ask.consult')}
        </Link>
      </Notice>
    );
  } else if (!mine.data.birth_details) {
    body = (
      <Notice message={FREE_QUESTION_MESSAGES.profileRequired}>
        <Link to={PROFILE_FOR_ASKING} className={buttonClasses('primary', 'md')}>
          <UserRoundPen className="size-4" aria-hidden="true" />
          {t('ask.addBirthDetails')}
        </Link>
      </Notice>
    );
  } else {
    body = (
      <div className="mt-6">
        <AskForm birthDetails={mine.data.birth_details} />
      </div>
    );
  }

  return (
    <div className={page}>
      <div className={card}>
        <p className="inline-flex items-center gap-2 rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-700">
          <CircleHelp className="size-4" aria-hidden="true" />
          {t('ask.badge')}
        </p>
        <h1 className="mt-3 font-display text-3xl font-semibold text-night-900">{t('ask.title')}</h1>
        <p className="mt-2 text-night-700">
          <T
            ns="freeQuestions"
            i18nKey="ask.intro"
            components={{ 1: <Link to={MY_QUESTIONS_PATH} className="font-semibold text-saffron-700 underline" /> }}
          />
        </p>
        {body}
      </div>
    </div>
  );
}
