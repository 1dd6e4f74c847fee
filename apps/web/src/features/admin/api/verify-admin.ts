// POST /auth/verify-token: asks the server whose session the stored token is, to decide whether the dashboard may show.
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import { ADMIN_USER_ID, verifyToken } from '../../../lib/verify-token.ts';

/** True when the token belongs to the admin (user id 1); false when it is unknown, expired or someone else's. */
export async function isAdminSession(token: string | null): Promise<boolean> {
  if (!token) return false;
  try {
    const answer = await verifyToken(token);
    return answer.user_id === ADMIN_USER_ID;
  } catch (error) {
    // A refused token is the expected "not admin" answer; only log it, as the spec shows no message.
    console.warn('Admin session check failed', error);
    return false;
  }
}

export const useAdminCheck = (token: string | null) =>
  useQuery({ queryKey: adminKeys.session(token ?? ''), queryFn: () => isAdminSession(token), staleTime: 60_000, retry: false });
