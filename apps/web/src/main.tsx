// Entry point: mounts the router inside the app providers.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, preloadRoutes } from './app/router.tsx';
import './index.css';
import { captureInstallPrompt } from './lib/install-prompt.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

captureInstallPrompt();
preloadRoutes(window.location.pathname);

// A transition, so React renders the first screen in short slices (the page stays responsive meanwhile) and
// commits it at once.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
