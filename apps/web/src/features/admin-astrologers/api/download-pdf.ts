// POST /api/downloadPdf: a PDF of every astrologer, saved by the browser as astrologers.pdf.
import { useMutation } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '../lib/download.ts';

export async function downloadAstrologersPdf(): Promise<void> {
  saveBlob(await fetchBlob('/api/downloadPdf', 'POST'), 'astrologers.pdf');
}

export const useDownloadPdf = () => useMutation({ mutationFn: downloadAstrologersPdf });
