// POST /api/console/free-questions/:id/claim: takes a question from the queue (409 when another astrologer was first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { FREE_QUESTIONS_KEY, type FreeQuestionAction } from './get-free-questions.ts';

export const claimFreeQuestion = (id: number) =>
  api.post<FreeQuestionAction>(`/api/console/free-questions/${id}/claim`);

export function useClaimFreeQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimFreeQuestion,
    // Claimed or refused (taken, limit reached), the lists are read again: a refusal means this copy was old.
    onSettled: () => client.invalidateQueries({ queryKey: FREE_QUESTIONS_KEY }),
  });
}
