// Asks before giving a claimed free question back: another astrologer may take it at once.
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.tsx';

interface GiveBackDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function GiveBackDialog({ open, pending, onConfirm, onClose }: GiveBackDialogProps) {
  const { t } = useT('console');
  return (
    <Modal open={open} onClose={onClose} title={t('giveBack.title')}>
      <p className="text-night-800">{t('giveBack.body')}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {t('giveBack.keep')}
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          {t('giveBack.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
