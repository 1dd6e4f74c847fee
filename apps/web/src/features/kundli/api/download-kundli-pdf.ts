// GET /api/kundli/mine/pdf: the saved chart as a PDF, downloaded with the session.
import { downloadFile } from '../../../lib/download-file.ts';

/** Fetches the PDF and saves it; resolves with the file's name. */
export const downloadKundliPdf = (): Promise<string> => downloadFile('/api/kundli/mine/pdf', 'kundli.pdf');
