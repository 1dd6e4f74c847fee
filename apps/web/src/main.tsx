// Entry point: mounts the router inside the app providers, or hydrates the page the server rendered.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { loadFooter } from './app/layout/root-layout.tsx';
import { AppRouter, loadRoutes } from './app/router.tsx';
import './index.css';
import { captureInstallPrompt } from './lib/install-prompt.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

captureInstallPrompt();

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// Loads the code of the address's page (and its layout) at once, in parallel, rather than as React reaches each.
const routesLoaded = loadRoutes(window.location.pathname);

// A transition, so React renders (or hydrates) the first screen in short slices and the page stays responsive meanwhile.
if (container.hasAttribute('data-ssr')) {
  // The first render must match the server's HTML, so it waits for the code of the page and of the footer: the HTML
  // shows meanwhile.
  void Promise.all([routesLoaded, loadFooter()]).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  startTransition(() => createRoot(container).render(app));
}
