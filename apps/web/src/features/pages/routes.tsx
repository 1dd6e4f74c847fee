// Routes of the information pages: About, Services, the Disclaimer and the four policies, loaded on demand together.
import type { RouteObject } from 'react-router';
import type * as TextPages from './routes/text-pages.tsx';

const textPage = (path: string, name: keyof typeof TextPages): RouteObject => ({
  path,
  handle: { ns: ['pages'] },
  lazy: async () => ({ Component: (await import('./routes/text-pages.tsx'))[name] }),
});

export const pagesRoutes: RouteObject[] = [
  textPage('about', 'AboutPage'),
  textPage('services', 'ServicesPage'),
  textPage('disclaimer', 'DisclaimerPage'),
  textPage('privacy-policy', 'PrivacyPolicyPage'),
  textPage('refund-policy', 'RefundPolicyPage'),
  textPage('shipping-policy', 'ShippingPolicyPage'),
  textPage('terms-conditions', 'TermsConditionsPage'),
];
