// The astrologer directory's routes: the list and one astrologer's profile, each page loaded on demand.
import type { RouteObject } from 'react-router';

export const astrologersRoutes: RouteObject[] = [
  {
    path: 'astrologers',
    handle: { ns: ['astrologers', 'waitlist', 'matching', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/astrologers-page.tsx')).AstrologersPage }),
  },
  {
    path: 'astrologers/:astroId',
    handle: { ns: ['astrologers', 'waitlist', 'matching', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/astrologer-page.tsx')).AstrologerPage }),
  },
];
