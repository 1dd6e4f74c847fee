// GET /api/consult/astrologers a page at a time: the server filters, sorts (who is online first) and counts.
import type { DirectoryAstrologer } from '@app/contracts/consultations';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { directoryPath, normaliseSearch, type DirectoryState } from '../directory-state.ts';

export interface DirectoryPage {
  astrologers: DirectoryAstrologer[];
  page: number;
  total_pages: number;
  total: number;
}

/** Statuses change without a reload through the socket; this re-reads the list anyway in case an event was missed. */
export const DIRECTORY_REFETCH_MS = 15_000;

export const getDirectoryPage = (state: DirectoryState, page: number, signal?: AbortSignal) =>
  api.get<DirectoryPage>(directoryPath(state, page), { signal });

export const directoryQuery = (state: DirectoryState) => {
  const s: DirectoryState = { ...state, q: normaliseSearch(state.q) };
  return infiniteQueryOptions({
    queryKey: ['astrologers', 'list', s.q, s.type, s.language, s.gender, s.price, s.sort, s.online],
    queryFn: ({ pageParam, signal }) => getDirectoryPage(s, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: DirectoryPage) => (last.page < last.total_pages ? last.page + 1 : undefined),
    refetchInterval: DIRECTORY_REFETCH_MS,
    // A server-rendered directory is everyone's list; a signed-in user's leaves out the astrologers blocked either
    // way, so their browser reads it at once.
    refetchOnMount: () => (isLoggedIn() ? 'always' : true),
  });
};

/** The directory's pages; while new filters load, the previous results stay on screen. */
export function useDirectory(state: DirectoryState) {
  return useInfiniteQuery({ ...directoryQuery(state), placeholderData: keepPreviousData });
}
