// Entry point: mounts the router inside the app providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './index.css';
import { captureInstallPrompt } from './lib/install-prompt.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

captureInstallPrompt();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
