// What both free-question pages show while their data loads or when it cannot: a spinner, a retry, or the login
// (a session the server no longer knows).
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { loginFor } from '../paths.ts';
import { useT } from '../../../lib/i18n.tsx';

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-24">
      <Spinner label={label} className="size-8 text-night-600" />
    </div>
  );
}

export function LoadFailed({ error, returnTo, onRetry }: { error: unknown; returnTo: string; onRetry: () => void }) {
  const { t } = useT('freeQuestions');
  if (error instanceof ApiError && error.status === 401) return <Navigate to={loginFor(returnTo)} replace />;
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <p className="font-semibold text-red-800">{messageOf(error, t('load.failed'))}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        {t('load.retry')}
      </Button>
    </div>
  );
}
