// The consultation pages: the history, the user's booked consultations and one session's room, each loaded on demand.
import type { RouteObject } from 'react-router';

export const consultationsRoutes: RouteObject[] = [
  {
    path: 'consultations',
    handle: { ns: ['consult', 'kundli', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/consultations-page.tsx')).ConsultationsPage }),
  },
  {
    // My bookings' shell rides in the history's chunk, with the history's namespaces: the first paint's route table
    // (at its budget) grows by as little as a route can.
    path: 'bookings',
    handle: { ns: ['consult', 'kundli', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/consultations-page.tsx')).MyBookingsRoute }),
  },
  {
    path: 'consultations/:id',
    handle: { ns: ['consult', 'kundli', 'matching', 'match', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/consultation-page.tsx')).ConsultationPage }),
  },
];
