// The admin dashboard's route, loaded on demand (the site's navigation bar hides itself on this path). What the
// dashboard shows comes from the admin features (catalogue, astrologers, reports), which app/ puts together and
// hands in here: this feature guards the page and must not import those features itself.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

export const adminRoutes = (loadDashboard: () => Promise<ComponentType>): RouteObject[] => [
  {
    path: 'admin-dashboard',
    handle: { ns: ['admin', 'adminFreeQuestions', 'kundli', 'astro', 'consult', 'messages'] },
    lazy: async () => {
      const [{ AdminDashboardPage }, Dashboard] = await Promise.all([
        import('./routes/admin-dashboard-page.tsx'),
        loadDashboard(),
      ]);
      return { Component: () => <AdminDashboardPage dashboard={<Dashboard />} /> };
    },
  },
];
