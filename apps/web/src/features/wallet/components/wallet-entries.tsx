// The wallet's statement: each movement with its date, what it was for, the amount and the balance it left, and a
// paid recharge's tax invoice.
import { WALLET_MESSAGES, type WalletEntry } from '@app/contracts/wallet';
import { ArrowDownLeft, ArrowUpRight, ReceiptText } from 'lucide-react';
import { InvoiceDownload } from '../../../components/invoice-download.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatDateShort, formatRupees } from '../../../lib/format.ts';
import { currentIntlLocale, tNow, useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat(currentIntlLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

function signed(amount: number) {
  return `${amount >= 0 ? '+' : '−'}${formatRupees(Math.abs(amount))}`;
}

interface Props {
  entries: WalletEntry[];
  page: number;
  totalPages: number;
  loading: boolean;
  onPage: (page: number) => void;
}

export function WalletEntries({ entries, page, totalPages, loading, onPage }: Props) {
  const { t } = useT('wallet');
  const tm = useMessageWords();
  return (
    <section
      aria-labelledby="entries-heading"
      className="rounded-2xl border border-night-100 bg-white p-5 sm:p-6"
    >
      <h2 id="entries-heading" className="text-lg font-semibold text-night-900">
        {t('entries.heading')}
      </h2>
      {entries.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-night-200 p-8 text-center">
          <ReceiptText className="size-10 text-night-300" aria-hidden="true" />
          <p className="mt-3 font-semibold text-night-900">{tm(WALLET_MESSAGES.noEntries)}</p>
        </div>
      ) : (
        <ul
          className={cn('mt-2 divide-y divide-night-100', loading && 'opacity-60')}
          aria-busy={loading || undefined}
        >
          {entries.map((entry) => {
            const credit = entry.amount >= 0;
            const Icon = credit ? ArrowDownLeft : ArrowUpRight;
            return (
              <li
                key={entry.entry_id}
                className="flex flex-wrap items-center gap-3 py-3"
                data-testid="wallet-entry"
              >
                <span
                  className={cn(
                    'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
                    credit ? 'bg-green-50 text-green-700' : 'bg-red-50 text-red-700',
                  )}
                  aria-hidden="true"
                >
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-night-900">{entry.description}</p>
                  <p className="text-sm text-night-600">
                    <time dateTime={entry.created_at}>
                      {formatDateShort(entry.created_at)}, {timeOf(entry.created_at)}
                    </time>
                  </p>
                </div>
                <div className="text-right">
                  <p
                    className={cn(
                      'font-semibold whitespace-nowrap',
                      credit ? 'text-green-700' : 'text-red-700',
                    )}
                  >
                    {signed(entry.amount)}
                  </p>
                  <p className="text-xs whitespace-nowrap text-night-600">
                    {t('entries.balanceAfter', { balance: formatRupees(entry.balance_after) })}
                  </p>
                </div>
                {/* A paid recharge has its GST tax invoice, on a row of its own under the description. */}
                {entry.invoice_id !== null && entry.invoice_number && (
                  <div className="-mt-1 basis-full pl-12">
                    <InvoiceDownload
                      invoiceId={entry.invoice_id}
                      invoiceNumber={entry.invoice_number}
                      variant="ghost"
                      className="-ml-3"
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <PageNav
        page={page}
        totalPages={totalPages}
        onPage={onPage}
        label={tNow('wallet:entries.pages')}
        previousText="Newer"
        nextText="Older"
        disabled={loading}
        className="mt-4 justify-between"
      />
    </section>
  );
}
