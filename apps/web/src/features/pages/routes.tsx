// Routes of the information pages: About, Services, the Disclaimer and the four policies, each loaded on demand.
import type { RouteObject } from 'react-router';

export const pagesRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('./routes/about-page.tsx')).AboutPage }) },
  { path: 'services', lazy: async () => ({ Component: (await import('./routes/services-page.tsx')).ServicesPage }) },
  { path: 'disclaimer', lazy: async () => ({ Component: (await import('./routes/disclaimer-page.tsx')).DisclaimerPage }) },
  {
    path: 'privacy-policy',
    lazy: async () => ({ Component: (await import('./routes/privacy-policy-page.tsx')).PrivacyPolicyPage }),
  },
  {
    path: 'refund-policy',
    lazy: async () => ({ Component: (await import('./routes/refund-policy-page.tsx')).RefundPolicyPage }),
  },
  {
    path: 'shipping-policy',
    lazy: async () => ({ Component: (await import('./routes/shipping-policy-page.tsx')).ShippingPolicyPage }),
  },
  {
    path: 'terms-conditions',
    lazy: async () => ({ Component: (await import('./routes/terms-conditions-page.tsx')).TermsConditionsPage }),
  },
];
