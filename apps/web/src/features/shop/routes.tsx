// The shop's routes: the listing and the product detail, each page loaded on demand.
import type { RouteObject } from 'react-router';

export const shopRoutes: RouteObject[] = [
  { path: 'shopping', handle: { ns: ['shop', 'messages'] }, lazy: async () => ({ Component: (await import('./routes/shop-page.tsx')).ShopPage }) },
  {
    path: 'shopping/product/:productId',
    handle: { ns: ['shop', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/product-page.tsx')).ProductPage }),
  },
];
