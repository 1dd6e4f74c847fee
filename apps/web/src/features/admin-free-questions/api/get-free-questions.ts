// GET /api/admin/free-questions?status=&page=: every free question, newest first, a page at a time, with who
// answered, how long it took and the fee.
import type { adminQuestionsResponse, FreeQuestionStatus } from '@app/contracts/free-questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import { api } from '../../../lib/api.ts';

export type AdminQuestionsPage = z.infer<typeof adminQuestionsResponse>;

export const adminFreeQuestionsKey = [...adminKeys.all, 'free-questions'] as const;

export function getAdminFreeQuestions(status: FreeQuestionStatus | null, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return api.get<AdminQuestionsPage>(`/api/admin/free-questions?${query}`, { signal });
}

export function useAdminFreeQuestions(status: FreeQuestionStatus | null, page: number) {
  return useQuery({
    queryKey: [...adminFreeQuestionsKey, status ?? 'all', page],
    queryFn: ({ signal }) => getAdminFreeQuestions(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
