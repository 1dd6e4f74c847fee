// App-wide providers: the query cache and the toast container (top-right, 5 s, Alt+T focuses).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { ApiError } from '../lib/api.ts';

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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* react-toastify 11 injects its own styles; Alt+T (its default hot key) focuses the notifications. */}
      <ToastContainer position="top-right" autoClose={5000} />
    </QueryClientProvider>
  );
}
