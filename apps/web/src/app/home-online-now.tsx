// The astrologers feature's strip of who is online now, put on the home page here (a feature imports no other), in the
// visit's query cache: the home page itself renders outside the query layout, so that its first paint does not load
// the cache's code; the strip's code, and the cache's with it, loads after the page's own.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { OnlineNow } from '../features/astrologers/components/online-now.tsx';
import { queryClient } from './query-client.ts';
import { RequestQueryClient } from './request-query-client.ts';

export function HomeOnlineNow() {
  // A server render's own cache, which its page's load filled (server-pages.ts); the visit's in the browser.
  const requestClient = useContext(RequestQueryClient) as QueryClient | null;
  return (
    <QueryClientProvider client={requestClient ?? queryClient}>
      <OnlineNow />
    </QueryClientProvider>
  );
}
