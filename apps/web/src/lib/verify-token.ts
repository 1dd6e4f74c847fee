// POST /auth/verify-token: answers the user id behind a session token (400 when unknown or expired). Shared by the
// admin sign-in (auth) and the dashboard's guard (admin), which both ask whether a token is the administrator's.
import type { VerifyTokenResponse } from '@app/contracts/auth';
import { api } from './api.ts';

export type { VerifyTokenResponse };

export const verifyToken = (token: string) => api.post<VerifyTokenResponse>('/auth/verify-token', { token });

/** The administrator is the account with user id 1 (spec section 6). */
export const ADMIN_USER_ID = 1;
