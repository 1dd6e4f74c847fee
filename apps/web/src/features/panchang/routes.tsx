// The panchang's public route, loaded on demand.
import type { RouteObject } from 'react-router';

export const panchangRoutes: RouteObject[] = [
  {
    path: 'panchang',
    // The place picker's words are the kundli page's (its place of birth is the same picker).
    handle: { ns: ['panchang', 'kundli', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/panchang-page.tsx')).PanchangPage }),
  },
];
