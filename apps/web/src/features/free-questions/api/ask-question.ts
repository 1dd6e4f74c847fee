// POST /api/free-questions {question}: asks the one free question (201); 400/409 refuse with the reason.
import type { askQuestionBody, MyQuestion } from '@app/contracts/free-questions';
import type { MaskKind } from '@app/contracts/safety';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { MY_QUESTIONS_KEY } from './get-my-questions.ts';

export type AskQuestionBody = z.infer<typeof askQuestionBody>;
export type AskQuestionAnswer = { message: string; question: MyQuestion; masked: MaskKind[] };

export const askQuestion = (body: AskQuestionBody) => api.post<AskQuestionAnswer>('/api/free-questions', body);

export function useAskQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    // Asked or refused, whether the user may ask has changed or was not what this page thought.
    onSettled: () => client.invalidateQueries({ queryKey: MY_QUESTIONS_KEY }),
  });
}
