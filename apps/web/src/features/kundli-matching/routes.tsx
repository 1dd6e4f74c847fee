// The kundli matching page, loaded on demand; the place search's words are the kundli's, the Moon's names astro's.
import type { RouteObject } from 'react-router';

export const kundliMatchingRoutes: RouteObject[] = [
  {
    path: 'kundli-matching',
    handle: { ns: ['matching', 'match', 'kundli', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/kundli-matching-page.tsx')).KundliMatchingPage }),
  },
];
