// GET /api/consultations?page&limit: the astrologer's own sessions, newest first, a page at a time.
import type { z } from 'zod';
import type { consultationsResponse } from '@app/contracts/consultations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export type ConsultationsPage = z.infer<typeof consultationsResponse>;

export const HISTORY_PAGE_SIZE = 10;

export const getHistory = (page: number, signal?: AbortSignal) =>
  api.get<ConsultationsPage>(`/api/consultations?page=${page}&limit=${HISTORY_PAGE_SIZE}`, { signal });

export function useSessionHistory(page: number) {
  return useQuery({
    queryKey: CONSOLE_KEYS.history(page),
    queryFn: ({ signal }) => getHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}
