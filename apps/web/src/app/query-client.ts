// The browser's query cache: one for the whole visit, shared by the pages inside the query layout (query-layout.tsx)
// and by the home page's strip of astrologers online now, which renders outside it. Loaded with the first of them: the
// home page's own code paints without it.
import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

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
export const queryClient = createQueryClient();

// A server-rendered page starts with the answers its HTML was made from, so its first render matches that HTML
// and asks the API for nothing it already has.
const ssrState = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID)?.textContent;
if (ssrState) hydrate(queryClient, JSON.parse(ssrState) as DehydratedState);
