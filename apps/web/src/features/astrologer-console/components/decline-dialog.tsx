// Asks before declining: a declined request cannot be taken back.
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

interface DeclineDialogProps {
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeclineDialog({ name, pending, onConfirm, onClose }: DeclineDialogProps) {
  return (
    <Modal open={name !== null} onClose={onClose} title="Decline this request?">
      <p className="text-night-800">
        {name} will be told you are unavailable and will not be charged.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Keep request
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          Yes, decline
        </Button>
      </div>
    </Modal>
  );
}
