// The accounts the signed-in person blocked (GET /api/blocks), and lifting a block (DELETE /api/blocks/:accountId).
import type { blocksResponse } from '@app/contracts/safety';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type Blocks = z.infer<typeof blocksResponse>;

export const BLOCKS_KEY = ['account', 'blocks'] as const;

export function useBlocks() {
  return useQuery({ queryKey: BLOCKS_KEY, queryFn: ({ signal }) => api.get<Blocks>('/api/blocks', { signal }) });
}

export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => api.delete<{ message: string }>(`/api/blocks/${accountId}`),
    // The directory shows an unblocked astrologer again: every list read afresh.
    onSettled: () => client.invalidateQueries(),
  });
}
