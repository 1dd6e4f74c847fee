// GET /api/consult/requests: the astrologer's requested and active sessions with the user's birth details. Each
// item keeps how far the server's clock is from this browser's, so countdowns follow the server.
import type { RequestDetails } from '@app/contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export type OpenRequest = RequestDetails & {
  /** Server clock minus this browser's clock, in ms, when the answer arrived. */
  clockOffsetMs: number;
};

/** Events are the fast path; this catches whatever an event missed. */
export const REQUESTS_REFRESH_MS = 10_000;

export async function getRequests(signal?: AbortSignal): Promise<OpenRequest[]> {
  const items = await api.get<RequestDetails[]>('/api/consult/requests', { signal });
  const now = Date.now();
  return items.map((item) => {
    const server = Date.parse(item.consultation.server_time);
    return { ...item, clockOffsetMs: Number.isFinite(server) ? server - now : 0 };
  });
}

export function useOpenRequests() {
  return useQuery({
    queryKey: CONSOLE_KEYS.requests,
    queryFn: ({ signal }) => getRequests(signal),
    refetchInterval: REQUESTS_REFRESH_MS,
  });
}
