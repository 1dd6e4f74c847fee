// GET /api/kundli/mine/pdf: the saved chart as a PDF. A link cannot send the session header, so the file is fetched
// with it and handed to the browser as a download.
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { getToken } from '../../../lib/storage.ts';

export const PDF_FALLBACK_NAME = 'kundli.pdf';

/** The file name a Content-Disposition header gives (RFC 6266: filename* first), or null. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/.exec(disposition);
  return plain?.[2]?.trim() || null;
}

async function refusal(response: Response): Promise<ApiError> {
  let message = `Request failed with status ${response.status}`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    /* not JSON: keep the status */
  }
  return new ApiError(response.status, message);
}

/** Fetches the PDF with the session and saves it; resolves with the file's name. */
export async function downloadKundliPdf(): Promise<string> {
  const headers: Record<string, string> = { accept: 'application/pdf' };
  const token = getToken();
  if (token) headers.accessToken = token;
  let response: Response;
  try {
    response = await fetch('/api/kundli/mine/pdf', { headers });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await refusal(response);
  const name = filenameOf(response.headers.get('content-disposition')) ?? PDF_FALLBACK_NAME;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the memory is freed a little later for browsers that read the URL lazily.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
