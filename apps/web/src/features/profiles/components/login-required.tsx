// Shown instead of a profile form when no session is stored: the form would only be refused.
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';

export function LoginRequired({ loginTo }: { loginTo: string }) {
  const { t } = useT('account');
  return (
    <div className="rounded-2xl bg-parchment p-5 text-center">
      <p className="text-night-800">{t('profile.loginFirst')}</p>
      <Link to={loginTo} className={buttonClasses('primary', 'md', 'mt-4')}>
        {t('profile.logIn')}
      </Link>
    </div>
  );
}
