// The shop's routes: listing, product, cart, checkout, confirmation and order history, each page loaded on demand.
import { Navigate, type RouteObject } from 'react-router';

export const shopRoutes: RouteObject[] = [
  { path: 'shopping', lazy: async () => ({ Component: (await import('./routes/shop-page.tsx')).ShopPage }) },
  {
    path: 'shopping/product/:productId',
    lazy: async () => ({ Component: (await import('./routes/product-page.tsx')).ProductPage }),
  },
  {
    path: 'shopping/mycart',
    lazy: async () => ({ Component: (await import('../cart/routes/cart-page.tsx')).CartPage }),
  },
  {
    path: 'shopping/checkout',
    lazy: async () => ({ Component: (await import('../checkout/routes/checkout-page.tsx')).CheckoutPage }),
  },
  {
    path: 'shopping/thanks',
    lazy: async () => ({ Component: (await import('../orders/routes/thanks-page.tsx')).ThanksPage }),
  },
  {
    path: 'shopping/orders',
    lazy: async () => ({ Component: (await import('../orders/routes/orders-page.tsx')).OrdersPage }),
  },
  // The checkout sends a visitor without a token to /login (storefront.md section 2); its screen is the account-type choice.
  { path: 'login', element: <Navigate to="/login/determiner" replace /> },
];
