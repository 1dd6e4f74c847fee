// Asks before declining: a declined request cannot be taken back.
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.tsx';

interface DeclineDialogProps {
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeclineDialog({ name, pending, onConfirm, onClose }: DeclineDialogProps) {
  const { t } = useT('console');
  return (
    <Modal open={name !== null} onClose={onClose} title={t('decline.title')}>
      <p className="text-night-800">{t('decline.body', { name })}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {t('decline.keep')}
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          {t('decline.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
