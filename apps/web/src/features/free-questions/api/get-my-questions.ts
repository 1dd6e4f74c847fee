// GET /api/free-questions/mine: whether the signed-in user may still ask, the birth details that would go with the
// question, and their questions, newest first.
import type { myQuestionsResponse } from '@app/contracts/free-questions';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError } from '../../../lib/api.ts';

export type MyQuestions = z.infer<typeof myQuestionsResponse>;

export const MY_QUESTIONS_KEY = ['free-questions', 'mine'] as const;

export const getMyQuestions = (signal?: AbortSignal) => api.get<MyQuestions>('/api/free-questions/mine', { signal });

export function useMyQuestions() {
  return useQuery({
    queryKey: MY_QUESTIONS_KEY,
    queryFn: ({ signal }) => getMyQuestions(signal),
    // An answer may arrive at any time: never show an old copy without reading again.
    staleTime: 0,
    // A refusal (signed out, not a user) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
