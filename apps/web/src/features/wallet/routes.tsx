// The wallet's route, loaded on demand.
import type { RouteObject } from 'react-router';

export const walletRoutes: RouteObject[] = [
  { path: 'wallet', handle: { ns: ['wallet', 'messages'] }, lazy: async () => ({ Component: (await import('./routes/wallet-page.tsx')).WalletPage }) },
];
