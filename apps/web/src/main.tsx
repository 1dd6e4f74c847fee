// Entry point: mounts the router inside the app providers, or hydrates the page the server rendered.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { rendersServerHtml } from './lib/hydration.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, loadRoutes, loadServerRenderedPage, routeNamespaces } from './app/router.tsx';
import { initialLocale, rememberLocale, startI18n } from './lib/i18n.tsx';
import { LOCALE_QUERY, isLocale } from '@app/contracts/i18n';
import './index.css';
import { captureInstallPrompt } from './lib/install-prompt.ts';

// Uncaught errors and unhandled rejections are reported to the API; the sender loads with the first one.
for (const type of ['error', 'unhandledrejection']) {
  addEventListener(type, (event) => void import('./lib/client-errors.ts').then((m) => m.report(event), () => {}));
}

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

// The page's language: the address's ?lang= (remembered, as a choice), the remembered choice, or the server's.
const { locale, isPseudo } = initialLocale();
if (isLocale(new URLSearchParams(window.location.search).get(LOCALE_QUERY))) rememberLocale(locale);
document.documentElement.lang = locale;
const words = startI18n(locale, routeNamespaces(window.location.pathname), isPseudo);

// A transition, so React renders (or hydrates) the first screen in short slices and the page stays responsive meanwhile.
if (rendersServerHtml()) {
  // The first render must match the server's HTML, so it waits for the code that HTML was rendered with: the HTML
  // shows meanwhile.
  void Promise.all([loadServerRenderedPage(window.location.pathname), words]).then(() =>
    startTransition(() => void hydrateRoot(container, app)),
  );
} else {
  // Loads the code of the address's page (and its layout) at once, in parallel, rather than as React reaches each.
  void loadRoutes(window.location.pathname);
  void words.then(() => startTransition(() => createRoot(container).render(app)));
}
