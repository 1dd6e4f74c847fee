// POST /api/console/free-questions/:id/release: gives a claimed question back to the queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { FREE_QUESTIONS_KEY, type FreeQuestionAction } from './get-free-questions.ts';

export const releaseFreeQuestion = (id: number) =>
  api.post<FreeQuestionAction>(`/api/console/free-questions/${id}/release`);

export function useReleaseFreeQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releaseFreeQuestion,
    onSettled: () => client.invalidateQueries({ queryKey: FREE_QUESTIONS_KEY }),
  });
}
