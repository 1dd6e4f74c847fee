// The astrologer's console route, loaded on demand.
import type { RouteObject } from 'react-router';

export const astrologerConsoleRoutes: RouteObject[] = [
  {
    path: 'astrologer/console',
    handle: { ns: ['console', 'consult', 'kundli', 'matching', 'match', 'astro', 'waitlist', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/console-page.tsx')).ConsolePage }),
  },
];
