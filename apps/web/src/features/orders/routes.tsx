// The order confirmation and order history routes, each loaded on demand.
import type { RouteObject } from 'react-router';

export const ordersRoutes: RouteObject[] = [
  { path: 'shopping/thanks', handle: { ns: ['shop', 'messages'] }, lazy: async () => ({ Component: (await import('./routes/thanks-page.tsx')).ThanksPage }) },
  { path: 'shopping/orders', handle: { ns: ['shop', 'messages'] }, lazy: async () => ({ Component: (await import('./routes/orders-page.tsx')).OrdersPage }) },
];
