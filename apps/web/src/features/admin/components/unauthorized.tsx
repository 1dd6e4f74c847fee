// The page shown when the admin check fails: a stored user id, but not the admin's session.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

export const UNAUTHORIZED_TITLE = 'Unauthorized Access';
export const UNAUTHORIZED_TEXT = 'You are not authorized to view this page.';

export function Unauthorized() {
  const { t } = useT('admin');
  const tm = useMessageWords();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert className="size-14 text-red-600" aria-hidden="true" />
      <h1 className="font-display text-3xl font-semibold text-night-900">{tm(UNAUTHORIZED_TITLE)}</h1>
      <p className="text-night-700">{tm(UNAUTHORIZED_TEXT)}</p>
      <Link to="/admin-login" className={buttonClasses('primary')}>
        {t('unauthorized.login')}
      </Link>
    </div>
  );
}
