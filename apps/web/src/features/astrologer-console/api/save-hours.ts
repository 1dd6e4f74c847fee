// PUT /api/console/hours: replaces the astrologer's weekly hours, exceptions and prices with the set sent; the answer
// (the set as kept, in order) becomes the console's copy.
import type { HoursDocument } from '@app/contracts/hours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { CONSOLE_KEYS } from './keys.ts';

export const saveHours = (body: HoursDocument) => api.put<HoursDocument>('/api/console/hours', body);

export function useSaveHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveHours,
    onSuccess: (kept) => client.setQueryData(CONSOLE_KEYS.hours, kept),
  });
}
