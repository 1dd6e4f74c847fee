// POST /auth/verify-token: asks the server whose session the stored token is, to decide whether the dashboard may show.
import type { VerifyTokenResponse } from '@app/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const ADMIN_USER_ID = 1;

export const verifyToken = (token: string) => api.post<VerifyTokenResponse>('/auth/verify-token', { token });

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
