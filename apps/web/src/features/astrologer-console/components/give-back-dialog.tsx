// Asks before giving a claimed free question back: another astrologer may take it at once.
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

interface GiveBackDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function GiveBackDialog({ open, pending, onConfirm, onClose }: GiveBackDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Give this question back?">
      <p className="text-night-800">It goes back to the queue, where any astrologer may take it. Your draft stays on this device.</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Keep it
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          Yes, give it back
        </Button>
      </div>
    </Modal>
  );
}
