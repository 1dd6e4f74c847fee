// Says so while the device is offline: the installable app still opens the pages it has, but nothing that needs the
// server (signing in, prices, consultations) works until the connection is back.
import { useSyncExternalStore } from 'react';
import { tNow } from '../../lib/i18n.tsx';

export const OFFLINE_TEXT = 'You are offline. Pages you have opened before still work; anything that needs the internet will be back when you reconnect.';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    // Plain text, no icon: this is on every page's first paint, whose JavaScript budget is tight.
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      {tNow('common:frame.offline')}
    </p>
  );
}
