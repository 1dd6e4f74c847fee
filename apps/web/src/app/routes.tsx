// Every feature's routes, concatenated. A feature adds itself here with one import and one spread.
import type { RouteObject } from 'react-router';
import { onDemand } from './on-demand.tsx';
import { accountRoutes } from '../features/account/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';
import { astrologerConsoleRoutes } from '../features/astrologer-console/routes.tsx';
import { astrologersRoutes } from '../features/astrologers/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { cartRoutes } from '../features/cart/routes.tsx';
import { checkoutRoutes } from '../features/checkout/routes.tsx';
import { consultationsRoutes } from '../features/consultations/routes.tsx';
import { contactRoutes } from '../features/contact/routes.tsx';
import { freeQuestionsRoutes } from '../features/free-questions/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { kundliRoutes } from '../features/kundli/routes.tsx';
import { kundliMatchingRoutes } from '../features/kundli-matching/routes.tsx';
import { ordersRoutes } from '../features/orders/routes.tsx';
import { panchangRoutes } from '../features/panchang/routes.tsx';
import { pagesRoutes } from '../features/pages/routes.tsx';
import { profilesRoutes } from '../features/profiles/routes.tsx';
import { shopRoutes } from '../features/shop/routes.tsx';
import { walletRoutes } from '../features/wallet/routes.tsx';

// The home page's strip of astrologers online now: its code (and the query cache's) loads after the page's own.
const OnlineNow = onDemand(async () => (await import('./home-online-now.tsx')).HomeOnlineNow);

/** Pages that paint without the query cache: the home page, so that its first paint does not load it. */
export const queryFreeRoutes: RouteObject[] = [...homeRoutes(OnlineNow, OnlineNow.preload)];

/** Every other page, rendered inside the query cache's layout route. */
export const featureRoutes: RouteObject[] = [
  ...pagesRoutes,
  ...contactRoutes,
  ...shopRoutes,
  ...astrologersRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...ordersRoutes,
  ...authRoutes,
  ...profilesRoutes,
  ...walletRoutes,
  ...astrologerConsoleRoutes,
  ...consultationsRoutes,
  ...kundliRoutes,
  ...panchangRoutes,
  ...kundliMatchingRoutes,
  ...freeQuestionsRoutes,
  ...accountRoutes,
  // The admin dashboard's contents are put together here, from the admin features; loaded with the page.
  ...adminRoutes(async () => (await import('./admin/admin-dashboard.tsx')).AdminDashboard),
];

/** Last, so that it only catches what no feature claims. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
};
