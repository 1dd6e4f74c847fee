// The user's warning that the wallet covers fewer than LOW_BALANCE_MINUTES minutes, with a recharge that returns
// to the room. The threshold and the suggested recharge come with the session from the server's tariff.
import { CONSULT_MESSAGES, type Consultation } from '@app/contracts/consultations';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** Whether `balance` rupees is below the session's low-balance threshold. */
export const isLowBalance = (balance: number, c: Pick<Consultation, 'low_balance_below'>) => balance < c.low_balance_below;

export function LowBalanceWarning({ c }: { c: Pick<Consultation, 'consultation_id' | 'top_up'> }) {
  const { t } = useT('consult');
  const href = `/wallet?amount=${c.top_up}&next=${encodeURIComponent(`/consultations/${c.consultation_id}`)}`;
  return (
    <div
      role="alert"
      className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:px-4"
    >
      <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 flex-1">{CONSULT_MESSAGES.lowBalanceWarning}</p>
      <Link to={href} className={buttonClasses('primary', 'sm', 'shrink-0')}>
        {t('lowBalance.recharge')}
      </Link>
    </div>
  );
}
