// POST /api/console/free-questions/:id/release: gives a claimed question back to the queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { FREE_QUESTIONS_KEY, type FreeQuestionAction } from './get-free-questions.ts';

export const releaseFreeQuestion = (id: number) =>
  api.post<FreeQuestionAction>(`/api/console/free-questions/${id}/release`);

/** `onReleased` runs even when the card is gone by then (see useAnswerFreeQuestion). */
export function useReleaseFreeQuestion({ onReleased }: { onReleased?: (result: FreeQuestionAction) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releaseFreeQuestion,
    onSuccess: (result) => onReleased?.(result),
    onSettled: () => client.invalidateQueries({ queryKey: FREE_QUESTIONS_KEY }),
  });
}
