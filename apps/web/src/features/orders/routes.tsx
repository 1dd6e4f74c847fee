// The order confirmation and order history routes, loaded on demand together.
import type { RouteObject } from 'react-router';
import type * as OrderPages from './routes/order-pages.tsx';

const orderPage = (path: string, name: keyof typeof OrderPages): RouteObject => ({
  path,
  handle: { ns: ['shop', 'messages'] },
  lazy: async () => ({ Component: (await import('./routes/order-pages.tsx'))[name] }),
});

export const ordersRoutes: RouteObject[] = [
  orderPage('shopping/thanks', 'ThanksPage'),
  orderPage('shopping/orders', 'OrdersPage'),
];
