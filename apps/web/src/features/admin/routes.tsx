// The admin dashboard's route, loaded on demand (the site's navigation bar hides itself on this path).
import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin-dashboard',
    lazy: async () => ({ Component: (await import('./routes/admin-dashboard-page.tsx')).AdminDashboardPage }),
  },
];
