// Route of the contact page.
import type { RouteObject } from 'react-router';

export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    handle: { ns: ['pages', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/contact-page.tsx')).ContactPage }),
  },
];
