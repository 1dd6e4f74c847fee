// The dashboard's top bar: logo, title and Sign Out (revokes the session, forgets it, back to /admin-login).
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { BRAND_NAME } from '../../../config/site.ts';
import { clearSession } from '../../../lib/storage.ts';
import { useLogout } from '../api/logout.ts';
import { useT } from '../../../lib/i18n.tsx';

export function AdminTopBar() {
  const { t } = useT('admin');
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = async () => {
    // The local session ends whatever the server answers: a dead token must not keep the admin stuck.
    try {
      await logout.mutateAsync();
    } catch (error) {
      console.warn('Logout request failed', error);
    }
    clearSession();
    navigate('/admin-login', { replace: true });
  };

  return (
    <header className="bg-night-900 text-white shadow-md">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <img src="/favicon.svg" alt={t('topBar.logo', { brand: BRAND_NAME })} width={40} height={40} className="size-10 shrink-0" />
          <h1 className="truncate font-display text-xl font-semibold sm:text-2xl">{t('topBar.title')}</h1>
        </div>
        <Button variant="light" size="sm" onClick={signOut} loading={logout.isPending}>
          <LogOut className="size-4" aria-hidden="true" />
          {t('topBar.signOut')}
        </Button>
      </div>
    </header>
  );
}
