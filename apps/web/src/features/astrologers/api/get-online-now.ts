// GET /api/consult/astrologers?online=true: who takes chats now, the best rated first, for the home page's strip. It
// imports nothing of the directory's filters (directory-state.ts): those bring the contracts' schemas, and with them
// zod, which a server-rendered home page would then load before it can take the page over.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import type { DirectoryPage } from './get-astrologers.ts';

/** How many the strip shows at most; "See all" leads to the rest. */
export const ONLINE_NOW_LIMIT = 12;

/** The directory's request with its "Online now" filter on (directoryPath's), one page. */
export const ONLINE_NOW_PATH = `/api/consult/astrologers?sort=rating&online=true&page=1&limit=${ONLINE_NOW_LIMIT}`;

/** As the directory (DIRECTORY_REFETCH_MS): statuses change live; this re-reads anyway in case an event was missed. */
const REFETCH_MS = 15_000;

export const onlineNowQuery = () =>
  queryOptions({
    // Under 'astrologers': the directory's catch-up after a lost socket (use-live-status.ts) reads it again too.
    queryKey: ['astrologers', 'online-now'],
    queryFn: ({ signal }) => api.get<DirectoryPage>(ONLINE_NOW_PATH, { signal }),
    refetchInterval: REFETCH_MS,
    // The server's render is everyone's list; a signed-in user's leaves out the astrologers blocked either way, so
    // their browser reads it at once instead of showing the shared one until the next round.
    refetchOnMount: () => (isLoggedIn() ? 'always' : true),
  });
