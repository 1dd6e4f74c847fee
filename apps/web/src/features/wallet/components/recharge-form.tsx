// Add money: a pack or any whole amount, its GST breakdown, and the button that opens the checkout.
import { WALLET_MESSAGES } from '@app/contracts/wallet';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Input } from '../../../components/ui/field.tsx';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { breakdown, parseAmount } from '../recharge-amount.ts';

interface Props {
  packs: number[];
  gstPercent: number;
  initial: string;
  busy: boolean;
  onRecharge: (amount: number) => void;
}

const rupeesWhole = (n: number) => `₹${formatNumber(n)}`;

export function RechargeForm({ packs, gstPercent, initial, busy, onRecharge }: Props) {
  const { t } = useT('wallet');
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(initial !== '');
  const parsed = parseAmount(text);
  const error = touched && !parsed.ok ? WALLET_MESSAGES.amountInvalid : undefined;
  const bill = parsed.ok ? breakdown(parsed.amount, gstPercent) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.ok) onRecharge(parsed.amount);
  };

  return (
    <section aria-labelledby="recharge-heading" className="rounded-2xl border border-night-100 bg-white p-5 sm:p-6">
      <h2 id="recharge-heading" className="text-lg font-semibold text-night-900">
        {t('recharge.heading')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <fieldset>
          <legend className="text-sm font-semibold text-night-900">{t('recharge.pack')}</legend>
          <div className="mt-2 grid grid-cols-4 gap-2">
            {packs.map((pack) => {
              const active = parsed.ok && parsed.amount === pack;
              return (
                <button
                  key={pack}
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    setText(String(pack));
                    setTouched(true);
                  }}
                  className={cn(
                    'min-h-11 rounded-xl border px-1 text-sm font-semibold transition-colors',
                    active
                      ? 'border-saffron-700 bg-saffron-50 text-saffron-800 ring-1 ring-saffron-700'
                      : 'border-night-200 bg-white text-night-900 hover:border-night-400',
                  )}
                >
                  {rupeesWhole(pack)}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Input
          label={t('recharge.amountLabel')}
          prefix="₹"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('recharge.amountPlaceholder')}
          value={text}
          error={error}
          hint={t('recharge.amountHint')}
          onChange={(event) => {
            setText(event.target.value);
            setTouched(true);
          }}
        />
        <dl className="space-y-2 rounded-xl bg-parchment p-4 text-night-800" aria-label={t('recharge.breakdown')}>
          <div className="flex justify-between gap-4">
            <dt>{t('recharge.amount')}</dt>
            <dd>{bill ? formatRupees(bill.amount) : '—'}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('recharge.gst', { percent: gstPercent })}</dt>
            <dd>{bill ? formatRupees(bill.gst) : '—'}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-night-200 pt-2 text-lg font-bold text-night-900">
            <dt>{t('recharge.total')}</dt>
            <dd data-testid="recharge-total">{bill ? formatRupees(bill.total) : '—'}</dd>
          </div>
        </dl>
        <p className="-mt-2 text-xs text-night-700">{t('recharge.creditNote')}</p>
        <Button type="submit" size="lg" className="w-full" loading={busy} disabled={!parsed.ok}>
          <Lock className="size-4" aria-hidden="true" />
          {t('recharge.submit')}
        </Button>
      </form>
    </section>
  );
}
