// Asks before the astrologer cancels a booking, saying what it costs: the user gets the whole hold back and the
// cancellation counts against the astrologer's record. The reason is optional and goes to the user.
import { CANCEL_REASON_MAX } from '@app/contracts/bookings';
import { useState } from 'react';
import { CountedTextarea } from '../../../components/ui/counted-textarea.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

interface Props {
  name: string;
  /** When it starts, as the console tells it. */
  time: string;
  held: number;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function CancelBookingDialog({ name, time, held, pending, error, onConfirm, onClose }: Props) {
  const { t } = useT('console');
  const [reason, setReason] = useState('');
  const length = [...reason.trim()].length;
  return (
    <Modal open onClose={onClose} title={t('bookings.cancel.title')} className="max-w-md">
      <p className="text-night-800" data-testid="cancel-terms">
        {t('bookings.cancel.body', { name, time, amount: formatRupees(held) })}
      </p>
      <div className="mt-4">
        <CountedTextarea
          label={t('bookings.cancel.reason', { name })}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          length={length}
          minChars={0}
          maxChars={CANCEL_REASON_MAX}
          className="min-h-20"
        />
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {t('bookings.cancel.keep')}
        </Button>
        <Button onClick={() => onConfirm(reason)} loading={pending} disabled={length > CANCEL_REASON_MAX}>
          {t('bookings.cancel.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
