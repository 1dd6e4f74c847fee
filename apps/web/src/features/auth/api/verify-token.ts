// POST /auth/verify-token: answers the user id behind a session token (400 when unknown or expired).
import type { VerifyTokenResponse } from '@app/contracts/auth';
import { api } from '../../../lib/api.ts';

export type { VerifyTokenResponse };

export const verifyToken = (token: string) => api.post<VerifyTokenResponse>('/auth/verify-token', { token });
