// POST /api/account/deletion/code: a fresh code that confirms the deletion, to the account's own e-mail or phone.
import type { DeletionCodeResponse } from '@app/contracts/account';
import { api } from '../../../lib/api.ts';

export const sendDeletionCode = () => api.post<DeletionCodeResponse>('/api/account/deletion/code');
