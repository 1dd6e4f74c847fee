// Route of the home page.
import type { RouteObject } from 'react-router';

export const homeRoutes: RouteObject[] = [
  { index: true, handle: { ns: ['home'] }, lazy: async () => ({ Component: (await import('./routes/home-page.tsx')).HomePage }) },
];
