// Registers the installable app's service worker (loaded after the page, off the first paint's path) and offers a
// reload when a new version of the site has been installed in the background.
import { Workbox } from 'workbox-window';
import { toast } from 'react-toastify';

export const NEW_VERSION = 'A new version of Jyotish Kendra is available.';

export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    // The new version takes over when the user agrees; the page then reloads into it.
    wb.addEventListener('controlling', () => window.location.reload());
    toast.info(NEW_VERSION + ' Tap to reload.', {
      toastId: 'new-version',
      autoClose: false,
      onClick: () => wb.messageSkipWaiting(),
    });
  });
  void wb.register();
}
