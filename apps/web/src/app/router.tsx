// The route tree: one layout route (header, footer, scroll reset) around every lazily loaded page.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './layout/page-loading.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { featureRoutes, notFoundRoute } from './routes.tsx';

function InitialLoading() {
  return (
    <RootLayout>
      <PageLoading />
    </RootLayout>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    // Shown while the first page's chunk loads, so the header and footer paint at once.
    HydrateFallback: InitialLoading,
    ErrorBoundary: RouteError,
    children: [...featureRoutes, notFoundRoute],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
