// The checkout's route, loaded on demand.
import type { RouteObject } from 'react-router';

export const checkoutRoutes: RouteObject[] = [
  {
    path: 'shopping/checkout',
    handle: { ns: ['shop', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/checkout-page.tsx')).CheckoutPage }),
  },
];
