// Shown while the console's socket is down: requests cannot reach the astrologer, and they look offline. It comes back
// by itself (availability is kept on the server); a socket closed for good (signed out) needs a new sign-in.
import { WifiOff } from 'lucide-react';
import { useT } from '../../../lib/i18n.tsx';

/** The banner's words: keys of the console catalogue. */
export const CONNECTION_TEXT = {
  reconnecting: 'connection.reconnecting',
  offline: 'connection.offline',
} as const;

export function ConnectionBanner({ state }: { state: keyof typeof CONNECTION_TEXT }) {
  const { t } = useT('console');
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <WifiOff className="size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm font-medium">{t(CONNECTION_TEXT[state])}</p>
    </div>
  );
}
