// GET /api/console/free-questions: the queue of open questions, the ones this astrologer holds, their recent answers,
// the fee per answer and the hours a claim lasts.
import type { MaskKind } from '@app/contracts/safety';
import type { ConsoleQuestion, consoleQuestionsResponse } from '@app/contracts/free-questions';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export type ConsoleFreeQuestions = z.infer<typeof consoleQuestionsResponse>;
/** What a claim, an answer or a release answers. */
export type FreeQuestionAction = { message: string; question: ConsoleQuestion };
/** An answer's outcome: also what the filter masked in it. */
export type FreeQuestionAnswered = FreeQuestionAction & { masked: MaskKind[] };

/** Under the console's key, so whatever refreshes the console (a reconnect) refreshes these too. */
export const FREE_QUESTIONS_KEY = [...CONSOLE_KEYS.all, 'free-questions'] as const;

/**
 * Events are the fast path; this catches what no event announces: another astrologer's claim running out, which puts
 * the question back in the queue without anyone acting.
 */
export const FREE_QUESTIONS_REFRESH_MS = 60_000;

export const getFreeQuestions = (signal?: AbortSignal) =>
  api.get<ConsoleFreeQuestions>('/api/console/free-questions', { signal });

export function useConsoleFreeQuestions() {
  return useQuery({
    queryKey: FREE_QUESTIONS_KEY,
    queryFn: ({ signal }) => getFreeQuestions(signal),
    refetchInterval: FREE_QUESTIONS_REFRESH_MS,
  });
}
