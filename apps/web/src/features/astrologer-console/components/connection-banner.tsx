// Shown while the console's socket is down: requests cannot reach the astrologer, and they look offline. It comes back
// by itself (availability is kept on the server); a socket closed for good (signed out) needs a new sign-in.
import { WifiOff } from 'lucide-react';

export const CONNECTION_TEXT = {
  reconnecting: 'Connection lost, reconnecting… Users cannot reach you until it is back.',
  offline: 'Disconnected. Users cannot reach you. Sign in again to go online.',
} as const;

export function ConnectionBanner({ state }: { state: keyof typeof CONNECTION_TEXT }) {
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <WifiOff className="size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm font-medium">{CONNECTION_TEXT[state]}</p>
    </div>
  );
}
