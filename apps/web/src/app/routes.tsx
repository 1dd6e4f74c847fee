// Every feature's routes, concatenated. A feature adds itself here with one import and one spread.
import type { RouteObject } from 'react-router';
import { contactRoutes } from '../features/contact/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { pagesRoutes } from '../features/pages/routes.tsx';

export const featureRoutes: RouteObject[] = [...homeRoutes, ...pagesRoutes, ...contactRoutes];

/** Last, so that it only catches what no feature claims. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
};
