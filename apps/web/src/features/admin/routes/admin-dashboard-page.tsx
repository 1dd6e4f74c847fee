// /admin-dashboard: the admin guard, then the dashboard (top bar, tiles, the open panel, the astrologer lists).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { getToken, getUserId } from '../../../lib/storage.ts';
import { useAdminCheck } from '../api/verify-admin.ts';
import { Unauthorized } from '../components/unauthorized.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { tNow } from '../../../lib/i18n.tsx';

/** `dashboard` is shown once the stored session is the admin's. */
export function AdminDashboardPage({ dashboard }: { dashboard: ReactNode }) {
  const { t } = useT('admin');
  usePageMeta(t('topBar.title'));
  const userId = getUserId();
  const token = getToken();
  const check = useAdminCheck(token);

  // Without a stored user id there is no admin session to check: straight to the admin login.
  if (!userId) return <Navigate to="/admin-login" replace />;
  if (check.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={tNow('admin:labels.checkingSession')} className="size-8 text-saffron-600" />
      </div>
    );
  }
  if (!check.data) return <Unauthorized />;
  return dashboard;
}
