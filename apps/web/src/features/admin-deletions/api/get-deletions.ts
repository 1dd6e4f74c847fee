// GET /api/admin/account-deletions?page=: deleted accounts, newest first: when, and what kind of account, never who.
import type { AccountDeletionsResponse } from '@app/contracts/account';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import { api } from '../../../lib/api.ts';

export const accountDeletionsKey = [...adminKeys.all, 'account-deletions'] as const;

export const getAccountDeletions = (page: number, signal?: AbortSignal) =>
  api.get<AccountDeletionsResponse>(`/api/admin/account-deletions?page=${page}`, { signal });

export function useAccountDeletions(page: number) {
  return useQuery({
    queryKey: [...accountDeletionsKey, page],
    queryFn: ({ signal }) => getAccountDeletions(page, signal),
    placeholderData: keepPreviousData,
  });
}
