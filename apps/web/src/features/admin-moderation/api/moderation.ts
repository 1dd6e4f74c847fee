// The admin's moderation queue: GET /api/admin/moderation, a report's transcript (each read is audited by the
// server), and the actions, each with a note: dismiss or resolve, warn, refund, suspend and reinstate.
import type { ModerationReportDetail, moderationQueue, SuspendBody } from '@app/contracts/safety';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import { api } from '../../../lib/api.ts';

export type ModerationQueue = z.infer<typeof moderationQueue>;

export const moderationKey = [...adminKeys.all, 'moderation'] as const;

export function useModerationQueue() {
  return useQuery({
    queryKey: moderationKey,
    queryFn: ({ signal }) => api.get<ModerationQueue>('/api/admin/moderation', { signal }),
  });
}

export function useReportDetail(id: number | null) {
  return useQuery({
    queryKey: [...moderationKey, 'report', id],
    queryFn: ({ signal }) => api.get<ModerationReportDetail>(`/api/admin/moderation/reports/${id}`, { signal }),
    enabled: id !== null,
    // Every read is a look the server writes down: read once per opening.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export const dismissReport = (id: number, note: string) =>
  api.post<{ message: string }>(`/api/admin/moderation/reports/${id}/dismiss`, { note });
export const resolveFlag = (id: number, note: string) =>
  api.post<{ message: string }>(`/api/admin/moderation/flags/${id}/resolve`, { note });
export const warnReported = (id: number, note: string) =>
  api.post<{ message: string }>(`/api/admin/moderation/reports/${id}/warn`, { note });
/** Refunds all that is left of the reported consultation to the user who reported it. */
export const refundReported = (id: number, note: string) =>
  api.post<{ message: string }>(`/api/admin/moderation/reports/${id}/refund`, { note });
export const suspendAccount = (accountId: number, body: SuspendBody) =>
  api.post<{ message: string }>(`/api/admin/moderation/accounts/${accountId}/suspend`, body);
export const reinstateAccount = (accountId: number, note: string) =>
  api.post<{ message: string }>(`/api/admin/moderation/accounts/${accountId}/reinstate`, { note });
