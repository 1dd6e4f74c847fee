// The account's own pages: deleting it, loaded on demand.
import type { RouteObject } from 'react-router';

export const accountRoutes: RouteObject[] = [
  {
    path: 'account/delete',
    handle: { ns: ['account', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/delete-account-page.tsx')).DeleteAccountPage }),
  },
];
