// The route tree: one layout (header, footer, scroll reset) around every page; each page's code loads on demand.
// Declarative routing (BrowserRouter + useRoutes) rather than a data router: the pages load their own data,
// and the data router's code would add about 16 KB gzip to the first paint.
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { loadNamespaces, useT } from '../lib/i18n.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { RootLayout, loadFooter } from './layout/root-layout.tsx';
import { onDemand } from './on-demand.tsx';
import { RouteError } from './route-error.tsx';
import { featureRoutes, notFoundRoute, queryFreeRoutes } from './routes.tsx';

const Empty: ComponentType = () => null;

/** The features' `lazy` routes as elements that load their page's code when first shown, with a spinner meanwhile. */
function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const load = route.lazy;
    let element = route.element;
    let preload: (() => Promise<void>) | undefined;
    if (typeof load === 'function') {
      // Made once, when this module loads; the page's code and its words are fetched the first time the route renders.
      const namespaces = namespacesOf(route);
      const Page = onDemand(async () => {
        const [page] = await Promise.all([load(), loadNamespaces(namespaces)]);
        return page.Component ?? Empty;
      }, <PageLoading />);
      element = <Page />;
      preload = Page.preload;
    }
    const converted: RouteObject = route.index
      ? { ...route, lazy: undefined, element }
      : { ...route, lazy: undefined, element, children: route.children && toElementRoutes(route.children) };
    if (preload) preloads.set(converted, preload);
    return converted;
  });
}

const preloads = new WeakMap<RouteObject, () => Promise<void>>();

/** The catalogue namespaces a route's page uses, named in its `handle` (`{ ns: ['shop'] }`). */
function namespacesOf(route: RouteObject): string[] {
  const handle = route.handle as { ns?: string[] } | undefined;
  return handle?.ns ?? [];
}

/** The namespaces the pages at an address use: loaded before its first render (main.tsx, entry-server.tsx). */
export function routeNamespaces(pathname: string): string[] {
  return [...new Set((matchRoutes(routes, pathname) ?? []).flatMap((match) => namespacesOf(match.route)))];
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: toElementRoutes([
      ...queryFreeRoutes,
      {
        lazy: async () => ({ Component: (await import('./query-layout.tsx')).QueryLayout }),
        children: featureRoutes,
      },
      notFoundRoute,
    ]),
  },
];

/**
 * Loads the code an address needs (the query layout, the page) in parallel, before React first renders it; resolves
 * when all of it has arrived (or failed to).
 */
export async function loadRoutes(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => preloads.get(match.route)?.()));
}

/**
 * Everything a server-rendered address shows at once, which its render (and the browser's first render of that HTML)
 * must have: the code of its page and of the footer.
 */
export async function loadServerRenderedPage(pathname: string): Promise<void> {
  await Promise.all([loadRoutes(pathname), loadFooter()]);
}

interface BoundaryProps {
  /** A new address clears the error, so the visitor can navigate away from a broken page. */
  resetKey: string;
  children: ReactNode;
}

/** A page that failed to load or crashed shows the error screen inside the layout. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // A new language draws every screen again in it, words written outside components (tNow) included; the data in the
  // query cache stays.
  const { i18n } = useT();
  return (
    <RouteErrorBoundary key={i18n.language} resetKey={pathname}>
      {element}
    </RouteErrorBoundary>
  );
}

/** The address bar's router (entry-server.tsx has the server's twin, on a fixed address). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
