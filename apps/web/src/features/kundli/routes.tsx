// The kundli's public route, loaded on demand.
import type { RouteObject } from 'react-router';

export const kundliRoutes: RouteObject[] = [
  {
    path: 'kundli',
    handle: { ns: ['kundli', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/kundli-page.tsx')).KundliPage }),
  },
];
