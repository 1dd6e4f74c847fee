// The query cache's layout route, loaded with the first page that reads the API: the home page paints without it.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useConsentRequired } from '../lib/consent-gate.ts';
import { useLoggedIn } from '../lib/storage.ts';
// Shown only to a signed-in account the server refused for want of consent (a 403 with code consent_required). Part
// of this layout's own chunk: a chunk of its own, loaded from here, would split a shared component out of the entry.
import { ConsentScreen } from '../features/auth/routes/consent-screen.tsx';
import { queryClient } from './query-client.ts';
import { RequestQueryClient } from './request-query-client.ts';

/** Pages an account without consent still opens: the policies it is asked to accept, and deleting the account. */
const OPEN_WITHOUT_CONSENT = new Set(['/privacy-policy', '/terms-conditions', '/refund-policy', '/shipping-policy', '/disclaimer', '/account/delete']);

/** Layout route around every page that uses the query cache. */
export function QueryLayout() {
  const requestClient = useContext(RequestQueryClient) as QueryClient | null;
  const { pathname } = useLocation();
  const consentRequired = useConsentRequired();
  const loggedIn = useLoggedIn();
  const gated = consentRequired && loggedIn && !OPEN_WITHOUT_CONSENT.has(pathname);
  return (
    <QueryClientProvider client={requestClient ?? queryClient}>
      {gated ? <ConsentScreen /> : <Outlet />}
    </QueryClientProvider>
  );
}
