// POST /api/upload-bulk-astrologers: a .csv/.xlsx/.xls of astrologers (multipart field `file`); answers the rejected rows.
import type { BulkUploadResponse } from '@app/contracts/admin-bulk-upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export function uploadBulkAstrologers(file: File): Promise<BulkUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.post<BulkUploadResponse>('/api/upload-bulk-astrologers', form);
}

export function useUploadBulkAstrologers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBulkAstrologers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.astrologers() }),
  });
}
