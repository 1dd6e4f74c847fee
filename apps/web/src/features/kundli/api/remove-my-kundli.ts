// DELETE /api/kundli/mine: forgets the user's saved chart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MY_KUNDLI_KEY } from './get-my-kundli.ts';

export const removeMyKundli = () => api.delete<{ message: string }>('/api/kundli/mine');

export function useRemoveMyKundli() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMyKundli,
    onSuccess: () => queryClient.setQueryData(MY_KUNDLI_KEY, { kundli: null }),
  });
}
