// POST /api/profile: the signed-in user's own profile (the server takes the user from the session).
import type { UserProfileRequest } from '@app/contracts/profiles';
import { api } from '../../../lib/api.ts';

export const saveUserProfile = (body: UserProfileRequest) =>
  api.post<{ message?: string }>('/api/profile', body);
