// A payment status as a badge: pending is yellow, anything else green (section 4, "Payment status").
import { Badge } from '../../../components/ui/badge.tsx';

export const paymentTone = (status: string) => (status.trim().toLowerCase() === 'pending' ? 'warning' : 'success');

export function PaymentStatusBadge({ status }: { status: string }) {
  // The API sends 'success' or 'Completed' alike; a capital first letter reads the same in every row.
  return <Badge tone={paymentTone(status)}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}
