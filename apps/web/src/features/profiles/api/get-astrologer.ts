// GET /api/astrologer/{user_id}: read here only for the token number when none is stored yet.
import type { AstrologerProfileResponse } from '@app/contracts/astrologer-profile';
import { api } from '../../../lib/api.ts';

export const getAstrologerProfile = (userId: string) =>
  api.get<AstrologerProfileResponse>(`/api/astrologer/${encodeURIComponent(userId)}`);
