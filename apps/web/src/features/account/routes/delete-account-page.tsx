// /account/delete: what deleting the account erases and keeps, then the confirmation with a fresh code. Once deleted,
// this device forgets the session as Logout does, and the person lands on the home page signed out.
import { ACCOUNT_MESSAGES, exportFileName, type DeleteAccountBody } from '@app/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { endSession } from '../../../lib/end-session.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { closeSocket } from '../../../lib/socket.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { DELETION_INFO_KEY, useDeletionInfo } from '../api/get-deletion-info.ts';
import { DeleteAccountForm } from '../components/delete-account-form.tsx';
import { DeletionSummary } from '../components/deletion-summary.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

const page = 'mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12';

export function DeleteAccountPage() {
  const { t } = useT('account');
  usePageMeta(t('delete.title'));
  if (!isLoggedIn()) return <Navigate to="/login/determiner" replace />;
  return <DeleteAccount />;
}

function DeleteAccount() {
  const { t } = useT('account');
  const info = useDeletionInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);

  const onDelete = async (body: DeleteAccountBody) => {
    let answer: { message: string };
    try {
      answer = await deleteAccount(body);
    } catch (error) {
      // Blocked meanwhile (a consultation began, the wallet changed): read again so the page says why.
      if (error instanceof ApiError && (error.status === 409 || error.errors.acknowledge_balance)) {
        void queryClient.invalidateQueries({ queryKey: DELETION_INFO_KEY });
      }
      throw error;
    }
    // The session is already gone on the server: this device forgets it as Logout does, and drops what it held.
    await endSession({ revoke: false });
    closeSocket();
    queryClient.clear();
    toast.success(messageNow(answer.message || ACCOUNT_MESSAGES.deleted));
    navigate('/', { replace: true });
  };

  const downloadData = async () => {
    setDownloading(true);
    try {
      await downloadFile('/api/account/export', exportFileName(new Date().toISOString()));
    } catch (error) {
      toast.error(messageOf(error, messageNow(ACCOUNT_MESSAGES.exportFailed)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={page}>
      <div>
        <h1 className="font-display text-3xl font-semibold text-night-900">{t('delete.title')}</h1>
        <p className="mt-2 max-w-2xl text-night-700">
          {t('delete.lead')}
        </p>
      </div>
      {info.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : info.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-800">
            {messageOf(info.error, t('delete.loadFailed'))}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void info.refetch()}>
            {t('delete.retry')}
          </Button>
        </div>
      ) : (
        <>
          <DeletionSummary erased={info.data.erased} kept={info.data.kept} />
          <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-night-100 bg-white p-4 text-sm text-night-800">
            <p className="min-w-0 flex-1">
              {t('delete.copyFirst')}
            </p>
            <Button variant="outline" size="sm" loading={downloading} onClick={() => void downloadData()}>
              {t('delete.download')}
            </Button>
          </div>
          <DeleteAccountForm info={info.data} onDelete={onDelete} />
        </>
      )}
    </div>
  );
}
