// App-wide providers: the toast container (top-right, 5 s, Alt+T focuses), loaded after the first paint, and on the
// server the request's query cache.
import { useEffect, type ReactNode } from 'react';
import { markTakenOver } from '../lib/hydration.ts';
import { onDemand } from './on-demand.tsx';
import { RequestQueryClient } from './request-query-client.ts';

// react-toastify keeps toasts raised before a container mounts in a queue and shows them once it does,
// so the container can arrive after the first paint; toast() itself comes with the pages that use it.
const Toasts = onDemand(async () => (await import('./toasts.tsx')).Toasts);

/**
 * Marks a server-rendered page as taken over once the app's first render has committed: #root loses data-ssr,
 * and from then on its buttons and fields answer.
 */
function TakeOver() {
  useEffect(markTakenOver, []);
  return null;
}

/** queryClient: the server render's own query cache; the browser's is made by query-layout.tsx. */
export function AppProviders({ children, queryClient = null }: { children: ReactNode; queryClient?: unknown }) {
  return (
    <>
      <RequestQueryClient value={queryClient}>{children}</RequestQueryClient>
      {/* react-toastify 11 injects its own styles; Alt+T (its default hot key) focuses the notifications. */}
      <Toasts />
      <TakeOver />
    </>
  );
}
