// /wallet: the user's balance, a recharge with its GST breakdown, and the paged statement.
import { WALLET_MESSAGES } from '@app/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import { useOnSocketConnect, useSocketEvent } from '../../../lib/socket.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { WALLET_KEY, useWallet } from '../api/get-wallet.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { RechargeForm } from '../components/recharge-form.tsx';
import { WalletEntries } from '../components/wallet-entries.tsx';
import { initialAmount, safeNext } from '../recharge-amount.ts';
import { useRecharge } from '../use-recharge.ts';

const page = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12';

export function WalletPage() {
  const { t } = useT('wallet');
  usePageMeta(t('title'));
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  return <WalletScreen />;
}

/** The signed-in user's wallet; a guest never gets here, so never opens a socket. */
function WalletScreen() {
  const [params] = useSearchParams();
  const [pageNo, setPageNo] = useState(1);
  const wallet = useWallet(pageNo);
  const queryClient = useQueryClient();
  const { recharge, busy, done } = useRecharge();
  const next = safeNext(params.get('next'));
  const { t } = useT('wallet');
  const tm = useMessageWords();

  // A recharge settled by the webhook, or a chat's minute charged: the server says so and the page reads again.
  useSocketEvent<{ balance: number }>('wallet', () => void queryClient.invalidateQueries({ queryKey: WALLET_KEY }));
  // What changed while the socket was down is read on reconnecting.
  useOnSocketConnect(() => void queryClient.invalidateQueries({ queryKey: WALLET_KEY }));

  if (wallet.isError && !wallet.data) {
    return (
      <div className={page}>
        <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="font-semibold text-red-800">{tm(WALLET_MESSAGES.loadFailed)}</p>
          <Button variant="outline" className="mt-6" onClick={() => void wallet.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }

  const data = wallet.data;
  return (
    <div className={page}>
      <h1 className="font-display text-3xl font-semibold text-night-900">{t('title')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <BalanceCard balance={data?.balance} />
          {done && (
            <div role="status" className="flex gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-900">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{done.message}</p>
                <p className="text-sm">
                  <T
                    ns="wallet"
                    i18nKey="done.credited"
                    values={{ credited: formatRupees(done.credited), balance: formatRupees(done.balance) }}
                    components={{ 1: <strong /> }}
                  />
                </p>
                {next && (
                  <Link to={next} className={buttonClasses('primary', 'sm', 'mt-3')}>
                    {t('done.continue')}
                  </Link>
                )}
              </div>
            </div>
          )}
          {data ? (
            <RechargeForm
              packs={data.packs}
              gstPercent={data.gst_percent}
              initial={initialAmount(params.get('amount'))}
              busy={busy}
              onRecharge={(amount) => void recharge(amount)}
            />
          ) : (
            <Skeleton className="h-96 w-full rounded-2xl" />
          )}
        </div>
        {data ? (
          <WalletEntries
            entries={data.entries}
            page={data.page}
            totalPages={data.total_pages}
            loading={wallet.isPlaceholderData}
            onPage={setPageNo}
          />
        ) : (
          <Skeleton className="h-64 w-full rounded-2xl" />
        )}
      </div>
    </div>
  );
}
