// /signup/determiner and /login/determiner: the two large choices of account type.
import { Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

type Mode = 'signup' | 'login';

const CHOICES = [
  {
    label: 'determiner.astrologer',
    detail: 'determiner.astrologerDetail',
    to: { signup: '/astrologer/signup', login: '/astrologer/login' },
    Icon: Sparkles,
  },
  {
    label: 'determiner.user',
    detail: 'determiner.userDetail',
    to: { signup: '/user/signup', login: '/user/login' },
    Icon: UserRound,
  },
] as const;

export function AccountDeterminer({ mode }: { mode: Mode }) {
  const { t } = useT('auth');
  const title = t(mode === 'signup' ? 'determiner.signupTitle' : 'determiner.loginTitle');
  usePageMeta(title);
  return (
    <section className="px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="font-display text-3xl font-bold text-night-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-night-700">{t('determiner.who')}</p>
      </div>
      <ul className="mx-auto mt-8 grid max-w-3xl gap-4 sm:grid-cols-2 sm:gap-6">
        {CHOICES.map(({ label, detail, to, Icon }) => (
          <li key={label}>
            <Link
              to={to[mode]}
              className="group flex h-full flex-col items-center gap-3 rounded-3xl border border-gold-300/60 bg-white p-6 text-center shadow-md shadow-night-900/5 transition hover:-translate-y-0.5 hover:border-saffron-400 hover:shadow-lg sm:p-10"
            >
              <span className="flex size-16 items-center justify-center rounded-full bg-night-900 text-gold-300 transition group-hover:bg-saffron-500 group-hover:text-white">
                <Icon aria-hidden="true" className="size-8" />
              </span>
              <span className="font-display text-xl font-bold text-night-900 sm:text-2xl">{t(label)}</span>
              <span className="text-sm text-night-700">{t(detail)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-night-700">
        {mode === 'signup' ? (
          <>
            {t('signup.haveAccount')}{' '}
            <Link to="/login/determiner" className="font-semibold text-saffron-700 underline">
              {t('signup.logIn')}
            </Link>
          </>
        ) : (
          <>
            {t('login.newHere')}{' '}
            <Link to="/signup/determiner" className="font-semibold text-saffron-700 underline">
              {t('login.createAccount')}
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
