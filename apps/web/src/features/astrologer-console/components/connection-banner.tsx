// Shown while the console's socket is down: requests cannot reach the astrologer, and they look offline.
import { WifiOff } from 'lucide-react';

export function ConnectionBanner() {
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <WifiOff className="size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm font-medium">Connection lost, reconnecting… Users cannot reach you until it is back.</p>
    </div>
  );
}
