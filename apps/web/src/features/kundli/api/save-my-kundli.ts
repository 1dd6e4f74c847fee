// PUT /api/kundli/mine: saves the chart's birth details to the user's profile; answers the message and the chart.
import type { Kundli, KundliRequest } from '@app/contracts/kundli';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MY_KUNDLI_KEY } from './get-my-kundli.ts';

export const saveMyKundli = (body: KundliRequest) =>
  api.put<{ message: string; kundli: Kundli }>('/api/kundli/mine', body);

export function useSaveMyKundli() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyKundli,
    onSuccess: ({ kundli }) => queryClient.setQueryData(MY_KUNDLI_KEY, { kundli }),
  });
}
