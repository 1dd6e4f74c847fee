// DELETE /api/account: deletes the account with the code, giving up a wallet balance when acknowledged.
import type { DeleteAccountForm } from '@app/contracts/account';
import { apiFetch } from '../../../lib/api.ts';

export const deleteAccount = (body: DeleteAccountForm) =>
  apiFetch<{ message: string }>('/api/account', { method: 'DELETE', body });
