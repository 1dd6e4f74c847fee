// App-wide providers: the toast container (top-right, 5 s, Alt+T focuses), loaded after the first paint.
import type { ReactNode } from 'react';
import { onDemand } from './on-demand.tsx';

// react-toastify keeps toasts raised before a container mounts in a queue and shows them once it does,
// so the container can arrive after the first paint; toast() itself comes with the pages that use it.
const ToastContainer = onDemand(async () => (await import('react-toastify')).ToastContainer);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {/* react-toastify 11 injects its own styles; Alt+T (its default hot key) focuses the notifications. */}
      <ToastContainer position="top-right" autoClose={5000} />
    </>
  );
}
