// The kundli's public route, loaded on demand.
import type { RouteObject } from 'react-router';

export const kundliRoutes: RouteObject[] = [
  {
    path: 'kundli',
    lazy: async () => ({ Component: (await import('./routes/kundli-page.tsx')).KundliPage }),
  },
];
