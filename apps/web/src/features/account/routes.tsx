// The account's own pages: the accounts it blocked, and deleting it, loaded on demand.
import type { RouteObject } from 'react-router';

export const accountRoutes: RouteObject[] = [
  {
    path: 'account/blocked',
    handle: { ns: ['account', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/blocked-page.tsx')).BlockedPage }),
  },
  {
    path: 'account/delete',
    handle: { ns: ['account', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/delete-account-page.tsx')).DeleteAccountPage }),
  },
];
