// The checkout's route, loaded on demand.
import type { RouteObject } from 'react-router';

export const checkoutRoutes: RouteObject[] = [
  {
    path: 'shopping/checkout',
    lazy: async () => ({ Component: (await import('./routes/checkout-page.tsx')).CheckoutPage }),
  },
];
