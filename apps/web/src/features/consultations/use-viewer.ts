// Who is looking: the signed-in account's user id, which tells the session's user from its astrologer. Sign-in
// stores it; a session from before that asks the server once, so nobody is shown the other side's buttons.
import { useQuery } from '@tanstack/react-query';
import { getToken, getUserId, setUserId } from '../../lib/storage.ts';
import { verifyToken } from '../../lib/verify-token.ts';

/** The viewer's user id as a string, or undefined while it is being asked for. */
export function useViewerId(): string | undefined {
  const stored = getUserId();
  const asked = useQuery({
    queryKey: ['viewer-id'],
    queryFn: async () => {
      const { user_id } = await verifyToken(getToken() ?? '');
      setUserId(user_id);
      return String(user_id);
    },
    enabled: !stored,
    staleTime: Infinity,
  });
  return stored ?? asked.data;
}
