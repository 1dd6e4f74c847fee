// The cart's route, loaded on demand.
import type { RouteObject } from 'react-router';

export const cartRoutes: RouteObject[] = [
  { path: 'shopping/mycart', handle: { ns: ['shop', 'messages'] }, lazy: async () => ({ Component: (await import('./routes/cart-page.tsx')).CartPage }) },
];
