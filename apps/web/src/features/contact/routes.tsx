// Route of the contact page.
import type { RouteObject } from 'react-router';

export const contactRoutes: RouteObject[] = [
  { path: 'contact', lazy: async () => ({ Component: (await import('./routes/contact-page.tsx')).ContactPage }) },
];
