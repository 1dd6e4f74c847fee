// Entry point: mounts the router inside the app providers, or hydrates the page the server rendered.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { rendersServerHtml } from './lib/hydration.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, loadRoutes, loadServerRenderedPage } from './app/router.tsx';
import './index.css';
import { captureInstallPrompt } from './lib/install-prompt.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

captureInstallPrompt();

// The installable app's worker: built sites only, registered once the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./lib/service-worker.ts').then((m) => m.registerServiceWorker()), {
    once: true,
  });
}

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// A transition, so React renders (or hydrates) the first screen in short slices and the page stays responsive meanwhile.
if (rendersServerHtml()) {
  // The first render must match the server's HTML, so it waits for the code that HTML was rendered with: the HTML
  // shows meanwhile.
  void loadServerRenderedPage(window.location.pathname).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // Loads the code of the address's page (and its layout) at once, in parallel, rather than as React reaches each.
  void loadRoutes(window.location.pathname);
  startTransition(() => createRoot(container).render(app));
}
