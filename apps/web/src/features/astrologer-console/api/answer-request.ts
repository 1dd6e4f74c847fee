// POST /api/consultations/:id/accept and /decline: the astrologer's answer to a request.
import type { Consultation } from '@app/contracts/consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export type Answer = 'accept' | 'decline';

export const answerRequest = (id: number, answer: Answer) =>
  api.post<Consultation>(`/api/consultations/${id}/${answer}`);

export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: Answer }) => answerRequest(id, answer),
    // Whatever happened (accepted, declined, or refused because it expired), the list and status changed.
    onSettled: () => client.invalidateQueries({ queryKey: CONSOLE_KEYS.all }),
  });
}
