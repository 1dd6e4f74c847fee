// POST /api/admin/free-questions/:id/reassign {astrologer_id | null}: an unanswered question to a verified astrologer
// (with a fresh deadline), or back to the queue.
import type { AdminQuestion } from '@app/contracts/free-questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminFreeQuestionsKey } from './get-free-questions.ts';

export const reassignFreeQuestion = (id: number, astrologerId: number | null) =>
  api.post<{ message: string; question: AdminQuestion }>(`/api/admin/free-questions/${id}/reassign`, {
    astrologer_id: astrologerId,
  });

export function useReassignFreeQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, astrologerId }: { id: number; astrologerId: number | null }) => reassignFreeQuestion(id, astrologerId),
    // Done or refused (answered meanwhile), the table is read again.
    onSettled: () => client.invalidateQueries({ queryKey: adminFreeQuestionsKey }),
  });
}
