// Asks before a user cancels a booking, saying how much comes back by the rule: all of the hold 24 hours or more
// before the start, half of it later (the other half is paid to the astrologer).
import { userCancelRefundPaise } from '@app/contracts/bookings';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

interface Props {
  booking: { held: number; starts_at: string };
  now: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function CancelBookingDialog({ booking, now, busy, onClose, onConfirm }: Props) {
  const { t } = useT('consult');
  const heldPaise = Math.round(booking.held * 100);
  const backPaise = userCancelRefundPaise(heldPaise, Date.parse(booking.starts_at), now);
  const full = backPaise === heldPaise;
  return (
    <Modal open onClose={onClose} title={t('bookings.cancel.title')} className="max-w-md">
      <p className="text-night-800" data-testid="cancel-refund">
        {full
          ? t('bookings.cancel.full', { amount: formatRupees(backPaise / 100) })
          : t('bookings.cancel.half', { amount: formatRupees(backPaise / 100), astrologer: formatRupees((heldPaise - backPaise) / 100) })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('bookings.cancel.keep')}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {t('bookings.cancel.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
