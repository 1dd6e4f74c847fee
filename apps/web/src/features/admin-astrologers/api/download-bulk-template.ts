// GET /admin/bulk-template.csv: the column template for the bulk astrologer upload (needs the admin's token, hence fetch).
import { BULK_TEMPLATE_URL } from '@app/contracts/admin-bulk-upload';
import { useMutation } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '../lib/download.ts';

export async function downloadBulkTemplate(): Promise<void> {
  saveBlob(await fetchBlob(BULK_TEMPLATE_URL), 'astrologers-template.csv');
}

export const useDownloadBulkTemplate = () => useMutation({ mutationFn: downloadBulkTemplate });
