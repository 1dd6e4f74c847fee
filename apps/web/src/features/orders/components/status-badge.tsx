// The delivery status badge: Delivered green, Pending yellow, Shipped purple, Cancelled red, anything else blue.
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<string, BadgeTone> = {
  Delivered: 'success',
  Pending: 'warning',
  Shipped: 'purple',
  Cancelled: 'danger',
};

export const statusTone = (status: string): BadgeTone => TONES[status] ?? 'info';

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}
