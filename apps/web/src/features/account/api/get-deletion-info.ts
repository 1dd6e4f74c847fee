// GET /api/account/deletion: what deleting the account erases and keeps, the wallet balance and whether it is blocked.
import type { DeletionInfo } from '@app/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const DELETION_INFO_KEY = ['account', 'deletion'] as const;

export const getDeletionInfo = (signal?: AbortSignal) =>
  api.get<DeletionInfo>('/api/account/deletion', { signal });

export const deletionInfoQuery = () =>
  queryOptions({ queryKey: DELETION_INFO_KEY, queryFn: ({ signal }) => getDeletionInfo(signal) });

/** Read afresh each visit: a wallet or a session may have changed since. */
export const useDeletionInfo = () => useQuery({ ...deletionInfoQuery(), staleTime: 0 });
