// PUT /api/consult/availability {chat}: the console's switch, shown at once and put back if the server refuses.
import type { availabilityResponse, ConsoleSummary } from '@app/contracts/consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { CONSOLE_KEYS } from './keys.ts';

type Availability = z.infer<typeof availabilityResponse>;

export const setAvailability = (chat: boolean) => api.put<Availability>('/api/consult/availability', { chat });

export const AVAILABILITY_FAILED = 'Could not change your availability. Please try again.';

export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onMutate: async (chat: boolean) => {
      await client.cancelQueries({ queryKey: CONSOLE_KEYS.summary });
      const before = client.getQueryData<ConsoleSummary>(CONSOLE_KEYS.summary);
      if (before) client.setQueryData<ConsoleSummary>(CONSOLE_KEYS.summary, { ...before, chat });
      return { before };
    },
    onError: (error, _chat, context) => {
      if (context?.before) client.setQueryData(CONSOLE_KEYS.summary, context.before);
      toast.error(messageOf(error, AVAILABILITY_FAILED));
    },
    onSuccess: (answer) => {
      client.setQueryData<ConsoleSummary>(CONSOLE_KEYS.summary, (old) =>
        old ? { ...old, chat: answer.chat, call: answer.call, status: answer.status } : old,
      );
    },
  });
}
