// Whether the viewer still has a first session on the house, and how many minutes: a guest does (a new account has
// them), a user until their person's first paid consultation. The directory and the profile say so.
import { useQuery } from '@tanstack/react-query';
import { getToken } from '../../lib/storage.ts';
import { getFirstSessionOffer } from './api/request-chat.ts';

/** The minutes free to the viewer's next consultation; 0 while unknown or when none. */
export function useFirstSessionMinutes(): number {
  const token = getToken();
  const offer = useQuery({
    // Per account: signing in or out asks again.
    queryKey: ['first-session', token ?? 'guest'],
    queryFn: ({ signal }) => getFirstSessionOffer(signal),
    staleTime: 60_000,
    retry: false,
  });
  return offer.data?.free_minutes ?? 0;
}
