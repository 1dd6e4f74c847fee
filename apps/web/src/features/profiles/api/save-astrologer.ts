// POST /api/astrologer: the astrologer's own profile; answers the token number shown on /thank-you.
import type { AstrologerProfileRequest } from '@app/contracts/astrologer-profile';
import { api } from '../../../lib/api.ts';

export type SaveAstrologerResponse = { message?: string; token_no: string | number };

export const saveAstrologerProfile = (body: AstrologerProfileRequest) =>
  api.post<SaveAstrologerResponse>('/api/astrologer', body);
