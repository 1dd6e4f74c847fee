// The query cache, loaded with the first page that reads the API: the home page paints without it.
import { QueryClient, QueryClientProvider, hydrate, type DehydratedState } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { useConsentRequired } from '../lib/consent-gate.ts';
import { useLoggedIn } from '../lib/storage.ts';
// Shown only to a signed-in account the server refused for want of consent (a 403 with code consent_required). Part
// of this layout's own chunk: a chunk of its own, loaded from here, would split a shared component out of the entry.
import { ConsentScreen } from '../features/auth/routes/consent-screen.tsx';
import { RequestQueryClient } from './request-query-client.ts';

/** Pages an account without consent still opens: the policies it is asked to accept, and deleting the account. */
const OPEN_WITHOUT_CONSENT = new Set(['/privacy-policy', '/terms-conditions', '/refund-policy', '/shipping-policy', '/disclaimer', '/account/delete']);

/** Where a server-rendered page leaves the answers it was rendered with (the API's plugins/static.ts writes it). */
const SSR_STATE_ID = 'ssr-state';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; only network and server errors are worth one more try.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** One cache for the whole visit: it outlives the pages (and a trip to the home page) in between. */
const queryClient = createQueryClient();

// A server-rendered page starts with the answers its HTML was made from, so its first render matches that HTML
// and asks the API for nothing it already has.
const ssrState = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID)?.textContent;
if (ssrState) hydrate(queryClient, JSON.parse(ssrState) as DehydratedState);

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
