// GET /api/get-all-interaction: every chat and call; the panel filters by India day and pages in the browser.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import type { Interaction } from './types.ts';

export const getInteractions = () => api.get<{ interactions: Interaction[] }>('/api/get-all-interaction');

export const useInteractions = () =>
  useQuery({ queryKey: adminKeys.interactions(), queryFn: getInteractions, select: (answer) => answer.interactions });
