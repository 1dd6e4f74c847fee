// The wallet's balance, large, on the site's night-and-gold card.
import { WalletMinimal } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

export function BalanceCard({ balance }: { balance: number | undefined }) {
  const { t } = useT('wallet');
  return (
    <section
      aria-labelledby="wallet-balance-label"
      className="on-dark relative overflow-hidden rounded-2xl bg-gradient-to-br from-night-900 via-night-800 to-night-950 p-5 text-white shadow-lg sm:p-6"
    >
      <WalletMinimal className="absolute -right-3 -bottom-4 size-28 text-gold-300/10" aria-hidden="true" />
      <p id="wallet-balance-label" className="text-sm font-medium tracking-wide text-gold-200/90 uppercase">
        {t('balance.label')}
      </p>
      {balance === undefined ? (
        <Skeleton className="mt-2 h-10 w-40 bg-white/10" />
      ) : (
        <p className="mt-1 font-display text-4xl font-semibold text-gold-100" data-testid="wallet-balance" aria-live="polite">
          {formatRupees(balance)}
        </p>
      )}
      <p className="mt-2 text-sm text-night-100/80">{t('balance.hint')}</p>
    </section>
  );
}
