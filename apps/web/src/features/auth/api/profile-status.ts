// GET /api/profile/{user_id} and GET /api/astrologer/{user_id} read only as "exists or not" after a code.
import { ApiError, api } from '../../../lib/api.ts';

/** true on 200, false on 404; anything else is a real failure and is thrown. */
async function exists(path: string): Promise<boolean> {
  try {
    await api.get<unknown>(path);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export const userProfileExists = (userId: string | number) =>
  exists(`/api/profile/${encodeURIComponent(String(userId))}`);
export const astrologerProfileExists = (userId: string | number) =>
  exists(`/api/astrologer/${encodeURIComponent(String(userId))}`);
