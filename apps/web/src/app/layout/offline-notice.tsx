// Says so while the device is offline: the installable app still opens the pages it has, but nothing that needs the
// server (signing in, prices, consultations) works until the connection is back.
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

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
    <div role="status" className="flex items-start gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950 sm:justify-center">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{OFFLINE_TEXT}</p>
    </div>
  );
}
