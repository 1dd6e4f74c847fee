// GET /api/kundli/matches/:id/pdf: a saved match as a PDF, downloaded with the session.
import { downloadFile } from '../../../lib/download-file.ts';

export const downloadMatchPdf = (id: number): Promise<string> => downloadFile(`/api/kundli/matches/${id}/pdf`, `kundli-matching-${id}.pdf`);
