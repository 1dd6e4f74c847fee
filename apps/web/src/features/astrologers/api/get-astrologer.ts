// GET /api/consult/astrologers/{astro_id}: one astrologer's profile with the most recent reviews.
import type { DirectoryDetail } from '@app/contracts/consultations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { DIRECTORY_REFETCH_MS } from './get-astrologers.ts';

export const getAstrologer = (astroId: string, signal?: AbortSignal) =>
  api.get<DirectoryDetail>(`/api/consult/astrologers/${encodeURIComponent(astroId)}`, { signal });

export const astrologerQuery = (astroId: string) =>
  queryOptions({
    queryKey: ['astrologers', 'detail', astroId],
    queryFn: ({ signal }) => getAstrologer(astroId, signal),
    refetchInterval: DIRECTORY_REFETCH_MS,
    // A server-rendered profile is what a guest sees; for a signed-in user who blocked this astrologer it is not found.
    refetchOnMount: () => (isLoggedIn() ? 'always' : true),
    // "Not found" will not change by asking again.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export function useAstrologer(astroId: string) {
  return useQuery(astrologerQuery(astroId));
}

/** Whether a failed load means "no such astrologer" rather than "could not load". */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
