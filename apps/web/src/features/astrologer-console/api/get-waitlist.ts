// GET /api/consult/waitlist: who waits for this astrologer, in order (first name, chat or call, when they joined).
// Each answer keeps how far the server's clock is from this browser's, so an offer's countdown follows the server.
import type { ConsoleWaitlistItem } from '@app/contracts/waitlist';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export interface ConsoleWaitlist {
  items: ConsoleWaitlistItem[];
  /** Server clock minus this browser's clock, in ms (from the answer's Date header, to the second). */
  clockOffsetMs: number;
}

/** Events (`waitlist_line`) are the fast path; this catches whatever an event missed. */
export const WAITLIST_REFRESH_MS = 15_000;

export async function getWaitlist(signal?: AbortSignal): Promise<ConsoleWaitlist> {
  const { data, headers } = await api.getWithHeaders<ConsoleWaitlistItem[]>('/api/consult/waitlist', { signal });
  const server = Date.parse(headers.get('date') ?? '');
  return { items: data, clockOffsetMs: Number.isFinite(server) ? server - Date.now() : 0 };
}

export function useConsoleWaitlist() {
  return useQuery({ queryKey: CONSOLE_KEYS.waitlist, queryFn: ({ signal }) => getWaitlist(signal), refetchInterval: WAITLIST_REFRESH_MS });
}
