// POST /api/console/free-questions/:id/answer {answer}: answers a claimed question; the fee goes to the wallet.
import type { answerQuestionBody } from '@app/contracts/free-questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { FREE_QUESTIONS_KEY, type FreeQuestionAnswered } from './get-free-questions.ts';
import { CONSOLE_KEYS } from './keys.ts';

export type AnswerBody = z.infer<typeof answerQuestionBody>;

export const answerFreeQuestion = (id: number, body: AnswerBody) =>
  api.post<FreeQuestionAnswered>(`/api/console/free-questions/${id}/answer`, body);

/**
 * `onAnswered` runs even when the card that sent the answer is gone by then (the list's socket event may remove it
 * before the answer's own response arrives), unlike the callbacks of `mutate`.
 */
export function useAnswerFreeQuestion({ onAnswered }: { onAnswered?: (result: FreeQuestionAnswered, id: number) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AnswerBody }) => answerFreeQuestion(id, body),
    onSuccess: (result, { id }) => onAnswered?.(result, id),
    onSettled: (_data, error) =>
      // An answer pays the fee: the earnings and the wallet change too.
      client.invalidateQueries({ queryKey: error ? FREE_QUESTIONS_KEY : CONSOLE_KEYS.all }),
  });
}
