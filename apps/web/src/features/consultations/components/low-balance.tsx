// The user's warning that the wallet covers fewer than LOW_BALANCE_MINUTES minutes, with a recharge that returns
// to the room.
import { CONSULT_MESSAGES, LOW_BALANCE_MINUTES } from '@app/contracts/consultations';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** Whether `balance` rupees buys fewer than LOW_BALANCE_MINUTES minutes at `rate`. */
export const isLowBalance = (balance: number, rate: number) => balance < LOW_BALANCE_MINUTES * rate;

/** A recharge worth ten more minutes, in whole rupees. */
export const topUpAmount = (rate: number) => Math.max(1, Math.ceil(rate * 10));

export function LowBalanceWarning({ id, rate }: { id: number; rate: number }) {
  const href = `/wallet?amount=${topUpAmount(rate)}&next=${encodeURIComponent(`/consultations/${id}`)}`;
  return (
    <div
      role="alert"
      className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:px-4"
    >
      <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 flex-1">{CONSULT_MESSAGES.lowBalanceWarning}</p>
      <Link to={href} className={buttonClasses('primary', 'sm', 'shrink-0')}>
        Recharge
      </Link>
    </div>
  );
}
