// POST /api/account/consent: the signed-in account confirms being 18 or over and accepts the privacy policy.
import type { ConsentResponse } from '@app/contracts/auth';
import { api } from '../../../lib/api.ts';

/** `token` names the session when it is not stored yet (the code page asks for consent before keeping it). */
export const giveConsent = (token?: string) =>
  api.post<ConsentResponse>(
    '/api/account/consent',
    { age_confirmed: true, privacy_consent: true },
    token ? { headers: { accessToken: token } } : undefined,
  );
