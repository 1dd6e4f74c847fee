// The consultation pages: the history and one session's room, each loaded on demand.
import type { RouteObject } from 'react-router';

export const consultationsRoutes: RouteObject[] = [
  {
    path: 'consultations',
    handle: { ns: ['consult', 'kundli', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/consultations-page.tsx')).ConsultationsPage }),
  },
  {
    path: 'consultations/:id',
    handle: { ns: ['consult', 'kundli', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/consultation-page.tsx')).ConsultationPage }),
  },
];
