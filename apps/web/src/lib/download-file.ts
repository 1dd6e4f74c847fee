// Downloads a file from the API with the session: a link cannot send the accessToken header, so the answer is fetched
// with it and handed to the browser as a download under the name the server gave.
import type { ErrorCode } from '@app/contracts/errors';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api.ts';
import { getToken } from './storage.ts';

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
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new ApiError(response.status, body.message, {}, typeof body.code === 'string' ? (body.code as ErrorCode) : undefined);
    }
  } catch {
    /* not JSON: only the status is known */
  }
  return ApiError.unexplained(response.status);
}

/** Saves a blob through a temporary link, the one way every browser names the download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * GETs `path` with the session and saves the answer; resolves with the file's name (the server's, else `fallbackName`).
 * A refusal rejects with an ApiError carrying the server's message.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.accessToken = token;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await refusal(response);
  const name = filenameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
