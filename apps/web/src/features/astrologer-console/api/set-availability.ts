// PUT /api/consult/availability {chat?, call?}: the console's switches, shown at once and put back if the server refuses.
import type { availabilityResponse, ConsoleSummary } from '@app/contracts/consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { CONSOLE_KEYS } from './keys.ts';

type Availability = z.infer<typeof availabilityResponse>;

export type AvailabilityChange = { chat?: boolean; call?: boolean };

export const setAvailability = (change: AvailabilityChange) => api.put<Availability>('/api/consult/availability', change);

export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onMutate: async (change: AvailabilityChange) => {
      await client.cancelQueries({ queryKey: CONSOLE_KEYS.summary });
      const before = client.getQueryData<ConsoleSummary>(CONSOLE_KEYS.summary);
      if (before) client.setQueryData<ConsoleSummary>(CONSOLE_KEYS.summary, { ...before, ...change });
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(CONSOLE_KEYS.summary, context.before);
      toast.error(messageOf(error, tNow('console:availability.failed')));
    },
    onSuccess: (answer) => {
      client.setQueryData<ConsoleSummary>(CONSOLE_KEYS.summary, (old) =>
        old ? { ...old, chat: answer.chat, call: answer.call, status: answer.status } : old,
      );
    },
  });
}
